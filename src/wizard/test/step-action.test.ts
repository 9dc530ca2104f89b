import { runStepAction } from '../step-action';
import { FormValidationError } from '../validation';

describe( 'step button handlers (SPEC §4.5)', () => {
	it( 'moves on when the handler succeeds', async () => {
		const onSuccess = jest.fn();
		const onError = jest.fn();
		await expect(
			runStepAction( async () => undefined, { onSuccess, onError } )
		).resolves.toBe( true );
		expect( onSuccess ).toHaveBeenCalledTimes( 1 );
		expect( onError ).not.toHaveBeenCalled();
	} );

	it( 'stops silently on a form-validation failure', async () => {
		const onSuccess = jest.fn();
		const onError = jest.fn();
		await runStepAction(
			() => {
				throw new FormValidationError( { email: 'x' } );
			},
			{ onSuccess, onError }
		);
		expect( onSuccess ).not.toHaveBeenCalled();
		expect( onError ).not.toHaveBeenCalled();
	} );

	it( "shows the error's own message, or 'An error occurred'", async () => {
		const onSuccess = jest.fn();
		const onError = jest.fn();
		await runStepAction(
			() => Promise.reject( new Error( 'Server said no' ) ),
			{ onSuccess, onError }
		);
		await runStepAction( () => Promise.reject( { code: 'x' } ), {
			onSuccess,
			onError,
		} );
		await runStepAction( () => Promise.reject( new Error( '' ) ), {
			onSuccess,
			onError,
		} );
		expect( onError.mock.calls ).toEqual( [
			[ 'Server said no' ],
			[ 'An error occurred' ],
			[ 'An error occurred' ],
		] );
		expect( onSuccess ).not.toHaveBeenCalled();
	} );
} );
