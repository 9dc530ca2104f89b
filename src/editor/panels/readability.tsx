/**
 * Readability: the checks of the post's text in the language it is written in, with their summary.
 * Ignoring a check stores its id in `ignored_checks`, as for the other checks.
 */
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { useReadabilityChecks } from '../readability/use-readability';
import { IgnorableChecks } from './checks';

export function ReadabilityPanel() {
	const checks = useReadabilityChecks();
	if ( ! checks ) {
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
			<IgnorableChecks checks={ checks } />
		</div>
	);
}
