/**
 * The store owns the internal-link suggestions: the resolver asks GET links/suggestions once per post
 * and words, keeps the answer, and keeps a failure as null (no notice interrupts the writer).
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

function setup() {
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

beforeEach( () => mockedFetch.mockReset() );

it( 'asks once per post and words, and keeps the answer', async () => {
	const answer = {
		post: 7,
		suggestions: [ { id: 3, title: 'Trail shoes', url: 'https://x/t/' } ],
	};
	mockedFetch.mockResolvedValue( answer );
	const registry = setup();
	await registry
		.resolveSelect( 'sightline' )
		.getLinkSuggestions( 7, [ 'trail', 'shoes' ] );
	expect( mockedFetch ).toHaveBeenCalledWith( {
		path: '/sightline/v1/links/suggestions?post=7&words%5B0%5D=trail&words%5B1%5D=shoes',
	} );
	expect(
		registry
			.select( 'sightline' )
			.getLinkSuggestions( 7, [ 'trail', 'shoes' ] )
	).toEqual( answer );
	await registry
		.resolveSelect( 'sightline' )
		.getLinkSuggestions( 7, [ 'trail', 'shoes' ] );
	expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	await registry.resolveSelect( 'sightline' ).getLinkSuggestions( 7, [] );
	expect( mockedFetch ).toHaveBeenLastCalledWith( {
		path: '/sightline/v1/links/suggestions?post=7',
	} );
} );

it( 'keeps a failed lookup as null, without a notice', async () => {
	mockedFetch.mockRejectedValue( { code: 'rest_forbidden', message: 'No' } );
	const registry = setup();
	await registry.resolveSelect( 'sightline' ).getLinkSuggestions( 7, [] );
	expect(
		registry.select( 'sightline' ).getLinkSuggestions( 7, [] )
	).toBeNull();
	expect( registry.select( noticesStore ).getNotices() ).toEqual( [] );
} );

it( 'does not ask without a post', async () => {
	const registry = setup();
	await registry.resolveSelect( 'sightline' ).getLinkSuggestions( 0, [] );
	expect( mockedFetch ).not.toHaveBeenCalled();
	expect(
		registry.select( 'sightline' ).getLinkSuggestions( 0, [] )
	).toBeNull();
} );
