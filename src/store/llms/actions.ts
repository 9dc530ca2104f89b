/**
 * The pages /llms.txt lists (setting llms_txt_pages) are stored as ids; the settings screen shows
 * their titles, read from /wp/v2/pages in the order of the ids.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { API } from '../constants';
import {
	toPageOptions,
	type PageOption,
	type WpPage,
} from '../onboarding/pages';
import type { Thunk } from '../thunk';

/** The path that reads these pages' titles (50 ids at most, the setting's limit). */
export function pagesByIdsPath( ids: number[] ): string {
	return addQueryArgs( API.wpPages, {
		include: ids.join( ',' ),
		orderby: 'include',
		per_page: Math.max( 1, ids.length ),
		_fields: 'id,title',
	} );
}

/** The pages with these ids as options; a page that cannot be read is left out, a failure yields []. */
export const fetchPagesByIds =
	( ids: number[] ): Thunk< Promise< PageOption[] > > =>
	async () => {
		if ( ! ids.length ) {
			return [];
		}
		try {
			return toPageOptions(
				await apiFetch< WpPage[] >( { path: pagesByIdsPath( ids ) } )
			);
		} catch {
			return [];
		}
	};
