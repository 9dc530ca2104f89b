/**
 * The page-content worker (its own bundle, build/page-content-worker.js): reads the content for the
 * page checks and the previews off the editor's main thread (facts.ts). It answers each request with
 * the request's id; the page keeps only the latest answer.
 */
import { readPageContent, type PageContentInput } from './facts';

interface Request {
	id: number;
	input: PageContentInput;
}

const scope = self as unknown as {
	onmessage: ( event: MessageEvent< Request > ) => void;
	postMessage: ( message: unknown ) => void;
};

scope.onmessage = ( event ) => {
	const { id, input } = event.data;
	scope.postMessage( { id, facts: readPageContent( input ) } );
};
