import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../..';
import type { NotFoundEntry, NotFoundQuery } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const ENTRY: NotFoundEntry = {
	id: 4,
	url: '/old-page/?color=red',
	hits: 12,
	referrers: [ { host: 'news.example', hits: 5 } ],
	first_seen: '2026-11-01 10:00:00',
	last_seen: '2026-11-20 10:00:00',
};
const PAGE = { items: [ ENTRY ], total: 1, pages: 1 };
const QUERY: NotFoundQuery = {
	search: 'old',
	page: 2,
	perPage: 20,
	orderby: 'last_seen',
	order: 'desc',
};

function setup() {
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

const notices = ( registry: any ) =>
	registry.select( noticesStore ).getNotices() as Array< {
		status: string;
		content: string;
	} >;

describe( '404 monitor slice', () => {
	beforeEach( () => mockedFetch.mockReset() );

	it( 'resolves a page with search, paging and sorting', async () => {
		mockedFetch.mockResolvedValueOnce( PAGE );
		const registry = setup();
		expect( registry.select( store ).getNotFound( QUERY ) ).toBeNull();
		const page = await registry.resolveSelect( store ).getNotFound( QUERY );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/404-monitor?search=old&page=2&per_page=20&orderby=last_seen&order=desc',
		} );
		expect( page ).toEqual( PAGE );
		expect(
			registry
				.select( store )
				.getNotFound( { ...QUERY, orderby: 'hits' } )
		).toBeNull();
	} );

	it( 'deletes rows, reloads the list and says how many went', async () => {
		mockedFetch.mockResolvedValue( PAGE );
		const registry = setup();
		await registry.resolveSelect( store ).getNotFound( QUERY );

		mockedFetch.mockResolvedValueOnce( { deleted: 2 } );
		const done = registry.dispatch( store ).deleteNotFound( [ 4, 5 ] );
		expect( registry.select( store ).isSavingNotFound() ).toBe( true );
		expect( await done ).toBe( true );
		expect( registry.select( store ).isSavingNotFound() ).toBe( false );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/sightline/v1/404-monitor/delete',
			method: 'POST',
			data: { ids: [ 4, 5 ] },
		} );
		expect( registry.select( store ).getNotFound( QUERY ) ).toBeNull();
		expect( notices( registry ).map( ( n ) => n.content ) ).toEqual( [
			'2 addresses deleted.',
		] );

		mockedFetch.mockResolvedValueOnce( { deleted: 1 } );
		await registry
			.dispatch( store )
			.deleteNotFound( [ 4 ], { announce: false } );
		expect( notices( registry ).map( ( n ) => n.content ) ).toEqual( [
			'2 addresses deleted.',
		] );
	} );

	it( 'clears everything', async () => {
		mockedFetch.mockResolvedValueOnce( { deleted: 7 } );
		const registry = setup();
		expect( await registry.dispatch( store ).clearNotFound() ).toBe( true );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/sightline/v1/404-monitor/clear',
			method: 'POST',
			data: {},
		} );
		expect( notices( registry )[ 0 ].content ).toBe(
			'7 addresses deleted.'
		);
	} );

	it( 'shows the server’s message when a change fails', async () => {
		mockedFetch.mockRejectedValueOnce( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} );
		const registry = setup();
		expect( await registry.dispatch( store ).clearNotFound() ).toBe(
			false
		);
		expect( notices( registry )[ 0 ] ).toMatchObject( {
			status: 'error',
			content: 'Sorry, you are not allowed to do that.',
		} );
		expect( registry.select( store ).isSavingNotFound() ).toBe( false );
	} );
} );
