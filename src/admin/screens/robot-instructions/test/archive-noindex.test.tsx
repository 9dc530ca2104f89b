import { dispatch, select } from '@wordpress/data';
import { fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../../store';
import { ArchiveNoindex } from '../archive-noindex';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const postTypes = [
	{ slug: 'post', label: 'Posts', has_archive: false },
	{ slug: 'book', label: 'Books', has_archive: true },
	{ slug: 'film', label: 'Films', has_archive: true },
];

function unsaved() {
	return ( select( store ) as any ).getUnsavedSettings()
		.post_type_archive_noindex;
}

describe( 'Post type archives on the Indexing screen', () => {
	beforeEach( () => {
		const settings = { post_type_archive_noindex: { film: false } };
		( dispatch( store ) as any ).receiveSettings( settings );
		( dispatch( store ) as any ).editSettings( settings );
	} );

	it( 'lists only the post types that have an archive, each with its current choice', () => {
		render( <ArchiveNoindex postTypes={ postTypes } /> );
		expect( screen.queryByLabelText( 'Posts archive' ) ).toBeNull();
		expect(
			( screen.getByLabelText( 'Books archive' ) as HTMLSelectElement )
				.value
		).toBe( 'posts' );
		expect(
			( screen.getByLabelText( 'Films archive' ) as HTMLSelectElement )
				.value
		).toBe( 'index' );
	} );

	it( 'sets an archive apart, and back to its posts’ rule', () => {
		render( <ArchiveNoindex postTypes={ postTypes } /> );
		fireEvent.change( screen.getByLabelText( 'Books archive' ), {
			target: { value: 'noindex' },
		} );
		expect( unsaved() ).toEqual( { film: false, book: true } );
		fireEvent.change( screen.getByLabelText( 'Films archive' ), {
			target: { value: 'posts' },
		} );
		expect( unsaved() ).toEqual( { book: true } );
	} );

	it( 'shows nothing on a site without post type archives', () => {
		const { container } = render(
			<ArchiveNoindex postTypes={ postTypes.slice( 0, 1 ) } />
		);
		expect( container.textContent ).toBe( '' );
	} );
} );
