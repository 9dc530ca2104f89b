import type { ObjectsAction, ObjectsState } from './types';

export const initialObjectsState: ObjectsState = { byId: {}, searches: {} };

export function objectsReducer(
	state: ObjectsState = initialObjectsState,
	action: ObjectsAction
): ObjectsState {
	switch ( action.type ) {
		case 'RECEIVE_OBJECT':
			return {
				...state,
				byId: {
					...state.byId,
					[ `${ action.kind }:${ action.id }` ]: action.option,
				},
			};
		case 'RECEIVE_OBJECT_SEARCH': {
			const byId = { ...state.byId };
			for ( const option of action.options ) {
				byId[ `${ action.kind }:${ option.id }` ] = option;
			}
			return {
				byId,
				searches: {
					...state.searches,
					[ `${ action.kind }|${ action.search }` ]: action.options,
				},
			};
		}
		default:
			return state;
	}
}
