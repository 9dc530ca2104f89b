import type { AiAction, AiState, AiSuggestion } from './types';

export const initialAiState: AiState = {
	suggestions: {},
	connection: null,
	isSavingConnection: false,
};

export const IDLE: AiSuggestion = {
	status: 'idle',
	content: '',
	error: '',
	attempt: 0,
	provider: '',
};

export function aiReducer(
	state: AiState = initialAiState,
	action: AiAction
): AiState {
	switch ( action.type ) {
		case 'AI_GENERATE_START':
			return {
				...state,
				suggestions: {
					...state.suggestions,
					// Keep the previous text visible while the next one loads ("Try again").
					[ action.contentType ]: {
						...( state.suggestions[ action.contentType ] ?? IDLE ),
						status: 'loading',
						error: '',
						attempt: action.attempt,
					},
				},
			};
		case 'AI_GENERATE_FINISH': {
			const previous = state.suggestions[ action.contentType ] ?? IDLE;
			return {
				...state,
				suggestions: {
					...state.suggestions,
					[ action.contentType ]: {
						...previous,
						status: 'ready',
						content: action.content,
						provider: action.provider,
						error: '',
					},
				},
			};
		}
		case 'AI_GENERATE_FAIL': {
			const previous = state.suggestions[ action.contentType ] ?? IDLE;
			return {
				...state,
				suggestions: {
					...state.suggestions,
					[ action.contentType ]: {
						...previous,
						status: 'error',
						error: action.error,
					},
				},
			};
		}
		case 'AI_DISMISS': {
			const suggestions = { ...state.suggestions };
			delete suggestions[ action.contentType ];
			return { ...state, suggestions };
		}
		case 'AI_RECEIVE_CONNECTION':
			return { ...state, connection: action.connection };
		case 'AI_SAVE_CONNECTION_START':
			return { ...state, isSavingConnection: true };
		case 'AI_SAVE_CONNECTION_FINISH':
			return { ...state, isSavingConnection: false };
		default:
			return state;
	}
}
