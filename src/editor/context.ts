/**
 * The object the panels edit, whatever screen they are on: the block editor (core/editor) or the
 * classic term form. Panels read and write only through this, so they are declared once for both.
 */
import { createContext, useContext } from '@wordpress/element';

import type { ObjectMeta } from '../store/generated/object-meta';
import type { MetaPatch } from './meta';

export interface SeoObject {
	kind: 'post' | 'term';
	id: number;
	meta: ObjectMeta;
	editMeta: ( patch: MetaPatch ) => void;
	/** The object's own title (post title or term name), unsaved. */
	title: string;
	/** The hand-written excerpt ('' for none); for a term, its description. */
	excerpt: string;
	/** Content HTML, read with a short debounce so typing never waits for it. */
	content: string;
	/** Permalink (or its preview for a draft). */
	url: string;
	featuredImageUrl: string;
	/**
	 * The first image of the content's first [gallery] shortcode at the gallery's size (galleryImageUrl();
	 * '' for none or while its media record loads). Absent on objects without galleries (terms).
	 */
	galleryImageUrl?: string;
	/**
	 * A post with a password: visitors (and search engines) see no content, so nothing of it (excerpt,
	 * automatic description, content image) reaches the head, as post_password_required() decides.
	 */
	passwordProtected: boolean;
}

export const SeoObjectContext = createContext< SeoObject | null >( null );

export function useSeoObject(): SeoObject {
	const value = useContext( SeoObjectContext );
	if ( ! value ) {
		throw new Error(
			'Sightline SEO panels need a SeoObjectContext provider.'
		);
	}
	return value;
}
