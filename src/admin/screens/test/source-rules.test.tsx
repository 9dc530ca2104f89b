/**
 * The settings a migration sets to keep a source plugin's head (social_image_from_content,
 * page_og_type, og_url, social_on_404, author_og_type, no_canonical, noindex_empty_archives, paged_robots, auto_description.words and .social_length) can be seen and changed on
 * their screens: each control shows the stored value and records the admin's edit.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../store';
import type { GlobalSettings, SiteSettings } from '../../../store';
import SocialFacebookScreen from '../social-facebook';
import RobotInstructionsScreen from '../robot-instructions';
import MetaTemplatesScreen from '../meta-templates';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const settings = {
	social_image_from_content: false,
	page_og_type: 'website',
	og_url: 'address',
	social_on_404: 'title',
	author_og_type: 'website',
	no_canonical: [ 'date', 'search' ],
	noindex_empty_archives: [ 'author' ],
	paged_robots: [ 'noindex', 'nofollow' ],
	auto_description: {
		length: 320,
		first_paragraph: false,
		ellipsis: true,
		words: 50,
		social_length: 0,
	},
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

describe( 'settings kept from a source plugin', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockReturnValue( new Promise( () => undefined ) );
		( dispatch( store ) as any ).receiveSettings( settings );
		( dispatch( store ) as any ).editSettings( settings ); // Drops edits a previous test left.
		( dispatch( store ) as any ).receiveSiteSettings( site );
	} );

	it( 'Facebook: the content image, the og:type of pages and og:url', () => {
		render( <SocialFacebookScreen /> );
		const contentImage = screen.getByLabelText(
			"Share the content's first image"
		) as HTMLInputElement;
		const pages = screen.getByLabelText(
			'Share pages as websites'
		) as HTMLInputElement;
		const ogUrl = screen.getByLabelText(
			'Shared address (og:url)'
		) as HTMLSelectElement;
		expect( contentImage.checked ).toBe( false );
		expect( pages.checked ).toBe( true );
		expect( ogUrl.value ).toBe( 'address' );

		fireEvent.click( contentImage );
		fireEvent.click( pages );
		fireEvent.change( ogUrl, { target: { value: 'first_page' } } );
		expect( edited() ).toMatchObject( {
			social_image_from_content: true,
			page_og_type: 'article',
			og_url: 'first_page',
		} );
	} );

	it( 'Facebook: 404 pages, author archives and the address of date archives and search results', () => {
		render( <SocialFacebookScreen /> );
		const notFound = screen.getByLabelText(
			'Shared on pages not found (404)'
		) as HTMLSelectElement;
		const authors = screen.getByLabelText(
			'Share author archives as websites'
		) as HTMLInputElement;
		const noAddress = screen.getByLabelText(
			'No address on date archives and search results'
		) as HTMLInputElement;
		expect( notFound.value ).toBe( 'title' );
		expect( authors.checked ).toBe( true );
		expect( noAddress.checked ).toBe( true );

		fireEvent.change( notFound, { target: { value: 'article' } } );
		fireEvent.click( authors );
		fireEvent.click( noAddress );
		expect( edited() ).toMatchObject( {
			social_on_404: 'article',
			author_og_type: 'profile',
			no_canonical: [],
		} );
	} );

	it( 'Robot Instructions: empty archives left out of search results', () => {
		render(
			<RobotInstructionsScreen path="/advanced/robot_instructions/indexing" />
		);
		const authors = screen.getByLabelText(
			'No Index for empty Author archives'
		) as HTMLInputElement;
		expect( authors.checked ).toBe( true );
		fireEvent.click(
			screen.getByLabelText( 'No Index for empty Date archives' )
		);
		fireEvent.click( authors );
		expect( edited().noindex_empty_archives ).toEqual( [ 'date' ] );
	} );

	it( 'Meta Templates: automatic descriptions cut at a number of words', () => {
		render( <MetaTemplatesScreen /> );
		const words = screen.getByLabelText(
			'Longest description (words)'
		) as HTMLInputElement;
		expect( words.value ).toBe( '50' );
		fireEvent.change( words, { target: { value: '30' } } );
		expect( edited().auto_description ).toEqual( {
			length: 320,
			first_paragraph: false,
			ellipsis: true,
			words: 30,
			social_length: 0,
		} );
	} );

	it( 'Meta Templates: a longer automatic description for social networks', () => {
		render( <MetaTemplatesScreen /> );
		const social = screen.getByLabelText(
			'Longest description shared on social networks (characters)'
		) as HTMLInputElement;
		expect( social.value ).toBe( '0' );
		fireEvent.change( social, { target: { value: '200' } } );
		expect( edited().auto_description ).toEqual( {
			length: 320,
			first_paragraph: false,
			ellipsis: true,
			words: 50,
			social_length: 200,
		} );
	} );

	it( 'Robot Instructions: noindex on page 2 and later (Indexing)', () => {
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

	it( 'Robot Instructions: nofollow on page 2 and later (Following)', () => {
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
