/**
 * The content reaches the panels once per pause in typing, the pause counted from the last change of
 * the content: the stores' other notices (selection, undo levels) after a key do not move it on.
 */
import { act, renderHook } from '@testing-library/react';
import { RegistryProvider } from '@wordpress/data';
import type { ReactNode } from 'react';

import { useDebouncedContent } from '../use-post-object';

// The fake registry answers every store; the real ones need what jsdom has not.
jest.mock( '@wordpress/core-data', () => ( { store: 'core' } ) );
jest.mock( '@wordpress/editor', () => ( { store: 'core/editor' } ) );

function fakeRegistry() {
	let record = { content: 'first', blocks: undefined as unknown };
	const listeners: Array< () => void > = [];
	const selectors = {
		getEditedPostContent: () => record.content,
		getCurrentPostId: () => 1,
		getCurrentPostType: () => 'post',
		getEditedEntityRecord: () => record,
	};
	return {
		registry: {
			select: () => selectors,
			subscribe: ( listener: () => void ) => {
				listeners.push( listener );
				return () => undefined;
			},
		},
		type( content: string ) {
			record = { ...record, content };
			listeners.forEach( ( listener ) => listener() );
		},
		notify() {
			listeners.forEach( ( listener ) => listener() );
		},
	};
}

it( 'counts the pause from the last change of the content, not the last notice', () => {
	jest.useFakeTimers();
	const fake = fakeRegistry();
	const wrapper = ( { children }: { children: ReactNode } ) => (
		<RegistryProvider value={ fake.registry as never }>
			{ children }
		</RegistryProvider>
	);
	const { result } = renderHook( () => useDebouncedContent(), { wrapper } );
	expect( result.current ).toBe( 'first' );
	act( () => fake.type( 'second' ) );
	// Notices without a change keep coming after the key: they must not hold the content back.
	for ( let i = 0; i < 5; i++ ) {
		act( () => {
			jest.advanceTimersByTime( 50 );
			fake.notify();
		} );
	}
	expect( result.current ).toBe( 'second' );
	act( () => fake.type( 'third' ) );
	act( () => {
		jest.advanceTimersByTime( 50 );
	} );
	expect( result.current ).toBe( 'second' ); // still typing
	act( () => {
		jest.advanceTimersByTime( 300 );
	} );
	expect( result.current ).toBe( 'third' );
	jest.useRealTimers();
} );
