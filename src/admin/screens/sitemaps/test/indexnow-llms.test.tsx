import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../../store';
import { API } from '../../../../store/constants';
import { pagesByIdsPath } from '../../../../store/llms/actions';
import SitemapsScreen from '..';
import { indexnowSummary } from '../indexnow-summary';
import { addPage, MAX_LLMS_PAGES, movePage, removePage } from '../page-list';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const base = {
	enable_xml_sitemap: true,
	enable_xml_image_sitemap: true,
	enable_indexnow: false,
	enable_llms_txt: false,
	llms_txt_pages: [] as number[],
};

function load( settings: Partial< typeof base > ) {
	( dispatch( store ) as any ).receiveSettings( { ...base, ...settings } );
	( dispatch( store ) as any ).editSettings( { ...base, ...settings } );
}

const unsaved = () =>
	(
		require( '@wordpress/data' ).select( store ) as any
	 ).getUnsavedSettings();

describe( 'IndexNow last result summary', () => {
	const format = () => '24/11/2026, 11:00';

	it( 'says nothing was sent before the first submission', () => {
		expect( indexnowSummary( null, format ).status ).toBe( 'info' );
	} );

	it( 'reports an accepted submission with its count, time and status', () => {
		expect(
			indexnowSummary(
				{ time: 1, status: 202, count: 3, error: '' },
				format
			)
		).toEqual( {
			status: 'success',
			message:
				'3 URLs submitted on 24/11/2026, 11:00. IndexNow accepted them (HTTP 202).',
		} );
	} );

	it( 'reports a failed submission with the server’s error text', () => {
		expect(
			indexnowSummary(
				{
					time: 1,
					status: 403,
					count: 1,
					error: 'IndexNow could not verify the key (HTTP 403).',
				},
				format
			)
		).toEqual( {
			status: 'error',
			message:
				'1 URL submitted on 24/11/2026, 11:00. IndexNow could not verify the key (HTTP 403).',
		} );
	} );
} );

describe( 'llms.txt page list', () => {
	it( 'adds a page once, up to the schema’s limit', () => {
		expect( addPage( [ 1 ], 2 ) ).toEqual( [ 1, 2 ] );
		expect( addPage( [ 1, 2 ], 1 ) ).toEqual( [ 1, 2 ] );
		const full = Array.from(
			{ length: MAX_LLMS_PAGES },
			( _, i ) => i + 1
		);
		expect( MAX_LLMS_PAGES ).toBe( 50 );
		expect( addPage( full, 999 ) ).toBe( full );
	} );

	it( 'removes and moves pages, keeping the ends in place', () => {
		expect( removePage( [ 1, 2, 3 ], 2 ) ).toEqual( [ 1, 3 ] );
		expect( movePage( [ 1, 2, 3 ], 3, -1 ) ).toEqual( [ 1, 3, 2 ] );
		expect( movePage( [ 1, 2, 3 ], 1, 1 ) ).toEqual( [ 2, 1, 3 ] );
		expect( movePage( [ 1, 2, 3 ], 1, -1 ) ).toEqual( [ 1, 2, 3 ] );
		expect( movePage( [ 1, 2, 3 ], 3, 1 ) ).toEqual( [ 1, 2, 3 ] );
	} );

	it( 'reads the picked pages’ titles in their order', () => {
		expect( pagesByIdsPath( [ 7, 3 ] ) ).toBe(
			`${ API.wpPages }?include=7%2C3&orderby=include&per_page=2&_fields=id%2Ctitle`
		);
	} );
} );

describe( 'IndexNow and llms.txt panels', () => {
	beforeEach( () => mockedFetch.mockReset() );

	it( 'asks the server nothing about IndexNow while it is off, and records the switch as an edit', () => {
		load( {} );
		render( <SitemapsScreen /> );
		expect( mockedFetch ).not.toHaveBeenCalled();
		fireEvent.click(
			screen.getByLabelText( 'Submit changes to IndexNow' )
		);
		expect( unsaved() ).toMatchObject( { enable_indexnow: true } );
	} );

	it( 'shows the key file, the queue and the last result once IndexNow is saved on', async () => {
		const status = {
			enabled: true,
			key: 'abc123abc123',
			key_url: 'http://example.org/abc123abc123.txt',
			queued: 2,
			next_send: 100,
			last_result: {
				time: 1,
				status: 422,
				count: 4,
				error: 'IndexNow refused the URLs (HTTP 422).',
			},
		};
		// Only the status route answers it (the settings come from load()).
		mockedFetch.mockImplementation( ( { path }: { path: string } ) =>
			path === API.indexnow
				? Promise.resolve( status )
				: new Promise( () => undefined )
		);
		load( { enable_indexnow: true } );
		render( <SitemapsScreen /> );
		expect(
			await screen.findByText( 'http://example.org/abc123abc123.txt' )
		).toBeTruthy();
		expect( mockedFetch ).toHaveBeenCalledWith( { path: API.indexnow } );
		expect( screen.getByText( '2 URLs wait to be sent.' ) ).toBeTruthy();
		expect(
			document.querySelector( '.sightline-indexnow__last.is-error' )
				?.textContent
		).toContain( 'IndexNow refused the URLs (HTTP 422).' );
	} );

	it( 'lists the picked pages by title, and adds, moves and removes them as edits', async () => {
		mockedFetch.mockImplementation( ( { path }: { path: string } ) =>
			Promise.resolve(
				path.includes( 'include=' )
					? [
							{ id: 5, title: { rendered: 'About &amp; us' } },
							{ id: 9, title: { rendered: 'Contact' } },
						]
					: [ { id: 12, title: { rendered: 'Pricing' } } ]
			)
		);
		load( { enable_llms_txt: true, llms_txt_pages: [ 5, 9 ] } );
		render( <SitemapsScreen /> );
		expect( await screen.findByText( 'About & us' ) ).toBeTruthy();
		expect(
			screen
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'About & us', 'Contact' ] );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Move Contact up' } )
		);
		expect( unsaved() ).toMatchObject( { llms_txt_pages: [ 9, 5 ] } );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove About & us' } )
		);
		expect( unsaved() ).toMatchObject( { llms_txt_pages: [ 9 ] } );

		const input = screen.getByRole( 'combobox', {
			name: 'Add a page to llms.txt',
		} );
		await act( async () => {
			fireEvent.focus( input );
		} );
		fireEvent.click(
			await screen.findByRole( 'option', { name: 'Pricing' } )
		);
		expect( unsaved() ).toMatchObject( { llms_txt_pages: [ 9, 12 ] } );
		expect( screen.getByText( 'Pricing' ) ).toBeTruthy();
	} );
} );
