/**
 * paged_robots, which the All in One SEO migration sets (page 2 and later noindexed and nofollowed), can be
 * seen and changed on the Robot Instructions screens: Indexing holds noindex, Following nofollow.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../store';
import type { GlobalSettings, SiteSettings } from '../../../store';
import RobotInstructionsScreen from '../robot-instructions';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const settings = {
	paged_robots: [ 'noindex', 'nofollow' ],
} as unknown as GlobalSettings;

const site: SiteSettings = {
	site: {
		site_name: 'Example',
		tagline: 'Tag',
		site_url: 'https://example.com/',
		favicon: '',
	},
	home_page: { show_on_front: 'posts', page_on_front: 0, page_for_posts: 0 },
	post_types: [],
	taxonomies: [],
	archive_types: [],
};

function edited(): Record< string, unknown > {
	return ( select( store ) as any ).getSettings();
}

describe( 'later pages (paged_robots)', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockReturnValue( new Promise( () => undefined ) );
		( dispatch( store ) as any ).receiveSettings( settings );
		( dispatch( store ) as any ).editSettings( settings );
		( dispatch( store ) as any ).receiveSiteSettings( site );
	} );

	it( 'Indexing: noindex on page 2 and later', () => {
		render(
			<RobotInstructionsScreen path="/advanced/robot_instructions/indexing" />
		);
		const toggle = screen.getByLabelText(
			'No Index for page 2 and later'
		) as HTMLInputElement;
		expect( toggle.checked ).toBe( true );
		expect(
			screen.queryByLabelText( 'No Follow for page 2 and later' )
		).toBeNull();
		fireEvent.click( toggle );
		expect( edited().paged_robots ).toEqual( [ 'nofollow' ] );
	} );

	it( 'Following: nofollow on page 2 and later', () => {
		( dispatch( store ) as any ).editSettings( { paged_robots: [] } );
		render(
			<RobotInstructionsScreen path="/advanced/robot_instructions/following" />
		);
		const toggle = screen.getByLabelText(
			'No Follow for page 2 and later'
		) as HTMLInputElement;
		expect( toggle.checked ).toBe( false );
		fireEvent.click( toggle );
		expect( edited().paged_robots ).toEqual( [ 'nofollow' ] );
	} );
} );
