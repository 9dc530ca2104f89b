import { suggestionsKey, type LinkSuggestions, type LinksState } from './types';

interface State {
	links: LinksState;
}

/**
 * Internal-link suggestions for a post, with the writer's unsaved title and keyphrase words:
 * undefined until the server answered (the resolver asks), null when it could not answer.
 */
export function getLinkSuggestions(
	state: State,
	post: number,
	words: readonly string[]
): LinkSuggestions | null | undefined {
	return state.links.suggestions[ suggestionsKey( post, words ) ];
}
