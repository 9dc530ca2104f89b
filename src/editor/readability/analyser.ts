/**
 * Measures readability in the worker (build/readability-worker.js, its address in page data), or on
 * the page when there is no worker (see ../worker-client.ts).
 */
import {
	readabilityFacts,
	type ReadabilityFacts,
	type ReadabilityInput,
} from '../../checks/readability';
import { workerClient } from '../worker-client';

export const analyseReadability = workerClient<
	ReadabilityInput,
	ReadabilityFacts
>( ( input ) => Promise.resolve( readabilityFacts( input ) ) );
