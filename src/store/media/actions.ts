/**
 * Media lookups of the image pickers: which attachment an image URL (typed, or migrated from another
 * plugin) belongs to.
 */
import apiFetch from '@wordpress/api-fetch';

import type { Thunk } from '../thunk';
import {
	matchMedia,
	mediaPaths,
	toFoundMedia,
	type FoundMedia,
	type WpMedia,
} from './lookup';

export type { FoundMedia };

/** The media item behind an image URL, or null (not in the library, or the lookup failed). */
export const findMediaByUrl =
	( url: string ): Thunk< Promise< FoundMedia | null > > =>
	async () => {
		for ( const path of mediaPaths( url ) ) {
			let items: WpMedia[];
			try {
				items = await apiFetch< WpMedia[] >( { path } );
			} catch {
				return null;
			}
			const found = matchMedia(
				url,
				Array.isArray( items ) ? items : []
			);
			if ( found ) {
				return toFoundMedia( found );
			}
		}
		return null;
	};
