import type { RobotsAction, RobotsState } from './types';

export const initialRobotsState: RobotsState = { data: null, isSaving: false };

export function robotsReducer(
	state: RobotsState = initialRobotsState,
	action: RobotsAction
): RobotsState {
	switch ( action.type ) {
		case 'RECEIVE_ROBOTS_TXT':
			return { ...state, data: action.data };
		case 'SAVE_ROBOTS_TXT_START':
			return { ...state, isSaving: true };
		case 'SAVE_ROBOTS_TXT_FINISH':
			// The saved text becomes the loaded one, so Save turns inactive until the next edit.
			return {
				isSaving: false,
				data:
					state.data && action.content !== undefined
						? { ...state.data, robots_txt_content: action.content }
						: state.data,
			};
		default:
			return state;
	}
}
