/**
 * Dates, times and durations of a structured-data node in ISO 8601, the twin of
 * Sightline\Structured_Data\Time_Values. Dates are read in ISO 8601 (with or without a time and a
 * zone), as YYYY/MM/DD, and in the English forms WordPress's default date formats print ("March 5,
 * 2026", "5 March 2026"): %published% and %modified% resolve in the site's date format. Durations are
 * read as ISO 8601, minutes ("90"), hours and minutes ("1:30") or words ("1h 30m", "2 hours 15 min").
 */
import { asciiLower, singleLine } from './text-values';

interface Moment {
	year: number;
	month: number;
	day: number;
	/** HH:MM:SS when a time was given. */
	time?: string;
	/** Z or ±HH:MM when a zone was given. */
	zone?: string;
}

const MONTHS: Record< string, number > = {
	january: 1,
	february: 2,
	march: 3,
	april: 4,
	may: 5,
	june: 6,
	july: 7,
	august: 8,
	september: 9,
	october: 10,
	november: 11,
	december: 12,
	jan: 1,
	feb: 2,
	mar: 3,
	apr: 4,
	jun: 6,
	jul: 7,
	aug: 8,
	sep: 9,
	sept: 9,
	oct: 10,
	nov: 11,
	dec: 12,
};

const ISO =
	/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const SLASHED = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const MONTH_FIRST = /^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i;
const DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th)?\.? ([A-Za-z]+)\.?,? (\d{4})$/i;

function daysIn( year: number, month: number ): number {
	const leap = ( year % 4 === 0 && year % 100 !== 0 ) || year % 400 === 0;
	return [ 31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 ][
		month - 1
	];
}

function pad( value: number ): string {
	return String( value ).padStart( 2, '0' );
}

function calendarDay(
	year: number,
	month: number,
	day: number
): Moment | null {
	if ( month < 1 || month > 12 || day < 1 || day > daysIn( year, month ) ) {
		return null;
	}
	return { year, month, day };
}

function monthNumber( name: string ): number {
	return MONTHS[ asciiLower( name ) ] ?? 0;
}

function parseMoment( text: string ): Moment | null {
	const value = singleLine( text );
	if ( value === null ) {
		return null;
	}
	let match = ISO.exec( value );
	if ( match ) {
		const moment = calendarDay( +match[ 1 ], +match[ 2 ], +match[ 3 ] );
		if ( ! moment || match[ 4 ] === undefined ) {
			return moment;
		}
		const [ hour, minute, second ] = [
			+match[ 4 ],
			+match[ 5 ],
			+( match[ 6 ] ?? 0 ),
		];
		if ( hour > 23 || minute > 59 || second > 59 ) {
			return null;
		}
		moment.time = `${ pad( hour ) }:${ pad( minute ) }:${ pad( second ) }`;
		if ( match[ 7 ] !== undefined ) {
			const zone = match[ 7 ].toUpperCase();
			moment.zone =
				zone === 'Z'
					? 'Z'
					: `${ zone.slice( 0, 3 ) }:${ zone.slice( -2 ) }`;
		}
		return moment;
	}
	match = SLASHED.exec( value );
	if ( match ) {
		return calendarDay( +match[ 1 ], +match[ 2 ], +match[ 3 ] );
	}
	match = MONTH_FIRST.exec( value );
	if ( match ) {
		return calendarDay(
			+match[ 3 ],
			monthNumber( match[ 1 ] ),
			+match[ 2 ]
		);
	}
	match = DAY_FIRST.exec( value );
	if ( match ) {
		return calendarDay(
			+match[ 3 ],
			monthNumber( match[ 2 ] ),
			+match[ 1 ]
		);
	}
	return null;
}

function datePart( moment: Moment ): string {
	return `${ String( moment.year ).padStart( 4, '0' ) }-${ pad(
		moment.month
	) }-${ pad( moment.day ) }`;
}

/** YYYY-MM-DD (a time, if any, is left out). */
export function isoDate( text: string ): string | null {
	const moment = parseMoment( text );
	return moment ? datePart( moment ) : null;
}

/** YYYY-MM-DDTHH:MM:SS with its zone when a time was given, else YYYY-MM-DD. */
export function isoDateTime( text: string ): string | null {
	const moment = parseMoment( text );
	if ( ! moment ) {
		return null;
	}
	return moment.time === undefined
		? datePart( moment )
		: `${ datePart( moment ) }T${ moment.time }${ moment.zone ?? '' }`;
}

const ISO_DURATION =
	/^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/i;
const DURATION_PART =
	/(\d+) ?(days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)(?![a-z])/gi;

function durationOf(
	days: number,
	hours: number,
	minutes: number,
	seconds: number
): string {
	minutes += Math.floor( seconds / 60 );
	seconds %= 60;
	hours += Math.floor( minutes / 60 );
	minutes %= 60;
	let time = '';
	time += hours > 0 ? `${ hours }H` : '';
	time += minutes > 0 ? `${ minutes }M` : '';
	time += seconds > 0 ? `${ seconds }S` : '';
	if ( days === 0 && time === '' ) {
		return 'PT0M';
	}
	return `P${ days > 0 ? `${ days }D` : '' }${ time === '' ? '' : 'T' + time }`;
}

/** An ISO 8601 duration: PT1H30M from 90, "1:30", "1h 30m" or PT1H30M itself. */
export function isoDuration( text: string ): string | null {
	const value = singleLine( text );
	if ( value === null ) {
		return null;
	}
	if ( ISO_DURATION.test( value ) ) {
		return value.toUpperCase();
	}
	if ( /^\d+$/.test( value ) ) {
		return durationOf( 0, 0, +value, 0 );
	}
	const clock = /^(\d+):([0-5]\d)$/.exec( value );
	if ( clock ) {
		return durationOf( 0, +clock[ 1 ], +clock[ 2 ], 0 );
	}
	const totals = { d: 0, h: 0, m: 0, s: 0 };
	let found = false;
	const rest = value
		.replace( DURATION_PART, ( _match, amount: string, unit: string ) => {
			found = true;
			const first = asciiLower( unit ).charAt( 0 ) as keyof typeof totals;
			totals[ first ] += +amount;
			return ' ';
		} )
		.replace( /\band\b/gi, ' ' )
		.replace( /[ ,]+/g, '' );
	return found && rest === ''
		? durationOf( totals.d, totals.h, totals.m, totals.s )
		: null;
}
