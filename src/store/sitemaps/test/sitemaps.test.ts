import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { API } from '../../constants';
import { store } from '../..';
import { SITEMAP_NOTICE } from '../constants';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

function newRegistry() {
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

beforeEach( () => mockedFetch.mockReset() );

describe( 'sitemaps slice', () => {
	it( 'shows a warning notice while generating, then the server message and description', async () => {
		const registry = newRegistry();
		let answer: ( value: unknown ) => void = () => undefined;
		mockedFetch.mockReturnValue(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);

		const running = registry.dispatch( store ).generateSitemapCache();
		expect( registry.select( store ).isGeneratingSitemapCache() ).toBe(
			true
		);
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: API.sitemapCache,
			method: 'POST',
		} );
		expect( registry.select( noticesStore ).getNotices() ).toEqual( [
			expect.objectContaining( {
				id: SITEMAP_NOTICE,
				status: 'warning',
				content: 'Generating sitemap cache…',
				isDismissible: false,
			} ),
		] );

		answer( {
			message: 'Sitemap cache regenerated.',
			description: 'The index lists 3 sitemaps with 9 URLs.',
		} );
		await expect( running ).resolves.toBe( true );
		expect( registry.select( store ).isGeneratingSitemapCache() ).toBe(
			false
		);
		expect( registry.select( noticesStore ).getNotices() ).toEqual( [
			expect.objectContaining( {
				id: SITEMAP_NOTICE,
				status: 'warning',
				content:
					'Sitemap cache regenerated. The index lists 3 sitemaps with 9 URLs.',
			} ),
		] );
	} );

	it( 'shows the server error message on failure', async () => {
		const registry = newRegistry();
		mockedFetch.mockRejectedValue( {
			code: 'sightline_sitemaps_off',
			message: 'XML sitemaps are turned off.',
		} );
		await expect(
			registry.dispatch( store ).generateSitemapCache()
		).resolves.toBe( false );
		const notices = registry.select( noticesStore ).getNotices();
		expect( notices ).toHaveLength( 1 );
		expect( notices[ 0 ] ).toMatchObject( {
			status: 'error',
			content: 'XML sitemaps are turned off.',
		} );
		expect( registry.select( store ).isGeneratingSitemapCache() ).toBe(
			false
		);
	} );

	it( 'falls back to the SPEC message', async () => {
		const registry = newRegistry();
		mockedFetch.mockRejectedValue( undefined );
		await registry.dispatch( store ).generateSitemapCache();
		expect(
			registry.select( noticesStore ).getNotices()[ 0 ].content
		).toBe( 'Error generating sitemap cache. Please try again.' );
	} );
} );
