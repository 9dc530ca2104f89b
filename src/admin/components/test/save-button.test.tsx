import { act, fireEvent, render, screen } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../../../store';
import type { GlobalSettings } from '../../../store';
import { SAVED_LABEL_MS, SaveButton } from '../save-button';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const saved = {
	author_archive: true,
	date_archive: true,
} as unknown as GlobalSettings;

beforeEach( () => {
	mockedFetch.mockReset();
	dispatch( store ).receiveSettings( saved );
	dispatch( store ).editSettings( { author_archive: true } );
} );

const button = () => screen.getByRole( 'button' );
// __experimentalIsFocusable keeps a disabled button focusable: it is marked aria-disabled instead.
const isDisabled = () =>
	button().getAttribute( 'aria-disabled' ) === 'true' ||
	( button() as HTMLButtonElement ).disabled;

describe( 'SaveButton (SPEC §4.2)', () => {
	it( 'is enabled only while there are unsaved edits', () => {
		render( <SaveButton /> );
		expect( isDisabled() ).toBe( true );
		act( () => {
			dispatch( store ).editSettings( { author_archive: false } );
		} );
		expect( isDisabled() ).toBe( false );
		act( () => {
			dispatch( store ).editSettings( { author_archive: true } );
		} );
		expect( isDisabled() ).toBe( true );
	} );

	it( 'goes Save → Saving.. → Saved for one second → Save, sending only the change', async () => {
		jest.useFakeTimers();
		let answer: ( value: unknown ) => void = () => undefined;
		mockedFetch.mockImplementation(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		render( <SaveButton /> );
		act( () => {
			dispatch( store ).editSettings( { date_archive: false } );
		} );
		expect( button().textContent ).toBe( 'Save' );
		fireEvent.click( button() );
		expect( button().textContent ).toBe( 'Saving..' );
		expect( mockedFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				method: 'POST',
				data: { data: { date_archive: false } },
			} )
		);
		await act( async () => {
			answer( {
				success: true,
				message: 'ok',
				data: { ...saved, date_archive: false },
			} );
		} );
		expect( button().textContent ).toBe( 'Saved' );
		expect( select( store ).hasUnsavedSettings() ).toBe( false );
		expect(
			select( noticesStore )
				.getNotices()
				.map( ( n ) => n.content )
		).toContain( 'Settings saved successfully.' );
		act( () => {
			jest.advanceTimersByTime( SAVED_LABEL_MS - 10 );
		} );
		expect( button().textContent ).toBe( 'Saved' );
		act( () => {
			jest.advanceTimersByTime( 20 );
		} );
		expect( button().textContent ).toBe( 'Save' );
		expect( isDisabled() ).toBe( true );
		jest.useRealTimers();
	} );

	it( 'on failure shows the server message, keeps the edit and returns to Save', async () => {
		mockedFetch.mockRejectedValue( {
			code: 'sightline_invalid_setting',
			message: 'Invalid value for the setting date_archive',
		} );
		render( <SaveButton /> );
		act( () => {
			dispatch( store ).editSettings( { date_archive: false } );
		} );
		await act( async () => {
			fireEvent.click( button() );
		} );
		expect( button().textContent ).toBe( 'Save' );
		expect( isDisabled() ).toBe( false );
		expect( select( store ).getUnsavedSettings() ).toEqual( {
			date_archive: false,
		} );
		expect(
			select( noticesStore )
				.getNotices()
				.map( ( n ) => n.content )
		).toContain( 'Invalid value for the setting date_archive' );
	} );
} );
