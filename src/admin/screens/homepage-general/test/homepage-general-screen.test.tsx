import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../../store';
import HomepageGeneralScreen from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const settings = {
	home_page_title: '%site_name%',
	home_page_description: '',
	site_name: '',
	site_alternate_name: '',
	breadcrumb_home_label: '',
};

describe( 'Home Page > General screen', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		mockedFetch.mockReturnValue( new Promise( () => undefined ) );
		( dispatch( store ) as any ).receiveSettings( settings );
		( dispatch( store ) as any ).editSettings( settings );
	} );

	it( 'edits the site name, its alternate name and the breadcrumbs home label as unsaved settings', () => {
		render( <HomepageGeneralScreen /> );
		fireEvent.change( screen.getByLabelText( 'Site name' ), {
			target: { value: 'Audit Kitchen Site' },
		} );
		fireEvent.change( screen.getByLabelText( 'Alternate name' ), {
			target: { value: 'AKS' },
		} );
		fireEvent.change( screen.getByLabelText( 'Breadcrumbs home label' ), {
			target: { value: 'Start' },
		} );
		const edited = ( select( store ) as any ).getUnsavedSettings();
		expect( edited.site_name ).toBe( 'Audit Kitchen Site' );
		expect( edited.site_alternate_name ).toBe( 'AKS' );
		expect( edited.breadcrumb_home_label ).toBe( 'Start' );
	} );
} );
