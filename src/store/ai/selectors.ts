import { IDLE } from './reducer';
import type {
	AiConnection,
	AiContentType,
	AiState,
	AiSuggestion,
} from './types';

interface State {
	ai: AiState;
}

export function getAiSuggestion(
	state: State,
	contentType: AiContentType
): AiSuggestion {
	return state.ai.suggestions[ contentType ] ?? IDLE;
}

/** The AI connection (admins only); null until loaded. Selecting it triggers the load. */
export function getAiConnection( state: State ): AiConnection | null {
	return state.ai.connection;
}

export function isSavingAiConnection( state: State ): boolean {
	return state.ai.isSavingConnection;
}
