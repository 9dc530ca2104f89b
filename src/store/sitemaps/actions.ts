import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { API } from '../constants';
import { errorMessage } from '../utils/error-message';
import type { Thunk } from '../thunk';
import { SITEMAP_NOTICE } from './constants';
import type { SitemapCacheResponse } from './types';

/**
 * Rebuilds the sitemap cache. While it runs, and after it, a warning-style notice carries the progress
 * and then the server's message; a failure shows the server's message or a fixed fallback text.
 */
export const generateSitemapCache =
	(): Thunk< Promise< boolean > > =>
	async ( { dispatch, registry } ) => {
		const notices = registry.dispatch( noticesStore );
		dispatch( { type: 'GENERATE_SITEMAP_CACHE_START' } );
		notices.createWarningNotice(
			__( 'Generating sitemap cache…', 'sightline-seo' ),
			{ id: SITEMAP_NOTICE, isDismissible: false }
		);
		try {
			const response = await apiFetch< SitemapCacheResponse >( {
				path: API.sitemapCache,
				method: 'POST',
			} );
			notices.createWarningNotice(
				[ response.message, response.description ]
					.filter( Boolean )
					.join( ' ' ),
				{ id: SITEMAP_NOTICE }
			);
			return true;
		} catch ( error ) {
			notices.removeNotice( SITEMAP_NOTICE );
			notices.createErrorNotice(
				errorMessage(
					error,
					__(
						'Error generating sitemap cache. Please try again.',
						'sightline-seo'
					)
				),
				{
					id: `${ SITEMAP_NOTICE }-error`,
					type: 'snackbar',
				}
			);
			return false;
		} finally {
			dispatch( { type: 'GENERATE_SITEMAP_CACHE_FINISH' } );
		}
	};
