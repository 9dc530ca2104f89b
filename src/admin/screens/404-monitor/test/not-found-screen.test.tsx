import apiFetch from '@wordpress/api-fetch';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { act, fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../../store';
import type { NotFoundEntry } from '../../../../store';
import NotFoundScreen from '..';
import { referrersLabel, sortOf } from '../fields';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const entry = (
	id: number,
	extra: Partial< NotFoundEntry > = {}
): NotFoundEntry => ( {
	id,
	url: `/missing-${ id }/`,
	hits: id * 7,
	referrers: [],
	first_seen: '2026-11-01 10:00:00',
	last_seen: '2026-11-20 10:05:00',
	...extra,
} );

const LIST = '/sightline/v1/404-monitor?';

/** Answers every request through `answer` and records it. */
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
			<NotFoundScreen />
		</RegistryProvider>
	);
	return registry;
}

const listCalls = () =>
	mockedFetch.mock.calls
		.map( ( [ options ] ) => options.path as string )
		.filter( ( path ) => path.startsWith( LIST ) );

describe( '404 monitor screen logic', () => {
	it( 'shows referring hosts with their counts, or a dash', () => {
		expect( referrersLabel( [] ) ).toBe( '—' );
		expect(
			referrersLabel( [
				{ host: 'news.example', hits: 5 },
				{ host: 'blog.example', hits: 1 },
			] )
		).toBe( 'news.example (5), blog.example (1)' );
	} );

	it( 'turns a sort choice into orderby and order', () => {
		expect( sortOf( 'last_seen-desc' ) ).toEqual( {
			orderby: 'last_seen',
			order: 'desc',
		} );
		expect( sortOf( 'hits-asc' ) ).toEqual( {
			orderby: 'hits',
			order: 'asc',
		} );
	} );
} );

describe( '404 Monitor screen', () => {
	it( 'lists addresses with hits, referring sites and last seen; searches, sorts and pages', async () => {
		renderScreen( ( path ) => {
			if ( path.startsWith( LIST ) ) {
				const page = Number(
					new URLSearchParams( path.split( '?' )[ 1 ] ).get( 'page' )
				);
				return {
					items: [
						entry( page, {
							referrers: [ { host: 'news.example', hits: 3 } ],
						} ),
					],
					total: 21,
					pages: 2,
				};
			}
			return {};
		} );
		expect( await screen.findByText( '/missing-1/' ) ).toBeTruthy();
		expect( screen.getByText( '7' ) ).toBeTruthy();
		expect( screen.getByText( 'news.example (3)' ) ).toBeTruthy();
		expect( screen.getByText( /2026/ ) ).toBeTruthy();
		expect( screen.getByText( '21 addresses, page 1 of 2' ) ).toBeTruthy();
		expect( listCalls()[ 0 ] ).toBe(
			'/sightline/v1/404-monitor?search=&page=1&per_page=20&orderby=hits&order=desc'
		);

		fireEvent.click( screen.getByRole( 'button', { name: 'Next page' } ) );
		expect( await screen.findByText( '/missing-2/' ) ).toBeTruthy();

		fireEvent.change( screen.getByLabelText( 'Sort by' ), {
			target: { value: 'last_seen-desc' },
		} );
		await screen.findByText( '/missing-1/' );
		expect( listCalls() ).toContain(
			'/sightline/v1/404-monitor?search=&page=1&per_page=20&orderby=last_seen&order=desc'
		);

		fireEvent.change( screen.getByLabelText( 'Search addresses' ), {
			target: { value: 'shop' },
		} );
		await screen.findByText( '/missing-1/' );
		expect( listCalls() ).toContain(
			'/sightline/v1/404-monitor?search=shop&page=1&per_page=20&orderby=last_seen&order=desc'
		);
	} );

	it( 'deletes the selected addresses, and clears all after a confirmation', async () => {
		renderScreen( ( path ) =>
			path.startsWith( LIST )
				? {
						items: [ entry( 1 ), entry( 2 ), entry( 3 ) ],
						total: 3,
						pages: 1,
					}
				: { deleted: 2 }
		);
		await screen.findByText( '/missing-1/' );
		const deleteSelected = screen.getByRole( 'button', {
			name: 'Delete selected',
		} );
		expect( deleteSelected.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select /missing-1/' } )
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Select /missing-3/' } )
		);
		await act( async () => {
			fireEvent.click( deleteSelected );
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/404-monitor/delete',
			method: 'POST',
			data: { ids: [ 1, 3 ] },
		} );

		await screen.findByText( '/missing-1/' );
		fireEvent.click( screen.getByRole( 'button', { name: 'Clear all' } ) );
		expect(
			mockedFetch.mock.calls.some(
				( [ options ] ) =>
					options.path === '/sightline/v1/404-monitor/clear'
			)
		).toBe( false );
		expect(
			screen.getByText( 'Delete every recorded address?' )
		).toBeTruthy();
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Yes, clear all' } )
			);
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/404-monitor/clear',
			method: 'POST',
			data: {},
		} );
	} );

	it( 'opens the redirect form with the address as source, and removes the row once redirected', async () => {
		const redirect = {
			id: 9,
			source: '/missing-2/?color=red',
			match: 'exact',
			target: '/found/',
			status: 301,
			query: 'keep',
			enabled: true,
			automatic: false,
			by_non_admin: false,
			hits: 0,
			last_hit: null,
			created: '2026-11-25 09:00:00',
			modified: '2026-11-25 09:00:00',
		};
		const registry = renderScreen( ( path ) => {
			if ( path.startsWith( LIST ) ) {
				return {
					items: [ entry( 2, { url: '/missing-2/?color=red' } ) ],
					total: 1,
					pages: 1,
				};
			}
			if ( path === '/sightline/v1/redirects' ) {
				return redirect;
			}
			return { deleted: 1 };
		} );
		await screen.findByText( '/missing-2/?color=red' );
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Create redirect from /missing-2/?color=red',
			} )
		);
		const form = screen.getByRole( 'form', { name: 'Add redirect' } );
		expect(
			( screen.getByLabelText( 'Source' ) as HTMLInputElement ).value
		).toBe( '/missing-2/?color=red' );
		fireEvent.change( screen.getByLabelText( 'Target' ), {
			target: { value: '/found/' },
		} );
		await act( async () => {
			fireEvent.submit( form );
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/redirects',
			method: 'POST',
			data: {
				source: '/missing-2/?color=red',
				match: 'exact',
				target: '/found/',
				status: 301,
				query: 'keep',
				enabled: true,
			},
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/sightline/v1/404-monitor/delete',
			method: 'POST',
			data: { ids: [ 2 ] },
		} );
		expect(
			screen.queryByRole( 'form', { name: 'Add redirect' } )
		).toBeNull();
		const contents = registry
			.select( noticesStore )
			.getNotices()
			.map( ( notice: { content: string } ) => notice.content );
		expect( contents ).toEqual( [ 'Redirect added.' ] );
	} );

	it( 'keeps the row when the redirect form is cancelled', async () => {
		renderScreen( ( path ) =>
			path.startsWith( LIST )
				? { items: [ entry( 4 ) ], total: 1, pages: 1 }
				: {}
		);
		await screen.findByText( '/missing-4/' );
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Create redirect from /missing-4/',
			} )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect(
			screen.queryByRole( 'form', { name: 'Add redirect' } )
		).toBeNull();
		expect(
			mockedFetch.mock.calls.some(
				( [ options ] ) => options.method === 'POST'
			)
		).toBe( false );
	} );

	it( 'switches the monitor through the shared settings and Save button, and says when it is off', async () => {
		const registry = renderScreen( ( path ) =>
			path === '/sightline/v1/admin/global-settings'
				? { enable_404_monitor: false }
				: { items: [], total: 0, pages: 0 }
		);
		const toggle = await screen.findByRole( 'checkbox', {
			name: 'Record addresses that answer 404',
		} );
		expect(
			await screen.findByText(
				'The monitor is off: turn it on above to record the addresses that answer 404.'
			)
		).toBeTruthy();
		expect( ( toggle as HTMLInputElement ).checked ).toBe( false );
		fireEvent.click( toggle );
		expect(
			registry.select( store ).getSettings()?.enable_404_monitor
		).toBe( true );
		expect( registry.select( store ).hasUnsavedSettings() ).toBe( true );
		expect(
			screen.getByText(
				'No address has answered 404 since the monitor was turned on.'
			)
		).toBeTruthy();
	} );
} );
