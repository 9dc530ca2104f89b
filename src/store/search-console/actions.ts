import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { API, NOTICE } from '../constants';
import { errorMessage } from '../utils/error-message';
import type { Thunk, ThunkArgs } from '../thunk';
import type { SearchConsoleBusy, SearchConsoleChange } from './types';

/**
 * Runs one change request: marks the form busy, stores the new status, drops cached reports (their
 * source may have changed) and shows the outcome. Errors stay next to the form that caused them.
 */
async function change(
	{ dispatch, registry }: ThunkArgs,
	busy: Exclude< SearchConsoleBusy, null >,
	errorSource: 'import' | 'connect',
	request: Parameters< typeof apiFetch >[ 0 ],
	fallback: string
): Promise< boolean > {
	dispatch( { type: 'SEARCH_CONSOLE_BUSY', busy } );
	dispatch( { type: 'SEARCH_CONSOLE_ERROR', error: null } );
	try {
		const response = await apiFetch< SearchConsoleChange >( request );
		dispatch( {
			type: 'RECEIVE_SEARCH_CONSOLE_STATUS',
			status: response.status,
		} );
		dispatch( { type: 'CLEAR_SEARCH_CONSOLE_REPORTS' } );
		dispatch.invalidateResolutionForStoreSelector(
			'getSearchConsoleReport'
		);
		registry
			.dispatch( noticesStore )
			.createSuccessNotice( response.message, {
				id: NOTICE.searchConsole,
				type: 'snackbar',
			} );
		return true;
	} catch ( error ) {
		dispatch( {
			type: 'SEARCH_CONSOLE_ERROR',
			error: {
				source: errorSource,
				message: errorMessage( error, fallback ),
			},
		} );
		return false;
	} finally {
		dispatch( { type: 'SEARCH_CONSOLE_BUSY', busy: null } );
	}
}

export const saveSearchConsoleClient =
	( clientId: string, clientSecret: string ): Thunk< Promise< boolean > > =>
	( args ) =>
		change(
			args,
			'credentials',
			'connect',
			{
				path: API.searchConsoleCredentials,
				method: 'POST',
				data: { client_id: clientId, client_secret: clientSecret },
			},
			__( 'The OAuth client could not be saved.', 'sightline-seo' )
		);

export const disconnectSearchConsole =
	(): Thunk< Promise< boolean > > => ( args ) =>
		change(
			args,
			'disconnect',
			'connect',
			{ path: API.searchConsoleDisconnect, method: 'POST' },
			__( 'Search Console could not be disconnected.', 'sightline-seo' )
		);

export const selectSearchConsoleSite =
	( siteUrl: string ): Thunk< Promise< boolean > > =>
	( args ) =>
		change(
			args,
			'site',
			'connect',
			{
				path: API.searchConsoleSite,
				method: 'POST',
				data: { site_url: siteUrl },
			},
			__( 'The property could not be selected.', 'sightline-seo' )
		);

/** Uploads the export (the ZIP or its CSV files) as multipart files[]. */
export const importSearchConsoleExport =
	( files: File[] ): Thunk< Promise< boolean > > =>
	( args ) => {
		const body = new FormData();
		files.forEach( ( file ) => body.append( 'files[]', file, file.name ) );
		return change(
			args,
			'import',
			'import',
			{ path: API.searchConsoleImport, method: 'POST', body },
			__( 'The export could not be imported.', 'sightline-seo' )
		);
	};

export const deleteSearchConsoleImport =
	(): Thunk< Promise< boolean > > => ( args ) =>
		change(
			args,
			'delete-import',
			'import',
			{ path: API.searchConsoleImport, method: 'DELETE' },
			__( 'The imported data could not be removed.', 'sightline-seo' )
		);
