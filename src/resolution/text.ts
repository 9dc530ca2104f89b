/**
 * Plain-text helpers of the resolution model, twins of includes/head/class-text.php: line() and
 * title(). Whitespace is PCRE's, not JavaScript's: without the u flag \s is ASCII (SPACE), with it
 * PHP adds UCP and \s is every Unicode space (UNICODE_SPACES); trim() is PHP's (PHP_TRIM).
 */

/** PCRE's \s without the u+UCP flags: space, tab, line feed, vertical tab, form feed, carriage return. */
export const SPACE = '[\\t\\n\\v\\f\\r ]';
const EDGES = new RegExp( `^${ SPACE }+|${ SPACE }+$`, 'g' );

/** PCRE's \s+ with PHP's u flag (UTF + UCP): Unicode spaces too, but not U+200B or U+FEFF. */
export const UNICODE_SPACES =
	/[\t\n\v\f\r \x85\xa0\u1680\u180e\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;

/** What PHP's trim() removes by default (no form feed, no Unicode spaces). */
export const PHP_TRIM = /^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g;

/** PHP's trim(): no-break and other Unicode spaces stay, unlike String.prototype.trim(). */
export function phpTrim( text: string ): string {
	return text.replace( PHP_TRIM, '' );
}

/**
 * wp_strip_all_tags(): scripts and styles with their content, then every tag as PHP's strip_tags()
 * sees one (a "<" before a space is text; an unclosed tag runs to the end), then trim().
 */
export function stripAllTags( text: string ): string {
	return phpTrim( stripTags( text ) );
}

/** wp_strip_all_tags() without its trim(): scripts and styles with their content, then every tag. */
function stripTags( text: string ): string {
	return text
		.replace( /<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '' )
		.replace( /<(?![\t\n\v\f\r ])(?:[^>"']|"[^"]*"|'[^']*')*(?:>|$)/g, '' );
}

/**
 * Text read from HTML as written, spaces untouched: tags removed, entities decoded (Text::plain(), the
 * template text around variables).
 */
export function plain( html: string ): string {
	return decodeEntities( stripTags( html ) );
}

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

/** Code points html_entity_decode( ENT_HTML5 ) decodes from a numeric reference; others stay written. */
function allowedCodePoint( code: number ): boolean {
	return (
		( code >= 0x20 && code <= 0x7e ) ||
		code === 0x09 ||
		code === 0x0a ||
		code === 0x0c ||
		( code >= 0xa0 && code <= 0xd7ff ) ||
		( code >= 0xe000 &&
			code <= 0x10ffff &&
			code % 0x10000 < 0xfffe &&
			( code < 0xfdd0 || code > 0xfdef ) )
	);
}

let entityDecoder: HTMLTextAreaElement | null = null;

/**
 * Any other HTML5 named reference, through the browser's own table (the one PHP's ENT_HTML5 uses).
 * A name the table lacks is kept, also when the browser would read a legacy prefix of it ("&notit;").
 */
function namedEntity( match: string ): string {
	if ( typeof document === 'undefined' ) {
		return match;
	}
	entityDecoder ??= document.createElement( 'textarea' );
	entityDecoder.innerHTML = match;
	const decoded = entityDecoder.value;
	return decoded !== match &&
		! decoded.endsWith( ';' ) &&
		Array.from( decoded ).length <= 2
		? decoded
		: match;
}

/** Decodes numeric and named HTML entities as html_entity_decode( ENT_QUOTES | ENT_HTML5 ) does. */
export function decodeEntities( text: string ): string {
	if ( ! text.includes( '&' ) ) {
		return text;
	}
	return text.replace(
		/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/g,
		( match, entity: string ) => {
			if ( entity[ 0 ] === '#' ) {
				const code =
					entity[ 1 ].toLowerCase() === 'x'
						? parseInt( entity.slice( 2 ), 16 )
						: parseInt( entity.slice( 1 ), 10 );
				return allowedCodePoint( code )
					? String.fromCodePoint( code )
					: match;
			}
			return NAMED[ entity ] ?? namedEntity( match );
		}
	);
}

export function trimSpace( text: string ): string {
	return text.replace( EDGES, '' );
}

/** Plain single-line text from a value that may hold stray markup (Text::line()). */
export function line( value: string ): string {
	return phpTrim(
		decodeEntities( stripAllTags( value ) ).replace( UNICODE_SPACES, ' ' )
	);
}

/**
 * wptexturize()'s common replacements, in its order: dashes, ellipses, (tm), then quotes and
 * apostrophes. The shared fixtures (tests/fixtures/resolution/titles.json) hold this to WordPress's
 * own output for the titles sites write.
 */
export function texturize( text: string ): string {
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
 * A post's title as %title% gives it (Text::post_title()): by setting template_spaces, wp_strip_all_tags()
 * with "<br>" a space (as_written, SEOPress), tags removed with spaces and ends kept (tags_after, Yoast
 * SEO) or plain text with spaces collapsed (tidy); texturised as get_the_title() prints it when
 * `theTitle` (setting texturize_post_title, All in One SEO).
 */
export function postTitle(
	text: string,
	spaces: string,
	theTitle: boolean
): string {
	let value: string;
	if ( spaces === 'as_written' ) {
		value = phpTrim(
			decodeEntities( stripAllTags( text.split( '<br>' ).join( ' ' ) ) )
		);
	} else if ( spaces === 'tags_after' ) {
		value = plain( text );
	} else {
		value = line( text );
	}
	return theTitle ? title( value ) : value;
}

/**
 * A title as WordPress prints document titles (Text::title()): texturised, with the separator the site
 * chose kept as chosen ("-" would otherwise become "–"); as written when the site does not texturise
 * titles (setting texturize_titles).
 */
export function title(
	text: string,
	separator = '',
	texturizeTitle = true
): string {
	if ( text === '' || ! texturizeTitle ) {
		return text;
	}
	const parts =
		separator === '' ? [ text ] : text.split( ` ${ separator } ` );
	return parts
		.map( ( part ) => decodeEntities( capitalP( texturize( part ) ) ) )
		.join( ` ${ separator } ` );
}
