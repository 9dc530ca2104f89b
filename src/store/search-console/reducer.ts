import type { SearchConsoleAction, SearchConsoleState } from './types';

export const initialSearchConsoleState: SearchConsoleState = {
	status: null,
	reports: {},
	reportErrors: {},
	sites: null,
	busy: null,
	error: null,
};

export function searchConsoleReducer(
	state: SearchConsoleState = initialSearchConsoleState,
	action: SearchConsoleAction
): SearchConsoleState {
	switch ( action.type ) {
		case 'RECEIVE_SEARCH_CONSOLE_STATUS':
			return { ...state, status: action.status };
		case 'RECEIVE_SEARCH_CONSOLE_REPORT': {
			const reportErrors = { ...state.reportErrors };
			if ( action.error ) {
				reportErrors[ action.days ] = action.error;
			} else {
				delete reportErrors[ action.days ];
			}
			return {
				...state,
				reports: { ...state.reports, [ action.days ]: action.report },
				reportErrors,
			};
		}
		case 'CLEAR_SEARCH_CONSOLE_REPORTS':
			return { ...state, reports: {}, reportErrors: {} };
		case 'RECEIVE_SEARCH_CONSOLE_SITES':
			return { ...state, sites: action.sites };
		case 'SEARCH_CONSOLE_BUSY':
			return { ...state, busy: action.busy };
		case 'SEARCH_CONSOLE_ERROR':
			return { ...state, error: action.error };
		default:
			return state;
	}
}
