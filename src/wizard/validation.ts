/**
 * The user-details rules: first name and email required, email well formed, the agreement ticked,
 * last name optional. They run on Next/Finish only (never on Skip); the first failing
 * field gets focus and each error shows under its field.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { UserDetails } from './state/types';

export type UserField = keyof UserDetails;

export type UserErrors = Partial< Record< UserField, string > >;

/** Field order: the first failing one in this order gets focus. */
export const USER_FIELDS: readonly UserField[] = [
	'first_name',
	'last_name',
	'email',
	'agree_to_terms',
];

export function userFieldLabels(): Record< UserField, string > {
	return {
		first_name: __( 'First Name', 'sightline-seo' ),
		last_name: __( 'Last Name', 'sightline-seo' ),
		email: __( 'Email Address', 'sightline-seo' ),
		agree_to_terms: __( 'Agreement', 'sightline-seo' ),
	};
}

/** A practical address check: something@domain.tld, no spaces, one @. */
export function isValidEmail( value: string ): boolean {
	return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test( value.trim() );
}

const required = ( label: string ): string =>
	sprintf(
		/* translators: %s: field label. */ __(
			'%s is required',
			'sightline-seo'
		),
		label
	);

export function validateUserDetails( values: UserDetails ): UserErrors {
	const labels = userFieldLabels();
	const errors: UserErrors = {};
	if ( ! values.first_name.trim() ) {
		errors.first_name = required( labels.first_name );
	}
	if ( ! values.email.trim() ) {
		errors.email = required( labels.email );
	} else if ( ! isValidEmail( values.email ) ) {
		errors.email = __(
			'Please enter a valid email address',
			'sightline-seo'
		);
	}
	if ( ! values.agree_to_terms ) {
		errors.agree_to_terms = __( 'This field is required', 'sightline-seo' );
	}
	return errors;
}

export function firstFailingField( errors: UserErrors ): UserField | undefined {
	return USER_FIELDS.find( ( field ) => errors[ field ] );
}

/** Thrown by a step's Next handler when the form is invalid: navigation stops without a toast. */
export class FormValidationError extends Error {
	constructor( public readonly errors: UserErrors ) {
		super( 'form-validation' );
		this.name = 'FormValidationError';
	}
}
