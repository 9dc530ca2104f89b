import type { IndexnowAction, IndexnowState } from './types';

export const initialIndexnowState: IndexnowState = { status: null };

export function indexnowReducer(
	state: IndexnowState = initialIndexnowState,
	action: IndexnowAction
): IndexnowState {
	switch ( action.type ) {
		case 'RECEIVE_INDEXNOW_STATUS':
			return { status: action.status };
		default:
			return state;
	}
}
