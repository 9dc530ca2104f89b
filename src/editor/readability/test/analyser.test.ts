/**
 * The readability analyser gives the same facts in a worker as on the page, keeps each answer with
 * its request, and falls back to the page when the worker cannot start or fails.
 */
import { readabilityFacts } from '../../../checks/readability';

const input = {
	content:
		'<p>Der Hund läuft schnell über die Wiese. Heute scheint die Sonne.</p>',
	language: 'de_DE',
};

type Listener = ( event: { data: unknown } ) => void;

/** A worker that runs the real measuring, answering asynchronously like a real one. */
class FakeWorker {
	static made: FakeWorker[] = [];
	posted = 0;
	onmessage: Listener | null = null;
	onerror: ( () => void ) | null = null;
	terminated = false;
	constructor( public url: string ) {
		FakeWorker.made.push( this );
	}
	postMessage( message: {
		id: number;
		input: Parameters< typeof readabilityFacts >[ 0 ];
	} ) {
		this.posted++;
		setTimeout( () =>
			this.onmessage?.( {
				data: {
					id: message.id,
					facts: readabilityFacts( message.input ),
				},
			} )
		);
	}
	terminate() {
		this.terminated = true;
	}
}

describe( 'analyseReadability', () => {
	afterEach( () => {
		jest.resetModules();
		FakeWorker.made = [];
		delete ( globalThis as { Worker?: unknown } ).Worker;
	} );

	it( 'measures on the page without a worker address', async () => {
		const { analyseReadability } = await import( '../analyser' );
		await expect( analyseReadability( input, '' ) ).resolves.toEqual(
			readabilityFacts( input )
		);
	} );

	it( 'measures in one worker, each answer to its own request', async () => {
		( globalThis as { Worker?: unknown } ).Worker = FakeWorker;
		const { analyseReadability } = await import( '../analyser' );
		const other = { content: '<p>Short.</p>', language: 'en' };
		const [ first, second ] = await Promise.all( [
			analyseReadability( input, '/build/readability-worker.js' ),
			analyseReadability( other, '/build/readability-worker.js' ),
		] );
		expect( FakeWorker.made ).toHaveLength( 1 );
		expect( FakeWorker.made[ 0 ].url ).toBe(
			'/build/readability-worker.js'
		);
		expect( first ).toEqual( readabilityFacts( input ) );
		expect( second ).toEqual( readabilityFacts( other ) );
	} );

	it( 'answers waiting requests on the page when the worker fails', async () => {
		( globalThis as { Worker?: unknown } ).Worker = FakeWorker;
		const { analyseReadability } = await import( '../analyser' );
		const waiting = analyseReadability(
			input,
			'https://cdn.example/readability-worker.js'
		);
		FakeWorker.made[ 0 ].onmessage = null; // The worker never answers...
		FakeWorker.made[ 0 ].onerror?.(); // ...it failed to load.
		await expect( waiting ).resolves.toEqual( readabilityFacts( input ) );
		expect( FakeWorker.made[ 0 ].terminated ).toBe( true );
		// Later requests no longer try the worker.
		await expect(
			analyseReadability(
				input,
				'https://cdn.example/readability-worker.js'
			)
		).resolves.toEqual( readabilityFacts( input ) );
		expect( FakeWorker.made ).toHaveLength( 1 );
	} );

	it( 'measures a request equal to the one before it once (the scores and a panel ask alike)', async () => {
		( globalThis as { Worker?: unknown } ).Worker = FakeWorker;
		const { analyseReadability } = await import( '../analyser' );
		const url = '/build/readability-worker.js';
		const first = analyseReadability( input, url );
		const again = analyseReadability( { ...input }, url );
		expect( again ).toBe( first );
		expect( FakeWorker.made[ 0 ].posted ).toBe( 1 );
		await expect( again ).resolves.toEqual( readabilityFacts( input ) );
		// Another text is measured anew.
		const changed = { ...input, content: `${ input.content }<p>Neu.</p>` };
		await expect( analyseReadability( changed, url ) ).resolves.toEqual(
			readabilityFacts( changed )
		);
		expect( FakeWorker.made[ 0 ].posted ).toBe( 2 );
	} );
} );
