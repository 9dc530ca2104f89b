import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { API, NOTICE } from '../constants';
import { errorMessage } from '../utils/error-message';
import type { Thunk } from '../thunk';
import type { AiGenerated } from '../../contracts';
import type {
	AiConnection,
	AiConnectionChanges,
	AiContentType,
	AiRequest,
	AiSuggestion,
} from './types';

/**
 * Asks the server for a title or description. `retry` asks for another answer than the last one
 * ("Try again"). Failures keep the server's message on the suggestion, where the panel shows it.
 */
export const generateAiContent =
	(
		contentType: AiContentType,
		request: AiRequest,
		retry = false
	): Thunk< Promise< string | null > > =>
	async ( { select, dispatch } ) => {
		const previous: AiSuggestion = select.getAiSuggestion( contentType );
		const attempt = retry ? previous.attempt + 1 : 0;
		dispatch( { type: 'AI_GENERATE_START', contentType, attempt } );
		try {
			const response = await apiFetch< AiGenerated >( {
				path: API.generateContent,
				method: 'POST',
				data: { type: contentType, ...request, attempt },
			} );
			dispatch( {
				type: 'AI_GENERATE_FINISH',
				contentType,
				content: response.content,
				provider: response.provider,
			} );
			return response.content;
		} catch ( error ) {
			dispatch( {
				type: 'AI_GENERATE_FAIL',
				contentType,
				error: errorMessage(
					error,
					__( 'The content could not be generated.', 'sightline-seo' )
				),
			} );
			return null;
		}
	};

export function dismissAiSuggestion( contentType: AiContentType ) {
	return { type: 'AI_DISMISS', contentType } as const;
}

/** Saves the AI connection (provider, base URL, model, key). The key is sent, never read back. */
export const saveAiConnection =
	( changes: AiConnectionChanges ): Thunk< Promise< boolean > > =>
	async ( { dispatch, registry } ) => {
		const notices = registry.dispatch( noticesStore );
		dispatch( { type: 'AI_SAVE_CONNECTION_START' } );
		try {
			const response = await apiFetch<
				AiConnection & { message: string }
			>( { path: API.aiAuth, method: 'POST', data: changes } );
			dispatch( { type: 'AI_RECEIVE_CONNECTION', connection: response } );
			notices.createSuccessNotice( response.message, {
				id: NOTICE.ai,
				type: 'snackbar',
			} );
			return true;
		} catch ( error ) {
			notices.createErrorNotice(
				errorMessage(
					error,
					__( 'The AI settings could not be saved.', 'sightline-seo' )
				),
				{ id: NOTICE.ai, type: 'snackbar' }
			);
			return false;
		} finally {
			dispatch( { type: 'AI_SAVE_CONNECTION_FINISH' } );
		}
	};
