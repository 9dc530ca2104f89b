/**
 * Measures keyphrase use in the worker (build/keyphrase-worker.js, its address in page data), or on
 * the page when there is no worker (see ../worker-client.ts). The page then fetches the measuring
 * code (with the stemming library) as a chunk of its own, on first need, so the editor's first script
 * never carries it. The answer is the same either way.
 */
import type { KeyphraseFacts, KeyphraseInput } from '../../checks/keyphrase';
import { workerClient } from '../worker-client';

export const analyseKeyphrases = workerClient< KeyphraseInput, KeyphraseFacts >(
	( input ) =>
		import(
			/* webpackChunkName: "keyphrase-measure" */ '../../checks/keyphrase/facts'
		).then( ( module ) => module.keyphraseFacts( input ) )
);
