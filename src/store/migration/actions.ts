/**
 * Migration calls. They are thunks of the `sightline` store so every fetch stays in the store;
 * the migration engine (src/migration) drives them through its MigrationApi.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import type { ItemPage, MigratedData, MigrateResponse } from '../../contracts';

export type { MigratedData };

export const fetchMigrationTerms =
	( pluginSlug: string, page: number ): Thunk< Promise< ItemPage > > =>
	() =>
		apiFetch< ItemPage >( {
			path: addQueryArgs( API.migrationTerms, {
				plugin_slug: pluginSlug,
				page,
			} ),
		} );

export const fetchMigrationPosts =
	( pluginSlug: string, page: number ): Thunk< Promise< ItemPage > > =>
	() =>
		apiFetch< ItemPage >( {
			path: addQueryArgs( API.migrationPosts, {
				plugin_slug: pluginSlug,
				page,
			} ),
		} );

/** The source's redirect records (rows, or SEOPress's posts and terms), grouped as the server keys them. */
export const fetchMigrationRedirects =
	( pluginSlug: string, page: number ): Thunk< Promise< ItemPage > > =>
	() =>
		apiFetch< ItemPage >( {
			path: addQueryArgs( API.migrationRedirects, {
				plugin_slug: pluginSlug,
				page,
			} ),
		} );

export const migrateGlobalSettings =
	( pluginSlug: string ): Thunk< Promise< MigrateResponse > > =>
	() =>
		apiFetch< MigrateResponse >( {
			path: API.migrationGlobalSettings,
			method: 'POST',
			data: { plugin_slug: pluginSlug, cleanup: false },
		} );

/** One term per request, as the UI sends it (the route also accepts a batch). */
export const migrateTerm =
	(
		pluginSlug: string,
		termId: number,
		startOver = false
	): Thunk< Promise< MigrateResponse > > =>
	() =>
		apiFetch< MigrateResponse >( {
			path: API.migrationTerms,
			method: 'POST',
			data: {
				plugin_slug: pluginSlug,
				term_ids: [ termId ],
				cleanup: false,
				start_over: startOver,
			},
		} );

export const migratePost =
	(
		pluginSlug: string,
		postId: number,
		startOver = false
	): Thunk< Promise< MigrateResponse > > =>
	() =>
		apiFetch< MigrateResponse >( {
			path: API.migrationPosts,
			method: 'POST',
			data: {
				plugin_slug: pluginSlug,
				post_ids: [ postId ],
				cleanup: false,
				start_over: startOver,
			},
		} );

/** A batch of redirect records of one group per request (the server checks and compiles once per batch). */
export const migrateRedirects =
	(
		pluginSlug: string,
		group: string,
		redirectIds: number[],
		startOver = false
	): Thunk< Promise< MigrateResponse > > =>
	() =>
		apiFetch< MigrateResponse >( {
			path: API.migrationRedirects,
			method: 'POST',
			data: {
				plugin_slug: pluginSlug,
				group,
				redirect_ids: redirectIds,
				cleanup: false,
				start_over: startOver,
			},
		} );

export const deactivateSourcePlugin =
	( pluginSlug: string ): Thunk< Promise< unknown > > =>
	() =>
		apiFetch( {
			path: API.pluginsDeactivate,
			method: 'POST',
			data: { plugin_slug: pluginSlug },
		} );

export const completeMigration =
	( pluginSlug: string ): Thunk< Promise< unknown > > =>
	() =>
		apiFetch( {
			path: API.migrationCompleted,
			method: 'POST',
			data: { plugin_slug: pluginSlug },
		} );

/** Social profiles and website details after a migration, for the wizard's prefill. */
export const fetchMigratedData = (): Thunk< Promise< MigratedData > > => () =>
	apiFetch< MigratedData >( { path: API.migratedData } );
