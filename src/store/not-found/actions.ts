/**
 * Changing the 404 monitor's record: delete some addresses, or clear them all. Every change empties the
 * loaded pages and their resolutions, so the screen reloads what it shows.
 */
import apiFetch from '@wordpress/api-fetch';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { API, NOTICE } from '../constants';
import { errorMessage } from '../utils/error-message';
import type { Thunk, ThunkArgs } from '../thunk';
import type { NotFoundDeleted } from './types';

function changed( dispatch: ThunkArgs[ 'dispatch' ] ): void {
	dispatch( { type: 'INVALIDATE_NOT_FOUND' } );
	dispatch.invalidateResolutionForStoreSelector( 'getNotFound' );
}

async function remove(
	{ dispatch, registry }: ThunkArgs,
	path: string,
	data: Record< string, unknown >,
	announce: boolean
): Promise< boolean > {
	const notices = registry.dispatch( noticesStore );
	dispatch( { type: 'SAVE_NOT_FOUND_START' } );
	try {
		const response = await apiFetch< NotFoundDeleted >( {
			path,
			method: 'POST',
			data,
		} );
		changed( dispatch );
		if ( announce ) {
			notices.createSuccessNotice(
				sprintf(
					/* translators: %d: number of addresses. */
					_n(
						'%d address deleted.',
						'%d addresses deleted.',
						response.deleted,
						'sightline-seo'
					),
					response.deleted
				),
				{ id: NOTICE.notFound, type: 'snackbar' }
			);
		}
		return true;
	} catch ( error ) {
		notices.createErrorNotice(
			errorMessage(
				error,
				__( 'The addresses could not be deleted.', 'sightline-seo' )
			),
			{ id: NOTICE.notFound, type: 'snackbar' }
		);
		return false;
	} finally {
		dispatch( { type: 'SAVE_NOT_FOUND_FINISH' } );
	}
}

/**
 * Deletes recorded addresses. Resolves true on success. `announce: false` skips the success notice
 * (a row removed because a redirect now answers it: the redirect's own notice says so).
 */
export const deleteNotFound =
	(
		ids: number[],
		{ announce = true }: { announce?: boolean } = {}
	): Thunk< Promise< boolean > > =>
	async ( args ) =>
		remove( args, `${ API.notFound }/delete`, { ids }, announce );

/** Deletes every recorded address. Resolves true on success. */
export const clearNotFound =
	(): Thunk< Promise< boolean > > => async ( args ) =>
		remove( args, `${ API.notFound }/clear`, {}, true );
