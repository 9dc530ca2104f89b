/**
 * Import/Export of all settings (Tools > Import/Export). The server validates an import against the
 * schema; a dry run only reports what would change. After a real import the settings are reloaded so
 * every screen shows the imported values.
 */
import apiFetch from '@wordpress/api-fetch';

import { API } from '../constants';
import type { GlobalSettings } from '../settings/types';
import type { Thunk } from '../thunk';
import type {
	ImportResult,
	SettingsFile,
	SiteAction,
	SiteSettings,
} from './types';

export function receiveSiteSettings( settings: SiteSettings ): SiteAction {
	return { type: 'RECEIVE_SITE_SETTINGS', settings };
}

/** The export file's content. Rejects with the REST error when the request fails. */
export const exportSettings =
	(): Thunk< Promise< SettingsFile > > => async () =>
		apiFetch< SettingsFile >( { path: API.settingsTransfer } );

/**
 * Sends an export file's settings. Rejects with the REST error (naming the bad field) when invalid; then
 * nothing was stored.
 */
export const importSettings =
	(
		file: { plugin?: string; settings: Record< string, unknown > },
		dryRun: boolean
	): Thunk< Promise< ImportResult > > =>
	async ( { dispatch } ) => {
		const data: Record< string, unknown > = {
			settings: file.settings,
			dry_run: dryRun,
		};
		if ( file.plugin !== undefined ) {
			data.plugin = file.plugin;
		}
		const result = await apiFetch< ImportResult >( {
			path: API.settingsTransfer,
			method: 'POST',
			data,
		} );
		if ( result.applied ) {
			const settings = await apiFetch< GlobalSettings >( {
				path: API.globalSettings,
			} );
			dispatch( { type: 'RECEIVE_SETTINGS', settings } );
		}
		return result;
	};
