import { render, screen } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';

import { ImagePicker } from '../image-picker';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
jest.mock( '@wordpress/media-utils', () => ( {
	MediaUpload: ( {
		render: show,
	}: {
		render: ( a: { open: () => void } ) => JSX.Element;
	} ) => show( { open: () => undefined } ),
} ) );
const mockedFetch = apiFetch as unknown as jest.Mock;

describe( 'ImagePicker with an image set by URL', () => {
	it( 'finds the media item and shows its name, type and size', async () => {
		mockedFetch.mockReset();
		mockedFetch.mockResolvedValue( [
			{
				id: 7,
				source_url:
					'https://example.org/wp-content/uploads/social-card.jpg',
				mime_type: 'image/jpeg',
				media_details: { file: 'social-card.jpg', filesize: 52224 },
			},
		] );
		render(
			<ImagePicker
				label="Social image"
				url="https://example.org/wp-content/uploads/social-card-300x158.jpg"
				onChange={ () => undefined }
			/>
		);
		expect(
			await screen.findByText( 'social-card.jpg · image/jpeg · 51 KB' )
		).toBeTruthy();
		expect( mockedFetch.mock.calls[ 0 ][ 0 ].path ).toContain(
			'slug=social-card'
		);
	} );
} );
