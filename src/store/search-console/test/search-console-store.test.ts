import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const STATUS = {
	has_client: false,
	client_id: '',
	connected: false,
	property: '',
	redirect_uri: '',
	settings_url: '',
	auth_url: '',
	import: null,
	ranges: [ 7, 28 ],
};
const REPORT = {
	source: 'import',
	range: { start: '2024-05-01', end: '2024-05-28', label: '' },
	totals: { clicks: 10, impressions: 100, ctr: 0.1, position: 3 },
	dates: [],
	queries: [],
	pages: [],
	countries: [],
	devices: [],
};

function setup() {
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

describe( 'search console slice', () => {
	beforeEach( () => mockedFetch.mockReset() );

	it( 'asks for no report while there is no data source (a new site logs no 404)', async () => {
		const registry = setup();
		mockedFetch.mockResolvedValueOnce( STATUS );
		expect(
			await registry.resolveSelect( store ).getSearchConsoleReport( 28 )
		).toBeNull();
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/search-console/status',
		} );
		expect(
			registry.select( store ).getSearchConsoleReportError( 28 )
		).toBeUndefined();
	} );

	it( 'treats "no data yet" as an empty report, and other failures as an error', async () => {
		const registry = setup();
		mockedFetch.mockResolvedValueOnce( {
			...STATUS,
			connected: true,
			property: 'sc-domain:example.org',
		} );
		mockedFetch.mockRejectedValueOnce( {
			code: 'sightline_search_console_no_data',
			message: 'none',
		} );
		expect(
			await registry.resolveSelect( store ).getSearchConsoleReport( 28 )
		).toBeNull();
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/search-console/report?days=28',
		} );
		expect(
			registry.select( store ).getSearchConsoleReportError( 28 )
		).toBeUndefined();

		mockedFetch.mockRejectedValueOnce( {
			code: 'sightline_search_console_unreachable',
			message: 'Google Search Console could not be reached: timeout',
		} );
		await registry.resolveSelect( store ).getSearchConsoleReport( 7 );
		expect(
			registry.select( store ).getSearchConsoleReportError( 7 )
		).toBe( 'Google Search Console could not be reached: timeout' );
	} );

	it( 'uploads the export as files[] and reloads the report afterwards', async () => {
		const registry = setup();
		mockedFetch.mockResolvedValueOnce( STATUS );
		await registry.resolveSelect( store ).getSearchConsoleReport( 28 );

		mockedFetch.mockResolvedValueOnce( {
			success: true,
			message: 'Search Console export imported.',
			status: {
				...STATUS,
				import: { imported_at: 1, range: REPORT.range, counts: {} },
			},
		} );
		const zip = new File( [ 'PK' ], 'export.zip', {
			type: 'application/zip',
		} );
		expect(
			await registry
				.dispatch( store )
				.importSearchConsoleExport( [ zip ] )
		).toBe( true );
		const request = mockedFetch.mock.calls[ 1 ][ 0 ];
		expect( request.path ).toBe( '/sightline/v1/search-console/import' );
		expect( ( request.body as FormData ).getAll( 'files[]' ) ).toHaveLength(
			1
		);

		mockedFetch.mockImplementation( ( { path }: { path: string } ) =>
			Promise.resolve( path.includes( '/report' ) ? REPORT : STATUS )
		);
		const again = await registry
			.resolveSelect( store )
			.getSearchConsoleReport( 28 );
		expect( again ).toEqual( REPORT );
		expect(
			registry.select( store ).getSearchConsoleStatus()?.import
				?.imported_at
		).toBe( 1 );
	} );

	it( 'keeps an import error next to the import form', async () => {
		const registry = setup();
		mockedFetch.mockRejectedValueOnce( {
			code: 'sightline_search_console_import',
			message: 'Queries.csv, line 3: Clicks "many" is not a number.',
		} );
		expect(
			await registry
				.dispatch( store )
				.importSearchConsoleExport( [
					new File( [ 'x' ], 'Queries.csv' ),
				] )
		).toBe( false );
		expect( registry.select( store ).getSearchConsoleError() ).toEqual( {
			source: 'import',
			message: 'Queries.csv, line 3: Clicks "many" is not a number.',
		} );
		expect( registry.select( store ).getSearchConsoleBusy() ).toBeNull();
	} );
} );
