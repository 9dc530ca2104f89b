/**
 * The AI jobs thunks send what the routes read: the images' candidates query (the library or one
 * post), the posts' term filter, and a job's post only for a job that writes into one.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { store } from '../..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

function registryWithStore() {
	const registry = createRegistry() as ReturnType< typeof createRegistry > & {
		register: ( s: typeof store ) => void;
	};
	registry.register( store );
	return registry;
}

beforeEach( () => mockedFetch.mockReset() );

describe( 'fetchAiImageCandidates', () => {
	it( "asks for one post's images and resolves with the server's answer, its reason included", async () => {
		const answer = {
			items: [],
			total: 0,
			pages: 0,
			unavailable: 'The AI connector does not accept images.',
		};
		mockedFetch.mockResolvedValue( answer );
		const result = await registryWithStore()
			.dispatch( store )
			.fetchAiImageCandidates( { post: 12, page: 2, per_page: 50 } );
		expect( result ).toEqual( answer );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/ai/candidates/images?post=12&page=2&per_page=50',
		} );
	} );

	it( "rejects with the server's error", async () => {
		mockedFetch.mockRejectedValue( {
			code: 'rest_post_invalid_id',
			message: 'post: no post has the id 99.',
		} );
		await expect(
			registryWithStore()
				.dispatch( store )
				.fetchAiImageCandidates( { post: 99, page: 1, per_page: 50 } )
		).rejects.toMatchObject( { message: 'post: no post has the id 99.' } );
	} );
} );

describe( 'fetchAiCandidates', () => {
	it( 'sends the term filter with its taxonomy', async () => {
		mockedFetch.mockResolvedValue( { items: [], total: 0, pages: 0 } );
		await registryWithStore().dispatch( store ).fetchAiCandidates( {
			filter: 'all',
			post_type: 'post',
			taxonomy: 'category',
			term: 7,
			page: 1,
			per_page: 50,
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/ai/candidates?filter=all&post_type=post&taxonomy=category&term=7&page=1&per_page=50',
		} );
	} );
} );

describe( 'startAiJob', () => {
	it( 'sends the post whose image blocks get the alt text', async () => {
		mockedFetch.mockResolvedValue( { job: 'a'.repeat( 32 ) } );
		await registryWithStore()
			.dispatch( store )
			.startAiJob( 'alt', [ 3, 4 ], [ 'alt' ], 12 );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/ai/jobs',
			method: 'POST',
			data: { kind: 'alt', ids: [ 3, 4 ], fields: [ 'alt' ], post: 12 },
		} );
	} );

	it( 'sends no post for the library or an SEO job', async () => {
		mockedFetch.mockResolvedValue( { job: 'a'.repeat( 32 ) } );
		const dispatch = registryWithStore().dispatch( store );
		await dispatch.startAiJob( 'alt', [ 3 ], [ 'alt' ] );
		await dispatch.startAiJob( 'seo', [ 5 ], [ 'description' ] );
		expect(
			mockedFetch.mock.calls.map( ( call ) => call[ 0 ].data )
		).toEqual( [
			{ kind: 'alt', ids: [ 3 ], fields: [ 'alt' ] },
			{ kind: 'seo', ids: [ 5 ], fields: [ 'description' ] },
		] );
	} );
} );
