/**
 * The words a field of the Schema panel is shown with: its type's or property's label (a few
 * properties read better named for what they hold in their type: an FAQ page's main entity is its
 * questions), and whether Google requires or recommends it.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { PropertyDefinition } from '../../structured-data';
import { optionLabels, propertyLabels, typeLabels } from './catalogue-labels';

export function typeLabel( type: string ): string {
	return typeLabels()[ type ] ?? type;
}

export function optionLabel( option: string ): string {
	return optionLabels()[ option ] ?? option;
}

function contextualLabel( type: string, property: string ): string | null {
	switch ( `${ type }.${ property }` ) {
		case 'FAQPage.mainEntity':
			return __( 'Questions', 'sightline-seo' );
		case 'ProfilePage.mainEntity':
			return __(
				'Person or organization of the profile',
				'sightline-seo'
			);
		case 'Question.name':
			return __( 'Question', 'sightline-seo' );
		case 'Answer.text':
			return __( 'Answer text', 'sightline-seo' );
		default:
			return null;
	}
}

/** A property's label in its type, without the required or recommended mark. */
export function propertyLabel( type: string, property: string ): string {
	return (
		contextualLabel( type, property ) ??
		propertyLabels()[ property ] ??
		property
	);
}

/** A property's label with Google's requirement: "Price (required)", "Brand (recommended)". */
export function fieldLabel(
	type: string,
	property: string,
	definition: PropertyDefinition
): string {
	const label = propertyLabel( type, property );
	if ( definition.required ) {
		/* translators: %s: name of a structured-data property, e.g. Price. */
		return sprintf( __( '%s (required)', 'sightline-seo' ), label );
	}
	if ( definition.recommended ) {
		/* translators: %s: name of a structured-data property, e.g. Brand. */
		return sprintf( __( '%s (recommended)', 'sightline-seo' ), label );
	}
	return label;
}
