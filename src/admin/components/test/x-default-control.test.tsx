import { fireEvent, render, screen } from '@testing-library/react';

import { XDefaultControl } from '../x-default-control';

const languages = [
	{ slug: 'en', name: 'English' },
	{ slug: 'fr', name: 'Français' },
	{ slug: 'de', name: 'Deutsch' },
];

describe( 'XDefaultControl', () => {
	it( 'offers the default language, each language and none, and saves the slug', () => {
		const onChange = jest.fn();
		render(
			<XDefaultControl
				languages={ languages }
				defaultName="English"
				value="default"
				onChange={ onChange }
			/>
		);
		const select = screen.getByLabelText(
			'Version for searchers in other languages (x-default)'
		) as HTMLSelectElement;
		expect(
			Array.from( select.options ).map( ( option ) => [
				option.value,
				option.textContent,
			] )
		).toEqual( [
			[ 'default', 'The default language (English)' ],
			[ 'en', 'English' ],
			[ 'fr', 'Français' ],
			[ 'de', 'Deutsch' ],
			[ 'none', 'None' ],
		] );
		fireEvent.change( select, { target: { value: 'fr' } } );
		expect( onChange ).toHaveBeenCalledWith( 'fr' );
	} );

	it( 'shows nothing on a single-language site', () => {
		const { container } = render(
			<XDefaultControl value="default" onChange={ () => {} } />
		);
		expect( container.textContent ).toBe( '' );
	} );
} );
