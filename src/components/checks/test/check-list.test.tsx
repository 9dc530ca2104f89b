import { fireEvent, render, screen, within } from '@testing-library/react';

import { CheckList } from '../check-list';
import { CheckSummary } from '../check-summary';
import { groupChecks, summarize } from '../grouping';
import type { CheckItem } from '../types';

const check = (
	id: string,
	status: CheckItem[ 'status' ],
	extra: Partial< CheckItem > = {}
): CheckItem => ( {
	id,
	status,
	message: `${ id } message`,
	description: `${ id } description`,
	...extra,
} );

const CHECKS: CheckItem[] = [
	check( 'title', 'error' ),
	check( 'h1', 'warning' ),
	check( 'h2', 'warning', { ignore: true } ),
	check( 'schema', 'suggestion' ),
	check( 'https', 'success' ),
	check( 'tagline', 'warning' ),
];

describe( 'groupChecks', () => {
	it( 'groups by status and sets ignored checks apart, by flag or by id', () => {
		const groups = groupChecks( CHECKS, [ 'tagline' ] );
		expect( groups.error.map( ( c ) => c.id ) ).toEqual( [ 'title' ] );
		expect( groups.warning.map( ( c ) => c.id ) ).toEqual( [ 'h1' ] );
		expect( groups.suggestion.map( ( c ) => c.id ) ).toEqual( [
			'schema',
		] );
		expect( groups.success.map( ( c ) => c.id ) ).toEqual( [ 'https' ] );
		expect( groups.ignored.map( ( c ) => c.id ) ).toEqual( [
			'h2',
			'tagline',
		] );
	} );
} );

describe( 'summarize', () => {
	it( 'reports errors first and counts errors plus warnings as needing attention', () => {
		expect( summarize( groupChecks( CHECKS ) ) ).toEqual( {
			status: 'error',
			heading: '1 Issues Detected',
			text: '3 issues need attention.',
			open: 3,
		} );
		expect(
			summarize(
				groupChecks( [ check( 'a', 'error' ), check( 'b', 'error' ) ] )
			).heading
		).toBe( '2 Issues Detected' );
	} );

	it( 'reports warnings when no error is open', () => {
		const result = summarize( groupChecks( CHECKS, [ 'title' ] ) );
		expect( result.heading ).toBe( '2 Warnings Detected' );
		expect( result.text ).toBe( '2 issues need attention.' );
	} );

	it( 'says SEO is Optimized when only suggestions and passed checks are open', () => {
		const result = summarize(
			groupChecks( CHECKS, [ 'title', 'h1', 'tagline' ] )
		);
		expect( result.heading ).toBe( 'SEO is Optimized' );
		expect( result.text ).toBe( 'All SEO checks passed.' );
		expect( result.status ).toBe( 'suggestion' );
	} );
} );

describe( 'CheckList', () => {
	it( 'renders one titled section per non-empty group with ignored ones last', () => {
		render( <CheckList checks={ CHECKS } /> );
		const headings = screen
			.getAllByRole( 'heading', { level: 2 } )
			.map( ( h ) => h.textContent );
		expect( headings ).toEqual( [
			'Errors (1)',
			'Warnings (2)',
			'Suggestions (1)',
			'Passed (1)',
			'Ignored (1)',
		] );
		const ignored = screen.getByRole( 'region', { name: 'Ignored (1)' } );
		expect( within( ignored ).getByText( 'h2 message' ) ).toBeTruthy();
	} );

	it( 'calls onIgnore and onRestore with the check id; passed checks have no button', () => {
		const onIgnore = jest.fn();
		const onRestore = jest.fn();
		render(
			<CheckList
				checks={ CHECKS }
				onIgnore={ onIgnore }
				onRestore={ onRestore }
			/>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Ignore: title message' } )
		);
		expect( onIgnore ).toHaveBeenCalledWith( 'title' );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Un-ignore: h2 message' } )
		);
		expect( onRestore ).toHaveBeenCalledWith( 'h2' );
		expect(
			screen.queryByRole( 'button', { name: 'Ignore: https message' } )
		).toBeNull();
	} );

	it( 'shows the fix link and limits the groups when asked', () => {
		render(
			<CheckList
				checks={ [
					check( 'a', 'error', {
						link: {
							url: 'admin.php?page=sightline#/general',
							label: 'Open Meta Templates',
						},
					} ),
					check( 'b', 'success' ),
				] }
				only={ [ 'error' ] }
			/>
		);
		expect(
			screen
				.getByRole( 'link', { name: 'Open Meta Templates' } )
				.getAttribute( 'href' )
		).toBe( 'admin.php?page=sightline#/general' );
		expect( screen.queryByText( 'b message' ) ).toBeNull();
	} );
} );

describe( 'CheckSummary', () => {
	it( 'shows the heading and text of SPEC §2.2', () => {
		render(
			<CheckSummary
				checks={ [ check( 'a', 'warning' ), check( 'b', 'success' ) ] }
			/>
		);
		expect(
			screen.getByRole( 'heading', { name: '1 Warnings Detected' } )
		).toBeTruthy();
		expect( screen.getByText( '1 issues need attention.' ) ).toBeTruthy();
	} );

	it( 'says all checks passed when nothing is open', () => {
		render( <CheckSummary checks={ [ check( 'b', 'success' ) ] } /> );
		expect(
			screen.getByRole( 'heading', { name: 'SEO is Optimized' } )
		).toBeTruthy();
		expect( screen.getByText( 'All SEO checks passed.' ) ).toBeTruthy();
	} );
} );

describe( 'CheckList: a check about a place', () => {
	it( 'makes the message of a check with a target a button that shows it, and leaves the others text', () => {
		const shown: Array< [ string, HTMLElement ] > = [];
		render(
			<CheckList
				checks={ [
					check( 'long', 'error' ),
					check( 'whole', 'warning' ),
				] }
				goTo={ ( id ) =>
					'long' === id
						? ( from ) => shown.push( [ id, from ] )
						: null
				}
			/>
		);
		const button = screen.getByRole( 'button', { name: 'long message' } );
		fireEvent.click( button );
		expect( shown ).toEqual( [ [ 'long', button ] ] );
		expect(
			screen.queryByRole( 'button', { name: 'whole message' } )
		).toBeNull();
		expect( screen.getByText( 'whole message' ).tagName ).toBe( 'P' );
	} );
} );
