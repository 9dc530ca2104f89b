import type { RedirectQuery, RedirectsAction, RedirectsState } from './types';

export const initialRedirectsState: RedirectsState = {
	pages: {},
	isSaving: false,
	importErrors: [],
};

/** The key a page of rules is kept under. */
export function redirectQueryKey( query: RedirectQuery ): string {
	return `${ query.search }\n${ query.page }\n${ query.perPage }`;
}

export function redirectsReducer(
	state: RedirectsState = initialRedirectsState,
	action: RedirectsAction
): RedirectsState {
	switch ( action.type ) {
		case 'RECEIVE_REDIRECTS':
			return {
				...state,
				pages: { ...state.pages, [ action.key ]: action.page },
			};
		case 'INVALIDATE_REDIRECTS':
			return { ...state, pages: {} };
		case 'SAVE_REDIRECTS_START':
			return { ...state, isSaving: true };
		case 'SAVE_REDIRECTS_FINISH':
			return { ...state, isSaving: false };
		case 'SET_REDIRECT_IMPORT_ERRORS':
			return { ...state, importErrors: action.errors };
		default:
			return state;
	}
}
