import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

import type { ThunkArgs } from '../../thunk';
import { mutate, type Mutation } from '../mutate';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

function setup() {
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	const actions: string[] = [];
	const dispatch = Object.assign(
		( action: { type: string } ) => actions.push( action.type ),
		{}
	) as unknown as ThunkArgs[ 'dispatch' ];
	const args = { dispatch, registry } as unknown as ThunkArgs;
	const notices = () =>
		registry.select( noticesStore ).getNotices() as Array< {
			status: string;
			content: string;
			id: string;
		} >;
	return { args, actions, notices };
}

function mutation(
	overrides: Partial< Mutation< { count: number } > > = {}
): Mutation< { count: number } > {
	return {
		request: { path: '/x', method: 'POST', data: { ids: [ 1 ] } },
		busy: [ 'START', 'FINISH' ],
		changed: ( dispatch ) => dispatch( { type: 'CHANGED' } ),
		notice: 'slice',
		success: ( { count } ) => `${ count } changed.`,
		failure: 'Could not change.',
		...overrides,
	};
}

describe( 'mutate', () => {
	beforeEach( () => mockedFetch.mockReset() );

	it( 'sends the request, empties the slice and says so', async () => {
		mockedFetch.mockResolvedValueOnce( { count: 2 } );
		const { args, actions, notices } = setup();
		expect( await mutate( args, mutation() ) ).toBe( true );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/x',
			method: 'POST',
			data: { ids: [ 1 ] },
		} );
		expect( actions ).toEqual( [ 'START', 'CHANGED', 'FINISH' ] );
		expect( notices() ).toMatchObject( [
			{ status: 'success', content: '2 changed.', id: 'slice' },
		] );
	} );

	it( 'shows no notice when the success text is null', async () => {
		mockedFetch.mockResolvedValueOnce( { count: 2 } );
		const { args, notices } = setup();
		expect(
			await mutate( args, mutation( { success: () => null } ) )
		).toBe( true );
		expect( notices() ).toEqual( [] );
	} );

	it( 'reports a failure and leaves the slice as it was', async () => {
		mockedFetch.mockRejectedValueOnce( { code: 'x' } );
		const { args, actions, notices } = setup();
		expect( await mutate( args, mutation() ) ).toBe( false );
		expect( actions ).toEqual( [ 'START', 'FINISH' ] );
		expect( notices() ).toMatchObject( [
			{ status: 'error', content: 'Could not change.', id: 'slice' },
		] );

		mockedFetch.mockRejectedValueOnce( { message: 'Server says no.' } );
		await mutate( args, mutation() );
		expect( notices()[ 0 ].content ).toBe( 'Server says no.' );
	} );
} );
