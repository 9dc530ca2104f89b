import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { API } from '../constants';
import { errorMessage } from '../utils/error-message';
import { reloadPage, ROBOTS_NOTICE, ROBOTS_RELOAD_DELAY_MS } from './constants';
import type { Thunk } from '../thunk';
import type { RestMessage } from '../../contracts';

/**
 * Saves the robots.txt text. On success shows the server's message and reloads the page after 1.5 s
 * (so the editor shows what is now served); on failure shows the server's message or a fixed fallback text.
 */
export const saveRobotsTxt =
	( content: string ): Thunk< Promise< boolean > > =>
	async ( { dispatch, registry } ) => {
		const notices = registry.dispatch( noticesStore );
		dispatch( { type: 'SAVE_ROBOTS_TXT_START' } );
		try {
			const response = await apiFetch< RestMessage >( {
				path: API.robotsTxt,
				method: 'POST',
				data: { robots_txt_content: content },
			} );
			dispatch( { type: 'SAVE_ROBOTS_TXT_FINISH', content } );
			notices.createSuccessNotice( response.message, {
				id: ROBOTS_NOTICE,
				type: 'snackbar',
			} );
			setTimeout( () => reloadPage.run(), ROBOTS_RELOAD_DELAY_MS );
			return true;
		} catch ( error ) {
			dispatch( { type: 'SAVE_ROBOTS_TXT_FINISH' } );
			// Its description (SPEC §8) shows beside it: the Notices component knows it by id and status.
			const message = errorMessage(
				error,
				__( 'Failed to update robots.txt file.', 'sightline-seo' )
			);
			notices.createErrorNotice( message, {
				id: ROBOTS_NOTICE,
				type: 'snackbar',
			} );
			return false;
		}
	};
