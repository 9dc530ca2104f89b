import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';

import { TemplateField } from '../template-field';

function Harness( {
	initial = '',
	limit,
}: {
	initial?: string;
	limit?: number;
} ) {
	const [ value, setValue ] = useState( initial );
	return (
		<TemplateField
			label="Title template"
			value={ value }
			onChange={ setValue }
			limit={ limit }
		/>
	);
}

function type( input: HTMLInputElement, value: string ) {
	fireEvent.change( input, {
		target: { value, selectionStart: value.length },
	} );
}

describe( 'TemplateField', () => {
	it( 'opens variable suggestions after @ and inserts the chosen %token%', () => {
		render( <Harness /> );
		const input = screen.getByLabelText(
			'Title template'
		) as HTMLInputElement;
		type( input, 'Hello @sit' );
		const list = screen.getByRole( 'listbox', { name: 'Variables' } );
		expect( list ).toBeTruthy();
		expect( screen.getAllByRole( 'option' )[ 0 ].textContent ).toContain(
			'%site_name%'
		);
		act( () => {
			fireEvent.keyDown( input, { key: 'Enter' } );
		} );
		expect( input.value ).toBe( 'Hello %site_name%' );
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();
	} );

	it( 'moves through suggestions with the arrow keys and closes on Escape', () => {
		render( <Harness /> );
		const input = screen.getByLabelText(
			'Title template'
		) as HTMLInputElement;
		type( input, '@' );
		const options = screen.getAllByRole( 'option' );
		expect( options[ 0 ].getAttribute( 'aria-selected' ) ).toBe( 'true' );
		fireEvent.keyDown( input, { key: 'ArrowDown' } );
		expect(
			screen.getAllByRole( 'option' )[ 1 ].getAttribute( 'aria-selected' )
		).toBe( 'true' );
		expect( input.getAttribute( 'aria-activedescendant' ) ).toBe(
			screen.getAllByRole( 'option' )[ 1 ].id
		);
		fireEvent.keyDown( input, { key: 'Escape' } );
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();
	} );

	it( 'does not open suggestions for an @ inside a word (e-mail addresses)', () => {
		render( <Harness /> );
		const input = screen.getByLabelText(
			'Title template'
		) as HTMLInputElement;
		type( input, 'me@site' );
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();
	} );

	it( 'reports unknown %tokens%', () => {
		render( <Harness initial="%title% %bogus% %nope%" /> );
		expect(
			screen.getByText( /Unknown variables %bogus%, %nope%/ )
		).toBeTruthy();
	} );

	it( 'shows a counter that never blocks typing past the limit', () => {
		const { container } = render( <Harness limit={ 5 } /> );
		const input = screen.getByLabelText(
			'Title template'
		) as HTMLInputElement;
		type( input, 'abcdefgh' );
		expect( input.value ).toBe( 'abcdefgh' );
		expect(
			container.querySelector( '.sightline-length-counter.is-over' )
				?.textContent
		).toContain( '8/5' );
	} );

	it( 'Insert variable adds an @ and opens the suggestions', () => {
		render( <Harness initial="Hello" /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Insert variable' } )
		);
		const input = screen.getByLabelText(
			'Title template'
		) as HTMLInputElement;
		expect( input.value ).toBe( 'Hello @' );
		expect( screen.getByRole( 'listbox' ) ).toBeTruthy();
	} );
} );
