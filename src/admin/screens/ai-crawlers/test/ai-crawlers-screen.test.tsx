import apiFetch from '@wordpress/api-fetch';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { fireEvent, render, screen, within } from '@testing-library/react';

import { store } from '../../../../store';
import AiCrawlersScreen from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockedFetch = apiFetch as unknown as jest.Mock;

const robots = {
	robots_txt_content: '',
	search_engine_visibility: '1',
	robots_file_exists: false,
	robot_file_content: '',
	at_host_root: true,
	policy_lines: '',
	ai_crawlers: {
		updated: '2026-11-27',
		crawlers: [
			{
				token: 'OAI-SearchBot',
				operator: 'OpenAI',
				purpose: 'search',
				description: 'Finds pages for ChatGPT search.',
				documentation: 'https://platform.openai.com/docs/bots',
			},
			{
				token: 'GPTBot',
				operator: 'OpenAI',
				purpose: 'training',
				description: 'Collects pages for training.',
				documentation: 'https://platform.openai.com/docs/bots',
			},
			{
				token: 'Bytespider',
				operator: 'ByteDance',
				purpose: 'training',
				description: 'Collects pages for training.',
				documentation: null,
			},
		],
	},
};

function renderWith( data: typeof robots, policy = 'none' ) {
	mockedFetch.mockReset();
	mockedFetch.mockImplementation( ( { path }: { path: string } ) =>
		Promise.resolve(
			path.includes( 'robots-txt' )
				? data
				: { ai_crawlers: { policy, bots: {} } }
		)
	);
	const registry = createRegistry() as any;
	registry.register( noticesStore );
	registry.register( store );
	render(
		<RegistryProvider value={ registry }>
			<AiCrawlersScreen />
		</RegistryProvider>
	);
	return registry;
}

const access = ( token: string ) =>
	within( screen.getByText( token ).closest( 'tr' ) as HTMLElement );

describe( 'AI Crawlers screen', () => {
	it( 'groups the crawlers by what they do, with operator, purpose and documentation', async () => {
		renderWith( robots );
		const search = (
			await screen.findByRole( 'heading', {
				name: 'Answer engines and live fetching',
			} )
		).closest( 'section' ) as HTMLElement;
		const training = screen
			.getByRole( 'heading', { name: 'Model training' } )
			.closest( 'section' ) as HTMLElement;
		expect( within( search ).getByText( 'OAI-SearchBot' ) ).toBeTruthy();
		expect( within( search ).queryByText( 'GPTBot' ) ).toBeNull();
		expect( within( training ).getByText( 'GPTBot' ) ).toBeTruthy();
		expect(
			access( 'Bytespider' ).getByText( 'No documentation published.' )
		).toBeTruthy();
		expect(
			screen.getByText(
				'List of known AI crawlers checked on 2026-11-27.'
			)
		).toBeTruthy();
	} );

	it( 'shows what each choice does before it is saved, and records the edit', async () => {
		const registry = renderWith( robots );
		fireEvent.click(
			await screen.findByLabelText(
				'Allow AI search, block AI training (recommended)'
			)
		);
		expect( access( 'OAI-SearchBot' ).getByText( 'Allowed' ) ).toBeTruthy();
		expect( access( 'GPTBot' ).getByText( 'Blocked' ) ).toBeTruthy();
		expect( registry.select( store ).getUnsavedSettings() ).toEqual( {
			ai_crawlers: { policy: 'block_training', bots: {} },
		} );
		// Choosing per crawler starts from what the policy did.
		fireEvent.click( screen.getByLabelText( 'Choose for each crawler' ) );
		const select = screen.getByLabelText(
			'Access for OAI-SearchBot'
		) as HTMLSelectElement;
		expect( select.value ).toBe( 'allow' );
		expect(
			(
				screen.getByLabelText(
					'Access for GPTBot'
				) as HTMLSelectElement
			 ).value
		).toBe( 'block' );
		fireEvent.change( select, { target: { value: 'block' } } );
		expect(
			registry.select( store ).getUnsavedSettings().ai_crawlers
		).toEqual( {
			policy: 'per_bot',
			bots: {
				'OAI-SearchBot': 'block',
				GPTBot: 'block',
				Bytespider: 'block',
			},
		} );
	} );

	it( 'says plainly that a physical robots.txt keeps the policy from applying', async () => {
		renderWith( { ...robots, robots_file_exists: true } );
		expect(
			( await screen.findAllByText( /so this policy cannot apply/ ) )
				.length
		).toBeGreaterThan( 0 );
	} );

	it( 'says so for a site in a folder of its domain', async () => {
		renderWith( { ...robots, at_host_root: false } );
		expect(
			(
				await screen.findAllByText(
					/this site lives in a folder of its domain/
				)
			).length
		).toBeGreaterThan( 0 );
	} );
} );
