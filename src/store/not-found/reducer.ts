import type { NotFoundAction, NotFoundQuery, NotFoundState } from './types';

export const initialNotFoundState: NotFoundState = {
	pages: {},
	isSaving: false,
};

/** The key a page of recorded addresses is kept under. */
export function notFoundQueryKey( query: NotFoundQuery ): string {
	return [
		query.search,
		query.page,
		query.perPage,
		query.orderby,
		query.order,
	].join( '\n' );
}

export function notFoundReducer(
	state: NotFoundState = initialNotFoundState,
	action: NotFoundAction
): NotFoundState {
	switch ( action.type ) {
		case 'RECEIVE_NOT_FOUND':
			return {
				...state,
				pages: { ...state.pages, [ action.key ]: action.page },
			};
		case 'INVALIDATE_NOT_FOUND':
			return { ...state, pages: {} };
		case 'SAVE_NOT_FOUND_START':
			return { ...state, isSaving: true };
		case 'SAVE_NOT_FOUND_FINISH':
			return { ...state, isSaving: false };
		default:
			return state;
	}
}
