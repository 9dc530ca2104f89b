/**
 * How a step button's handler ends: success moves on; a form-validation failure stops
 * silently (the form already shows its errors); any other failure shows an error toast with the error's
 * message, or 'An error occurred' when it has none.
 */
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

import { FormValidationError } from './validation';

export const WIZARD_NOTICE = 'sightline-wizard';

export async function runStepAction(
	handler: () => unknown,
	{
		onSuccess,
		onError,
	}: { onSuccess: () => void; onError: ( message: string ) => void }
): Promise< boolean > {
	try {
		await handler();
	} catch ( error ) {
		if ( error instanceof FormValidationError ) {
			return false;
		}
		const message =
			error instanceof Error ||
			( error && typeof error === 'object' && 'message' in error )
				? String( ( error as { message?: unknown } ).message ?? '' )
				: '';
		onError( message || __( 'An error occurred', 'sightline-seo' ) );
		return false;
	}
	onSuccess();
	return true;
}

/** runStepAction() wired to the notices store's snackbar. */
export function useStepAction(): (
	handler: () => unknown,
	onSuccess: () => void
) => Promise< boolean > {
	const { createErrorNotice } = useDispatch( noticesStore );
	return useCallback(
		( handler, onSuccess ) =>
			runStepAction( handler, {
				onSuccess,
				onError: ( message ) =>
					void createErrorNotice( message, {
						id: WIZARD_NOTICE,
						type: 'snackbar',
					} ),
			} ),
		[ createErrorNotice ]
	);
}
