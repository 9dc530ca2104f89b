/**
 * Number and date formatting for the Search Console screens:
 * - shortenNumber: suffixes k, m, b, t at steps of 1000, 1 decimal by default (1500 → '1.5k');
 * - dateRange: the range of N days back from today, as YYYY-MM-DD;
 * - formatDate: 'No Date' for an empty value, 'Invalid Date' for one that does not parse.
 */
import { __ } from '@wordpress/i18n';

const SUFFIXES = [ '', 'k', 'm', 'b', 't' ] as const;

export function shortenNumber( value: number, decimals = 1 ): string {
	if ( ! Number.isFinite( value ) ) {
		return '0';
	}
	const sign = value < 0 ? '-' : '';
	let scaled = Math.abs( value );
	let step = 0;
	while ( scaled >= 1000 && step < SUFFIXES.length - 1 ) {
		scaled /= 1000;
		step++;
	}
	const factor = 10 ** Math.max( 0, decimals );
	let rounded = Math.round( scaled * factor ) / factor;
	// 999,950 rounds to 1000k: carry into the next suffix instead.
	if ( rounded >= 1000 && step < SUFFIXES.length - 1 ) {
		rounded = Math.round( ( rounded / 1000 ) * factor ) / factor;
		step++;
	}
	return `${ sign }${ Number( rounded.toFixed( Math.max( 0, decimals ) ) ) }${ SUFFIXES[ step ] }`;
}

/** YYYY-MM-DD of a date in local time. */
export function isoDate( date: Date ): string {
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	return `${ date.getFullYear() }-${ pad( date.getMonth() + 1 ) }-${ pad( date.getDate() ) }`;
}

export interface DateRange {
	startDate: string;
	endDate: string;
}

/** The range from N days before today to today (local dates). */
export function dateRange( days: number, today: Date = new Date() ): DateRange {
	const start = new Date(
		today.getFullYear(),
		today.getMonth(),
		today.getDate() - Math.max( 0, Math.floor( days ) )
	);
	return { startDate: isoDate( start ), endDate: isoDate( today ) };
}

/** Parses YYYY-MM-DD as a local date (Date() would read it as UTC midnight and shift the day). */
export function parseDate( value: string | number | Date ): Date {
	if ( value instanceof Date ) {
		return value;
	}
	if ( typeof value === 'string' ) {
		const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( value.trim() );
		if ( match ) {
			const date = new Date(
				Number( match[ 1 ] ),
				Number( match[ 2 ] ) - 1,
				Number( match[ 3 ] )
			);
			return date.getMonth() === Number( match[ 2 ] ) - 1
				? date
				: new Date( NaN );
		}
	}
	return new Date( value );
}

export function formatDate(
	value: string | number | Date | null | undefined,
	options: Intl.DateTimeFormatOptions = {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
	}
): string {
	if ( value === null || value === undefined || value === '' ) {
		return __( 'No Date', 'sightline-seo' );
	}
	const date = parseDate( value );
	if ( Number.isNaN( date.getTime() ) ) {
		return __( 'Invalid Date', 'sightline-seo' );
	}
	return new Intl.DateTimeFormat( undefined, options ).format( date );
}

/** CTR as a percentage with one decimal: 0.1234 → '12.3%'. */
export function formatPercent( ratio: number ): string {
	return Number.isFinite( ratio )
		? `${ ( Math.round( ratio * 1000 ) / 10 ).toFixed( 1 ) }%`
		: '0.0%';
}

/** Average position with one decimal. */
export function formatPosition( position: number ): string {
	return Number.isFinite( position ) && position > 0
		? position.toFixed( 1 )
		: '–';
}

/** A file size for people: "820 B", "12 KB", "1.4 MB" (1 KB = 1,024 bytes, as the media library). */
export function formatBytes( bytes: number ): string {
	if ( bytes < 1024 ) {
		return `${ Math.max( 0, Math.round( bytes ) ) } B`;
	}
	const units = [ 'KB', 'MB', 'GB' ];
	let value = bytes / 1024;
	let unit = 0;
	while ( value >= 1024 && unit < units.length - 1 ) {
		value /= 1024;
		unit++;
	}
	return `${ value >= 10 ? Math.round( value ) : Math.round( value * 10 ) / 10 } ${ units[ unit ] }`;
}
