/**
 * Readability: the checks of the post's text in the language it is written in, with their summary.
 * Ignoring a check stores its id in `ignored_checks`, as for the other checks; a result about a
 * place in the text selects that block when clicked.
 */
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { useReadability } from '../readability/use-readability';
import { IgnorableChecks } from './checks';

export function ReadabilityPanel() {
	const analysis = useReadability();
	if ( ! analysis ) {
		return (
			<div className="sightline-editor-panel">
				<Spinner />
				<span className="screen-reader-text">
					{ __( 'Measuring readability…', 'sightline-seo' ) }
				</span>
			</div>
		);
	}
	return (
		<div className="sightline-editor-panel">
			<IgnorableChecks
				checks={ analysis.checks }
				locators={ analysis.locators }
			/>
		</div>
	);
}
