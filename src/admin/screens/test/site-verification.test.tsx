/**
 * Tools › Miscellaneous › Site verification: one field per engine showing the stored code, with the
 * help saying where the code comes from; an edit is unsaved until the shared Save button sends the
 * setting, the field then shows what the server stored (a pasted tag saved as its code), and a code
 * the server refuses comes back as an error notice naming the field, the edit kept.
 */
import apiFetch from '@wordpress/api-fetch';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../../../store';
import type { GlobalSettings } from '../../../store';
import MiscellaneousScreen from '../miscellaneous';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const codes = {
	google: 'stored-google',
	bing: '',
	baidu: '',
	yandex: 'ya123',
	pinterest: '',
};

const saved = {
	site_verification: codes,
	hreflang_x_default: 'default',
	delete_data_on_uninstall: false,
} as unknown as GlobalSettings;

const field = ( label: string ) =>
	screen.getByLabelText( label ) as HTMLInputElement;

const saveButton = () => screen.getByRole( 'button', { name: 'Save' } );

function notices(): string[] {
	return select( noticesStore )
		.getNotices()
		.map( ( notice ) => String( notice.content ) );
}

describe( 'Miscellaneous: site verification', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		dispatch( store ).receiveSettings( saved );
		dispatch( store ).editSettings( saved ); // Drops edits a previous test left.
		for ( const notice of select( noticesStore ).getNotices() ) {
			dispatch( noticesStore ).removeNotice( notice.id );
		}
	} );

	it( 'shows one field per engine with its stored code and where to find it', () => {
		render( <MiscellaneousScreen /> );
		expect(
			screen.getByRole( 'heading', { name: 'Site verification' } )
		).toBeTruthy();
		expect( field( 'Google' ).value ).toBe( 'stored-google' );
		expect( field( 'Bing' ).value ).toBe( '' );
		expect( field( 'Baidu' ).value ).toBe( '' );
		expect( field( 'Yandex' ).value ).toBe( 'ya123' );
		expect( field( 'Pinterest' ).value ).toBe( '' );
		expect(
			screen.getByText(
				'The content of the meta tag Google Search Console gives (google-site-verification).'
			)
		).toBeTruthy();
		expect( screen.getByText( /\(msvalidate\.01\)/ ) ).toBeTruthy();
		expect( screen.getByText( /\(p:domain_verify\)/ ) ).toBeTruthy();
	} );

	it( 'an edit is unsaved until Save sends it; the field then shows the stored code', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		mockedFetch.mockImplementation(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		render( <MiscellaneousScreen /> );
		expect( select( store ).hasUnsavedSettings() ).toBe( false );
		const pasted = '<meta name="msvalidate.01" content="B1NG0123" />';
		fireEvent.change( field( 'Bing' ), { target: { value: pasted } } );
		expect( field( 'Bing' ).value ).toBe( pasted );
		expect( select( store ).hasUnsavedSettings() ).toBe( true );

		fireEvent.click( saveButton() );
		expect( mockedFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				method: 'POST',
				data: {
					data: { site_verification: { ...codes, bing: pasted } },
				},
			} )
		);
		await act( async () => {
			answer( {
				success: true,
				message: 'Settings saved successfully.',
				data: {
					...saved,
					site_verification: { ...codes, bing: 'B1NG0123' },
				},
			} );
		} );
		expect( select( store ).hasUnsavedSettings() ).toBe( false );
		expect( field( 'Bing' ).value ).toBe( 'B1NG0123' );
		expect( field( 'Google' ).value ).toBe( 'stored-google' );
		expect( notices() ).toContain( 'Settings saved successfully.' );
	} );

	it( 'a refused code shows the server’s message and stays unsaved', async () => {
		const message =
			'Invalid value for the setting site_verification: site_verification.yandex: enter the verification code only (letters, digits, - _ = + / . :)';
		mockedFetch.mockRejectedValue( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): data',
			data: { status: 400, params: { data: message } },
		} );
		render( <MiscellaneousScreen /> );
		fireEvent.change( field( 'Yandex' ), {
			target: { value: 'not a code!' },
		} );
		await act( async () => {
			fireEvent.click( saveButton() );
		} );
		expect( notices() ).toContain( message );
		expect( select( store ).hasUnsavedSettings() ).toBe( true );
		expect( field( 'Yandex' ).value ).toBe( 'not a code!' );
	} );
} );
