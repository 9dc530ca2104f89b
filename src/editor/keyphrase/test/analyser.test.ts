/**
 * The keyphrase analyser gives the worker's facts, keeps each answer with its request, and measures
 * on the page (the same facts) when no worker can start.
 */
import { keyphraseFacts } from '../../../checks/keyphrase/facts';

const input = {
	content: '<p>Good running shoes matter.</p><h2>Choosing shoes</h2>',
	title: 'Running shoes',
	description: '',
	slug: 'running-shoes',
	contentType: 'post',
	language: 'en_US',
	keyphrase: 'running shoe',
	related: [ 'trail run' ],
};

class FakeWorker {
	static made: FakeWorker[] = [];
	onmessage: ( ( event: { data: unknown } ) => void ) | null = null;
	onerror: ( () => void ) | null = null;
	constructor( public url: string ) {
		FakeWorker.made.push( this );
	}
	postMessage( message: { id: number; input: typeof input } ) {
		setTimeout( () =>
			this.onmessage?.( {
				data: {
					id: message.id,
					facts: keyphraseFacts( message.input ),
				},
			} )
		);
	}
	terminate() {}
}

afterEach( () => {
	jest.resetModules();
	delete ( globalThis as { Worker?: unknown } ).Worker;
	FakeWorker.made = [];
} );

it( 'answers from the worker, each request with its own facts', async () => {
	( globalThis as { Worker?: unknown } ).Worker = FakeWorker;
	const { analyseKeyphrases } = await import( '../analyser' );
	const [ first, second ] = await Promise.all( [
		analyseKeyphrases( input, 'https://example.org/w.js' ),
		analyseKeyphrases(
			{ ...input, keyphrase: 'missing words' },
			'https://example.org/w.js'
		),
	] );
	expect( FakeWorker.made ).toHaveLength( 1 );
	expect( first.focus?.title.start ).toBe( true );
	expect( first.focus?.occurrences ).toBe( 1 );
	expect( first.related[ 0 ].keyphrase ).toBe( 'trail run' );
	expect( second.focus?.title.found ).toBe( false );
} );

it( 'measures on the page without a worker address, with the same facts', async () => {
	const { analyseKeyphrases } = await import( '../analyser' );
	expect( await analyseKeyphrases( input, '' ) ).toEqual(
		keyphraseFacts( input )
	);
} );
