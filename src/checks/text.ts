/**
 * Text helpers of the checks: keyword matching (whole word, case- and accent-insensitive) and a
 * single-pass look at the content HTML. Plain string work, no DOM, so a 10,000-word post stays fast
 * and the same code runs in the editor, on the term screen and in Node.
 */

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case, accents removed (NFD + combining marks dropped), runs of spaces collapsed. */
export function normalize( text: string ): string {
	return text
		.normalize( 'NFD' )
		.replace( COMBINING_MARKS, '' )
		.toLowerCase()
		.replace( /\s+/g, ' ' )
		.trim();
}

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

/**
 * Whether `keyword` occurs in `text` as whole words: "seo" matches "Best SEO tips" and "séo", not
 * "seoul". Words of a multi-word keyword may be separated by any whitespace or punctuation run.
 */
export function containsKeyword( text: string, keyword: string ): boolean {
	const words = normalize( keyword )
		.split( /[^\p{L}\p{N}]+/u )
		.filter( Boolean );
	if ( ! words.length ) {
		return false;
	}
	const pattern = new RegExp(
		`(?<![\\p{L}\\p{N}])${ words.map( escapeRegExp ).join( '[^\\p{L}\\p{N}]+' ) }(?![\\p{L}\\p{N}])`,
		'u'
	);
	return pattern.test( normalize( text ) );
}

/** The path of a URL with separators as spaces, so "/best-seo-tips/" matches the keyword "seo tips". */
export function urlWords( url: string ): string {
	let path = url;
	try {
		const parsed = new URL( url );
		path = parsed.pathname + parsed.search;
	} catch {
		// Not absolute (e.g. a draft slug): use it as it is.
	}
	try {
		path = decodeURIComponent( path );
	} catch {
		// Malformed escapes: keep the raw text.
	}
	return path.replace( /[-_/?=&.+]+/g, ' ' );
}

export interface ContentFacts {
	/** Plain text of the content (tags removed, entities for spaces collapsed). */
	text: string;
	subheadings: number;
	images: number;
	/** src of images with no alt attribute or an empty one. */
	imagesWithoutAlt: string[];
	videos: number;
	links: number;
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b([^>]*)>/g;

/** An attribute's value; '' for a bare attribute, null when absent (the link counts read href with it). */
export function attribute( attributes: string, name: string ): string | null {
	const match = new RegExp(
		`(?:^|\\s)${ name }\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`,
		'i'
	).exec( attributes );
	if ( ! match ) {
		return new RegExp( `(?:^|\\s)${ name }(?=\\s|/|$)`, 'i' ).test(
			attributes
		)
			? ''
			: null;
	}
	return match[ 1 ] ?? match[ 2 ] ?? match[ 3 ] ?? '';
}

/** Counts what the content checks need in one scan of the tags. */
export function analyzeContent( html: string ): ContentFacts {
	const facts: ContentFacts = {
		text: '',
		subheadings: 0,
		images: 0,
		imagesWithoutAlt: [],
		videos: 0,
		links: 0,
	};
	// Comments (block delimiters) and script/style bodies are not content: drop them before scanning.
	const withoutComments = html
		.replace( /<!--[\s\S]*?-->/g, ' ' )
		.replace( /<(script|style)\b[\s\S]*?<\/\1>/gi, ' ' );
	for ( const match of withoutComments.matchAll( TAG ) ) {
		if ( match[ 1 ] ) {
			continue; // Closing tag.
		}
		const tag = match[ 2 ].toLowerCase();
		const attributes = match[ 3 ];
		if ( /^h[2-6]$/.test( tag ) ) {
			facts.subheadings++;
		} else if ( 'img' === tag ) {
			facts.images++;
			const alt = attribute( attributes, 'alt' );
			if ( null === alt || '' === alt.trim() ) {
				facts.imagesWithoutAlt.push(
					attribute( attributes, 'src' ) ?? ''
				);
			}
		} else if ( 'video' === tag || 'iframe' === tag || 'embed' === tag ) {
			facts.videos++;
		} else if ( 'a' === tag ) {
			const href = attribute( attributes, 'href' );
			if (
				href &&
				href.trim() !== '' &&
				! href.trim().startsWith( '#' )
			) {
				facts.links++;
			}
		}
	}
	facts.text = withoutComments
		.replace( /<[^>]+>/g, ' ' )
		.replace( /&nbsp;|&#160;/g, ' ' )
		.replace( /\s+/g, ' ' )
		.trim();
	return facts;
}

/**
 * What the page checks read of the content, without its text: the tags counted, whether there is any
 * text, and whether the focus keyword is in it. Everything here costs time in proportion to the
 * content's length, so the editor works it out in a worker (src/editor/page-content) and the rules
 * (rules.ts) take it as it is; without it they read the content themselves.
 */
export interface PageContentFacts extends Omit< ContentFacts, 'text' > {
	hasText: boolean;
	/** The focus keyword occurs in the content's text (false without a keyword). */
	keywordFound: boolean;
}

export function pageContentFacts(
	html: string,
	keyword: string
): PageContentFacts {
	const { text, ...counts } = analyzeContent( html );
	const hasText = text.trim() !== '';
	return {
		...counts,
		hasText,
		keywordFound: hasText && containsKeyword( text, keyword ),
	};
}
