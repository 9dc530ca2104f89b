/**
 * What the instances are built with in the editor, as Own_Structured_Data::nodes() builds them on the
 * page: the editor's resolved template variables, with %published% and %modified% in ISO 8601 UTC
 * (get_post_time( DATE_W3C, true )) and %permalink% the address the post will have, and the page's
 * address (its canonical, else the permalink) that the nodes' `@id`s hang from.
 */
import type { SeoObject } from '../context';
import type { EditorPageData } from '../data';
import { variableValues } from '../resolve';
export type { SchemaPage } from '../../components/structured-data/instance-card';
import type { SchemaPage } from '../../components/structured-data/instance-card';

export interface PostDates {
	/** The edited date, in the site's time zone without an offset ('2026-03-05T09:30:00'). */
	date: string | null;
	/** The saved date in the site's time zone and in UTC (null while the date is floating). */
	savedDate: string | null;
	savedDateGmt: string | null;
	/** A draft whose date follows the time it is published. */
	floating: boolean;
	/** The site's current UTC offset in hours, for a date the author changed. */
	utcOffsetHours: number;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/;

function pad( value: number ): string {
	return String( value ).padStart( 2, '0' );
}

/** A moment as DATE_W3C in UTC: 2026-03-05T08:30:00+00:00. */
export function w3cUtc( time: number ): string {
	const date = new Date( time );
	return (
		`${ date.getUTCFullYear() }-${ pad( date.getUTCMonth() + 1 ) }-${ pad(
			date.getUTCDate()
		) }` +
		`T${ pad( date.getUTCHours() ) }:${ pad( date.getUTCMinutes() ) }:${ pad(
			date.getUTCSeconds()
		) }+00:00`
	);
}

/** A wall-clock time read as if it were UTC (milliseconds), or null when it is no such time. */
function wallClock( text: string | null ): number | null {
	const match = text ? LOCAL.exec( text ) : null;
	if ( ! match ) {
		return null;
	}
	const [ , year, month, day, hour, minute, second ] = match.map( Number );
	return Date.UTC( year, month - 1, day, hour, minute, second );
}

/**
 * %published% as the page will print it once saved now: the saved UTC date when the author kept the
 * date; the moment of saving for a floating draft (publishing dates it then); else the edited wall
 * time moved by the site's offset (the saved date's own offset when it has one, so summer time of
 * that date is kept).
 */
export function publishedIso( dates: PostDates, now: number ): string {
	const edited = wallClock( dates.date );
	if ( dates.floating || edited === null ) {
		return w3cUtc( now - ( now % 1000 ) );
	}
	const saved = wallClock( dates.savedDate );
	const savedGmt = wallClock( dates.savedDateGmt );
	if ( edited === saved && savedGmt !== null ) {
		return w3cUtc( savedGmt );
	}
	const offset =
		saved !== null && savedGmt !== null
			? saved - savedGmt
			: dates.utcOffsetHours * 3600_000;
	return w3cUtc( edited - offset );
}

export function schemaPage(
	object: SeoObject,
	data: EditorPageData,
	fromContent: string,
	dates: PostDates,
	now: number
): SchemaPage {
	const url = object.url;
	return {
		variables: {
			...variableValues( object, data, fromContent ),
			permalink: url,
			published: publishedIso( dates, now ),
			// Saving is what changes the modified date: it will be the moment of the save.
			modified: w3cUtc( now - ( now % 1000 ) ),
		},
		url: object.meta.canonical.trim() || url,
	};
}
