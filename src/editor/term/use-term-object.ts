/**
 * The SeoObject of the classic term form: the name, slug and description come from the form's own
 * fields as the author types; the SEO fields live in React state mirrored into the hidden input that
 * PHP (Sightline\Admin\Term_Screen::save) stores when the term is updated.
 */
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';

import type { ObjectMeta } from '../../store/generated/object-meta';
import type { SeoObject } from '../context';
import { fromStoredMeta, META_DEFAULTS, type MetaPatch } from '../meta';
import type { TermData } from '../../contracts';

/** The term being edited, from the term screen's page data (includes/contracts/page-data-term-editor.json). */
export type { TermData };

export const HIDDEN_FIELD_ID = 'sightline_term_seo';

function fieldValue( id: string ): string {
	const element = document.getElementById( id ) as
		HTMLInputElement | HTMLTextAreaElement | null;
	return element?.value ?? '';
}

/** Follows a form field's value as the author types in it. */
function useFormField( id: string ): string {
	const [ value, setValue ] = useState( () => fieldValue( id ) );
	useEffect( () => {
		const element = document.getElementById( id );
		if ( ! element ) {
			return undefined;
		}
		const update = () => setValue( fieldValue( id ) );
		element.addEventListener( 'input', update );
		return () => element.removeEventListener( 'input', update );
	}, [ id ] );
	return value;
}

/** The term link with the slug being typed, so the URL check and preview follow slug edits. */
export function termUrl(
	url: string,
	savedSlug: string,
	slug: string
): string {
	const clean = slug.trim().toLowerCase().replace( /\s+/g, '-' );
	if (
		! clean ||
		clean === savedSlug ||
		! url.includes( `/${ savedSlug }` )
	) {
		return url;
	}
	const at = url.lastIndexOf( `/${ savedSlug }` );
	return (
		url.slice( 0, at + 1 ) + clean + url.slice( at + 1 + savedSlug.length )
	);
}

export function useTermObject( term: TermData ): SeoObject {
	const [ meta, setMeta ] = useState< ObjectMeta >( () => ( {
		...META_DEFAULTS,
		...fromStoredMeta( null ),
		...term.meta,
	} ) );
	const [ touched, setTouched ] = useState( false );
	const title = useFormField( 'name' );
	const slug = useFormField( 'slug' );
	const description = useFormField( 'description' );

	useEffect( () => {
		const input = document.getElementById(
			HIDDEN_FIELD_ID
		) as HTMLInputElement | null;
		if ( input && touched ) {
			input.value = JSON.stringify( meta );
		}
	}, [ meta, touched ] );

	const editMeta = useCallback( ( patch: MetaPatch ) => {
		setTouched( true );
		setMeta( ( current ) => ( { ...current, ...patch } ) );
	}, [] );
	const url = termUrl( term.url, term.slug, slug );
	return useMemo(
		() => ( {
			kind: 'term',
			id: term.id,
			meta,
			editMeta,
			title,
			excerpt: description,
			content: description,
			url,
			featuredImageUrl: '',
			passwordProtected: false,
		} ),
		[ term.id, meta, editMeta, title, description, url ]
	);
}
