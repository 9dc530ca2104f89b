/**
 * The store owns the lookup of other posts with a focus keyphrase: the resolver asks GET
 * keyphrase/uses once per post and normalised keyphrase, keeps the answer, and keeps a failure as
 * null (no notice interrupts the writer).
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../..';
import { normaliseKeyphrase } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

function setup() {
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

beforeEach( () => mockedFetch.mockReset() );

it( 'normalises as the server does', () => {
	expect( normaliseKeyphrase( '  Running \u00a0 SHOES ' ) ).toBe(
		'running shoes'
	);
} );

it( 'asks once per post and normalised keyphrase, and keeps the answer', async () => {
	const answer = { keyphrase: 'running shoes', count: 2, posts: [] };
	mockedFetch.mockResolvedValue( answer );
	const registry = setup();
	await registry
		.resolveSelect( 'sightline' )
		.getKeyphraseUses( 7, 'Running  Shoes' );
	expect( mockedFetch ).toHaveBeenCalledWith( {
		path: '/sightline/v1/keyphrase/uses?post=7&keyphrase=running%20shoes',
	} );
	expect(
		registry.select( 'sightline' ).getKeyphraseUses( 7, 'running shoes' )
	).toEqual( answer );
	await registry
		.resolveSelect( 'sightline' )
		.getKeyphraseUses( 7, 'Running  Shoes' );
	expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
} );

it( 'keeps a failed lookup as null, without a notice', async () => {
	mockedFetch.mockRejectedValue( { code: 'rest_forbidden', message: 'No' } );
	const registry = setup();
	await registry.resolveSelect( 'sightline' ).getKeyphraseUses( 7, 'x' );
	expect(
		registry.select( 'sightline' ).getKeyphraseUses( 7, 'x' )
	).toBeNull();
	expect( registry.select( noticesStore ).getNotices() ).toEqual( [] );
} );

it( 'does not ask about an empty keyphrase', async () => {
	const registry = setup();
	await registry.resolveSelect( 'sightline' ).getKeyphraseUses( 7, '  ' );
	expect( mockedFetch ).not.toHaveBeenCalled();
	expect(
		registry.select( 'sightline' ).getKeyphraseUses( 7, '' )
	).toBeNull();
} );
