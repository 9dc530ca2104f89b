/**
 * The text of a post as readers meet it: blocks (paragraphs, list items, headings...) split into
 * sentences and words. Plain string work, no DOM, so it runs the same in a worker, in Node and
 * (as Sightline\Checks\Readability\Text_Structure) in PHP; the shared fixtures hold both to it.
 */

export interface TextBlock {
	/** A heading (h1 to h6): it opens a section and is not body text. */
	heading: boolean;
	text: string;
	sentences: string[][];
}

/** Tags that end one block of text and start another. */
const BLOCK_TAGS = new Set( [
	'address',
	'article',
	'aside',
	'blockquote',
	'br',
	'dd',
	'div',
	'dl',
	'dt',
	'figcaption',
	'figure',
	'footer',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'header',
	'hr',
	'li',
	'ol',
	'p',
	'pre',
	'section',
	'table',
	'td',
	'th',
	'tr',
	'ul',
] );

/** The entities an editor writes; any other stays as written (the same short list in PHP). */
const NAMED_ENTITIES: Record< string, string > = {
	amp: '&',
	apos: "'",
	gt: '>',
	hellip: '…',
	laquo: '«',
	ldquo: '“',
	lsquo: '‘',
	lt: '<',
	mdash: '—',
	nbsp: ' ',
	ndash: '–',
	quot: '"',
	raquo: '»',
	rdquo: '”',
	rsquo: '’',
};

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g;
const ENTITY = /&(#[0-9]+|#x[0-9a-fA-F]+|[a-zA-Z]+);/g;
/**
 * A sentence ends after . ! ? or … (and a closing quote or bracket) before white space and a letter
 * that is not lower case: "e.g. the" stays one sentence.
 */
const SENTENCE_END = /(?<=[.!?…]|[.!?…]["'”’»)\]])\s+(?=[^\p{Ll}])/u;
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

function decodeEntities( text: string ): string {
	return text.replace( ENTITY, ( whole, name: string ) => {
		if ( name.startsWith( '#' ) ) {
			const code =
				'x' === name[ 1 ] || 'X' === name[ 1 ]
					? parseInt( name.slice( 2 ), 16 )
					: parseInt( name.slice( 1 ), 10 );
			return code > 0 && code <= 0x10ffff
				? String.fromCodePoint( code )
				: whole;
		}
		return NAMED_ENTITIES[ name ] ?? whole;
	} );
}

/** The words of a piece of text: letters and digits, joined by an apostrophe or a hyphen. */
export function wordsOf( text: string ): string[] {
	return text.match( WORD ) ?? [];
}

/** The sentences of a block, each as its words; pieces without a word are dropped. */
export function sentencesOf( text: string ): string[][] {
	return text
		.split( SENTENCE_END )
		.map( wordsOf )
		.filter( ( words ) => words.length > 0 );
}

function block( heading: boolean, raw: string ): TextBlock | null {
	const text = decodeEntities( raw )
		.normalize( 'NFC' )
		.replace( /\s+/gu, ' ' )
		.trim();
	if ( '' === text ) {
		return null;
	}
	return { heading, text, sentences: sentencesOf( text ) };
}

/** The blocks of text of the content HTML, in order. */
export function textBlocks( html: string ): TextBlock[] {
	const source = html
		.replace( /<!--[\s\S]*?-->/g, ' ' )
		.replace( /<(script|style)\b[\s\S]*?<\/\1>/gi, ' ' );
	const blocks: TextBlock[] = [];
	let heading = false;
	let buffer = '';
	let last = 0;
	const flush = () => {
		const made = block( heading, buffer );
		if ( made ) {
			blocks.push( made );
		}
		buffer = '';
	};
	for ( const match of source.matchAll( TAG ) ) {
		buffer += source.slice( last, match.index );
		last = ( match.index ?? 0 ) + match[ 0 ].length;
		const name = match[ 2 ].toLowerCase();
		if ( ! BLOCK_TAGS.has( name ) ) {
			continue; // Inline markup (strong, a, span...) is part of the text around it.
		}
		flush();
		if ( /^h[1-6]$/.test( name ) ) {
			heading = '' === match[ 1 ];
		}
	}
	buffer += source.slice( last );
	flush();
	return blocks;
}
