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
import { canGoTo, goTo } from '../check-targets/go-to';
import { targetOf, type Locators } from '../check-targets/targets';
import { useSeoObject } from '../context';
import { useEditorData, usePageChecks } from '../use-seo';

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

/** What clicking a result shows: its block or its field, when it is about one. */
export function useGoTo( locators?: Locators ) {
	const isPost = 'post' === useEditorData().objectType;
	return useCallback(
		( id: string ) => {
			const target = targetOf( id, locators );
			if ( ! target || ! canGoTo( target, isPost ) ) {
				return null;
			}
			return ( from: HTMLElement ) => goTo( target, from );
		},
		[ locators, isPost ]
	);
}

/**
 * Checks with their summary, each ignorable on this object (the page checks, readability, the
 * focus keyphrase); a result about a block or a field shows it when clicked.
 */
export function IgnorableChecks( {
	checks,
	locators,
}: {
	checks: CheckListProps[ 'checks' ];
	/** Where readability results point in the text. */
	locators?: Locators;
} ) {
	const { ignored, onIgnore, onRestore } = useIgnoreChecks();
	const goToOf = useGoTo( locators );
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
				goTo={ goToOf }
			/>
		</>
	);
}

export function ChecksPanel() {
	const { meta, editMeta } = useSeoObject();
	const checks = usePageChecks();
	return (
		<div className="sightline-editor-panel">
			<div data-sightline-field="focus_keyword">
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
			</div>
			<IgnorableChecks checks={ checks } />
		</div>
	);
}
