/**
 * The resolved values and the page checks of the object being edited. Content-derived work runs on a
 * deferred copy of the object, so React finishes the keystroke first and the checks follow. The
 * sidebar, its scores and the document panel each ask for them after a change; the costly parts
 * (cleaning the content, running the checks over it) answer every asker from one computation.
 */
import { useDeferredValue, useMemo } from '@wordpress/element';

import { runPageChecks, type CheckResult } from '../checks';
import { useSeoObject } from './context';
import { lastCall } from '../utils/same-values';
import { editorData, type EditorPageData } from './data';
import {
	checkInput,
	contentDescription,
	resolveSeo,
	type ResolvedSeo,
} from './resolve';

let cachedData: EditorPageData | null = null;

const describeContent = lastCall( contentDescription );
const pageChecksOf = lastCall( runPageChecks );

/** Page data is fixed for the life of the screen: read it once. */
export function useEditorData(): EditorPageData {
	if ( ! cachedData ) {
		cachedData = editorData();
	}
	return cachedData;
}

export function useResolvedSeo(): ResolvedSeo {
	const object = useSeoObject();
	const data = useEditorData();
	// Cleaning the content is the costly part: redone only when the content changes.
	const fromContent = useMemo(
		() => describeContent( object.content, data ),
		[ object.content, data ]
	);
	return useMemo(
		() => resolveSeo( object, data, fromContent ),
		[ object, data, fromContent ]
	);
}

export function usePageChecks(): CheckResult[] {
	const live = useSeoObject();
	const object = useDeferredValue( live );
	const data = useEditorData();
	// Cleaning the content is the costly part: redone only when the content changes.
	const fromContent = useMemo(
		() => describeContent( object.content, data ),
		[ object.content, data ]
	);
	return useMemo( () => {
		const resolved = resolveSeo( object, data, fromContent );
		return pageChecksOf( checkInput( object, data, resolved ), {
			limits: data.limits,
			ignored: object.meta.ignored_checks,
		} );
	}, [ object, data, fromContent ] );
}
