/**
 * The resolved values and the page checks of the object being edited. What costs time in proportion
 * to the content (its description, its facts for the checks) is read in a worker once per pause in
 * typing (page-content/); what is left here is the rules over those facts and the fields, which cost
 * little. The sidebar, its scores and the document panel each ask for them after a change and share
 * one computation.
 */
import { useMemo } from '@wordpress/element';

import { runPageChecks, type CheckResult } from '../checks';
import { useSeoObject } from './context';
import { lastCall } from '../utils/same-values';
import { editorData, type EditorPageData } from './data';
import { usePageContent } from './page-content/use-page-content';
import { checkInput, resolveSeo, type ResolvedSeo } from './resolve';

let cachedData: EditorPageData | null = null;

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
	const reading = usePageContent( data );
	return useMemo(
		() => resolveSeo( object, data, reading.description, reading ),
		[ object, data, reading ]
	);
}

export function usePageChecks(): CheckResult[] {
	const object = useSeoObject();
	const data = useEditorData();
	const reading = usePageContent( data );
	return useMemo( () => {
		const resolved = resolveSeo(
			object,
			data,
			reading.description,
			reading
		);
		return pageChecksOf(
			checkInput( object, data, resolved ),
			{
				limits: data.limits,
				ignored: object.meta.ignored_checks,
			},
			reading.facts
		);
	}, [ object, data, reading ] );
}
