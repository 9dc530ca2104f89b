import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../..';
import type { RedirectRule } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const RULE: RedirectRule = {
	id: 7,
	source: '/old',
	match: 'exact',
	target: '/new',
	status: 301,
	query: 'keep',
	enabled: true,
	automatic: false,
	by_non_admin: false,
	hits: 3,
	last_hit: '2026-11-20 10:00:00',
	created: '2026-11-01 10:00:00',
	modified: '2026-11-01 10:00:00',
};
const PAGE = { items: [ RULE ], total: 1, pages: 1 };
const QUERY = { search: 'old', page: 2, perPage: 20 };

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

describe( 'redirects slice', () => {
	beforeEach( () => mockedFetch.mockReset() );

	it( 'resolves a page of rules with search and paging', async () => {
		mockedFetch.mockResolvedValueOnce( PAGE );
		const registry = setup();
		const page = await registry
			.resolveSelect( store )
			.getRedirects( QUERY );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/redirects?search=old&page=2&per_page=20',
		} );
		expect( page ).toEqual( PAGE );
	} );

	it( 'creates with POST, updates with PUT, and reloads the list after each', async () => {
		mockedFetch.mockResolvedValue( PAGE );
		const registry = setup();
		await registry.resolveSelect( store ).getRedirects( QUERY );

		mockedFetch.mockResolvedValueOnce( RULE );
		const fields = {
			source: '/old',
			match: 'exact' as const,
			target: '/new',
			status: 301 as const,
			query: 'keep' as const,
			enabled: true,
		};
		const created = await registry.dispatch( store ).saveRedirect( fields );
		expect( created ).toEqual( { ok: true, rule: RULE } );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/sightline/v1/redirects',
			method: 'POST',
			data: fields,
		} );
		expect( registry.select( store ).getRedirects( QUERY ) ).toBeNull();
		expect( notices( registry ).map( ( n ) => n.content ) ).toContain(
			'Redirect added.'
		);

		mockedFetch.mockResolvedValueOnce( RULE );
		await registry.dispatch( store ).saveRedirect( fields, 7 );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/sightline/v1/redirects/7',
			method: 'PUT',
			data: fields,
		} );
		mockedFetch.mockResolvedValueOnce( PAGE );
		expect(
			await registry.resolveSelect( store ).getRedirects( QUERY )
		).toEqual( PAGE );
	} );

	it( 'answers a refused save with the server message and the field it names', async () => {
		mockedFetch.mockRejectedValueOnce( {
			code: 'sightline_redirect_target',
			message:
				'Protocol-relative targets (//host) are refused: type the full https:// URL to send visitors to another site.',
			data: { status: 400, field: 'target' },
		} );
		const registry = setup();
		const result = await registry.dispatch( store ).saveRedirect( {
			source: '/a',
			match: 'exact',
			target: '//evil.example',
			status: 301,
			query: 'keep',
			enabled: true,
		} );
		expect( result ).toEqual( {
			ok: false,
			field: 'target',
			message:
				'Protocol-relative targets (//host) are refused: type the full https:// URL to send visitors to another site.',
		} );
		expect( registry.select( store ).isSavingRedirects() ).toBe( false );
	} );

	it( 'runs bulk actions and reports a refusal', async () => {
		const registry = setup();
		mockedFetch.mockResolvedValueOnce( { changed: 2 } );
		expect(
			await registry.dispatch( store ).bulkRedirects( 'delete', [ 1, 2 ] )
		).toBe( true );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/sightline/v1/redirects/bulk',
			method: 'POST',
			data: { action: 'delete', ids: [ 1, 2 ] },
		} );
		expect( notices( registry ).map( ( n ) => n.content ) ).toContain(
			'2 redirects deleted.'
		);

		mockedFetch.mockRejectedValueOnce( {
			message: 'Redirect chain: rule #4 (/a → /b) …',
		} );
		expect(
			await registry.dispatch( store ).bulkRedirects( 'enable', [ 3 ] )
		).toBe( false );
		expect( notices( registry ).at( -1 )?.content ).toBe(
			'Redirect chain: rule #4 (/a → /b) …'
		);
	} );

	it( 'keeps the lines of a refused import and clears them after a good one', async () => {
		const registry = setup();
		const file = new File( [ '/a,//evil' ], 'r.csv', { type: 'text/csv' } );
		mockedFetch.mockRejectedValueOnce( {
			code: 'sightline_redirect_import',
			message: 'Nothing was imported: the file has 1 error.',
			data: {
				status: 400,
				errors: [ { line: 1, message: 'Protocol-relative …' } ],
			},
		} );
		expect( await registry.dispatch( store ).importRedirects( file ) ).toBe(
			false
		);
		const call = mockedFetch.mock.calls[ 0 ][ 0 ];
		expect( call.path ).toBe( '/sightline/v1/redirects/import' );
		expect( ( call.body as FormData ).get( 'file' ) ).toBeInstanceOf(
			File
		);
		expect( registry.select( store ).getRedirectImportErrors() ).toEqual( [
			{ line: 1, message: 'Protocol-relative …' },
		] );

		mockedFetch.mockResolvedValueOnce( {
			success: true,
			message: '2 redirects imported.',
			imported: 2,
		} );
		expect( await registry.dispatch( store ).importRedirects( file ) ).toBe(
			true
		);
		expect( registry.select( store ).getRedirectImportErrors() ).toEqual(
			[]
		);
	} );

	it( 'exports through GET export', async () => {
		const registry = setup();
		const file = {
			filename: 'redirects-2026-11-24.csv',
			count: 1,
			csv: 'x',
		};
		mockedFetch.mockResolvedValueOnce( file );
		expect( await registry.dispatch( store ).exportRedirects() ).toEqual(
			file
		);
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/sightline/v1/redirects/export',
		} );
	} );
} );
