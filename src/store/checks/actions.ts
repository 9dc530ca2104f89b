import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { API, NOTICE } from '../constants';
import { errorMessage } from '../utils/error-message';
import type { Thunk } from '../thunk';
import type { SiteChecksReport } from './types';

/** Re-runs every site check on the server. Resolves true on success. */
export const runSiteChecks =
	(): Thunk< Promise< boolean > > =>
	async ( { dispatch, registry } ) => {
		const notices = registry.dispatch( noticesStore );
		dispatch( { type: 'RUN_SITE_CHECKS_START' } );
		try {
			const report = await apiFetch< SiteChecksReport >( {
				path: API.siteChecks,
				method: 'POST',
			} );
			dispatch( { type: 'RUN_SITE_CHECKS_FINISH', report } );
			notices.createSuccessNotice(
				__( 'Site checks finished.', 'sightline-seo' ),
				{ id: NOTICE.siteChecks, type: 'snackbar' }
			);
			return true;
		} catch ( error ) {
			dispatch( { type: 'RUN_SITE_CHECKS_FINISH' } );
			notices.createErrorNotice(
				errorMessage(
					error,
					__( 'The site checks could not run.', 'sightline-seo' )
				),
				{ id: NOTICE.siteChecks, type: 'snackbar' }
			);
			return false;
		}
	};

/**
 * Ignores (ignore = true) or un-ignores a site check: the list updates at once and goes back if the
 * server refuses.
 */
export const setSiteCheckIgnored =
	( id: string, ignore: boolean ): Thunk< Promise< boolean > > =>
	async ( { dispatch, registry } ) => {
		dispatch( { type: 'SITE_CHECK_BUSY', id } );
		dispatch( { type: 'SET_SITE_CHECK_IGNORED', id, ignore } );
		try {
			await apiFetch( {
				path: API.siteChecksIgnore,
				method: ignore ? 'POST' : 'DELETE',
				data: { id },
			} );
			return true;
		} catch ( error ) {
			dispatch( {
				type: 'SET_SITE_CHECK_IGNORED',
				id,
				ignore: ! ignore,
			} );
			registry
				.dispatch( noticesStore )
				.createErrorNotice(
					errorMessage(
						error,
						__( 'The check could not be updated.', 'sightline-seo' )
					),
					{ id: NOTICE.siteChecks, type: 'snackbar' }
				);
			return false;
		} finally {
			dispatch( { type: 'SITE_CHECK_BUSY', id: null } );
		}
	};
