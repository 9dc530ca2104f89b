import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import { API } from '../constants';
import { store } from '..';
import type { GlobalSettings } from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const saved = {
	page_title: '%title% %separator% %site_name%',
	author_archive: true,
	date_archive: true,
	twitter_card_type: 'summary_large_image',
} as unknown as GlobalSettings;

/** A fresh registry with our store and the notices store (typed loosely: the 6.6 types lack register). */
function newRegistry() {
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

function setup() {
	const registry = newRegistry();
	registry.dispatch( store ).receiveSettings( saved );
	return registry;
}

beforeEach( () => mockedFetch.mockReset() );

describe( 'settings slice', () => {
	it( 'records edits as unsaved and merges them into what screens read', () => {
		const registry = setup();
		registry.dispatch( store ).editSettings( { author_archive: false } );
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( true );
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			author_archive: false,
		} );
		expect( registry.select( store ).getSetting( 'author_archive' ) ).toBe(
			false
		);
		expect(
			registry.select( store ).getSavedSettings()?.author_archive
		).toBe( true );
	} );

	it( 'forgets an edit that puts the saved value back', () => {
		const registry = setup();
		registry.dispatch( store ).editSettings( { author_archive: false } );
		registry.dispatch( store ).editSettings( { author_archive: true } );
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( false );
	} );

	it( 'saves only the changed keys and clears the unsaved set', async () => {
		const registry = setup();
		mockedFetch.mockResolvedValue( {
			success: true,
			message: 'ok',
			data: { ...saved, date_archive: false },
		} );
		registry.dispatch( store ).editSettings( { date_archive: false } );
		const ok = await registry.dispatch( store ).saveSettings();
		expect( ok ).toBe( true );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: API.globalSettings,
			method: 'POST',
			data: { data: { date_archive: false } },
		} );
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( false );
		expect(
			registry.select( store ).getSavedSettings()?.date_archive
		).toBe( false );
		const notices = registry.select( noticesStore ).getNotices();
		expect(
			notices.map( ( notice: { content: string } ) => notice.content )
		).toContain( 'Settings saved successfully.' );
	} );

	it( 'sends nothing when nothing changed', async () => {
		const registry = setup();
		await registry.dispatch( store ).saveSettings();
		expect( mockedFetch ).not.toHaveBeenCalled();
	} );

	it( 'keeps the edits and shows the server message when saving fails', async () => {
		const registry = setup();
		mockedFetch.mockRejectedValue( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): data',
			data: {
				status: 400,
				params: {
					data: 'data[twitter_card_type] is not one of summary_large_image and summary.',
				},
			},
		} );
		registry
			.dispatch( store )
			.editSettings( { twitter_card_type: 'summary' } );
		const ok = await registry.dispatch( store ).saveSettings();
		expect( ok ).toBe( false );
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			twitter_card_type: 'summary',
		} );
		expect( registry.select( store ).isSavingSettings() ).toBe( false );
		const notices = registry.select( noticesStore ).getNotices();
		expect( notices[ 0 ].status ).toBe( 'error' );
		expect( notices[ 0 ].content ).toBe(
			'data[twitter_card_type] is not one of summary_large_image and summary.'
		);
	} );

	it( 'keeps edits made while a save was running', async () => {
		const registry = setup();
		let finish: ( value: unknown ) => void = () => undefined;
		mockedFetch.mockReturnValue(
			new Promise( ( resolve ) => ( finish = resolve ) )
		);
		registry.dispatch( store ).editSettings( { date_archive: false } );
		const saving = registry.dispatch( store ).saveSettings();
		registry.dispatch( store ).editSettings( { author_archive: false } );
		finish( {
			success: true,
			message: 'ok',
			data: { ...saved, date_archive: false },
		} );
		await saving;
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			author_archive: false,
		} );
	} );

	it( 'loads the settings through the resolver once', async () => {
		const registry = newRegistry();
		mockedFetch.mockResolvedValue( saved );
		const settings = await registry.resolveSelect( store ).getSettings();
		await registry.resolveSelect( store ).getSettings();
		expect( registry.select( store ).getSetting( 'page_title' ) ).toBe(
			saved.page_title
		);
		expect( settings ).toEqual( saved );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: API.globalSettings,
		} );
	} );
} );
