import apiFetch from '@wordpress/api-fetch';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../../store';
import type { RedirectRule } from '../../../../store';
import RedirectsScreen from '..';
import { lastHitLabel, missingFields, takesTarget, toSend } from '../fields';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const rule = ( id: number, extra: Partial< RedirectRule > = {} ) => ( {
	id,
	source: `/old-${ id }`,
	match: 'exact' as const,
	target: `/new-${ id }`,
	status: 301 as const,
	query: 'keep' as const,
	enabled: true,
	automatic: false,
	by_non_admin: false,
	hits: id * 10,
	last_hit: null,
	created: '2026-11-01 10:00:00',
	modified: '2026-11-01 10:00:00',
	...extra,
} );

/** Answers GET list requests from the given pages and records everything else. */
function renderScreen( answer: ( path: string, options: any ) => unknown ) {
	mockedFetch.mockReset();
	mockedFetch.mockImplementation( ( options: any ) =>
		Promise.resolve( answer( options.path, options ) )
	);
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	render(
		<RegistryProvider value={ registry }>
			<RedirectsScreen />
		</RegistryProvider>
	);
	return registry;
}

describe( 'redirect form logic', () => {
	it( 'asks for a target only for 301, 302 and 307', () => {
		expect(
			[ 301, 302, 307, 410, 451 ].map( ( s ) => takesTarget( s as any ) )
		).toEqual( [ true, true, true, false, false ] );
		const gone = {
			source: ' /gone ',
			match: 'exact' as const,
			target: '/x',
			status: 410 as const,
			query: 'keep' as const,
			enabled: true,
		};
		expect( missingFields( gone ) ).toEqual( {} );
		expect( toSend( gone ) ).toEqual( {
			...gone,
			source: '/gone',
			target: '',
		} );
		expect(
			Object.keys(
				missingFields( {
					...gone,
					source: '',
					status: 301,
					target: ' ',
				} )
			)
		).toEqual( [ 'source', 'target' ] );
	} );

	it( 'shows a last hit in the admin’s time, or Never', () => {
		expect( lastHitLabel( null ) ).toBe( 'Never' );
		expect( lastHitLabel( '2026-11-20 10:05:00' ) ).toMatch( /2026/ );
		expect( lastHitLabel( 'garbage' ) ).toBe( 'Invalid Date' );
	} );
} );

describe( 'Redirects screen', () => {
	it( 'lists rules with hits, searches, pages and toggles', async () => {
		const registry = renderScreen( ( path ) => {
			if ( path.startsWith( '/sightline/v1/redirects?' ) ) {
				const page = Number(
					new URLSearchParams( path.split( '?' )[ 1 ] ).get( 'page' )
				);
				return { items: [ rule( page ) ], total: 21, pages: 2 };
			}
			return { changed: 1 };
		} );
		expect( await screen.findByText( '/old-1' ) ).toBeTruthy();
		expect( screen.getByText( '10' ) ).toBeTruthy();
		expect( screen.getByText( '21 redirects, page 1 of 2' ) ).toBeTruthy();

		fireEvent.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		expect( await screen.findByText( '/old-2' ) ).toBeTruthy();

		fireEvent.change( screen.getByLabelText( 'Search redirects' ), {
			target: { value: 'old-9' },
		} );
		await screen.findByText( '/old-1' );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/redirects?search=old-9&page=1&per_page=20',
		} );

		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'checkbox', { name: 'Enable /old-1' } )
			);
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/redirects/bulk',
			method: 'POST',
			data: { action: 'disable', ids: [ 1 ] },
		} );
		expect( registry.select( store ).isSavingRedirects() ).toBe( false );
	} );

	it( 'marks automatic rules and those a non-admin caused', async () => {
		renderScreen( () => ( {
			items: [
				rule( 1, { automatic: true, by_non_admin: true } ),
				rule( 2, { automatic: true } ),
				rule( 3 ),
			],
			total: 3,
			pages: 1,
		} ) );
		await screen.findByText( '/old-1' );
		const marks = ( source: string ) =>
			Array.from(
				screen
					.getByText( source )
					.closest( 'td' )!
					.querySelectorAll( '.sightline-redirects-table__match' )
			).map( ( mark ) => mark.textContent );
		expect( marks( '/old-1' ) ).toEqual( [
			'automatic',
			'caused by a non-admin',
		] );
		expect( marks( '/old-2' ) ).toEqual( [ 'automatic' ] );
		expect( marks( '/old-3' ) ).toEqual( [] );
	} );

	it( 'deletes the selected rules in bulk', async () => {
		renderScreen( ( path ) =>
			path.startsWith( '/sightline/v1/redirects?' )
				? {
						items: [ rule( 1 ), rule( 2 ), rule( 3 ) ],
						total: 3,
						pages: 1,
					}
				: { changed: 2 }
		);
		await screen.findByText( '/old-1' );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select /old-1' } )
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select /old-3' } )
		);
		fireEvent.change( screen.getByLabelText( 'Bulk action' ), {
			target: { value: 'delete' },
		} );
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Apply' } ) );
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/redirects/bulk',
			method: 'POST',
			data: { action: 'delete', ids: [ 1, 3 ] },
		} );
	} );

	it( 'checks presence, then shows the server message under the field it names', async () => {
		renderScreen( ( path, options ) => {
			if (
				options.method === 'POST' &&
				path === '/sightline/v1/redirects'
			) {
				return Promise.reject( {
					code: 'sightline_redirect_chain',
					message:
						'Redirect chain: the target of this rule (/a → /b) is redirected again by rule #4 (/b → /c).',
					data: { status: 400 },
				} );
			}
			return { items: [], total: 0, pages: 0 };
		} );
		expect( await screen.findByText( 'No redirects yet.' ) ).toBeTruthy();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Add Redirect' } )
		);
		const form = screen.getByRole( 'form', { name: 'Add redirect' } );
		await act( async () => {
			fireEvent.submit( form );
		} );
		expect( screen.getByText( 'Enter a source.' ) ).toBeTruthy();
		expect( mockedFetch ).not.toHaveBeenCalledWith(
			expect.objectContaining( { method: 'POST' } )
		);

		fireEvent.change( screen.getByLabelText( 'Source' ), {
			target: { value: '/a' },
		} );
		fireEvent.change( screen.getByLabelText( 'Target' ), {
			target: { value: '/b' },
		} );
		await act( async () => {
			fireEvent.submit( form );
		} );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toContain(
			'is redirected again by rule #4'
		);

		fireEvent.change( screen.getByLabelText( 'Status' ), {
			target: { value: '410' },
		} );
		expect( screen.queryByLabelText( 'Target' ) ).toBeNull();
	} );

	it( 'switches automatic redirects through the shared settings and Save button', async () => {
		const registry = renderScreen( ( path ) =>
			path === '/sightline/v1/admin/global-settings'
				? { redirects_auto_create: false }
				: { items: [], total: 0, pages: 0 }
		);
		const toggle = await screen.findByRole( 'checkbox', {
			name: 'Create redirects automatically',
		} );
		await screen.findByText( 'No redirects yet.' );
		expect( ( toggle as HTMLInputElement ).checked ).toBe( false );
		fireEvent.click( toggle );
		expect(
			registry.select( store ).getSettings()?.redirects_auto_create
		).toBe( true );
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( true );
		expect(
			screen
				.getByRole( 'button', { name: 'Save' } )
				.getAttribute( 'aria-disabled' )
		).toBeNull();
	} );
} );
