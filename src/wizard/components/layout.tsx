/**
 * The wizard frame: a centred card with the logo, the numbered step indicator and the
 * 'Exit Guided Setup' link at top right. Exit erases the saved progress and opens the plugin's admin
 * page with the skip-onboarding flag.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import type { ContainerSize, WizardRoute } from '../routes';
import { useWizard } from '../state/context';
import { ProductLogo } from './art';
import { StepIndicator } from './step-indicator';

export interface LayoutProps {
	steps: WizardRoute[];
	location: string;
	container: ContainerSize;
	exitUrl: string;
	children: ReactNode;
}

export function Layout( {
	steps,
	location,
	container,
	exitUrl,
	children,
}: LayoutProps ) {
	const { forget } = useWizard();
	return (
		<div className="sightline-wizard">
			<header className="sightline-wizard__header">
				<ProductLogo />
				<nav
					className="sightline-wizard__progress"
					aria-label={ __( 'Setup progress', 'sightline-seo' ) }
				>
					<StepIndicator steps={ steps } location={ location } />
				</nav>
				<a
					className="sightline-wizard__exit"
					href={ exitUrl }
					onClick={ forget }
				>
					{ __( 'Exit Guided Setup', 'sightline-seo' ) }
				</a>
			</header>
			<main className={ `sightline-wizard__card is-${ container }` }>
				{ children }
			</main>
		</div>
	);
}
