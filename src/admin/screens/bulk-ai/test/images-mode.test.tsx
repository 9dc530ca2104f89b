/**
 * The Images mode of Bulk AI: its route picks the alt-text job; the pick list's logic (picks kept
 * across pages, a post to pick before listing, the post written into only when chosen); the picker
 * shows the server's reason instead of a list when the connector cannot read images, else each image's
 * thumbnail and file name and starts a job with the picks; the review labels the suggestion "Alt text"
 * beside the current value, which for an image without one reads "(none)".
 */
import apiFetch from '@wordpress/api-fetch';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { kindOfPath } from '..';
import { ImagePicker } from '../image-picker';
import { imageQuery, jobPost } from '../image-source';
import { allPicked, toggleId, togglePage } from '../pick-list';
import { Review } from '../review';
import type { AiJob } from '../../../../contracts';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

beforeEach( () => mockedFetch.mockReset() );

describe( 'the Images route', () => {
	it( 'works on alt text, the other route on SEO texts', () => {
		expect( kindOfPath( '/tools/bulk-ai/images' ) ).toBe( 'alt' );
		expect( kindOfPath( '/tools/bulk-ai/images/' ) ).toBe( 'alt' );
		expect( kindOfPath( '/tools/bulk-ai' ) ).toBe( 'seo' );
	} );
} );

describe( 'pick list', () => {
	it( 'picks one at a time, once each', () => {
		expect( toggleId( [ 1 ], 2, true ) ).toEqual( [ 1, 2 ] );
		expect( toggleId( [ 1, 2 ], 2, true ) ).toEqual( [ 1, 2 ] );
		expect( toggleId( [ 1, 2 ], 1, false ) ).toEqual( [ 2 ] );
	} );

	it( "picks or drops a page's images and keeps other pages' picks", () => {
		expect( togglePage( [ 9 ], [ 1, 2 ], true ) ).toEqual( [ 9, 1, 2 ] );
		expect( togglePage( [ 9, 1, 2 ], [ 1, 2 ], false ) ).toEqual( [ 9 ] );
		expect( allPicked( [ 9, 1, 2 ], [ 1, 2 ] ) ).toBe( true );
		expect( allPicked( [ 1 ], [ 1, 2 ] ) ).toBe( false );
		expect( allPicked( [ 1 ], [] ) ).toBe( false );
	} );
} );

describe( 'image source', () => {
	it( 'lists the library, or one post once it is picked', () => {
		expect(
			imageQuery(
				{ source: 'library', post: 5, intoBlocks: true },
				2,
				50
			)
		).toEqual( { post: 0, page: 2, per_page: 50 } );
		expect(
			imageQuery( { source: 'post', post: 0, intoBlocks: true }, 1, 50 )
		).toBeNull();
		expect(
			imageQuery( { source: 'post', post: 5, intoBlocks: false }, 1, 50 )
		).toEqual( { post: 5, page: 1, per_page: 50 } );
	} );

	it( "writes into the post's blocks only when chosen", () => {
		expect( jobPost( { source: 'post', post: 5, intoBlocks: true } ) ).toBe(
			5
		);
		expect(
			jobPost( { source: 'post', post: 5, intoBlocks: false } )
		).toBe( 0 );
		expect(
			jobPost( { source: 'library', post: 5, intoBlocks: true } )
		).toBe( 0 );
	} );
} );

describe( 'ImagePicker', () => {
	it( "shows the server's reason, and nothing to pick, when the connector cannot read images", async () => {
		mockedFetch.mockResolvedValue( {
			items: [
				{
					id: 3,
					title: 'Owl',
					file: 'owl.png',
					thumbnail: '',
					alt: '',
				},
			],
			total: 1,
			pages: 1,
			unavailable:
				'The AI connector set up for this site does not accept images, so it cannot write alt text.',
		} );
		render( <ImagePicker onStart={ jest.fn() } /> );
		// In the notice itself: the notice also speaks its text into the a11y live region, which
		// exists when another test of the run created it first.
		expect(
			await screen.findByText(
				'The AI connector set up for this site does not accept images, so it cannot write alt text.',
				{ selector: '.components-notice__content' }
			)
		).toBeTruthy();
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'lists thumbnails and file names and starts a job with the picked images', async () => {
		mockedFetch.mockResolvedValue( {
			items: [
				{
					id: 3,
					title: 'Barn owl',
					file: 'barn-owl.png',
					thumbnail: 'https://example.com/barn-owl-150x150.png',
					alt: '',
				},
				{ id: 4, title: '', file: 'tawny.jpg', thumbnail: '', alt: '' },
			],
			total: 2,
			pages: 1,
			unavailable: null,
		} );
		const onStart = jest.fn( () => Promise.resolve() );
		const { container } = render( <ImagePicker onStart={ onStart } /> );
		const barn = await screen.findByRole( 'checkbox', {
			name: 'Barn owl',
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/ai/candidates/images?post=0&page=1&per_page=50',
		} );
		expect(
			container.querySelector(
				'img[src="https://example.com/barn-owl-150x150.png"]'
			)
		).not.toBeNull();
		expect( screen.getByText( 'barn-owl.png' ) ).toBeTruthy();
		// No title: the file name names it.
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'tawny.jpg' } )
		);
		fireEvent.click( barn );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', {
					name: 'Write alt text for 2 images',
				} )
			);
		} );
		expect( onStart ).toHaveBeenCalledWith( [ 4, 3 ], 0 );
	} );
} );

describe( 'Review of alt text', () => {
	const job: AiJob = {
		job: 'a'.repeat( 32 ),
		kind: 'alt',
		fields: [ 'alt' ],
		post: 12,
		counts: {
			pending: 0,
			running: 0,
			ready: 1,
			failed: 0,
			applied: 0,
			discarded: 0,
			total: 1,
		},
		items: [
			{
				id: 3,
				label: 'Barn owl',
				status: 'ready',
				current: { alt: '' },
				suggestion: { alt: 'A barn owl on a fence post' },
				error: null,
			},
		],
		retry_after: null,
		applied: [],
		refused: [],
	};

	it( 'labels the suggestion Alt text beside the current value and applies the edit', () => {
		const onApply = jest.fn();
		render(
			<Review
				job={ job }
				busy={ false }
				onApply={ onApply }
				onDiscard={ jest.fn() }
			/>
		);
		expect( screen.getByText( 'Current Alt text:' ) ).toBeTruthy();
		expect( screen.getByText( /\(none\)/ ) ).toBeTruthy();
		expect(
			screen.getByText(
				'Applying also writes the alt text into the image blocks of post #12 that have none.'
			)
		).toBeTruthy();
		const suggested = screen.getByLabelText( 'Suggested Alt text' );
		expect( ( suggested as HTMLTextAreaElement ).value ).toBe(
			'A barn owl on a fence post'
		);
		fireEvent.change( suggested, {
			target: { value: 'A barn owl at dusk' },
		} );
		fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		expect( onApply ).toHaveBeenCalledWith( [
			{ id: 3, values: { alt: 'A barn owl at dusk' } },
		] );
	} );
} );
