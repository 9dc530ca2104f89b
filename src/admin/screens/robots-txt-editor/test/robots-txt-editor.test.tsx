import apiFetch from '@wordpress/api-fetch';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { fireEvent, render, screen } from '@testing-library/react';

import { store } from '../../../../store';
import RobotsTxtEditorScreen from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const base = {
	robots_txt_content: 'User-agent: *',
	search_engine_visibility: '1',
	robots_file_exists: false,
	robot_file_content: '',
	at_host_root: true,
	policy_lines: '',
	ai_crawlers: { updated: '2026-11-27', crawlers: [] },
};

/** Each test gets its own registry, so the resolver loads that test's answer. */
function renderWith( data: typeof base ) {
	mockedFetch.mockReset();
	mockedFetch.mockResolvedValue( data );

	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	return render(
		<RegistryProvider value={ registry }>
			<RobotsTxtEditorScreen />
		</RegistryProvider>
	);
}

describe( 'Robots.txt Editor screen', () => {
	it( 'shows the lines the AI crawler policy adds, and none without a policy', async () => {
		const lines =
			'# AI crawler policy (Sightline SEO)\nUser-agent: GPTBot\nDisallow: /\n';
		renderWith( { ...base, policy_lines: lines } );
		const block = await screen.findByLabelText(
			'Lines the AI crawler policy adds'
		);
		expect( block.textContent ).toBe( lines );
		expect(
			screen.getByRole( 'link', { name: 'Change the AI crawler policy' } )
		).toBeTruthy();
	} );

	it( 'shows no policy block without a policy', async () => {
		renderWith( base );
		await screen.findByLabelText( 'robots.txt content' );
		expect(
			screen.queryByLabelText( 'Lines the AI crawler policy adds' )
		).toBeNull();
	} );

	it( 'enables Save only while the text differs from the loaded text', async () => {
		renderWith( base );
		const text = ( await screen.findByLabelText(
			'robots.txt content'
		) ) as HTMLTextAreaElement;
		const save = screen.getByRole( 'button', { name: 'Save' } );
		expect( text.value ).toBe( 'User-agent: *' );
		expect( save.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		fireEvent.change( text, {
			target: { value: 'User-agent: *\nDisallow: /x/' },
		} );
		expect( save.getAttribute( 'aria-disabled' ) ).toBeNull();
		fireEvent.change( text, { target: { value: 'User-agent: *' } } );
		expect( save.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
	} );

	it( 'locks the text and shows the file while a physical robots.txt exists', async () => {
		renderWith( {
			...base,
			robots_file_exists: true,
			robot_file_content: 'User-agent: *\nDisallow: /file/',
		} );
		const text = ( await screen.findByLabelText(
			'robots.txt content'
		) ) as HTMLTextAreaElement;
		expect( text.disabled ).toBe( true );
		expect( text.value ).toBe( 'User-agent: *\nDisallow: /file/' );
		expect(
			screen.getAllByText( /A physical robots\.txt file exists/ ).length
		).toBeGreaterThan( 0 );
	} );

	it( 'locks the text and warns while search engines are discouraged', async () => {
		renderWith( { ...base, search_engine_visibility: '0' } );
		const text = ( await screen.findByLabelText(
			'robots.txt content'
		) ) as HTMLTextAreaElement;
		expect( text.disabled ).toBe( true );
		expect(
			screen.getAllByText(
				/Changes here have no effect until search engine visibility is Public\./
			).length
		).toBeGreaterThan( 0 );
		expect(
			screen
				.getByRole( 'button', { name: 'Save' } )
				.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
	} );
} );
