/**
 * Reads the content in the worker (build/page-content-worker.js, its address in page data), or on the
 * page when there is no worker (see ../worker-client.ts). The answer is the same either way.
 */
import { workerClient } from '../worker-client';
import {
	readPageContent,
	type PageContentInput,
	type PageContentReading,
} from './facts';

export const analysePageContent = workerClient<
	PageContentInput,
	PageContentReading
>( ( input ) => Promise.resolve( readPageContent( input ) ) );
