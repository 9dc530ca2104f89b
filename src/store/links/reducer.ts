import type { LinksAction, LinksState } from './types';

export function linksReducer(
	state: LinksState = { suggestions: {} },
	action: LinksAction
): LinksState {
	switch ( action.type ) {
		case 'RECEIVE_LINK_SUGGESTIONS':
			return {
				...state,
				suggestions: {
					...state.suggestions,
					[ action.key ]: action.suggestions,
				},
			};
		default:
			return state;
	}
}
