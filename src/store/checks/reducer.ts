import type { ChecksAction, ChecksState } from './types';

export const initialChecksState: ChecksState = {
	report: null,
	isRunning: false,
	busyId: null,
};

export function checksReducer(
	state: ChecksState = initialChecksState,
	action: ChecksAction
): ChecksState {
	switch ( action.type ) {
		case 'RECEIVE_SITE_CHECKS':
			return { ...state, report: action.report };
		case 'RUN_SITE_CHECKS_START':
			return { ...state, isRunning: true };
		case 'RUN_SITE_CHECKS_FINISH':
			return {
				...state,
				isRunning: false,
				report: action.report ?? state.report,
			};
		case 'SET_SITE_CHECK_IGNORED':
			if ( ! state.report ) {
				return state;
			}
			return {
				...state,
				report: {
					...state.report,
					checks: state.report.checks.map( ( check ) =>
						check.id === action.id
							? { ...check, ignore: action.ignore }
							: check
					),
				},
			};
		case 'SITE_CHECK_BUSY':
			return { ...state, busyId: action.id };
		default:
			return state;
	}
}
