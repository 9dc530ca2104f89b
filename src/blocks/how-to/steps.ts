/**
 * The How-to block's data as saved in its attributes, and the defaults a new block gets.
 */
import { __ } from '@wordpress/i18n';

import { newId } from '../shared/list';

export interface HowToStep {
	id: string;
	name: string;
	text: string;
	image?: { id: number; url: string; alt: string };
}

export interface HowToLabels {
	time?: string;
	cost?: string;
	supplies?: string;
	tools?: string;
}

export interface HowToAttributes extends Record< string, unknown > {
	name: string;
	description: string;
	totalTime: string;
	durationText: string;
	estimatedCost: { value: string; currency: string };
	supplies: string[];
	tools: string[];
	steps: HowToStep[];
	labels: HowToLabels;
}

/** A new, empty step with an id of its own (its anchor on the page). */
export function emptyStep( random?: () => number ): HowToStep {
	return { id: newId( 'step', random ), name: '', text: '' };
}

/**
 * The words the saved HTML prints beside the values, in the editor's language when the block is
 * inserted: saved as attributes (and editable), so the saved HTML never depends on the language of
 * whoever opens the post later.
 */
export function defaultLabels(): Required< HowToLabels > {
	return {
		time: __( 'Total time:', 'sightline-seo' ),
		cost: __( 'Estimated cost:', 'sightline-seo' ),
		supplies: __( 'Supplies', 'sightline-seo' ),
		tools: __( 'Tools', 'sightline-seo' ),
	};
}

/** A cost as typed: a decimal number (comma or point), '' when it is none. */
export function costValue( text: string ): string {
	const value = text.trim().replace( ',', '.' );
	return /^\d+(\.\d+)?$/.test( value ) ? value : '';
}

/** A currency as typed: an ISO 4217 code in capitals, '' when it is none. */
export function currencyCode( text: string ): string {
	const code = text.trim().toUpperCase();
	return /^[A-Z]{3}$/.test( code ) ? code : '';
}
