/**
 * The keyphrase worker (its own bundle, build/keyphrase-worker.js): parses the text and stems every
 * word off the editor's main thread, with the stemming library that only this bundle carries. It
 * answers each request with the request's id; the page keeps only the latest answer.
 */
import {
	keyphraseFacts,
	type KeyphraseInput,
} from '../../checks/keyphrase/facts';

interface Request {
	id: number;
	input: KeyphraseInput;
}

const scope = self as unknown as {
	onmessage: ( event: MessageEvent< Request > ) => void;
	postMessage: ( message: unknown ) => void;
};

scope.onmessage = ( event ) => {
	const { id, input } = event.data;
	scope.postMessage( { id, facts: keyphraseFacts( input ) } );
};
