/**
 * The posts' pick list filters by term: a category or tag searched by name is sent to the candidates
 * route with its taxonomy, and clearing it lists every term's posts again.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';

import { Picker } from '../picker';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

// jsdom has no layout: the suggestions list scrolls its selected option into view.
beforeAll( () => {
	Element.prototype.scrollIntoView = jest.fn();
} );

const candidatePaths = () =>
	mockedFetch.mock.calls
		.map( ( call ) => call[ 0 ].path as string )
		.filter( ( path ) =>
			path.startsWith( '/sightline/v1/ai/candidates?' )
		);

it( 'sends the term picked with its taxonomy, and no term once cleared', async () => {
	mockedFetch.mockImplementation( ( { path }: { path: string } ) => {
		if ( path.startsWith( '/wp/v2/search' ) ) {
			return Promise.resolve( [
				{ id: 7, title: 'Owls', subtype: 'category' },
			] );
		}
		if ( path.startsWith( '/sightline/v1/ai/candidates' ) ) {
			return Promise.resolve( { items: [], total: 0, pages: 0 } );
		}
		return Promise.resolve( {
			site: {},
			home_page: {},
			post_types: [],
			taxonomies: [],
			archive_types: [],
		} );
	} );
	render( <Picker onStart={ jest.fn() } /> );
	await screen.findByText( '0 posts match.' );
	expect( candidatePaths()[ 0 ] ).toContain( 'taxonomy=&term=0' );

	const input = screen.getByRole( 'combobox', {
		name: 'Category, tag or term',
	} );
	fireEvent.focus( input );
	fireEvent.change( input, { target: { value: 'Ow' } } );
	await waitFor(
		() =>
			expect(
				mockedFetch.mock.calls.map( ( c ) => c[ 0 ].path ).join( ' ' )
			).toContain( '/wp/v2/search' ),
		{ timeout: 3000 }
	);
	const option = await screen.findByRole(
		'option',
		{ name: 'Owls (category)' },
		{ timeout: 3000 }
	);
	await act( async () => {
		fireEvent.click( option );
	} );
	await waitFor( () =>
		expect( candidatePaths().at( -1 ) ).toContain(
			'taxonomy=category&term=7'
		)
	);

	await act( async () => {
		fireEvent.click( screen.getByRole( 'button', { name: 'Reset' } ) );
	} );
	await waitFor( () =>
		expect( candidatePaths().at( -1 ) ).toContain( 'taxonomy=&term=0' )
	);
}, 30_000 );
