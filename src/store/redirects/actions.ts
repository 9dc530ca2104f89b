/**
 * Changing redirect rules: save (create or update), delete, enable/disable, CSV import and export.
 * Every change empties the loaded pages and their resolutions, so the screen reloads what it shows.
 */
import apiFetch from '@wordpress/api-fetch';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { API, NOTICE } from '../constants';
import { errorMessage, type RestError } from '../utils/error-message';
import { mutate } from '../utils/mutate';
import type { Thunk, ThunkArgs } from '../thunk';
import type {
	RedirectBulkResult,
	RedirectExport,
	RedirectFields,
	RedirectImportError,
	RedirectImportResult,
	RedirectRule,
	RedirectSaveResult,
} from './types';

function changed( dispatch: ThunkArgs[ 'dispatch' ] ): void {
	dispatch( { type: 'INVALIDATE_REDIRECTS' } );
	dispatch.invalidateResolutionForStoreSelector( 'getRedirects' );
}

/** Creates a rule (no id) or changes one. Resolves with the rule or the message for the form. */
export const saveRedirect =
	(
		fields: RedirectFields,
		id?: number
	): Thunk< Promise< RedirectSaveResult > > =>
	async ( { dispatch, registry } ) => {
		const notices = registry.dispatch( noticesStore );
		dispatch( { type: 'SAVE_REDIRECTS_START' } );
		try {
			const rule = await apiFetch< RedirectRule >( {
				path: id ? `${ API.redirects }/${ id }` : API.redirects,
				method: id ? 'PUT' : 'POST',
				data: fields,
			} );
			changed( dispatch );
			notices.createSuccessNotice(
				id
					? __( 'Redirect updated.', 'sightline-seo' )
					: __( 'Redirect added.', 'sightline-seo' ),
				{ id: NOTICE.redirects, type: 'snackbar' }
			);
			return { ok: true, rule };
		} catch ( error ) {
			const field = (
				error as RestError & {
					data?: { field?: keyof RedirectFields };
				}
			 )?.data?.field;
			return {
				ok: false,
				message: errorMessage(
					error,
					__( 'The redirect could not be saved.', 'sightline-seo' )
				),
				field,
			};
		} finally {
			dispatch( { type: 'SAVE_REDIRECTS_FINISH' } );
		}
	};

/** Deletes, enables or disables rules. Resolves true on success. */
export const bulkRedirects =
	(
		action: 'delete' | 'enable' | 'disable',
		ids: number[]
	): Thunk< Promise< boolean > > =>
	( args ) =>
		mutate< RedirectBulkResult >( args, {
			request: {
				path: `${ API.redirects }/bulk`,
				method: 'POST',
				data: { action, ids },
			},
			busy: [ 'SAVE_REDIRECTS_START', 'SAVE_REDIRECTS_FINISH' ],
			changed,
			notice: NOTICE.redirects,
			success: ( response ) =>
				action === 'delete'
					? sprintf(
							/* translators: %d: number of redirects. */
							_n(
								'%d redirect deleted.',
								'%d redirects deleted.',
								response.changed,
								'sightline-seo'
							),
							response.changed
						)
					: null,
			failure: __(
				'The redirects could not be changed.',
				'sightline-seo'
			),
		} );

/** Imports a CSV file; a refused file leaves its errors by line in the store. */
export const importRedirects =
	( file: File ): Thunk< Promise< boolean > > =>
	async ( { dispatch, registry } ) => {
		const notices = registry.dispatch( noticesStore );
		const body = new FormData();
		body.append( 'file', file );
		dispatch( { type: 'SAVE_REDIRECTS_START' } );
		dispatch( { type: 'SET_REDIRECT_IMPORT_ERRORS', errors: [] } );
		try {
			const response = await apiFetch< RedirectImportResult >( {
				path: `${ API.redirects }/import`,
				method: 'POST',
				body,
			} );
			changed( dispatch );
			notices.createSuccessNotice( response.message, {
				id: NOTICE.redirects,
				type: 'snackbar',
			} );
			return true;
		} catch ( error ) {
			const errors = (
				error as { data?: { errors?: RedirectImportError[] } }
			 )?.data?.errors;
			dispatch( {
				type: 'SET_REDIRECT_IMPORT_ERRORS',
				errors: Array.isArray( errors ) ? errors : [],
			} );
			notices.createErrorNotice(
				errorMessage(
					error,
					__( 'The file could not be imported.', 'sightline-seo' )
				),
				{ id: NOTICE.redirects, type: 'snackbar' }
			);
			return false;
		} finally {
			dispatch( { type: 'SAVE_REDIRECTS_FINISH' } );
		}
	};

/** Every rule as CSV (the screen turns it into a download). */
export const exportRedirects =
	(): Thunk< Promise< RedirectExport | null > > =>
	async ( { registry } ) => {
		try {
			return await apiFetch< RedirectExport >( {
				path: `${ API.redirects }/export`,
			} );
		} catch ( error ) {
			registry
				.dispatch( noticesStore )
				.createErrorNotice(
					errorMessage(
						error,
						__(
							'The redirects could not be exported.',
							'sightline-seo'
						)
					),
					{ id: NOTICE.redirects, type: 'snackbar' }
				);
			return null;
		}
	};
