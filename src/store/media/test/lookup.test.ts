import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';

import { store } from '../..';
import { baseName, matchMedia, mediaPaths } from '../lookup';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const photo = {
	id: 42,
	source_url:
		'https://example.org/wp-content/uploads/2026/03/crusty-loaf.jpg',
	slug: 'crusty-loaf',
	mime_type: 'image/jpeg',
	media_details: {
		file: '2026/03/crusty-loaf.jpg',
		filesize: 123456,
		sizes: {
			medium: {
				source_url:
					'https://example.org/wp-content/uploads/2026/03/crusty-loaf-300x169.jpg',
			},
		},
	},
};

describe( 'media lookup by URL (SPEC §7)', () => {
	it( 'strips size and optimiser suffixes from the file name', () => {
		expect( baseName( 'https://x.test/a/photo-300x200.jpg?ver=2' ) ).toBe(
			'photo'
		);
		expect( baseName( 'https://x.test/a/photo-scaled.jpeg' ) ).toBe(
			'photo'
		);
		expect(
			baseName( 'https://x.test/a/photo-1024x768-optimized.webp' )
		).toBe( 'photo' );
		expect( baseName( 'https://x.test/a/photo-compressed.png' ) ).toBe(
			'photo'
		);
		expect( baseName( 'https://x.test/a/my-photo-2.jpg' ) ).toBe(
			'my-photo-2'
		);
	} );

	it( 'asks /wp/v2/media by slug and search, 20 per page, then 50 on the fallback search', () => {
		const paths = mediaPaths( 'https://x.test/a/Photo-300x200.jpg' );
		expect( paths ).toHaveLength( 3 );
		expect( paths[ 0 ] ).toContain( '/wp/v2/media?' );
		expect( paths[ 0 ] ).toContain( 'slug=photo' );
		expect( paths[ 0 ] ).toContain( 'per_page=20' );
		expect( paths[ 0 ] ).toContain( 'media_type=image' );
		expect( paths[ 1 ] ).toContain( 'search=Photo' );
		expect( paths[ 1 ] ).toContain( 'per_page=20' );
		expect( paths[ 2 ] ).toContain( 'search=Photo' );
		expect( paths[ 2 ] ).toContain( 'per_page=50' );
	} );

	it( 'matches the file itself, one of its sizes, or the same base name', () => {
		expect( matchMedia( photo.source_url, [ photo ] )?.id ).toBe( 42 );
		expect(
			matchMedia( photo.media_details.sizes.medium.source_url, [ photo ] )
				?.id
		).toBe( 42 );
		expect(
			matchMedia( 'https://cdn.test/crusty-loaf-scaled.jpg', [ photo ] )
				?.id
		).toBe( 42 );
		expect(
			matchMedia( 'https://cdn.test/other.jpg', [ photo ] )
		).toBeNull();
	} );

	it( 'finds the item through the store, falling back to the wider search', async () => {
		mockedFetch.mockReset();
		mockedFetch
			.mockResolvedValueOnce( [] )
			.mockResolvedValueOnce( [] )
			.mockResolvedValueOnce( [ photo ] );
		const found = await dispatch( store ).findMediaByUrl(
			'https://example.org/wp-content/uploads/2026/03/crusty-loaf-300x169.jpg'
		);
		expect( found ).toEqual( {
			id: 42,
			url: photo.source_url,
			filename: 'crusty-loaf.jpg',
			type: 'image/jpeg',
			size: 123456,
		} );
		expect( mockedFetch ).toHaveBeenCalledTimes( 3 );
		expect( mockedFetch.mock.calls[ 2 ][ 0 ].path ).toContain(
			'per_page=50'
		);
	} );

	it( 'gives null when the lookup fails', async () => {
		mockedFetch.mockReset();
		mockedFetch.mockRejectedValueOnce( new Error( 'offline' ) );
		expect(
			await dispatch( store ).findMediaByUrl( 'https://x.test/a.jpg' )
		).toBeNull();
	} );
} );
