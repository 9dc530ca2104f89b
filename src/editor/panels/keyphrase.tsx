/**
 * Keyphrase: the focus keyphrase and up to five related keyphrases (post meta, saved with the post),
 * with the keyphrase checks of each. The focus keyphrase's checks are listed in full and can be
 * ignored like the other checks; each related keyphrase shows what needs work, in a compact list.
 */
import { Button, Spinner, TextControl } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

import ruleSet from '../../../includes/checks/keyphrase/keyphrase.json';
import { CheckRow } from '../../components/checks';
import type { CheckResult } from '../../checks';
import { useSeoObject } from '../context';
import { useKeyphraseChecks } from '../keyphrase/use-keyphrase';
import { IgnorableChecks, useGoTo } from './checks';

function RelatedKeyphrases() {
	const { meta, editMeta } = useSeoObject();
	const related = meta.related_keyphrases;
	const set = ( list: string[] ) => editMeta( { related_keyphrases: list } );
	return (
		<fieldset className="sightline-related-keyphrases">
			<legend>{ __( 'Related keyphrases', 'sightline-seo' ) }</legend>
			<div className="sightline-related-keyphrases__list">
				{ related.map( ( value, index ) => (
					<div key={ index } className="sightline-related-keyphrase">
						<TextControl
							label={ sprintf(
								/* translators: %d: position of the related keyphrase. */
								__( 'Related keyphrase %d', 'sightline-seo' ),
								index + 1
							) }
							value={ value }
							maxLength={ 200 }
							onChange={ ( next: string ) =>
								set(
									related.map( ( item, i ) =>
										i === index ? next : item
									)
								)
							}
							__nextHasNoMarginBottom
						/>
						<Button
							variant="link"
							isDestructive
							onClick={ () =>
								set( related.filter( ( _, i ) => i !== index ) )
							}
						>
							{ sprintf(
								/* translators: %d: position of the related keyphrase. */
								__(
									'Remove related keyphrase %d',
									'sightline-seo'
								),
								index + 1
							) }
						</Button>
					</div>
				) ) }
				{ related.length < ruleSet.related_max && (
					<Button
						variant="secondary"
						onClick={ () => set( [ ...related, '' ] ) }
					>
						{ __( 'Add a related keyphrase', 'sightline-seo' ) }
					</Button>
				) }
			</div>
		</fieldset>
	);
}

function RelatedResults( {
	keyphrase,
	checks,
}: {
	keyphrase: string;
	checks: CheckResult[];
} ) {
	const open = checks.filter( ( check ) => 'success' !== check.status );
	const goToOf = useGoTo();
	const passed = checks.length - open.length;
	return (
		<section className="sightline-related-results">
			<h4>{ keyphrase }</h4>
			<p className="sightline-related-results__passed">
				{ sprintf(
					/* translators: 1: checks passed, 2: all checks. */
					_n(
						'%1$d of %2$d check passed.',
						'%1$d of %2$d checks passed.',
						checks.length,
						'sightline-seo'
					),
					passed,
					checks.length
				) }
			</p>
			{ open.length > 0 && (
				<ul className="sightline-checks__list">
					{ open.map( ( check ) => (
						<CheckRow
							key={ check.id }
							check={ check }
							ignored={ false }
							onGoTo={ goToOf( check.id ) ?? undefined }
						/>
					) ) }
				</ul>
			) }
		</section>
	);
}

export function KeyphrasePanel() {
	const { meta, editMeta } = useSeoObject();
	const analysis = useKeyphraseChecks();
	return (
		<div className="sightline-editor-panel">
			<div data-sightline-field="focus_keyword">
				<TextControl
					label={ __( 'Focus keyphrase', 'sightline-seo' ) }
					value={ meta.focus_keyword }
					maxLength={ 200 }
					onChange={ ( value: string ) =>
						editMeta( { focus_keyword: value } )
					}
					help={ __(
						'The phrase people search for. Its words are found in any form the language allows.',
						'sightline-seo'
					) }
					__nextHasNoMarginBottom
				/>
			</div>
			<RelatedKeyphrases />
			{ analysis ? (
				<>
					<IgnorableChecks checks={ analysis.focus } />
					{ analysis.related.map( ( entry, index ) => (
						<RelatedResults
							key={ index }
							keyphrase={ entry.keyphrase }
							checks={ entry.checks }
						/>
					) ) }
				</>
			) : (
				<>
					<Spinner />
					<span className="screen-reader-text">
						{ __( 'Checking the keyphrases…', 'sightline-seo' ) }
					</span>
				</>
			) }
		</div>
	);
}
