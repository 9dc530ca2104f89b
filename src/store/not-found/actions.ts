/**
 * Changing the 404 monitor's record: delete some addresses, or clear them all. Every change empties the
 * loaded pages and their resolutions, so the screen reloads what it shows.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { API, NOTICE } from '../constants';
import { mutate } from '../utils/mutate';
import type { Thunk, ThunkArgs } from '../thunk';
import type { NotFoundDeleted } from './types';

function changed( dispatch: ThunkArgs[ 'dispatch' ] ): void {
	dispatch( { type: 'INVALIDATE_NOT_FOUND' } );
	dispatch.invalidateResolutionForStoreSelector( 'getNotFound' );
}

function remove(
	args: ThunkArgs,
	path: string,
	data: Record< string, unknown >,
	announce: boolean
): Promise< boolean > {
	return mutate< NotFoundDeleted >( args, {
		request: { path, method: 'POST', data },
		busy: [ 'SAVE_NOT_FOUND_START', 'SAVE_NOT_FOUND_FINISH' ],
		changed,
		notice: NOTICE.notFound,
		success: ( { deleted } ) =>
			announce
				? sprintf(
						/* translators: %d: number of addresses. */
						_n(
							'%d address deleted.',
							'%d addresses deleted.',
							deleted,
							'sightline-seo'
						),
						deleted
					)
				: null,
		failure: __( 'The addresses could not be deleted.', 'sightline-seo' ),
	} );
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
