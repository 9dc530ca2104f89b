/**
 * Checks: the focus keyword, then the page checks with their summary. Ignoring a check stores its id
 * in the object's `ignored_checks` meta, so it is kept (and undone) with the post.
 */
import { TextControl } from '@wordpress/components';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	CheckList,
	CheckSummary,
	type CheckListProps,
} from '../../components/checks';
import { useSeoObject } from '../context';
import { usePageChecks } from '../use-seo';

function useIgnoreChecks() {
	const { meta, editMeta } = useSeoObject();
	const ignored = meta.ignored_checks;
	const onIgnore = useCallback(
		( id: string ) =>
			editMeta( {
				ignored_checks: [
					...ignored.filter( ( item ) => item !== id ),
					id,
				],
			} ),
		[ ignored, editMeta ]
	);
	const onRestore = useCallback(
		( id: string ) =>
			editMeta( {
				ignored_checks: ignored.filter( ( item ) => item !== id ),
			} ),
		[ ignored, editMeta ]
	);
	return { ignored, onIgnore, onRestore };
}

/** Checks with their summary, each ignorable on this object (the page checks, readability). */
export function IgnorableChecks( {
	checks,
}: {
	checks: CheckListProps[ 'checks' ];
} ) {
	const { ignored, onIgnore, onRestore } = useIgnoreChecks();
	return (
		<>
			<CheckSummary
				checks={ checks }
				ignoredIds={ ignored }
				headingLevel={ 3 }
			/>
			<CheckList
				checks={ checks }
				ignoredIds={ ignored }
				onIgnore={ onIgnore }
				onRestore={ onRestore }
				headingLevel={ 4 }
			/>
		</>
	);
}

export function ChecksPanel() {
	const { meta, editMeta } = useSeoObject();
	const checks = usePageChecks();
	return (
		<div className="sightline-editor-panel">
			<TextControl
				label={ __( 'Focus keyword', 'sightline-seo' ) }
				value={ meta.focus_keyword }
				onChange={ ( value: string ) =>
					editMeta( { focus_keyword: value } )
				}
				help={ __(
					'The phrase people search for. Matched as whole words, ignoring case and accents.',
					'sightline-seo'
				) }
				__nextHasNoMarginBottom
			/>
			<IgnorableChecks checks={ checks } />
		</div>
	);
}
