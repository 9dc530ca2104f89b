import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { API, NOTICE } from '../constants';
import { errorMessage } from '../utils/error-message';
import type { Thunk } from '../thunk';
import type { SiteChecksReport } from './types';

/** The cached report; the server runs the checks first when none is stored. */
export const getSiteChecks =
	(): Thunk< Promise< void > > =>
	async ( { dispatch, registry } ) => {
		dispatch( { type: 'RUN_SITE_CHECKS_START' } );
		try {
			const report = await apiFetch< SiteChecksReport >( {
				path: API.siteChecks,
			} );
			dispatch( { type: 'RUN_SITE_CHECKS_FINISH', report } );
		} catch ( error ) {
			dispatch( { type: 'RUN_SITE_CHECKS_FINISH' } );
			registry
				.dispatch( noticesStore )
				.createErrorNotice(
					errorMessage(
						error,
						__(
							'The site checks could not be loaded.',
							'sightline-seo'
						)
					),
					{ id: NOTICE.siteChecks, type: 'snackbar' }
				);
		}
	};
