import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { API } from '../../constants';
import { store } from '../..';
import { reloadPage, ROBOTS_RELOAD_DELAY_MS } from '../constants';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const loaded = {
	robots_txt_content: 'User-agent: *',
	search_engine_visibility: '1',
	robots_file_exists: false,
	robot_file_content: '',
};

function newRegistry() {
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

beforeEach( () => mockedFetch.mockReset() );
afterEach( () => jest.useRealTimers() );

describe( 'robots slice', () => {
	it( 'loads the editor data through its resolver', async () => {
		mockedFetch.mockResolvedValue( loaded );
		const registry = newRegistry();
		const data = await registry.resolveSelect( store ).getRobotsTxt();
		expect( mockedFetch ).toHaveBeenCalledWith( { path: API.robotsTxt } );
		expect( data ).toEqual( loaded );
	} );

	it( 'saves, shows the server message and reloads after 1.5 s', async () => {
		jest.useFakeTimers();
		const registry = newRegistry();
		mockedFetch.mockResolvedValue( {
			success: true,
			message: 'robots.txt saved successfully.',
		} );
		const reload = jest
			.spyOn( reloadPage, 'run' )
			.mockImplementation( () => undefined );

		const saving = registry
			.dispatch( store )
			.saveRobotsTxt( 'User-agent: *\nDisallow: /x/' );
		expect( registry.select( store ).isSavingRobotsTxt() ).toBe( true );
		await expect( saving ).resolves.toBe( true );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: API.robotsTxt,
			method: 'POST',
			data: { robots_txt_content: 'User-agent: *\nDisallow: /x/' },
		} );
		expect( registry.select( store ).isSavingRobotsTxt() ).toBe( false );
		expect(
			registry.select( noticesStore ).getNotices()[ 0 ]
		).toMatchObject( {
			status: 'success',
			content: 'robots.txt saved successfully.',
		} );

		jest.advanceTimersByTime( ROBOTS_RELOAD_DELAY_MS - 1 );
		expect( reload ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( reload ).toHaveBeenCalledTimes( 1 );
		reload.mockRestore();
	} );

	it( 'shows the server message with the SPEC description on failure, and does not reload', async () => {
		jest.useFakeTimers();
		const registry = newRegistry();
		mockedFetch.mockRejectedValue( {
			code: 'sightline_robots_site_hidden',
			message: 'Search engines are discouraged.',
		} );
		const reload = jest
			.spyOn( reloadPage, 'run' )
			.mockImplementation( () => undefined );
		await expect(
			registry.dispatch( store ).saveRobotsTxt( 'x' )
		).resolves.toBe( false );
		expect(
			registry.select( noticesStore ).getNotices()[ 0 ]
		).toMatchObject( {
			status: 'error',
			content: 'Search engines are discouraged.',
		} );
		jest.runAllTimers();
		expect( reload ).not.toHaveBeenCalled();
		reload.mockRestore();
	} );

	it( 'falls back to the SPEC message when the server gives none', async () => {
		const registry = newRegistry();
		mockedFetch.mockRejectedValue( new Error( '' ) );
		await registry.dispatch( store ).saveRobotsTxt( 'x' );
		expect(
			registry.select( noticesStore ).getNotices()[ 0 ].content
		).toBe( 'Failed to update robots.txt file.' );
	} );

	it( 'treats the saved text as loaded, so Save turns inactive', async () => {
		mockedFetch.mockResolvedValueOnce( loaded );
		const registry = newRegistry();
		await registry.resolveSelect( store ).getRobotsTxt();
		mockedFetch.mockResolvedValueOnce( { success: true, message: 'ok' } );
		jest.useFakeTimers();
		const reload = jest
			.spyOn( reloadPage, 'run' )
			.mockImplementation( () => undefined );
		await registry.dispatch( store ).saveRobotsTxt( 'Disallow: /y/' );
		expect(
			registry.select( store ).getRobotsTxt().robots_txt_content
		).toBe( 'Disallow: /y/' );
		jest.runAllTimers();
		reload.mockRestore();
	} );
} );
