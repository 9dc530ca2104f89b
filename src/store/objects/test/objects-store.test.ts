/**
 * Posts, terms and authors named by id in the settings app: searched through WordPress's own routes,
 * titles decoded, a failed request read as "none" rather than left loading.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { store } from '../..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

function setup() {
	const registry = createRegistry() as any;
	registry.register( store );
	return registry;
}

beforeEach( () => mockedFetch.mockReset() );

describe( 'objects', () => {
	it( 'searches posts through the search route and decodes their titles', async () => {
		mockedFetch.mockResolvedValueOnce( [
			{ id: 12, title: 'Fish &amp; Chips', subtype: 'page' },
		] );
		const registry = setup();
		const found = await registry
			.resolveSelect( store )
			.searchObjects( 'post', 'fish' );
		expect( found ).toEqual( [
			{ id: 12, label: 'Fish & Chips', subtype: 'page' },
		] );
		const { path } = mockedFetch.mock.calls[ 0 ][ 0 ];
		expect( path ).toContain( '/wp/v2/search?' );
		expect( path ).toContain( 'type=post' );
		expect( path ).toContain( 'search=fish' );
		expect( registry.select( store ).getObject( 'post', 12 ) ).toEqual(
			found[ 0 ]
		);
	} );

	it( 'finds authors among users with published posts', async () => {
		mockedFetch.mockResolvedValueOnce( [ { id: 3, name: 'Jane Doe' } ] );
		const registry = setup();
		const jane = await registry
			.resolveSelect( store )
			.getObject( 'author', 3 );
		expect( jane ).toEqual( { id: 3, label: 'Jane Doe', subtype: '' } );
		const { path } = mockedFetch.mock.calls[ 0 ][ 0 ];
		expect( path ).toContain( '/wp/v2/users?' );
		expect( path ).toContain( 'has_published_posts=true' );
	} );

	it( 'reads a failed request as no such object', async () => {
		mockedFetch.mockRejectedValueOnce( { code: 'rest_forbidden' } );
		const registry = setup();
		expect(
			await registry.resolveSelect( store ).getObject( 'term', 9 )
		).toBeNull();
	} );
} );
