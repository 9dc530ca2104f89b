import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { store } from '../..';
import { aiReducer, initialAiState } from '../reducer';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

/** WPDataRegistry's type (data 10) lacks register(); the registry has it. */
function registryWithStore() {
	const registry = createRegistry() as ReturnType< typeof createRegistry > & {
		register: ( s: typeof store ) => void;
	};
	registry.register( store );
	return registry;
}
const mockedFetch = apiFetch as unknown as jest.Mock;

describe( 'ai reducer', () => {
	it( 'keeps the previous text while trying again and records failures', () => {
		let state = aiReducer( initialAiState, {
			type: 'AI_GENERATE_START',
			contentType: 'page_title',
			attempt: 0,
		} );
		state = aiReducer( state, {
			type: 'AI_GENERATE_FINISH',
			contentType: 'page_title',
			content: 'First',
			provider: 'offline',
		} );
		state = aiReducer( state, {
			type: 'AI_GENERATE_START',
			contentType: 'page_title',
			attempt: 1,
		} );
		expect( state.suggestions.page_title ).toMatchObject( {
			status: 'loading',
			content: 'First',
			attempt: 1,
		} );
		state = aiReducer( state, {
			type: 'AI_GENERATE_FAIL',
			contentType: 'page_title',
			error: 'Timed out',
		} );
		expect( state.suggestions.page_title ).toMatchObject( {
			status: 'error',
			error: 'Timed out',
			content: 'First',
		} );
		state = aiReducer( state, {
			type: 'AI_DISMISS',
			contentType: 'page_title',
		} );
		expect( state.suggestions.page_title ).toBeUndefined();
	} );
} );

describe( 'generateAiContent', () => {
	beforeEach( () => mockedFetch.mockReset() );

	it( 'posts the type, object and attempt, and counts retries', async () => {
		const registry = registryWithStore();
		mockedFetch.mockResolvedValueOnce( {
			success: true,
			content: 'One',
			type: 'page_description',
			provider: 'offline',
		} );
		mockedFetch.mockResolvedValueOnce( {
			success: true,
			content: 'Two',
			type: 'page_description',
			provider: 'offline',
		} );
		await registry
			.dispatch( store )
			.generateAiContent( 'page_description', {
				post_id: 3,
				content: 'x',
			} );
		expect(
			registry.select( store ).getAiSuggestion( 'page_description' )
		).toMatchObject( { status: 'ready', content: 'One', attempt: 0 } );
		await registry
			.dispatch( store )
			.generateAiContent(
				'page_description',
				{ post_id: 3, content: 'x' },
				true
			);
		expect( mockedFetch.mock.calls[ 1 ][ 0 ] ).toEqual( {
			path: '/sightline/v1/generate-content',
			method: 'POST',
			data: {
				type: 'page_description',
				post_id: 3,
				content: 'x',
				attempt: 1,
			},
		} );
		expect(
			registry.select( store ).getAiSuggestion( 'page_description' )
				.content
		).toBe( 'Two' );
	} );

	it( 'keeps the server message when generation fails', async () => {
		const registry = registryWithStore();
		mockedFetch.mockRejectedValueOnce( {
			code: 'sightline_ai_timeout',
			message:
				'The AI provider did not answer within 20 seconds. Try again, or raise the timeout.',
		} );
		expect(
			await registry
				.dispatch( store )
				.generateAiContent( 'page_title', {} )
		).toBeNull();
		expect(
			registry.select( store ).getAiSuggestion( 'page_title' )
		).toMatchObject( {
			status: 'error',
			error: 'The AI provider did not answer within 20 seconds. Try again, or raise the timeout.',
		} );
	} );
} );
