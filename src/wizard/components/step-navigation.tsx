/**
 * Back / Skip / Next of a step, shown on every step unless the step hides them. A disabled Next
 * stays focusable and announced, so "Migrate" can look disabled until a plugin is chosen.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface StepNavigationProps {
	onBack?: () => void;
	onSkip?: () => void;
	onNext?: () => void;
	nextLabel?: string;
	nextDisabled?: boolean;
	skipDisabled?: boolean;
	busy?: boolean;
}

export function StepNavigation( {
	onBack,
	onSkip,
	onNext,
	nextLabel,
	nextDisabled = false,
	skipDisabled = false,
	busy = false,
}: StepNavigationProps ) {
	return (
		<div className="sightline-wizard__nav">
			<div className="sightline-wizard__nav-start">
				{ onBack && (
					<Button variant="secondary" onClick={ onBack }>
						{ __( 'Back', 'sightline-seo' ) }
					</Button>
				) }
			</div>
			<div className="sightline-wizard__nav-end">
				{ onSkip && (
					<Button
						variant="tertiary"
						onClick={ onSkip }
						disabled={ skipDisabled }
						__experimentalIsFocusable
					>
						{ __( 'Skip', 'sightline-seo' ) }
					</Button>
				) }
				{ onNext && (
					<Button
						variant="primary"
						onClick={ nextDisabled ? undefined : onNext }
						disabled={ nextDisabled }
						isBusy={ busy }
						__experimentalIsFocusable
					>
						{ nextLabel ?? __( 'Next', 'sightline-seo' ) }
					</Button>
				) }
			</div>
		</div>
	);
}
