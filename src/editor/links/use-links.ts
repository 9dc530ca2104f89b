/**
 * The Links panel's data: the link counts of the unsaved content (counted as the server counts,
 * src/checks/links/counts.ts, in the page-content worker with the rest of the content's reading) and the internal-link suggestions from the store, asked once the writer
 * pauses, without the posts the content already links to.
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

import type { LinkCounts } from '../../checks/links/counts';
import { STORE_NAME } from '../../store/constants';
import type { LinkSuggestions } from '../../store';
import { useSeoObject } from '../context';
import { useSettled } from '../keyphrase/use-keyphrase';
import { usePageContent } from '../page-content/use-page-content';
import { useEditorData } from '../use-seo';
import { queryWords } from './words';

/** How long the title and keyphrase must stay unchanged before the server is asked. */
const LOOKUP_PAUSE_MS = 600;

export type Suggestion = LinkSuggestions[ 'suggestions' ][ number ];

export interface LinksData {
	counts: LinkCounts;
	/** undefined while the server is asked; null when it could not answer. */
	suggestions: Suggestion[] | null | undefined;
}

/** An address without its scheme, host case or trailing slash: how two links to one page compare. */
function comparable( url: string, homeUrl: string ): string {
	let absolute = url;
	try {
		absolute = new URL( url, homeUrl ).href;
	} catch {
		// Not a URL: compared as written.
	}
	return absolute
		.replace( /^https?:/i, '' )
		.replace( /[?#].*$/, '' )
		.replace( /\/+$/, '' )
		.toLowerCase();
}

export function useLinks(): LinksData {
	const { id, title, meta } = useSeoObject();
	const data = useEditorData();
	const { homeUrl } = data;
	const counts = usePageContent( data ).links;
	const asked = useSettled(
		queryWords( title, meta.focus_keyword ).join( ' ' ),
		LOOKUP_PAUSE_MS
	);
	const answer = useSelect(
		( select ) =>
			(
				select( STORE_NAME ) as unknown as {
					getLinkSuggestions: (
						post: number,
						words: readonly string[]
					) => LinkSuggestions | null | undefined;
				}
			 ).getLinkSuggestions( id, asked ? asked.split( ' ' ) : [] ),
		[ id, asked ]
	);
	const suggestions = useMemo( () => {
		if ( ! answer ) {
			return answer;
		}
		// The server knows the saved content's links; these are the unsaved ones.
		const linked = new Set(
			counts.internalHrefs.map( ( href ) => comparable( href, homeUrl ) )
		);
		return answer.suggestions.filter(
			( suggestion ) =>
				! linked.has( comparable( suggestion.url, homeUrl ) )
		);
	}, [ answer, counts, homeUrl ] );
	return { counts, suggestions };
}
