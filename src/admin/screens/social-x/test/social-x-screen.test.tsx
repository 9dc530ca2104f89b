import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../../store';
import SocialXScreen from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const settings = {
	enable_x_cards: true,
	twitter_card_type: 'summary_large_image',
	twitter_profile_username: 'acme',
	twitter_profile_fallback: '',
};

const NOTICE =
	'X card tags are off: no page prints them, and the fields below are disabled.';

const FIELDS = [
	'Summary with large image',
	'Summary',
	'Site Profile URL',
	'Author Fallback Profile URL',
];

function disabled( label: string ): boolean {
	return ( screen.getByLabelText( label ) as HTMLInputElement ).disabled;
}

describe( 'X screen', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockResolvedValue( {} );
		( dispatch( store ) as any ).receiveSettings( settings );
		( dispatch( store ) as any ).editSettings( settings ); // Drops edits a previous test left.
	} );

	it( 'shows the X card switch on top, on, with every field enabled', () => {
		render( <SocialXScreen /> );
		const toggle = screen.getByLabelText(
			'X card tags'
		) as HTMLInputElement;
		expect( toggle.checked ).toBe( true );
		expect(
			screen.getByText(
				'Every page prints twitter: tags, which X reads for the card of a shared link. Switch them off when your theme or another plugin prints its own; X then reads the Open Graph tags.'
			)
		).toBeTruthy();
		// The switch comes before every other field of the screen.
		expect( document.querySelector( 'input, select, textarea' ) ).toBe(
			toggle
		);
		expect( screen.queryByText( NOTICE ) ).toBeNull();
		for ( const label of FIELDS ) {
			expect( [ label, disabled( label ) ] ).toEqual( [ label, false ] );
		}
	} );

	it( 'switches the X card tags off as an unsaved setting, says so and disables the fields', () => {
		render( <SocialXScreen /> );
		fireEvent.click( screen.getByLabelText( 'X card tags' ) );
		expect(
			( select( store ) as any ).getUnsavedSettings().enable_x_cards
		).toBe( false );
		expect( screen.getAllByText( NOTICE ).length ).toBeGreaterThan( 0 );
		for ( const label of FIELDS ) {
			expect( [ label, disabled( label ) ] ).toEqual( [ label, true ] );
		}
	} );
} );
