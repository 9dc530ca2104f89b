/**
 * The content as the page checks and the previews read it (facts.ts), for the object being edited.
 * The content arrives once per pause in typing (use-post-object.ts) and is read in a worker
 * (analyser.ts), so a refresh costs the typing thread only the sending of the text; until the answer
 * comes the panels show the reading of the content before. The first reading, when the sidebar
 * opens, is made on the page so the panels open complete; every panel shares the latest one.
 */
import { useEffect, useMemo, useState } from '@wordpress/element';

import { lastCall, sameValues } from '../../utils/same-values';
import { useSeoObject } from '../context';
import type { EditorPageData } from '../data';
import { analysePageContent } from './analyser';
import {
	readPageContent,
	type PageContentInput,
	type PageContentReading,
} from './facts';

interface Known {
	input: PageContentInput;
	reading: PageContentReading;
}

/** The latest reading of any panel: a panel opened later starts from it. */
let latest: Known | null = null;

const readOnPage = lastCall( readPageContent );

function known( input: PageContentInput ): Known {
	if ( ! latest || ! sameValues( latest.input, input ) ) {
		latest = { input, reading: readOnPage( input ) };
	}
	return latest;
}

export function usePageContent( data: EditorPageData ): PageContentReading {
	const { content, meta, kind, passwordProtected } = useSeoObject();
	const input = useMemo(
		(): PageContentInput => ( {
			content,
			focusKeyword: meta.focus_keyword,
			rule: data.autoDescription,
			shortcodes: data.shortcodes,
			homeUrl: data.homeUrl,
			contentImage:
				kind !== 'term' &&
				! passwordProtected &&
				Boolean( data.socialContentImage ),
		} ),
		[ content, meta.focus_keyword, kind, passwordProtected, data ]
	);
	const [ state, setState ] = useState< Known >( () => known( input ) );
	const workerUrl = data.pageContentWorker ?? '';
	useEffect( () => {
		if ( sameValues( state.input, input ) ) {
			return;
		}
		if ( latest && sameValues( latest.input, input ) ) {
			setState( latest );
			return;
		}
		let current = true;
		analysePageContent( input, workerUrl ).then( ( reading ) => {
			if ( ! latest || ! sameValues( latest.input, input ) ) {
				latest = { input, reading };
			}
			if ( current ) {
				setState( { input, reading } );
			}
		} );
		return () => {
			current = false;
		};
	}, [ input, state, workerUrl ] );
	return state.reading;
}
