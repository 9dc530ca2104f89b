/**
 * Measures readability in the worker (build/readability-worker.js, its address in page data), or on
 * the page when there is no worker: no address, a browser without workers, or a worker that failed
 * to start (e.g. assets served from another origin). The answer is the same either way.
 */
import {
	readabilityFacts,
	type ReadabilityFacts,
	type ReadabilityInput,
} from '../../checks/readability';

interface Pending {
	input: ReadabilityInput;
	resolve: ( facts: ReadabilityFacts ) => void;
}

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map< number, Pending >();

/** Answers every waiting request on the page and stops using the worker. */
function fallBack(): void {
	worker?.terminate();
	worker = null;
	for ( const [ id, request ] of pending ) {
		pending.delete( id );
		request.resolve( readabilityFacts( request.input ) );
	}
}

function start( url: string ): Worker | null {
	if ( ! url || typeof Worker === 'undefined' ) {
		return null;
	}
	try {
		const created = new Worker( url );
		created.onmessage = (
			event: MessageEvent< { id: number; facts: ReadabilityFacts } >
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

export function analyseReadability(
	input: ReadabilityInput,
	workerUrl: string
): Promise< ReadabilityFacts > {
	if ( undefined === worker ) {
		worker = start( workerUrl );
	}
	const current = worker;
	if ( ! current ) {
		return Promise.resolve( readabilityFacts( input ) );
	}
	return new Promise( ( resolve ) => {
		const id = ++nextId;
		pending.set( id, { input, resolve } );
		current.postMessage( { id, input } );
	} );
}
