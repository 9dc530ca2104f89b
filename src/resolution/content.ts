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
	texturize,
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
	/**
	 * Where a long text is cut: at a word within the length (absent too), at the window's last space,
	 * or after the window wherever it ends (chars).
	 */
	cut?: 'word' | 'last_space' | 'chars' | 'sentence';
	/** A hand-written excerpt counts only where the post type supports excerpts (read by the server). */
	excerpt_support?: boolean;
	/** What the length cuts: the content's value (absent too) or a post's whole templated description. */
	scope?: 'content' | 'template';
	/** Shortcodes: all removed (absent too), unknown ones kept, or registered ones run, unknown kept. */
	shortcodes?: ShortcodeReading;
	/** How markup is read: tags removed (absent too), as kses leaves text, or every tag a space. */
	read?: MarkupReading;
	/** What a removed tag leaves between two texts: a space at block boundaries (absent too) or nothing. */
	join?: TagJoin;
}

/** What becomes of shortcodes in content read for a description (Text::stored()'s $shortcodes). */
export type ShortcodeReading = 'strip' | 'keep_unknown' | 'render';

/** What a removed tag leaves between the texts it separated (Text::stored()'s $join). */
export type TagJoin = 'space' | 'none';

/** How the content's markup is read for a description (Text::stored()'s $read). */
export type MarkupReading = 'text' | 'kses' | 'markup' | 'prose';

/** Text::NOT_PROSE: what a reading of paragraphs only drops too (The SEO Framework's reading). */
const NOT_PROSE =
	'address|area|aside|audio|blockquote|canvas|datalist|del|dialog|dl|fieldset|figure|footer|h[1-6]|header|hgroup|input|label|map|menu|meter|nav|ol|output|progress|s|ul|video';

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
 * removed, entities decoded, whitespace collapsed (with `join` "none" spaces, tabs and line breaks
 * only, as wp_strip_all_tags() collapses them). `shortcodes` are the tags the site registers.
 */
export function clean(
	html: string,
	shortcodes: string[] = [],
	reading: ShortcodeReading = 'strip',
	read: MarkupReading = 'text',
	join: TagJoin = 'space'
): string {
	const text = decodeEntities(
		stored( html, shortcodes, reading, read, join )
	)
		.split( '[&hellip;]' )
		.join( ' ' )
		.split( '[\u2026]' )
		.join( ' ' )
		.split( '[...]' )
		.join( ' ' );
	// wp_strip_all_tags( $text, true ) collapses ASCII spaces only: a no-break space stays one.
	return phpTrim(
		text.replace(
			join === 'none' ? HTML_EXCERPT_SPACES : UNICODE_SPACES,
			' '
		)
	);
}

/**
 * The text of HTML as stored (Text::stored()): clean() before its entities are decoded and its
 * spaces collapsed, what a length counted on the stored content counts. With `join` "none" a removed
 * tag, comment or dropped element leaves nothing (wp_strip_all_tags(): "<p>a.</p><p>B</p>" reads "a.B").
 */
export function stored(
	html: string,
	shortcodes: string[] = [],
	reading: ShortcodeReading = 'strip',
	read: MarkupReading = 'text',
	join: TagJoin = 'space'
): string {
	if ( html === '' ) {
		return '';
	}
	const gap = join === 'none' ? '' : ' ';
	// The editor cannot run a shortcode: a registered one reads as what it encloses nothing of ("render"
	// previews it as removed); an unknown one stays as written unless every shortcode is stripped.
	let text = stripShortcodes( html, shortcodes );
	if ( reading === 'strip' ) {
		text = text.replace(
			/\[\/?[a-zA-Z][\w-]*(?:[\t\n\v\f\r ][^\]]*)?\]/g,
			' '
		);
	}
	text = text.replace( /<!--[\s\S]*?-->/g, gap );
	if ( read === 'markup' ) {
		return phpTrim(
			text
				.replace(
					/<(script|style|pre)\b[^>]*>[\s\S]*?<\/\1[\t\n\v\f\r ]*>/gi,
					' '
				)
				.replace( /<[^>]*>/g, ' ' )
		);
	}
	const drop =
		read === 'prose' ? `${ DROP_ELEMENTS }|${ NOT_PROSE }` : DROP_ELEMENTS;
	// Inner elements first: a list inside a list (five levels deep at most).
	const element = new RegExp(
		`<(${ drop })\\b[^>]*>(?:(?!<\\1\\b)[\\s\\S])*?</\\1[\\t\\n\\v\\f\\r ]*>`,
		'gi'
	);
	const opening = new RegExp( `<(${ drop })\\b`, 'i' );
	for ( let pass = 0; pass < 5 && opening.test( text ); pass++ ) {
		text = text.replace( element, gap );
	}
	text = text.replace(
		/<(?:\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|section|article|header|footer|tr|td|th|dd|dt)\b)[^>]*>/gi,
		gap
	);
	if ( read === 'kses' ) {
		return phpTrim( normalizeEntities( text.replace( /<[^>]*>/g, '' ) ) );
	}
	return stripAllTags( text );
}

/**
 * wp_kses_normalize_entities(): an "&" that starts no valid reference is written "&amp;" (named
 * references as HTML 4 and XHTML know them are taken as valid here; numeric ones always).
 */
function normalizeEntities( text: string ): string {
	return text.replace(
		/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#[0-9]+|#[xX][0-9a-fA-F]+);)/g,
		'&amp;'
	);
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
	mode: 'word' | 'last_space' | 'chars',
	shortcodes: string[] = [],
	reading: ShortcodeReading = 'strip',
	read: MarkupReading = 'text',
	join: TagJoin = 'space'
): string {
	const raw = stored( html, shortcodes, reading, read, join );
	let text = phpTrim( raw.replace( HTML_EXCERPT_SPACES, ' ' ) );
	if ( limit > 0 && Array.from( raw ).length > limit && mode === 'chars' ) {
		text = Array.from( text ).slice( 0, limit ).join( '' );
	} else if ( limit > 0 && Array.from( raw ).length > limit ) {
		text =
			mode === 'last_space'
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
	const mode = rule.cut ?? 'word';
	if ( rule.scope === 'template' ) {
		// As a description made of it alone prints it (the page cuts its whole description so).
		return cutWritten( written( source, rule, shortcodes ), rule.length );
	}
	if ( mode === 'sentence' ) {
		return cutSentence(
			texturized(
				stored(
					source,
					shortcodes,
					rule.shortcodes,
					rule.read,
					rule.join
				)
			),
			rule.length
		);
	}
	if ( rule.count === 'stored' ) {
		return cutStored(
			source,
			rule.length,
			mode,
			shortcodes,
			rule.shortcodes,
			rule.read,
			rule.join
		);
	}
	const cleaned = clean(
		source,
		shortcodes,
		rule.shortcodes,
		rule.read,
		rule.join
	);
	const text = rule.decoded_tags ? line( cleaned ) : cleaned;
	const counted = rule.words > 0 ? words( text, rule.words ) : text;
	const chars = Array.from( counted );
	let cutText = cut( counted, rule.length );
	if ( rule.length <= 0 ) {
		cutText = phpTrim( counted );
	} else if ( chars.length > rule.length && mode === 'last_space' ) {
		cutText = cutAtLastSpace(
			phpTrim( chars.slice( 0, rule.length ).join( '' ) )
		);
	} else if ( chars.length > rule.length && mode === 'chars' ) {
		cutText = phpTrim( chars.slice( 0, rule.length ).join( '' ) );
	}
	return rule.ellipsis && cutText !== text ? cutText + '\u2026' : cutText;
}

/**
 * Content as written for a description cut as a whole (the written twin's %excerpt%): read by the
 * rule's `shortcodes` and `read`, spaces collapsed, entities still written.
 */
export function written(
	html: string,
	rule: AutoDescriptionRule,
	shortcodes: string[] = []
): string {
	return phpTrim(
		stored(
			html,
			shortcodes,
			rule.shortcodes,
			rule.read,
			rule.join
		).replace( HTML_EXCERPT_SPACES, ' ' )
	);
}

/**
 * Text as written texturised as The SEO Framework prints descriptions (Text::texturized()): no-break
 * spaces as spaces, spaces collapsed, texturised as written (a quote written "&quot;" stays straight),
 * then decoded. The previews' texturising is text.ts's, the common cases of wptexturize().
 */
export function texturized( input: string ): string {
	const text = phpTrim(
		input
			.replace( /&nbsp;|&#160;|\u00a0/g, ' ' )
			.replace( /[\t\n\v\f\r ]+/g, ' ' )
	);
	// Only what is not an entity is texturised: "&quot;" must not become a curly quote.
	return decodeEntities(
		text
			.split( /(&#?[a-zA-Z0-9]+;)/ )
			.map( ( part, i ) => ( i % 2 === 1 ? part : texturize( part ) ) )
			.join( '' )
	);
}

/** Text::LOOSE_END: what a cut sentence never ends on. */
const LOOSE_END = '\\p{Pc}\\p{Pd}\\p{M}\\u00bf\\u00a1:;,\\p{Z}';

/** Text::STOP: punctuation that stops a sentence or a clause (other punctuation but : ¿ ¡). */
const STOP = '(?:(?![\\u00bf\\u00a1:])\\p{Po})';

/** PCRE's \w under PHP's u flag: letters, marks, digits and connectors of any script. */
const WORD = '[\\p{L}\\p{M}\\p{Nd}\\p{Pc}]';

/**
 * Text cut at a sentence or clause as The SEO Framework cuts descriptions (Text::cut_sentence(), which
 * says the three steps).
 */
export function cutSentence( input: string, limit: number ): string {
	let text = phpTrim( input );
	const chars = Array.from( text );
	if ( limit > 0 && chars.length > limit ) {
		let start = '';
		for ( let n = limit; n >= 0; n-- ) {
			if (
				/^(?:(?!['":])\p{Po}|[\p{Pc}\p{Pd}\p{Pf}\p{Z}])$/u.test(
					chars[ n ]
				)
			) {
				start = chars.slice( 0, n + 1 ).join( '' );
				break;
			}
		}
		text = phpTrim( start );
	}
	const parts = new RegExp(
		`^[\\p{P}\\p{Z}]*?((?:\\P{Po}|[\\u00bf\\u00a1:'])+[\\p{Z}\\w\\p{L}\\p{Nd}])([\\s\\S]*)$`,
		'u'
	).exec( text );
	if ( ! parts ) {
		return '';
	}
	text = parts[ 1 ] + sentenceRest( parts[ 2 ] );
	const end = new RegExp(
		`^([\\s\\S]+[^${ LOOSE_END }\\p{Po}])(\\p{Z}*[^${ LOOSE_END }]+)?`,
		'u'
	).exec( text );
	if ( ! end ) {
		return '';
	}
	return end[ 2 ] ? end[ 1 ] + end[ 2 ] : end[ 1 ] + '\u2026';
}

/** What cutSentence() keeps after a sentence's opening (Text::sentence_rest()). */
function sentenceRest( rest: string ): string {
	const moreWords = new RegExp( `^[\\s\\S]+${ WORD }`, 'u' ).test( rest );
	if (
		rest === '' ||
		new RegExp( `^${ STOP }$`, 'u' ).test( rest ) ||
		! moreWords ||
		/[\p{Pe}\p{Pf}]$/u.test( rest )
	) {
		return rest;
	}
	const stop = new RegExp(
		`^([\\s\\S]*${ STOP }\\p{Nd}*)([\\s\\S]*)$`,
		'u'
	).exec( rest );
	if ( ! stop ) {
		return rest;
	}
	// Past the last stop: its first character and up to three words, then more (kept) or nothing.
	const after = stop[ 2 ];
	const leading = new RegExp(
		`^[\\s\\S]+?\\p{Z}*(?:${ WORD }+[\\p{Pc}\\p{Pd}\\p{Pf}\\p{Z}]*){1,3}`,
		'u'
	).exec( after );
	const first = leading
		? leading[ 0 ]
		: ( /^[^\p{Pc}\p{Pd}\p{M}\u00bf\u00a1:]/u.exec( after )?.[ 0 ] ?? '' );
	return after.length > first.length ? rest : stop[ 1 ];
}

/** Plain text as written: "&", "<" and ">" as entities (htmlspecialchars( ENT_NOQUOTES )). */
export function asWritten( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

/**
 * A whole description as written cut at `limit` characters counted on that form, then decoded
 * (Text::cut_written(), Rank Math's cut of its templated description): whole when it fits and ends
 * without a partial entity; else its first `limit` characters, a partial entity at their end left
 * out, back to their last space (punctuation kept); nothing when they hold no space.
 */
export function cutWritten( input: string, limit: number ): string {
	let text = phpTrim( input.replace( HTML_EXCERPT_SPACES, ' ' ) );
	const chars = Array.from( text );
	const window = chars
		.slice( 0, limit )
		.join( '' )
		.replace( /&[^;\s]{0,6}$/, '' );
	if ( limit > 0 && window !== text ) {
		const space = Array.from( phpTrim( window ) ).lastIndexOf( ' ' );
		text = space < 0 ? '' : chars.slice( 0, space ).join( '' );
	}
	return phpTrim( decodeEntities( text ) );
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
