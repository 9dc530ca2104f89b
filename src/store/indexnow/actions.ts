import apiFetch from '@wordpress/api-fetch';

import { API } from '../constants';
import type { Thunk } from '../thunk';
import type { IndexnowStatus } from './types';

/**
 * Loads IndexNow's status again (after a save turned it on, the key exists; after a while, the queue
 * was sent). A failure leaves the last loaded status: the screen still works without it.
 */
export const refreshIndexnowStatus =
	(): Thunk< Promise< void > > =>
	async ( { dispatch } ) => {
		try {
			const status = await apiFetch< IndexnowStatus >( {
				path: API.indexnow,
			} );
			dispatch( { type: 'RECEIVE_INDEXNOW_STATUS', status } );
		} catch {
			// Keep what was shown.
		}
	};
