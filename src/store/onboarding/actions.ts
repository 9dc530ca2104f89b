/**
 * Setup-wizard calls: the page selectors' search of /wp/v2/pages and the wizard save. They are
 * thunks of the `sightline` store so every fetch stays in the store; the wizard keeps its own state.
 */
import apiFetch from '@wordpress/api-fetch';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import {
	pagesPath,
	toPageOptions,
	type PageOption,
	type WpPage,
} from './pages';

export type { PageOption };

/** The pages matching a search, as selector options; a failed search yields an empty list. */
export const searchPages =
	( search = '' ): Thunk< Promise< PageOption[] > > =>
	async () => {
		try {
			return toPageOptions(
				await apiFetch< WpPage[] >( { path: pagesPath( search ) } )
			);
		} catch {
			return [];
		}
	};

/**
 * Saves the wizard (POST /sightline/v1/onboarding). Resolves true when saved; a failed save is silent
 * (no notice) and resolves false.
 */
export const saveOnboarding =
	( body: object ): Thunk< Promise< boolean > > =>
	async () => {
		try {
			await apiFetch( {
				path: API.onboarding,
				method: 'POST',
				data: body,
			} );
			return true;
		} catch {
			return false;
		}
	};

/**
 * Accepts the setup's offer of an AI crawler policy (allow AI answer engines, block AI training), a call
 * of its own after the save. Like the save it is silent on failure (a robots.txt line that contradicts it
 * keeps the policy, which the AI Crawlers screen explains) and resolves false.
 */
export const acceptAiCrawlerOffer =
	(): Thunk< Promise< boolean > > => async () => {
		try {
			await apiFetch( {
				path: API.onboardingAiCrawlers,
				method: 'POST',
				data: { policy: 'block_training' },
			} );
			return true;
		} catch {
			return false;
		}
	};
