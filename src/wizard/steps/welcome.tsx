/**
 * Route /: the welcome screen, the wizard's first step, with what the plugin does as bullets; small
 * container, its own start button.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { check, Icon } from '@wordpress/icons';

import { WelcomeBanner } from '../components/art';
import { useWizardNavigation } from '../navigation';

export function welcomePromises(): string[] {
	return [
		__( 'Fix SEO issues before they cost you visitors', 'sightline-seo' ),
		__( 'Analyse and track your search performance', 'sightline-seo' ),
		__( 'Optimise your pages for better rankings', 'sightline-seo' ),
		__( 'Optimise your content with AI', 'sightline-seo' ),
		__( 'Easy setup with sensible defaults', 'sightline-seo' ),
	];
}

export default function Welcome() {
	const { next } = useWizardNavigation();
	return (
		<div className="sightline-wizard__welcome">
			<h1>{ __( 'Welcome to Sightline SEO!', 'sightline-seo' ) }</h1>
			<WelcomeBanner />
			<p>
				{ __(
					'In a few short steps Sightline SEO sets up how your site appears in search results and on social networks.',
					'sightline-seo'
				) }
			</p>
			<ul className="sightline-wizard__features">
				{ welcomePromises().map( ( text ) => (
					<li key={ text }>
						<Icon icon={ check } size={ 20 } />
						<span>{ text }</span>
					</li>
				) ) }
			</ul>
			<Button
				variant="primary"
				className="sightline-wizard__start"
				onClick={ next }
			>
				{ __( "Let's Get Started", 'sightline-seo' ) }
			</Button>
		</div>
	);
}
