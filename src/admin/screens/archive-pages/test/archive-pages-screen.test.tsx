import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../../store';
import ArchivePagesScreen from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const settings = {
	author_archive: true,
	date_archive: true,
	strip_category_base: false,
	attachment_redirect: 'off',
};

describe( 'Archive Pages screen', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		( dispatch( store ) as any ).receiveSettings( settings );
		( dispatch( store ) as any ).editSettings( settings );
	} );

	it( 'switches the category base off as an unsaved setting', () => {
		render( <ArchivePagesScreen /> );
		const toggle = screen.getByLabelText(
			'Remove the category base'
		) as HTMLInputElement;
		expect( toggle.checked ).toBe( false );
		fireEvent.click( toggle );
		expect(
			( select( store ) as any ).getUnsavedSettings().strip_category_base
		).toBe( true );
	} );

	it( 'sends attachment pages to their parent post as an unsaved setting', () => {
		render( <ArchivePagesScreen /> );
		const control = screen.getByLabelText(
			'Attachment pages'
		) as HTMLSelectElement;
		expect( control.value ).toBe( 'off' );
		expect(
			Array.from( control.options ).map( ( option ) => [
				option.value,
				option.text,
			] )
		).toEqual( [
			[ 'off', 'Show attachment pages' ],
			[ 'parent', 'Redirect to the parent post' ],
			[ 'file', 'Redirect to the file' ],
		] );
		fireEvent.change( control, { target: { value: 'parent' } } );
		expect(
			( select( store ) as any ).getUnsavedSettings().attachment_redirect
		).toBe( 'parent' );
	} );
} );
