import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { store } from '../..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const REPORT = {
	checks: [
		{
			id: 'tagline',
			status: 'warning',
			message: 'No tagline',
			description: '',
			category: 'other',
			ignore: false,
			link: null,
		},
		{
			id: 'https',
			status: 'success',
			message: 'HTTPS',
			description: '',
			category: 'general',
			ignore: false,
			link: null,
		},
	],
	ran_at: 1700000000,
	stale: false,
};

function setup() {
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

describe( 'checks slice', () => {
	beforeEach( () => mockedFetch.mockReset() );

	it( 'resolves the report from GET checks/site', async () => {
		mockedFetch.mockResolvedValueOnce( REPORT );
		const registry = setup();
		const report = await registry.resolveSelect( store ).getSiteChecks();
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/checks/site',
		} );
		expect( report ).toEqual( REPORT );
	} );

	it( 're-runs with POST', async () => {
		mockedFetch
			.mockResolvedValueOnce( REPORT )
			.mockResolvedValueOnce( { ...REPORT, ran_at: 1800000000 } );
		const registry = setup();
		await registry.resolveSelect( store ).getSiteChecks();
		await registry.dispatch( store ).runSiteChecks();
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/sightline/v1/checks/site',
			method: 'POST',
		} );
		expect( registry.select( store ).getSiteChecks()?.ran_at ).toBe(
			1800000000
		);
		expect( registry.select( store ).isRunningSiteChecks() ).toBe( false );
	} );

	it( 'ignores and un-ignores, going back when the server refuses', async () => {
		mockedFetch.mockResolvedValueOnce( REPORT );
		const registry = setup();
		await registry.resolveSelect( store ).getSiteChecks();

		mockedFetch.mockResolvedValueOnce( { success: true } );
		await registry.dispatch( store ).setSiteCheckIgnored( 'tagline', true );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/sightline/v1/checks/site/ignore',
			method: 'POST',
			data: { id: 'tagline' },
		} );
		expect(
			registry.select( store ).getSiteChecks()?.checks[ 0 ].ignore
		).toBe( true );

		mockedFetch.mockRejectedValueOnce( { message: 'Nope' } );
		const ok = await registry
			.dispatch( store )
			.setSiteCheckIgnored( 'tagline', false );
		expect( ok ).toBe( false );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/sightline/v1/checks/site/ignore',
			method: 'DELETE',
			data: { id: 'tagline' },
		} );
		expect(
			registry.select( store ).getSiteChecks()?.checks[ 0 ].ignore
		).toBe( true );
		expect(
			registry
				.select( noticesStore )
				.getNotices()
				.map( ( n: { content: string } ) => n.content )
		).toContain( 'Nope' );
		expect( registry.select( store ).getSiteCheckBusyId() ).toBeNull();
	} );
} );
