import type { LinkSuggestions } from '../../contracts';

export type { LinkSuggestions };

/** Answers of GET links/suggestions by `post:words`; null when the lookup failed. */
export interface LinksState {
	suggestions: Record< string, LinkSuggestions | null >;
}

export type LinksAction = {
	type: 'RECEIVE_LINK_SUGGESTIONS';
	key: string;
	suggestions: LinkSuggestions | null;
};

export function suggestionsKey(
	post: number,
	words: readonly string[]
): string {
	return `${ post }:${ words.join( ' ' ) }`;
}
