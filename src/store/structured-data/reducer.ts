import type { OwnStructuredDataAction, OwnStructuredDataState } from './types';

export function ownStructuredDataReducer(
	state: OwnStructuredDataState = {},
	action: OwnStructuredDataAction
): OwnStructuredDataState {
	const current = state[ action.key ];
	switch ( action.type ) {
		case 'OWN_STRUCTURED_DATA_RECEIVE':
			// What the page was printed with; never over an edit in progress.
			return current
				? state
				: {
						...state,
						[ action.key ]: {
							instances: action.instances,
							changed: false,
							refusal: null,
						},
					};
		case 'OWN_STRUCTURED_DATA_EDIT':
			return {
				...state,
				[ action.key ]: {
					instances: action.instances,
					changed: true,
					refusal: current?.refusal ?? null,
				},
			};
		case 'OWN_STRUCTURED_DATA_SAVED':
			return current
				? {
						...state,
						[ action.key ]: {
							...current,
							changed: false,
							refusal: null,
						},
					}
				: state;
		case 'OWN_STRUCTURED_DATA_REFUSED':
			return current
				? {
						...state,
						[ action.key ]: { ...current, refusal: action.message },
					}
				: state;
		default:
			return state;
	}
}
