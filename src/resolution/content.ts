/**
 * Plain text cut from post content, twins of includes/head/class-text.php (clean(), cut(), excerpt(),
 * first_paragraph()) and of Variables::auto_description(): what %excerpt% and %content% print for a
 * post without an excerpt. The shared fixtures (tests/fixtures/resolution/descriptions.json) hold both
 * languages to the server's output.
 */
import { autop } from './autop';
import { stripShortcodes } from './shortcodes';
import {
	decodeEntities,
	line,
	phpTrim,
	stripAllTags,
	UNICODE_SPACES,
} from './text';

/** The site's rule for automatic descriptions (setting auto_description). */
export interface AutoDescriptionRule {
	length: number;
	first_paragraph: boolean;
	ellipsis: boolean;
	/** Longest description in words before `length` applies; 0 counts none. */
	words: number;
	/** A hand-written excerpt is printed whole (not cut at `length`); absent: cut. */
	whole_excerpt?: boolean;
	/** Longest description shared on social networks, in characters; 0 (or absent) shares the search one. */
	social_length?: number;
	/** Tags written as entities in the content are removed once decoded (All in One SEO); absent: kept. */
	decoded_tags?: boolean;
	/** What the length counts: the text (absent too) or the content as stored, entities written out. */
	count?: 'text' | 'stored';
	/** Where a long text is cut: at a word within the length (absent too) or at the window's last space. */
	cut?: 'word' | 'last_space';
}

/**
 * The rule that cuts content for og:description and X (Variables::for_social()): the search rule at
 * the social length, or null when the site shares the search description.
 */
export function socialRule(
	rule: AutoDescriptionRule
): AutoDescriptionRule | null {
	const length = rule.social_length ?? 0;
	return length > 0 && length !== rule.length ? { ...rule, length } : null;
}

/** Text::DROP_ELEMENTS: elements whose text never belongs in a description. */
const DROP_ELEMENTS =
	'script|style|noscript|iframe|svg|object|embed|template|figcaption|pre|code|table|select|textarea|button|form';

/** rtrim()'s list in Text::cut(): spaces and the punctuation a cut sentence must not end with. */
const CUT_END = /[ \t\n\r\0\x0B,;:\-\u2013\u2014]+$/;

/**
 * Plain text from HTML (Text::clean()): shortcodes, block comments, non-prose elements and tags
 * removed, entities decoded, whitespace collapsed. `shortcodes` are the tags the site registers.
 */
export function clean( html: string, shortcodes: string[] = [] ): string {
	const text = decodeEntities( stored( html, shortcodes ) )
		.split( '[&hellip;]' )
		.join( ' ' )
		.split( '[\u2026]' )
		.join( ' ' )
		.split( '[...]' )
		.join( ' ' );
	return phpTrim( text.replace( UNICODE_SPACES, ' ' ) );
}

/**
 * The text of HTML as stored (Text::stored()): clean() before its entities are decoded and its
 * spaces collapsed, what a length counted on the stored content counts.
 */
export function stored( html: string, shortcodes: string[] = [] ): string {
	if ( html === '' ) {
		return '';
	}
	let text = stripShortcodes( html, shortcodes );
	text = text
		.replace( /\[\/?[a-zA-Z][\w-]*(?:[\t\n\v\f\r ][^\]]*)?\]/g, ' ' )
		.replace( /<!--[\s\S]*?-->/g, ' ' )
		.replace(
			new RegExp(
				`<(${ DROP_ELEMENTS })\\b[^>]*>[\\s\\S]*?</\\1[\\t\\n\\v\\f\\r ]*>`,
				'gi'
			),
			' '
		)
		.replace(
			/<(?:\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|section|article|header|footer|tr|td|th|dd|dt)\b)[^>]*>/gi,
			' '
		);
	return stripAllTags( text );
}

/** wp_html_excerpt()'s collapse of spaces: runs of space, tab and line breaks (not no-break spaces). */
const HTML_EXCERPT_SPACES = /[\r\n\t ]+/g;

/**
 * Text cut from HTML with its length counted on the stored form (Text::cut_stored()): whole when that
 * fits; else, spaces collapsed, cut at a word by cut() or, for `lastSpace`, its first `limit`
 * characters without a partial entity at the end, trimmed, up to their last space. Decoded at the end.
 */
export function cutStored(
	html: string,
	limit: number,
	lastSpace: boolean,
	shortcodes: string[] = []
): string {
	const raw = stored( html, shortcodes );
	let text = phpTrim( raw.replace( HTML_EXCERPT_SPACES, ' ' ) );
	if ( limit > 0 && Array.from( raw ).length > limit ) {
		text = lastSpace
			? cutAtLastSpace(
					phpTrim(
						Array.from( text )
							.slice( 0, limit )
							.join( '' )
							.replace( /&[^;\s]{0,6}$/, '' )
					)
				)
			: cut( text, limit );
	}
	return phpTrim( decodeEntities( text ) );
}

/** Text up to its last space, none: whole (Text::cut_at_last_space()). */
export function cutAtLastSpace( text: string ): string {
	const chars = Array.from( text );
	const space = chars.lastIndexOf( ' ' );
	return space > 0
		? chars
				.slice( 0, space )
				.join( '' )
				.replace( /[ \t\n\r\0\x0B]+$/, '' )
		: text;
}

/**
 * At most `limit` characters (code points, as mb_substr() counts) cut at a word boundary, adding
 * nothing (Text::cut()).
 */
export function cut( input: string, limit: number ): string {
	const text = phpTrim( input );
	const chars = Array.from( text );
	if ( limit <= 0 || chars.length <= limit ) {
		return text;
	}
	const head = chars.slice( 0, limit + 1 );
	const space = head.lastIndexOf( ' ' );
	const kept = space > 0 ? head.slice( 0, space ) : chars.slice( 0, limit );
	return kept.join( '' ).replace( CUT_END, '' );
}

/** A clean excerpt of HTML within `limit` characters (Text::excerpt()). */
export function excerpt(
	html: string,
	limit: number,
	shortcodes: string[] = []
): string {
	return cut( clean( html, shortcodes ), limit );
}

/**
 * The first paragraph of content that has text, as wpautop() makes paragraphs, or the whole
 * content when it has none (Text::first_paragraph()).
 */
export function firstParagraph(
	input: string,
	shortcodes: string[] = []
): string {
	const html = input.replace( /<!--[\s\S]*?-->/g, '' );
	for ( const match of autop( html ).matchAll(
		/<p\b[^>]*>([\s\S]*?)<\/p>/gi
	) ) {
		if ( clean( match[ 1 ], shortcodes ) !== '' ) {
			return match[ 1 ];
		}
	}
	return html;
}

/**
 * A description cut from content by the site's rule (Variables::auto_description()): its first
 * paragraph or all of it, at most `words` words (when set), then at most `length` characters at a
 * word boundary or at the last space (`cut`), counted on the text or on the stored content (`count`;
 * then words and ellipsis do not apply), with an ellipsis when the rule asks for one and it was cut.
 */
export function autoDescription(
	html: string,
	rule: AutoDescriptionRule,
	shortcodes: string[] = []
): string {
	const source = rule.first_paragraph
		? firstParagraph( html, shortcodes )
		: html;
	const lastSpace = rule.cut === 'last_space';
	if ( rule.count === 'stored' ) {
		return cutStored( source, rule.length, lastSpace, shortcodes );
	}
	const cleaned = clean( source, shortcodes );
	const text = rule.decoded_tags ? line( cleaned ) : cleaned;
	const counted = rule.words > 0 ? words( text, rule.words ) : text;
	const chars = Array.from( counted );
	const cutText =
		lastSpace && chars.length > rule.length
			? cutAtLastSpace(
					phpTrim( chars.slice( 0, rule.length ).join( '' ) )
				)
			: cut( counted, rule.length );
	return rule.ellipsis && cutText !== text ? cutText + '\u2026' : cutText;
}

/**
 * The first `count` words of text from clean() (what its single spaces separate), or the text itself
 * when it has no more (Text::words()).
 */
export function words( input: string, count: number ): string {
	const list = phpTrim( input )
		.split( ' ' )
		.filter( ( word ) => word !== '' );
	return count > 0 && list.length > count
		? list.slice( 0, count ).join( ' ' )
		: phpTrim( input );
}
