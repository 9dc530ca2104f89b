/**
 * The how-to's total time: days, hours and minutes as the author types them, and the ISO 8601 duration
 * the block saves (what the structured data reads, in the same form Yoast's and Rank Math's how-to
 * blocks give it: P1DT2H30M), with the words a visitor reads.
 */
import { _n, sprintf } from '@wordpress/i18n';

export interface DurationParts {
	days: number;
	hours: number;
	minutes: number;
}

const PATTERN = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** The parts of a saved duration (zero for what it does not name, all zero for none). */
export function partsOf( iso: string ): DurationParts {
	const match = PATTERN.exec( iso );
	return {
		days: match?.[ 1 ] ? Number( match[ 1 ] ) : 0,
		hours: match?.[ 2 ] ? Number( match[ 2 ] ) : 0,
		minutes: match?.[ 3 ] ? Number( match[ 3 ] ) : 0,
	};
}

/** A whole number from what the author typed: digits only, negative or empty as 0. */
export function wholeNumber( text: string ): number {
	const value = Number.parseInt( text, 10 );
	return Number.isFinite( value ) && value > 0 ? value : 0;
}

/**
 * The ISO 8601 duration of the parts, carried over (90 minutes are 1 hour 30 minutes), or '' for none.
 */
export function isoDuration( parts: DurationParts ): string {
	const total = parts.days * 1440 + parts.hours * 60 + parts.minutes;
	if ( total <= 0 ) {
		return '';
	}
	const days = Math.floor( total / 1440 );
	const hours = Math.floor( ( total % 1440 ) / 60 );
	const minutes = total % 60;
	const time =
		( hours ? `${ hours }H` : '' ) + ( minutes ? `${ minutes }M` : '' );
	return `P${ days ? `${ days }D` : '' }${ time ? `T${ time }` : '' }`;
}

/** The duration in words, in the editor's language ("1 hour, 30 minutes"); '' for none. */
export function durationText( iso: string ): string {
	const { days, hours, minutes } = partsOf( iso );
	const words: string[] = [];
	if ( days ) {
		words.push(
			sprintf(
				/* translators: %d: number of days. */
				_n( '%d day', '%d days', days, 'sightline-seo' ),
				days
			)
		);
	}
	if ( hours ) {
		words.push(
			sprintf(
				/* translators: %d: number of hours. */
				_n( '%d hour', '%d hours', hours, 'sightline-seo' ),
				hours
			)
		);
	}
	if ( minutes ) {
		words.push(
			sprintf(
				/* translators: %d: number of minutes. */
				_n( '%d minute', '%d minutes', minutes, 'sightline-seo' ),
				minutes
			)
		);
	}
	return words.join( ', ' );
}
