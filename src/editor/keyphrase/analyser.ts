/**
 * Measures keyphrase use in the worker (build/keyphrase-worker.js, its address in page data), or on
 * the page when there is no worker: no address, a browser without workers, or a worker that failed
 * to start. The page then fetches the measuring code (with the stemming library) as a chunk of its
 * own, on first need, so the editor's first script never carries it. The answer is the same either way.
 */
import type { KeyphraseFacts, KeyphraseInput } from '../../checks/keyphrase';

interface Pending {
	input: KeyphraseInput;
	resolve: ( facts: KeyphraseFacts ) => void;
}

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map< number, Pending >();

function onPage( input: KeyphraseInput ): Promise< KeyphraseFacts > {
	return import(
		/* webpackChunkName: "keyphrase-measure" */ '../../checks/keyphrase/facts'
	).then( ( module ) => module.keyphraseFacts( input ) );
}

/** Answers every waiting request on the page and stops using the worker. */
function fallBack(): void {
	worker?.terminate();
	worker = null;
	for ( const [ id, request ] of pending ) {
		pending.delete( id );
		onPage( request.input ).then( request.resolve );
	}
}

function start( url: string ): Worker | null {
	if ( ! url || typeof Worker === 'undefined' ) {
		return null;
	}
	try {
		const created = new Worker( url );
		created.onmessage = (
			event: MessageEvent< { id: number; facts: KeyphraseFacts } >
		) => {
			const request = pending.get( event.data.id );
			pending.delete( event.data.id );
			request?.resolve( event.data.facts );
		};
		created.onerror = fallBack;
		return created;
	} catch {
		return null;
	}
}

export function analyseKeyphrases(
	input: KeyphraseInput,
	workerUrl: string
): Promise< KeyphraseFacts > {
	if ( undefined === worker ) {
		worker = start( workerUrl );
	}
	const current = worker;
	if ( ! current ) {
		return onPage( input );
	}
	return new Promise( ( resolve ) => {
		const id = ++nextId;
		pending.set( id, { input, resolve } );
		current.postMessage( { id, input } );
	} );
}
