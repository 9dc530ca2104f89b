/**
 * The numbered step indicator: one number per route except finish, the current one marked
 * for assistive technology with aria-current="step", passed ones with a check.
 */
import { __, sprintf } from '@wordpress/i18n';
import { check, Icon } from '@wordpress/icons';

import { ROUTES, type WizardRoute } from '../routes';

type StepState = 'done' | 'current' | 'upcoming';

function stateText( state: StepState ): string {
	if ( state === 'done' ) {
		return __( 'completed', 'sightline-seo' );
	}
	return state === 'current'
		? __( 'current', 'sightline-seo' )
		: __( 'upcoming', 'sightline-seo' );
}

export function StepIndicator( {
	steps,
	location,
}: {
	steps: WizardRoute[];
	location: string;
} ) {
	const current =
		location === ROUTES.finish
			? steps.length
			: steps.findIndex( ( step ) => step.path === location );
	return (
		<ol
			className="sightline-wizard__steps"
			aria-label={ __( 'Setup steps', 'sightline-seo' ) }
		>
			{ steps.map( ( step, index ) => {
				let state: StepState = 'upcoming';
				if ( index < current ) {
					state = 'done';
				} else if ( index === current ) {
					state = 'current';
				}
				return (
					<li
						key={ step.path }
						className={ `sightline-wizard__step is-${ state }` }
						aria-current={
							state === 'current' ? 'step' : undefined
						}
					>
						<span
							className="sightline-wizard__step-number"
							aria-hidden="true"
						>
							{ state === 'done' ? (
								<Icon icon={ check } size={ 16 } />
							) : (
								index + 1
							) }
						</span>
						<span className="screen-reader-text">
							{ sprintf(
								/* translators: 1: step number, 2: step name, 3: completed/current/upcoming. */
								__( 'Step %1$d: %2$s (%3$s)', 'sightline-seo' ),
								index + 1,
								step.label,
								stateText( state )
							) }
						</span>
					</li>
				);
			} ) }
		</ol>
	);
}
