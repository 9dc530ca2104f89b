/**
 * The readability checks of the post being edited. The text is measured a moment after typing
 * stops, in a worker (analyser.ts); only the answer to the latest text is kept. Messages are made
 * on the page from the measured facts, with the author's ignore flags.
 */
import { useEffect, useMemo, useState } from '@wordpress/element';

import type { CheckResult } from '../../checks';
import {
	readabilityResults,
	type ReadabilityFacts,
} from '../../checks/readability';
import type { Locators } from '../check-targets/targets';
import { useSeoObject } from '../context';
import { useEditorData } from '../use-seo';
import { analyseReadability } from './analyser';

/**
 * The content arrives once per pause in typing (use-post-object.ts); other fields (the title, the
 * keyphrase) change a key at a time. Measuring after the current task gathers a render's changes into
 * one request; the worker keeps the measuring itself off the typing thread.
 */
const PAUSE_MS = 0;

export interface ReadabilityAnalysis {
	checks: CheckResult[];
	/** Where in the text the results point (the text of the block each is about). */
	locators: Locators;
}

/** The checks and where they point, or null until the first measure arrives. */
export function useReadability(): ReadabilityAnalysis | null {
	const { content, meta } = useSeoObject();
	const data = useEditorData();
	const language =
		data.contentLanguage || document.documentElement.lang || 'en';
	const workerUrl = data.readabilityWorker ?? '';
	const [ facts, setFacts ] = useState< ReadabilityFacts | null >( null );
	useEffect( () => {
		let latest = true;
		const timer = window.setTimeout( () => {
			analyseReadability( { content, language }, workerUrl ).then(
				( measured ) => {
					if ( latest ) {
						setFacts( measured );
					}
				}
			);
		}, PAUSE_MS );
		return () => {
			latest = false;
			window.clearTimeout( timer );
		};
	}, [ content, language, workerUrl ] );
	const ignored = meta.ignored_checks;
	return useMemo(
		() =>
			facts
				? {
						checks: readabilityResults( facts, ignored ),
						locators: facts.locators,
					}
				: null,
		[ facts, ignored ]
	);
}
