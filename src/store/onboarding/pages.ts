/**
 * Page selector helpers: the /wp/v2/pages search path and the mapping of pages to options.
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import type { PageOption } from '../../contracts';
import { API } from '../constants';

export type { PageOption };

export interface WpPage {
	id: number;
	title?: { rendered?: string };
}

/** Page titles come HTML-escaped from the REST API; options show them as text. */
function decodeTitle( rendered: string ): string {
	if ( typeof document === 'undefined' ) {
		return rendered;
	}
	const parser = document.createElement( 'textarea' );
	parser.innerHTML = rendered;
	return parser.value;
}

export function toPageOptions( pages: WpPage[] ): PageOption[] {
	return pages.map( ( page ) => ( {
		label:
			decodeTitle( page.title?.rendered ?? '' ).trim() ||
			__( 'Untitled', 'sightline-seo' ),
		value: Number( page.id ),
	} ) );
}

/** Path of a page search: per_page=10 and the search text when there is one. */
export function pagesPath( search = '' ): string {
	return addQueryArgs(
		API.wpPages,
		search.trim()
			? { per_page: 10, search: search.trim() }
			: { per_page: 10 }
	);
}
