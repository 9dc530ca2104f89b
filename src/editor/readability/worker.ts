/**
 * The readability worker (its own bundle, build/readability-worker.js): measures a text off the
 * editor's main thread, so typing in a long post stays smooth. It answers each request with the
 * request's id; the page keeps only the latest answer.
 */
// The measuring module alone: the rules' messages need translations (wp.i18n), absent in a worker.
import {
	readabilityFacts,
	type ReadabilityInput,
} from '../../checks/readability/facts';

interface Request {
	id: number;
	input: ReadabilityInput;
}

const scope = self as unknown as {
	onmessage: ( event: MessageEvent< Request > ) => void;
	postMessage: ( message: unknown ) => void;
};

scope.onmessage = ( event ) => {
	const { id, input } = event.data;
	scope.postMessage( { id, facts: readabilityFacts( input ) } );
};
