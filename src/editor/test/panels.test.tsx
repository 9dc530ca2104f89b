/**
 * The panels against a stand-in object: the search and social previews show the resolved, unsaved
 * values, edits go through editMeta, and the checks panel follows the fields and ignores per object.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';

import type { ObjectMeta } from '../../store/generated/object-meta';
import { SeoObjectContext, type SeoObject } from '../context';
import { META_DEFAULTS, type MetaPatch } from '../meta';
import { ChecksPanel } from '../panels/checks';
import { SearchAppearancePanel } from '../panels/search-appearance';
import { SocialPanel } from '../panels/social';
import { termUrl } from '../term/use-term-object';

jest.mock( '@wordpress/media-utils', () => ( { MediaUpload: () => null } ) );

beforeAll( () => {
	window.sightlineAdmin = {
		siteName: 'Trail Notes',
		separator: '-',
		templates: {
			title: '%title% %separator% %site_name%',
			description: '%excerpt%',
		},
		openGraph: true,
		objectType: 'post',
	} as unknown as typeof window.sightlineAdmin;
} );

const edits: MetaPatch[] = [];

function Harness( {
	children,
	initial = {},
}: {
	children: React.ReactNode;
	initial?: Partial< ObjectMeta >;
} ) {
	const [ meta, setMeta ] = useState< ObjectMeta >( {
		...META_DEFAULTS,
		...initial,
	} );
	const object: SeoObject = {
		kind: 'post',
		id: 1,
		meta,
		editMeta: ( patch ) => {
			edits.push( patch );
			setMeta( ( current ) => ( { ...current, ...patch } ) );
		},
		title: 'Alpine lakes',
		excerpt: '',
		content: '<p>Alpine lakes freeze early in autumn.</p>',
		url: 'https://example.test/alpine-lakes/',
		featuredImageUrl: '',
		passwordProtected: false,
	};
	return (
		<SeoObjectContext.Provider value={ object }>
			{ children }
		</SeoObjectContext.Provider>
	);
}

describe( 'Search appearance panel', () => {
	it( 'previews the default template, then the typed title, and sends edits through editMeta', () => {
		edits.length = 0;
		render(
			<Harness>
				<SearchAppearancePanel />
			</Harness>
		);
		expect( screen.getByTestId( 'search-preview-title' ).textContent ).toBe(
			'Alpine lakes - Trail Notes'
		);
		expect(
			screen.getByTestId( 'search-preview-description' ).textContent
		).toBe( 'Alpine lakes freeze early in autumn.' );
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Search title' } ),
			{ target: { value: 'Lakes %separator% guide' } }
		);
		expect( edits ).toEqual( [ { title: 'Lakes %separator% guide' } ] );
		expect( screen.getByTestId( 'search-preview-title' ).textContent ).toBe(
			'Lakes - guide'
		);
	} );
} );

describe( 'Social panel', () => {
	it( 'falls back to the search values and lets X follow Facebook', () => {
		render(
			<Harness initial={ { facebook_title: 'On Facebook' } }>
				<SocialPanel />
			</Harness>
		);
		expect(
			screen.getByTestId( 'facebook-preview-title' ).textContent
		).toBe( 'On Facebook' );
		expect( screen.getByTestId( 'x-preview-title' ).textContent ).toBe(
			'On Facebook'
		);
		expect(
			screen.getByTestId( 'facebook-preview-description' ).textContent
		).toBe( 'Alpine lakes freeze early in autumn.' );
	} );
} );

describe( 'Checks panel', () => {
	it( 'shows the summary and moves an ignored check apart', async () => {
		render(
			<Harness>
				<ChecksPanel />
			</Harness>
		);
		await act( async () => undefined );
		expect(
			screen.getByText( 'No links found in the content.' )
		).toBeTruthy();
		expect(
			screen.getByRole( 'heading', { name: /Warnings Detected$/ } )
		).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Ignore: No links found in the content.',
			} )
		);
		await act( async () => undefined );
		expect(
			screen.getByRole( 'button', {
				name: 'Un-ignore: No links found in the content.',
			} )
		).toBeTruthy();
		expect(
			screen.getByRole( 'heading', { name: /^Ignored/ } )
		).toBeTruthy();
	} );
} );

describe( 'termUrl', () => {
	it( 'follows the slug being typed', () => {
		expect(
			termUrl(
				'https://example.test/category/hikes/',
				'hikes',
				'Long Walks'
			)
		).toBe( 'https://example.test/category/long-walks/' );
		expect(
			termUrl( 'https://example.test/?cat=3', 'hikes', 'walks' )
		).toBe( 'https://example.test/?cat=3' );
	} );
} );
