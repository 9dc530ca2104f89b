import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../../store';
import SitemapsScreen from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const settings = { enable_xml_sitemap: true, enable_xml_image_sitemap: true };

describe( 'Sitemaps screen', () => {
	beforeEach( () => {
		mockedFetch.mockReset();

		( dispatch( store ) as any ).receiveSettings( settings );

		( dispatch( store ) as any ).editSettings( settings ); // Drops edits a previous test left.
	} );

	it( 'disables the image switch, Regenerate and Open Sitemap while the XML sitemap is off', () => {
		render( <SitemapsScreen /> );
		fireEvent.click( screen.getByLabelText( 'XML Sitemap' ) );
		expect(
			( screen.getByLabelText( 'Include Images' ) as HTMLInputElement )
				.disabled
		).toBe( true );
		expect(
			screen
				.getByRole( 'button', { name: 'Regenerate Cache' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		expect(
			screen
				.getByRole( 'button', { name: 'Open Sitemap' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );

	it( 'regenerates and shows the server message in a warning notice', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		mockedFetch.mockReturnValue(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);
		render( <SitemapsScreen /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Regenerate Cache' } )
		);
		expect(
			( await screen.findAllByText( 'Generating sitemap cache…' ) ).length
		).toBeGreaterThan( 0 );
		expect(
			document.querySelector(
				'.sightline-sitemaps__notice.is-warning .components-spinner'
			)
		).not.toBeNull();
		await act( async () =>
			answer( {
				message: 'Sitemap cache regenerated.',
				description: 'Done.',
			} )
		);
		expect(
			( await screen.findAllByText( 'Sitemap cache regenerated. Done.' ) )
				.length
		).toBeGreaterThan( 0 );
		expect(
			document.querySelector( '.sightline-sitemaps__notice.is-warning' )
				?.textContent
		).toContain( 'Sitemap cache regenerated. Done.' );
		expect(
			document.querySelector(
				'.sightline-sitemaps__notice .components-spinner'
			)
		).toBeNull();
	} );
} );
