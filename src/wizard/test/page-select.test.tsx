/**
 * The page selector: debounced search through the given function, 'No options available' for an empty
 * result, keyboard and mouse choice, clearing.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

import { PageSelect } from '../components/page-select';
import type { PageOption } from '../state/types';

const pages: PageOption[] = [
	{ label: 'About us', value: 2 },
	{ label: 'Contact', value: 3 },
];

function setup(
	search: ( text: string ) => Promise< PageOption[] >,
	value: PageOption | null = null
) {
	const onChange = jest.fn();
	render(
		<PageSelect
			label="About Page"
			placeholder="Select About Page"
			value={ value }
			onChange={ onChange }
			initialOptions={ pages }
			search={ search }
		/>
	);
	return {
		onChange,
		input: screen.getByRole( 'combobox', { name: 'About Page' } ),
	};
}

describe( 'PageSelect', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'lists the first pages on focus and picks one with the mouse', () => {
		const { input, onChange } = setup( jest.fn() );
		expect( input.getAttribute( 'placeholder' ) ).toBe(
			'Select About Page'
		);
		fireEvent.focus( input );
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'About us', 'Contact' ] );
		fireEvent.click( screen.getByRole( 'option', { name: 'Contact' } ) );
		expect( onChange ).toHaveBeenCalledWith( {
			label: 'Contact',
			value: 3,
		} );
	} );

	it( 'searches once typing pauses and shows "No options available" for no match', async () => {
		const search = jest.fn( () => Promise.resolve( [] as PageOption[] ) );
		const { input } = setup( search );
		fireEvent.focus( input );
		fireEvent.change( input, { target: { value: 'n' } } );
		fireEvent.change( input, { target: { value: 'nothing' } } );
		expect( search ).not.toHaveBeenCalled();
		await act( async () => {
			jest.advanceTimersByTime( 350 );
		} );
		expect( search ).toHaveBeenCalledTimes( 1 );
		expect( search ).toHaveBeenCalledWith( 'nothing' );
		expect( screen.getByText( 'No options available' ) ).toBeTruthy();
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();
	} );

	it( 'shows the search results and chooses with the keyboard', async () => {
		const search = jest.fn( () =>
			Promise.resolve( [ { label: 'Team', value: 9 } ] )
		);
		const { input, onChange } = setup( search );
		fireEvent.focus( input );
		fireEvent.change( input, { target: { value: 'tea' } } );
		await act( async () => {
			jest.advanceTimersByTime( 350 );
		} );
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Team' ] );
		fireEvent.keyDown( input, { key: 'ArrowDown' } );
		expect( input.getAttribute( 'aria-activedescendant' ) ).toBeTruthy();
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( onChange ).toHaveBeenCalledWith( { label: 'Team', value: 9 } );
	} );

	it( 'shows the chosen page and clears it', () => {
		const { input, onChange } = setup( jest.fn(), {
			label: 'About us',
			value: 2,
		} );
		expect( ( input as HTMLInputElement ).value ).toBe( 'About us' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Clear About Page' } )
		);
		expect( onChange ).toHaveBeenCalledWith( null );
	} );
} );
