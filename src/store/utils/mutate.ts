/**
 * One change a store slice asks the server for, the way the slices' write thunks make it: the slice is
 * busy meanwhile; on success its loaded data is emptied and the success notice (if any) shown, on
 * failure the error notice. Resolves true on success.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { store as noticesStore } from '@wordpress/notices';

import type { ThunkArgs } from '../thunk';
import { errorMessage } from './error-message';

export interface Mutation< T > {
	request: APIFetchOptions;
	/** The slice's busy action types: [ start, finish ]. */
	busy: [ string, string ];
	/** Empties what the slice has loaded, so the screen reloads what it shows. */
	changed: ( dispatch: ThunkArgs[ 'dispatch' ] ) => void;
	/** The id of the slice's snackbar notices. */
	notice: string;
	/** The success notice's text, or null for none. */
	success: ( response: T ) => string | null;
	/** The error notice's text when the server gives no message. */
	failure: string;
}

export async function mutate< T >(
	{ dispatch, registry }: ThunkArgs,
	{ request, busy, changed, notice, success, failure }: Mutation< T >
): Promise< boolean > {
	const notices = registry.dispatch( noticesStore );
	const [ start, finish ] = busy;
	dispatch( { type: start } );
	try {
		const response = await apiFetch< T >( request );
		changed( dispatch );
		const message = success( response );
		if ( message !== null ) {
			notices.createSuccessNotice( message, {
				id: notice,
				type: 'snackbar',
			} );
		}
		return true;
	} catch ( error ) {
		notices.createErrorNotice( errorMessage( error, failure ), {
			id: notice,
			type: 'snackbar',
		} );
		return false;
	} finally {
		dispatch( { type: finish } );
	}
}
