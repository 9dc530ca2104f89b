/**
 * Route /user-details: 'Okay, just one last step…'. Validation runs on Finish
 * only; the first failing field gets focus, errors show under fields and editing a field clears its
 * error. Skip saves the wizard without the personal fields. The details stay on this site.
 */
import {
	CheckboxControl,
	ExternalLink,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { store } from '../../store';
import { StepNavigation } from '../components/step-navigation';
import { useWizardNavigation } from '../navigation';
import { wizardPageData } from '../page-data';
import { saveBody, type OnboardingBody } from '../state/body';
import { useWizard } from '../state/context';
import type { UserDetails as Details } from '../state/types';
import { useStepAction } from '../step-action';
import {
	firstFailingField,
	FormValidationError,
	userFieldLabels,
	validateUserDetails,
	type UserErrors,
	type UserField,
} from '../validation';

function FieldError( { id, message }: { id: string; message?: string } ) {
	return message ? (
		<p id={ id } className="sightline-wizard__error">
			{ message }
		</p>
	) : null;
}

export default function UserDetails() {
	const { state, dispatch } = useWizard();
	const { next, back } = useWizardNavigation();
	const { saveOnboarding, acceptAiCrawlerOffer } = useDispatch(
		store
	) as unknown as {
		saveOnboarding: ( body: OnboardingBody ) => Promise< boolean >;
		acceptAiCrawlerOffer: () => Promise< boolean >;
	};
	const runAction = useStepAction();
	const [ errors, setErrors ] = useState< UserErrors >( {} );
	const [ busy, setBusy ] = useState( false );
	const form = useRef< HTMLDivElement >( null );
	const values = state.userDetails;
	const labels = userFieldLabels();
	const privacyUrl = wizardPageData().privacyPolicyUrl;

	const edit = ( field: UserField, value: string | boolean ) => {
		dispatch( {
			type: 'SET_USER_DETAILS',
			details: { [ field ]: value } as Partial< Details >,
		} );
		setErrors( ( current ) =>
			current[ field ] ? { ...current, [ field ]: undefined } : current
		);
	};
	const inputProps = ( field: UserField ) => ( {
		'aria-invalid': errors[ field ] ? true : undefined,
		'aria-describedby': errors[ field ]
			? `sightline-user-${ field }-error`
			: undefined,
		'data-field': field,
	} );

	const save = async ( skipUserDetails: boolean ) => {
		setBusy( true );
		try {
			await saveOnboarding( saveBody( state, { skipUserDetails } ) );
			if ( state.aiSearchOnly ) {
				await acceptAiCrawlerOffer();
			}
		} finally {
			setBusy( false );
		}
	};

	const finish = () =>
		runAction( async () => {
			const found = validateUserDetails( values );
			setErrors( found );
			const failing = firstFailingField( found );
			if ( failing ) {
				form.current
					?.querySelector< HTMLInputElement >(
						`[data-field="${ failing }"]`
					)
					?.focus();
				throw new FormValidationError( found );
			}
			await save( false );
		}, next );

	const skip = () => runAction( () => save( true ), next );

	return (
		<div className="sightline-wizard__user" ref={ form }>
			<h1>{ __( 'Okay, just one last step…', 'sightline-seo' ) }</h1>
			<p>
				{ __(
					'Your details stay on this site. They are never sent anywhere.',
					'sightline-seo'
				) }
			</p>
			<div className="sightline-wizard__fields is-two-columns">
				<div>
					<TextControl
						label={ labels.first_name }
						value={ values.first_name }
						onChange={ ( value ) => edit( 'first_name', value ) }
						autoComplete="given-name"
						{ ...inputProps( 'first_name' ) }
						__nextHasNoMarginBottom
					/>
					<FieldError
						id="sightline-user-first_name-error"
						message={ errors.first_name }
					/>
				</div>
				<div>
					<TextControl
						label={ labels.last_name }
						value={ values.last_name }
						onChange={ ( value ) => edit( 'last_name', value ) }
						autoComplete="family-name"
						{ ...inputProps( 'last_name' ) }
						__nextHasNoMarginBottom
					/>
					<FieldError
						id="sightline-user-last_name-error"
						message={ errors.last_name }
					/>
				</div>
			</div>
			<div className="sightline-wizard__fields">
				<div>
					<TextControl
						label={ labels.email }
						type="email"
						value={ values.email }
						onChange={ ( value ) => edit( 'email', value ) }
						autoComplete="email"
						{ ...inputProps( 'email' ) }
						__nextHasNoMarginBottom
					/>
					<FieldError
						id="sightline-user-email-error"
						message={ errors.email }
					/>
				</div>
				<div className="sightline-wizard__agree">
					<CheckboxControl
						label={ __(
							'Notify me about SEO issues on this site, and I agree to share non-personal usage data to help improve Sightline SEO.',
							'sightline-seo'
						) }
						checked={ values.agree_to_terms }
						onChange={ ( checked ) =>
							edit( 'agree_to_terms', checked )
						}
						help={
							errors.agree_to_terms
								? __( 'This is required', 'sightline-seo' )
								: undefined
						}
						{ ...inputProps( 'agree_to_terms' ) }
						__nextHasNoMarginBottom
					/>
					{ privacyUrl && (
						<ExternalLink href={ privacyUrl }>
							{ __( 'Privacy Policy', 'sightline-seo' ) }
						</ExternalLink>
					) }
					<FieldError
						id="sightline-user-agree_to_terms-error"
						message={ errors.agree_to_terms }
					/>
				</div>
			</div>
			<StepNavigation
				onBack={ back }
				onSkip={ skip }
				onNext={ finish }
				nextLabel={ __( 'Finish', 'sightline-seo' ) }
				busy={ busy }
			/>
		</div>
	);
}
