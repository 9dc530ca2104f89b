import apiFetch from '@wordpress/api-fetch';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import type { AiConnection } from './types';

/** Loads the AI connection; the block editor preloads it for admins, so it costs no round trip. */
export const getAiConnection =
	(): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		const connection = await apiFetch<
			AiConnection & { success: boolean }
		>( { path: API.aiAuth } );
		dispatch( { type: 'AI_RECEIVE_CONNECTION', connection } );
	};
