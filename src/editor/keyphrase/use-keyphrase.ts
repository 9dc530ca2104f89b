/**
 * The keyphrase checks of the post being edited. The text is measured a moment after typing stops,
 * in a worker (analyser.ts); only the answer to the latest text is kept. Whether another post has the
 * focus keyphrase comes from the store (GET keyphrase/uses), asked once the keyphrase stops changing.
 * Messages are made on the page from the measured facts, with the author's ignore flags.
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { cleanForSlug } from '@wordpress/url';

import {
	keyphraseResults,
	type KeyphraseAnalysis,
	type KeyphraseFacts,
} from '../../checks/keyphrase';
import { STORE_NAME } from '../../store/constants';
import type { KeyphraseUses } from '../../store/keyphrase/types';
import { useSeoObject } from '../context';
import { useEditorData, useResolvedSeo } from '../use-seo';
import { analyseKeyphrases } from './analyser';

/**
 * The content arrives once per pause in typing (use-post-object.ts); other fields (the title, the
 * keyphrase) change a key at a time. Measuring after the current task gathers a render's changes into
 * one request; the worker keeps the measuring itself off the typing thread.
 */
const PAUSE_MS = 0;

/** How long the focus keyphrase must stay unchanged before the server is asked about it. */
const LOOKUP_PAUSE_MS = 500;

interface EditorSelectors {
	getEditedPostAttribute: ( name: string ) => unknown;
	getCurrentPostType: () => string | null;
}

/** A value once it has stopped changing for `ms`: asks the server once the writer pauses. */
export function useSettled< T >( value: T, ms: number ): T {
	const [ settled, setSettled ] = useState( value );
	useEffect( () => {
		const timer = window.setTimeout( () => setSettled( value ), ms );
		return () => window.clearTimeout( timer );
	}, [ value, ms ] );
	return settled;
}

/** The analysis, or null until the first measure arrives. */
export function useKeyphraseChecks(): KeyphraseAnalysis | null {
	const { id, content, title, meta } = useSeoObject();
	const resolved = useResolvedSeo();
	const data = useEditorData();
	const language =
		data.contentLanguage || document.documentElement.lang || 'en';
	const workerUrl = data.keyphraseWorker ?? '';
	const { slug, contentType } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as unknown as EditorSelectors;
		return {
			slug: String( editor.getEditedPostAttribute( 'slug' ) ?? '' ),
			contentType: editor.getCurrentPostType() ?? 'post',
		};
	}, [] );
	const keyphrase = meta.focus_keyword;
	const related = meta.related_keyphrases;
	const [ facts, setFacts ] = useState< KeyphraseFacts | null >( null );
	useEffect( () => {
		let latest = true;
		const timer = window.setTimeout( () => {
			analyseKeyphrases(
				{
					content,
					title: resolved.title,
					description: resolved.description,
					// A draft has no slug yet: WordPress makes it from the title.
					slug: slug || cleanForSlug( title ),
					contentType,
					language,
					keyphrase,
					related,
				},
				workerUrl
			).then( ( measured ) => {
				if ( latest ) {
					setFacts( measured );
				}
			} );
		}, PAUSE_MS );
		return () => {
			latest = false;
			window.clearTimeout( timer );
		};
	}, [
		content,
		resolved.title,
		resolved.description,
		slug,
		title,
		contentType,
		language,
		keyphrase,
		related,
		workerUrl,
	] );
	const asked = useSettled( keyphrase, LOOKUP_PAUSE_MS );
	const uses = useSelect(
		( select ) =>
			'' === asked.trim()
				? null
				: ( (
						select( STORE_NAME ) as unknown as {
							getKeyphraseUses: (
								post: number,
								keyphrase: string
							) => KeyphraseUses | null | undefined;
						}
					 ).getKeyphraseUses( id, asked ) ?? null ),
		[ id, asked ]
	);
	const ignored = meta.ignored_checks;
	// The server's count belongs to the keyphrase it was asked about, not to one typed since.
	const count = uses && asked === keyphrase ? uses.count : null;
	return useMemo(
		() => ( facts ? keyphraseResults( facts, count, ignored ) : null ),
		[ facts, count, ignored ]
	);
}
