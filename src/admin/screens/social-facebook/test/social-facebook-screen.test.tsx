import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../../store';
import SocialFacebookScreen from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const settings = {
	enable_open_graph: true,
	facebook_page_url: 'https://www.facebook.com/acme',
	social_image_from_featured: true,
	og_url: 'canonical',
};

const NOTICE =
	'Open Graph tags are off: no page prints them, and the fields that only shape them are disabled. The other fields below still shape the X card, the structured data or the canonical.';

function disabled( label: string ): boolean {
	return ( screen.getByLabelText( label ) as HTMLInputElement ).disabled;
}

describe( 'Facebook screen', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockResolvedValue( {} );
		( dispatch( store ) as any ).receiveSettings( settings );
		( dispatch( store ) as any ).editSettings( settings ); // Drops edits a previous test left.
	} );

	it( 'shows the Open Graph switch on top, on, with every field enabled', () => {
		render( <SocialFacebookScreen /> );
		const toggle = screen.getByLabelText(
			'Open Graph tags'
		) as HTMLInputElement;
		expect( toggle.checked ).toBe( true );
		expect(
			screen.getByText(
				'Every page prints og: and article: tags, which Facebook, LinkedIn and most other networks read for the card of a shared link. Switch them off when your theme or another plugin prints its own.'
			)
		).toBeTruthy();
		// The switch comes before every other field of the screen.
		expect( document.querySelector( 'input, select, textarea' ) ).toBe(
			toggle
		);
		expect( screen.queryByText( NOTICE ) ).toBeNull();
		expect( disabled( 'Facebook Page URL' ) ).toBe( false );
		expect( disabled( 'Shared address (og:url)' ) ).toBe( false );
	} );

	it( 'switches the Open Graph tags off as an unsaved setting, says so and disables the fields that only shape them', () => {
		render( <SocialFacebookScreen /> );
		fireEvent.click( screen.getByLabelText( 'Open Graph tags' ) );
		expect(
			( select( store ) as any ).getUnsavedSettings().enable_open_graph
		).toBe( false );
		expect(
			( screen.getByLabelText( 'Open Graph tags' ) as HTMLInputElement )
				.checked
		).toBe( false );
		expect( screen.getAllByText( NOTICE ).length ).toBeGreaterThan( 0 );
		for ( const label of [
			'Facebook Page URL',
			'Author Fallback URL',
			'Share pages as websites',
			'Shared address (og:url)',
			'Share author archives as websites',
			'Date archives',
		] ) {
			expect( [ label, disabled( label ) ] ).toEqual( [ label, true ] );
		}
		// These also shape the X card, the structured data or the canonical.
		for ( const label of [
			'Site name in social titles',
			'Share the featured image',
			"Share the content's first image",
			'Social tags on archives and search results',
			'No address on date archives and search results',
			'Shared on pages not found (404)',
		] ) {
			expect( [ label, disabled( label ) ] ).toEqual( [ label, false ] );
		}
	} );
} );
