/**
 * Route /finish: 'You're Good to Go!' with the next actions and 'Go To Dashboard', the wizard's last step.
 * Reaching it erases the saved wizard progress.
 */
import { Button } from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { check, Icon } from '@wordpress/icons';

import { wizardPageData } from '../page-data';
import { useWizard } from '../state/context';

export function nextActions(): string[] {
	return [
		__( 'Fix the SEO issues found on your site', 'sightline-seo' ),
		__( 'Analyse your website in the Site SEO Analysis', 'sightline-seo' ),
		__(
			'Optimise your content, page by page, in the editor',
			'sightline-seo'
		),
	];
}

export default function Finish() {
	const { forget } = useWizard();
	useEffect( () => forget(), [ forget ] );
	return (
		<div className="sightline-wizard__finish">
			<h1>{ __( "You're Good to Go!", 'sightline-seo' ) }</h1>
			<p>
				{ __(
					'Sightline SEO is set up. Here is what you can do next:',
					'sightline-seo'
				) }
			</p>
			<ul className="sightline-wizard__features">
				{ nextActions().map( ( text ) => (
					<li key={ text }>
						<Icon icon={ check } size={ 20 } />
						<span>{ text }</span>
					</li>
				) ) }
			</ul>
			<Button variant="primary" href={ wizardPageData().dashboardUrl }>
				{ __( 'Go To Dashboard', 'sightline-seo' ) }
			</Button>
		</div>
	);
}
