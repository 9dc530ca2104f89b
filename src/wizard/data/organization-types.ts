/**
 * The organisation types for the grouped select: schema.org Organization and its subtypes, from the
 * same JSON file the server validates organization_type against.
 */
import { __ } from '@wordpress/i18n';

import typesJson from '../../../includes/onboarding/organization-types.json';

export const DEFAULT_ORGANIZATION_TYPE: string = typesJson.default;

export interface OrganizationTypeGroup {
	id: string;
	label: string;
	types: Array< { value: string; label: string } >;
}

function groupLabels(): Record< string, string > {
	return {
		general: __( 'General', 'sightline-seo' ),
		local_business: __( 'Local Business', 'sightline-seo' ),
		store: __( 'Store', 'sightline-seo' ),
		food: __( 'Food and Drink', 'sightline-seo' ),
		medical: __( 'Medical', 'sightline-seo' ),
		education: __( 'Education', 'sightline-seo' ),
		government: __( 'Government', 'sightline-seo' ),
		media: __( 'Media and Performing Arts', 'sightline-seo' ),
		sports: __( 'Sports', 'sightline-seo' ),
	};
}

/** 'LocalBusiness' → 'Local Business', 'NGO' stays 'NGO', 'CafeOrCoffeeShop' → 'Cafe Or Coffee Shop'. */
export function typeLabel( type: string ): string {
	return type
		.replace( /([a-z])([A-Z])/g, '$1 $2' )
		.replace( /([A-Z]+)([A-Z][a-z])/g, '$1 $2' );
}

export function organizationTypeGroups(): OrganizationTypeGroup[] {
	const labels = groupLabels();
	return typesJson.groups.map( ( group ) => ( {
		id: group.id,
		label: labels[ group.id ] ?? typeLabel( group.id ),
		types: group.types.map( ( value ) => ( {
			value,
			label: typeLabel( value ),
		} ) ),
	} ) );
}

export function allOrganizationTypes(): string[] {
	return typesJson.groups.flatMap( ( group ) => group.types );
}
