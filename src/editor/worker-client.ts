/**
 * A measurement that runs in a Web Worker (its script's address in page data) or on the page when
 * there is no worker: no address, a browser without workers, or a worker that failed to start (e.g.
 * assets served from another origin). Requests waiting on a worker that fails are answered on the
 * page. The answer is the same either way; the worker only keeps the typing thread free.
 *
 * The worker script answers `{ id, input }` with `{ id, facts }` (see readability/worker.ts).
 *
 * A request equal to the one before it (each field the same value, lists item by item) gets that
 * request's answer: the sidebar's scores and the panel below them ask for the same measure of the
 * same text after each pause in typing, and the text is measured once.
 */
import { sameValues } from '../utils/same-values';

interface Pending< Input, Facts > {
	input: Input;
	resolve: ( facts: Facts ) => void;
}

export function workerClient< Input, Facts >(
	onPage: ( input: Input ) => Promise< Facts >
): ( input: Input, workerUrl: string ) => Promise< Facts > {
	let worker: Worker | null | undefined;
	let nextId = 0;
	const pending = new Map< number, Pending< Input, Facts > >();
	let last: { input: Input; answer: Promise< Facts > } | null = null;

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
				event: MessageEvent< { id: number; facts: Facts } >
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

	function measure( input: Input, workerUrl: string ): Promise< Facts > {
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

	return ( input, workerUrl ) => {
		if ( last && sameValues( last.input, input ) ) {
			return last.answer;
		}
		const answer = measure( input, workerUrl );
		last = { input, answer };
		return answer;
	};
}
