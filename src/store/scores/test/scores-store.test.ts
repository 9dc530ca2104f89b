/**
 * The store owns the dashboard's score counts: the resolver asks GET scores/counts once per kind,
 * keeps the answer, and keeps a failure as null with an error notice.
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

it( 'asks once per kind and keeps the answer', async () => {
	const answer = {
		kind: 'seo',
		post_type: 'any',
		counts: { good: 3, improve: 2, problem: 1, none: 4 },
	};
	mockedFetch.mockResolvedValue( answer );
	const registry = setup();
	await registry.resolveSelect( 'sightline' ).getScoreCounts( 'seo' );
	expect( mockedFetch ).toHaveBeenCalledWith( {
		path: '/sightline/v1/scores/counts?kind=seo',
	} );
	expect( registry.select( 'sightline' ).getScoreCounts( 'seo' ) ).toEqual(
		answer
	);
	await registry.resolveSelect( 'sightline' ).getScoreCounts( 'seo' );
	expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	expect(
		registry.select( 'sightline' ).getScoreCounts( 'readability' )
	).toBeUndefined();
} );

it( 'keeps a failure as null and says so', async () => {
	mockedFetch.mockRejectedValue( {
		code: 'rest_forbidden',
		message: 'Sorry, you are not allowed to do that.',
	} );
	const registry = setup();
	await registry.resolveSelect( 'sightline' ).getScoreCounts( 'readability' );
	expect(
		registry.select( 'sightline' ).getScoreCounts( 'readability' )
	).toBeNull();
	const notices = registry.select( noticesStore ).getNotices();
	expect( notices ).toHaveLength( 1 );
	expect( notices[ 0 ].content ).toBe(
		'Sorry, you are not allowed to do that.'
	);
} );
