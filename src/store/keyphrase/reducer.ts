import type { KeyphraseAction, KeyphraseState } from './types';

export function keyphraseReducer(
	state: KeyphraseState = { uses: {} },
	action: KeyphraseAction
): KeyphraseState {
	switch ( action.type ) {
		case 'RECEIVE_KEYPHRASE_USES':
			return {
				...state,
				uses: { ...state.uses, [ action.key ]: action.uses },
			};
		default:
			return state;
	}
}
