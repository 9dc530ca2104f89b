import type { ScoresAction, ScoresState } from './types';

export function scoresReducer(
	state: ScoresState = { counts: {} },
	action: ScoresAction
): ScoresState {
	switch ( action.type ) {
		case 'RECEIVE_SCORE_COUNTS':
			return {
				...state,
				counts: { ...state.counts, [ action.kind ]: action.counts },
			};
		case 'RECEIVE_SCORE_BACKFILL':
			return { ...state, backfill: action.backfill };
		default:
			return state;
	}
}
