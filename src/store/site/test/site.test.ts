import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { API } from '../../constants';
import { store } from '../..';
import type { GlobalSettings, SiteSettings } from '../..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

function newRegistry() {
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

const site: SiteSettings = {
	site: {
		site_name: 'Example',
		tagline: 'Tag',
		site_url: 'https://example.com/',
		favicon: '',
	},
	home_page: { show_on_front: 'posts', page_on_front: 0, page_for_posts: 0 },
	post_types: [
		{
			slug: 'post',
			label: 'Posts',
			singular_label: 'Post',
			has_archive: false,
		},
	],
	taxonomies: [
		{
			slug: 'category',
			label: 'Categories',
			singular_label: 'Category',
			object_types: [ 'post' ],
		},
	],
	archive_types: [ { slug: 'author', label: 'Author Archives' } ],
};

beforeEach( () => mockedFetch.mockReset() );

describe( 'site slice', () => {
	it( 'loads the site settings once through its resolver', async () => {
		mockedFetch.mockResolvedValue( site );
		const registry = newRegistry();
		expect( registry.select( store ).getSiteSettings() ).toBeNull();
		const loaded = await registry.resolveSelect( store ).getSiteSettings();
		expect( loaded ).toEqual( site );
		registry.select( store ).getSiteSettings();
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: API.siteSettings,
		} );
	} );

	it( 'a dry-run import sends dry_run and does not reload settings', async () => {
		mockedFetch.mockResolvedValueOnce( {
			success: true,
			message: '1 setting will change.',
			dry_run: true,
			applied: false,
			changes: [ { key: 'author_archive', from: true, to: false } ],
		} );
		const registry = newRegistry();
		const result = await registry.dispatch( store ).importSettings(
			{
				plugin: 'sightline-seo',
				settings: { author_archive: false },
			},
			true
		);
		expect( result.changes ).toHaveLength( 1 );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: API.settingsTransfer,
			method: 'POST',
			data: {
				settings: { author_archive: false },
				dry_run: true,
				plugin: 'sightline-seo',
			},
		} );
	} );

	it( 'an applied import reloads the settings the screens show', async () => {
		const fresh = { author_archive: false } as unknown as GlobalSettings;
		mockedFetch
			.mockResolvedValueOnce( {
				success: true,
				message: '1 setting imported.',
				dry_run: false,
				applied: true,
				changes: [ { key: 'author_archive', from: true, to: false } ],
			} )
			.mockResolvedValueOnce( fresh );
		const registry = newRegistry();
		await registry
			.dispatch( store )
			.importSettings( { settings: { author_archive: false } }, false );
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: API.globalSettings,
		} );
		expect( registry.select( store ).getSavedSettings() ).toEqual( fresh );
	} );

	it( 'an invalid import rejects with the server error', async () => {
		mockedFetch.mockRejectedValueOnce( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): settings',
			data: {
				params: {
					settings: 'Invalid value for the setting twitter_card_type',
				},
			},
		} );
		const registry = newRegistry();
		await expect(
			registry
				.dispatch( store )
				.importSettings(
					{ settings: { twitter_card_type: 'x' } },
					true
				)
		).rejects.toMatchObject( { code: 'rest_invalid_param' } );
	} );
} );
