/**
 * Editor-side AI state: one suggestion per generate-content type, and the admin's AI connection.
 */
import type { AiConnection } from '../../contracts';

export type { AiConnection, AiProviderInfo } from '../../contracts';

export type AiContentType =
	| 'page_title'
	| 'page_description'
	| 'facebook_title'
	| 'facebook_description'
	| 'twitter_title'
	| 'twitter_description';

export interface AiSuggestion {
	status: 'idle' | 'loading' | 'ready' | 'error';
	content: string;
	error: string;
	/** 0 for the first answer; "Try again" asks for the next one. */
	attempt: number;
	provider: string;
}

/** What the editor sends along: the object and its unsaved values. */
export interface AiRequest {
	post_id?: number;
	is_taxonomy?: boolean;
	title?: string;
	content?: string;
	focus_keyword?: string;
}

export interface AiConnectionChanges {
	provider?: string;
	base_url?: string;
	model?: string;
	timeout?: number;
	accessKey?: string;
}

export interface AiState {
	suggestions: Partial< Record< AiContentType, AiSuggestion > >;
	connection: AiConnection | null;
	isSavingConnection: boolean;
}

export type AiAction =
	| { type: 'AI_GENERATE_START'; contentType: AiContentType; attempt: number }
	| {
			type: 'AI_GENERATE_FINISH';
			contentType: AiContentType;
			content: string;
			provider: string;
	  }
	| { type: 'AI_GENERATE_FAIL'; contentType: AiContentType; error: string }
	| { type: 'AI_DISMISS'; contentType: AiContentType }
	| { type: 'AI_RECEIVE_CONNECTION'; connection: AiConnection }
	| { type: 'AI_SAVE_CONNECTION_START' }
	| { type: 'AI_SAVE_CONNECTION_FINISH' };
