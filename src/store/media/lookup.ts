/**
 * Finding the media library item behind an image URL: the file name without the suffixes
 * WordPress and image optimisers add (-300x200, -scaled, -optimized, -compressed), the /wp/v2/media paths
 * that search for it (by slug and by search, 20 per page, then 50 on the fallback search), and the match.
 */
import { addQueryArgs } from '@wordpress/url';

import { API } from '../constants';

/** What the media REST route returns that the lookup reads. */
export interface WpMedia {
	id: number;
	source_url?: string;
	slug?: string;
	mime_type?: string;
	media_details?: {
		file?: string;
		filesize?: number;
		sizes?: Record< string, { source_url?: string } >;
	};
}

/** A media item as the image pickers show it: id, filename, url, type and size. */
export interface FoundMedia {
	id: number;
	url: string;
	filename: string;
	type: string;
	size: number;
}

const SUFFIX = /-(?:\d+x\d+|scaled|optimized|compressed)$/i;

/** The file name of a URL without query, extension and size suffixes: "photo" for photo-300x200.jpg. */
export function baseName( url: string ): string {
	const file = decodeURIComponent(
		( url.split( /[?#]/ )[ 0 ] ?? '' ).split( '/' ).pop() ?? ''
	);
	let base = file.replace( /\.[a-z0-9]+$/i, '' );
	while ( SUFFIX.test( base ) ) {
		base = base.replace( SUFFIX, '' );
	}
	return base;
}

/** The lookups to try in order: by slug, by search, then the wider fallback search. */
export function mediaPaths( url: string ): string[] {
	const base = baseName( url );
	if ( ! base ) {
		return [];
	}
	const common = { media_type: 'image', per_page: 20 };
	return [
		addQueryArgs( API.wpMedia, { ...common, slug: base.toLowerCase() } ),
		addQueryArgs( API.wpMedia, { ...common, search: base } ),
		addQueryArgs( API.wpMedia, { ...common, search: base, per_page: 50 } ),
	];
}

/** The item whose file (or one of its sizes) is the URL, or whose file name has the same base. */
export function matchMedia( url: string, items: WpMedia[] ): WpMedia | null {
	const base = baseName( url );
	const bare = url.split( /[?#]/ )[ 0 ];
	const exact = items.find(
		( item ) =>
			item.source_url === bare ||
			Object.values( item.media_details?.sizes ?? {} ).some(
				( size ) => size.source_url === bare
			)
	);
	return (
		exact ??
		items.find( ( item ) => baseName( item.source_url ?? '' ) === base ) ??
		null
	);
}

export function toFoundMedia( item: WpMedia ): FoundMedia {
	const url = item.source_url ?? '';
	return {
		id: Number( item.id ) || 0,
		url,
		filename: ( item.media_details?.file ?? url ).split( '/' ).pop() ?? '',
		type: item.mime_type ?? '',
		size: Number( item.media_details?.filesize ) || 0,
	};
}
