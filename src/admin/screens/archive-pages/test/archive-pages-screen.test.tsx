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
} );
