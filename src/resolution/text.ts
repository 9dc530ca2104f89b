/**
 * Plain-text helpers of the resolution model, twins of includes/head/class-text.php: line() and
 * title(). Whitespace is PCRE's \s (ASCII), not JavaScript's, so both languages collapse the same
 * characters.
 */

/** PCRE's \s without the u+UCP flags: space, tab, line feed, vertical tab, form feed, carriage return. */
export const SPACE = '[\\t\\n\\v\\f\\r ]';
const SPACES = new RegExp( `${ SPACE }+`, 'g' );
const EDGES = new RegExp( `^${ SPACE }+|${ SPACE }+$`, 'g' );

const NAMED: Record< string, string > = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: '\u00a0',
	hellip: '\u2026',
	ndash: '\u2013',
	mdash: '\u2014',
	lsquo: '\u2018',
	rsquo: '\u2019',
	ldquo: '\u201c',
	rdquo: '\u201d',
	laquo: '\u00ab',
	raquo: '\u00bb',
	copy: '\u00a9',
	reg: '\u00ae',
	trade: '\u2122',
	times: '\u00d7',
	middot: '\u00b7',
	bull: '\u2022',
};

/** Decodes numeric and the common named HTML entities (html_entity_decode() on the server). */
export function decodeEntities( text: string ): string {
	return text.replace(
		/&(#[0-9]+|#x[0-9a-f]+|[a-z]+);/gi,
		( match, entity: string ) => {
			if ( entity[ 0 ] === '#' ) {
				const code =
					entity[ 1 ].toLowerCase() === 'x'
						? parseInt( entity.slice( 2 ), 16 )
						: parseInt( entity.slice( 1 ), 10 );
				return code > 0 && code <= 0x10ffff
					? String.fromCodePoint( code )
					: match;
			}
			return NAMED[ entity.toLowerCase() ] ?? match;
		}
	);
}

export function trimSpace( text: string ): string {
	return text.replace( EDGES, '' );
}

export function collapseSpace( text: string ): string {
	return text.replace( SPACES, ' ' );
}

/** Plain single-line text from a value that may hold stray markup (Text::line()). */
export function line( value: string ): string {
	const stripped = value
		.replace( /<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '' )
		.replace( /<[^>]*>/g, '' );
	return trimSpace(
		collapseSpace( decodeEntities( trimSpace( stripped ) ) )
	);
}

/**
 * wptexturize()'s common replacements, in its order: dashes, ellipses, (tm), then quotes and
 * apostrophes. The shared fixtures (tests/fixtures/resolution/titles.json) hold this to WordPress's
 * own output for the titles sites write.
 */
function texturize( text: string ): string {
	return (
		text
			.replace( /---/g, '\u2014' )
			.replace( /(^|\s)--(\s|$)/g, '$1\u2014$2' )
			.replace( /--/g, '\u2013' )
			.replace( /(^|\s)-(\s|$)/g, '$1\u2013$2' )
			.replace( /\.\.\./g, '\u2026' )
			.replace( / \(tm\)/gi, ' \u2122' )
			.replace( /``/g, '\u201c' )
			.replace( /''/g, '\u201d' )
			// Apostrophes of years ('90s) and inside words (don't).
			.replace( /(^|\s)'(\d\d(?:s|\b))/g, '$1\u2019$2' )
			.replace( /([\p{L}\p{N}])'(?=[\p{L}\p{N}])/gu, '$1\u2019' )
			// Opening quotes after a space, an opening bracket or at the start; closing ones elsewhere.
			.replace( /(^|[\s(\[{\u201c\u2018-])"/gu, '$1\u201c' )
			.replace( /"/g, '\u201d' )
			.replace( /(^|[\s(\[{\u201c\u2018-])'/gu, '$1\u2018' )
			.replace( /'/g, '\u2019' )
			// 9x9 → 9×9.
			.replace( /\b(\d+)x(\d+)\b/g, '$1\u00d7$2' )
	);
}

/** WordPress's capital_P_dangit() for titles. */
function capitalP( text: string ): string {
	return text.replace( /(^|[\s\u2018\u201c(])Wordpress\b/g, '$1WordPress' );
}

/**
 * A title as WordPress prints document titles (Text::title()): texturised, with the separator the site
 * chose kept as chosen ("-" would otherwise become "–").
 */
export function title( text: string, separator = '' ): string {
	if ( text === '' ) {
		return '';
	}
	const parts =
		separator === '' ? [ text ] : text.split( ` ${ separator } ` );
	return parts
		.map( ( part ) => decodeEntities( capitalP( texturize( part ) ) ) )
		.join( ` ${ separator } ` );
}
