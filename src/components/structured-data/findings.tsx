/**
 * What an instance's node lacks for Google's rich results (checkNode(), the Checker's twin): the
 * missing required properties as an error naming each, the missing recommended ones as a warning.
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { Finding } from '../../structured-data';

function FindingList( { findings }: { findings: Finding[] } ) {
	return (
		<ul className="sightline-schema-findings__list">
			{ findings.map( ( finding ) => (
				<li key={ finding.field }>{ finding.message }</li>
			) ) }
		</ul>
	);
}

export function Findings( { findings }: { findings: Finding[] } ) {
	const errors = findings.filter( ( finding ) => finding.level === 'error' );
	const warnings = findings.filter(
		( finding ) => finding.level === 'warning'
	);
	return (
		<div className="sightline-schema-findings">
			{ errors.length > 0 && (
				<Notice status="error" isDismissible={ false }>
					<FindingList findings={ errors } />
				</Notice>
			) }
			{ warnings.length > 0 && (
				<Notice status="warning" isDismissible={ false }>
					<FindingList findings={ warnings } />
				</Notice>
			) }
			{ errors.length === 0 && (
				<Notice status="success" isDismissible={ false }>
					{ __(
						'Every property Google requires is filled.',
						'sightline-seo'
					) }
				</Notice>
			) }
		</div>
	);
}
