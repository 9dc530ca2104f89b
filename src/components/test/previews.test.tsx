import { render, screen } from '@testing-library/react';

import { SearchPreview, displayUrl } from '../search-preview';
import { FacebookPreview, XPreview, hostOf } from '../social-preview';

const long = ( n: number, word = 'word' ) =>
	Array.from( { length: n }, () => word ).join( ' ' );

afterEach( () => {
	delete window.sightlineAdmin;
} );

describe( 'SearchPreview', () => {
	it( 'truncates title at 60, description at 160 and URL at 90 by default', () => {
		const title = 'T'.repeat( 80 );
		const description = 'D'.repeat( 200 );
		const url = 'https://example.com/' + 'p'.repeat( 120 );
		render(
			<SearchPreview
				title={ title }
				description={ description }
				url={ url }
				siteName="Example"
			/>
		);
		expect( screen.getByTestId( 'search-preview-title' ).textContent ).toBe(
			'T'.repeat( 60 ) + '…'
		);
		expect(
			screen.getByTestId( 'search-preview-description' ).textContent
		).toBe( 'D'.repeat( 160 ) + '…' );
		const shownUrl =
			screen.getByTestId( 'search-preview-url' ).textContent ?? '';
		expect( shownUrl.endsWith( '…' ) ).toBe( true );
		expect( Array.from( shownUrl ).length ).toBe( 91 );
	} );

	it( 'uses the limits from the page data when the server overrides them', () => {
		window.sightlineAdmin = {
			limits: {
				title: 10,
				description: 20,
				url: 90,
				social_title: 60,
				social_description: 117,
			},
		};
		render(
			<SearchPreview
				title={ 'abcdefghijklmno' }
				description={ 'x'.repeat( 30 ) }
				url="https://example.com"
				siteName="Example"
			/>
		);
		expect( screen.getByTestId( 'search-preview-title' ).textContent ).toBe(
			'abcdefghij…'
		);
		expect(
			screen.getByTestId( 'search-preview-description' ).textContent
		).toBe( 'x'.repeat( 20 ) + '…' );
	} );

	it( 'shows the address as search engines do', () => {
		expect( displayUrl( 'https://example.com/blog/post/' ) ).toBe(
			'example.com › blog › post'
		);
		render(
			<SearchPreview
				title="Hello"
				description="World"
				url="https://example.com/a/"
				siteName="Example"
			/>
		);
		expect( screen.getByTestId( 'search-preview-url' ).textContent ).toBe(
			'example.com › a'
		);
		expect( screen.getByText( 'Example' ) ).toBeTruthy();
		expect(
			screen.getByRole( 'figure', { name: 'Search result preview' } )
		).toBeTruthy();
	} );
} );

describe( 'social previews', () => {
	const title = long( 20 ); // 99 characters
	const description = long( 40 ); // 199 characters

	it( 'Facebook cuts the title at 60 and the description at 117', () => {
		render(
			<FacebookPreview
				title={ title }
				description={ description }
				url="https://www.example.com/x"
			/>
		);
		const shownTitle =
			screen.getByTestId( 'facebook-preview-title' ).textContent ?? '';
		const shownDescription =
			screen.getByTestId( 'facebook-preview-description' ).textContent ??
			'';
		expect( shownTitle.endsWith( '…' ) ).toBe( true );
		expect( shownTitle.length ).toBeLessThanOrEqual( 61 );
		expect( shownTitle.length ).toBeGreaterThan( 48 );
		expect( shownDescription.endsWith( '…' ) ).toBe( true );
		expect( shownDescription.length ).toBeLessThanOrEqual( 118 );
		expect( shownDescription.length ).toBeGreaterThan( 93 );
		expect( screen.getByText( 'WWW.EXAMPLE.COM' ) ).toBeTruthy();
	} );

	it( 'X cuts the same way and marks the card type', () => {
		const { container } = render(
			<XPreview
				title={ 'a'.repeat( 70 ) }
				description={ 'b'.repeat( 130 ) }
				url="https://example.com"
				cardType="summary"
			/>
		);
		expect( screen.getByTestId( 'x-preview-title' ).textContent ).toBe(
			'a'.repeat( 60 ) + '…'
		);
		expect(
			screen.getByTestId( 'x-preview-description' ).textContent
		).toBe( 'b'.repeat( 117 ) + '…' );
		expect(
			container.querySelector( 'figure' )?.getAttribute( 'data-card' )
		).toBe( 'summary' );
		expect( container.querySelector( '.is-summary' ) ).not.toBeNull();
	} );

	it( 'keeps short texts whole', () => {
		render(
			<XPreview
				title="Short"
				description="Also short"
				url="https://example.com"
			/>
		);
		expect( screen.getByTestId( 'x-preview-title' ).textContent ).toBe(
			'Short'
		);
		expect(
			screen.getByTestId( 'x-preview-description' ).textContent
		).toBe( 'Also short' );
	} );

	it( 'reads the host of an address', () => {
		expect( hostOf( 'https://Example.com:8080/path' ) ).toBe(
			'example.com'
		);
		expect( hostOf( 'example.org/a' ) ).toBe( 'example.org' );
	} );
} );
