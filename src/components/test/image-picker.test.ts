import { toPickedImage } from '../image-picker';

describe( 'toPickedImage', () => {
	it( 'maps a media-library attachment to id, url, filename, type and size', () => {
		expect(
			toPickedImage( {
				id: 12,
				url: 'https://example.com/wp-content/uploads/a.png',
				filename: 'a.png',
				mime: 'image/png',
				type: 'image',
				subtype: 'png',
				filesizeInBytes: 2048,
			} )
		).toEqual( {
			id: 12,
			url: 'https://example.com/wp-content/uploads/a.png',
			filename: 'a.png',
			type: 'image/png',
			size: 2048,
		} );
	} );

	it( 'derives the missing parts', () => {
		expect(
			toPickedImage( {
				id: 3,
				url: 'https://example.com/b.jpg',
				type: 'image',
				subtype: 'jpeg',
			} )
		).toEqual( {
			id: 3,
			url: 'https://example.com/b.jpg',
			filename: 'b.jpg',
			type: 'image/jpeg',
			size: 0,
		} );
	} );
} );
