/**
 * What the keyphrase checks measure, as plain numbers and flags: the costly part (parsing the
 * content, stemming every word), free of translations so it runs in a Web Worker. The messages are
 * made from these facts on the page (rules.ts). The PHP twin is
 * Sightline\Checks\Keyphrase\Keyphrase_Facts; tests/fixtures/keyphrase/cases.json holds both to it.
 */
import ruleSet from '../../../includes/checks/keyphrase/keyphrase.json';

import { languageOf } from '../readability/reading-ease';
import { textBlocks } from '../readability/structure';
import { stemmerOf, type Stem } from './stem';

export interface KeyphraseInput {
	/** Content HTML. */
	content: string;
	/** Resolved search title. */
	title: string;
	/** Resolved meta description. */
	description: string;
	/** The post's slug (the last part of its address). */
	slug: string;
	/** The post type ("post", "page", "product"...). */
	contentType: string;
	/** The post's locale or language code. */
	language: string;
	/** The focus keyphrase ('' for none). */
	keyphrase: string;
	/** Related keyphrases. */
	related: string[];
}

export interface PhraseFacts {
	keyphrase: string;
	/** Words of the keyphrase. */
	words: number;
	title: { found: boolean; start: boolean };
	introduction: boolean;
	description: boolean;
	slug: boolean;
	subheadings: { count: number; with: number };
	images: { count: number; with: number };
	/** Body sentences holding every word of the keyphrase (in any form). */
	occurrences: number;
}

export interface KeyphraseFacts {
	language: string;
	/** Whether word forms are matched (a stemmer exists for the language). */
	stemmed: boolean;
	contentType: string;
	/** Words of body text (headings left out). */
	textWords: number;
	/** The focus keyphrase's facts, null without one. */
	focus: PhraseFacts | null;
	related: PhraseFacts[];
}

const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;
const IMG = /<img\b[^>]*>/gi;
const ALT = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** The stems of the words of a text, hyphenated and elided words split into their parts. */
export function stemsOf( text: string, stem: Stem ): string[] {
	return ( text.match( TOKEN ) ?? [] ).map( stem );
}

/** Whether every stem of the keyphrase is among the stems of a text. */
function holds( text: readonly string[], phrase: readonly string[] ): boolean {
	if ( ! phrase.length ) {
		return false;
	}
	const present = new Set( text );
	return phrase.every( ( stem ) => present.has( stem ) );
}

/** Keyphrases as entered: trimmed, empty ones and repeats dropped, at most related_max related. */
export function keyphrasesOf( keyphrase: string, related: readonly string[] ) {
	const focus = keyphrase.replace( /\s+/gu, ' ' ).trim();
	const seen = new Set( [ focus.toLowerCase() ] );
	const others: string[] = [];
	for ( const entry of related ) {
		const clean = entry.replace( /\s+/gu, ' ' ).trim();
		if ( '' !== clean && ! seen.has( clean.toLowerCase() ) ) {
			seen.add( clean.toLowerCase() );
			others.push( clean );
		}
	}
	return { focus, related: others.slice( 0, ruleSet.related_max ) };
}

export function keyphraseFacts( input: KeyphraseInput ): KeyphraseFacts {
	const language = languageOf( input.language );
	const stem = stemmerOf( language );
	const blocks = textBlocks( input.content );
	const headings = blocks
		.filter( ( block ) => block.heading )
		.map( ( block ) => stemsOf( block.text, stem ) );
	const paragraphs = blocks.filter( ( block ) => ! block.heading );
	const sentences = paragraphs.flatMap( ( block ) =>
		block.sentences.map( ( words ) => stemsOf( words.join( ' ' ), stem ) )
	);
	const intro = paragraphs.length
		? stemsOf( paragraphs[ 0 ].text, stem )
		: [];
	const alts = Array.from( input.content.match( IMG ) ?? [], ( tag ) => {
		const alt = tag.match( ALT );
		return stemsOf( alt?.[ 1 ] ?? alt?.[ 2 ] ?? '', stem );
	} );
	const title = stemsOf( input.title, stem );
	const description = stemsOf( input.description, stem );
	const slug = stemsOf( input.slug, stem );
	const measure = ( keyphrase: string ): PhraseFacts => {
		const phrase = stemsOf( keyphrase, stem );
		return {
			keyphrase,
			words: phrase.length,
			title: {
				found: holds( title, phrase ),
				start: holds( title.slice( 0, phrase.length ), phrase ),
			},
			introduction: holds( intro, phrase ),
			description: holds( description, phrase ),
			slug: holds( slug, phrase ),
			subheadings: {
				count: headings.length,
				with: headings.filter( ( h ) => holds( h, phrase ) ).length,
			},
			images: {
				count: alts.length,
				with: alts.filter( ( a ) => holds( a, phrase ) ).length,
			},
			occurrences: sentences.filter( ( s ) => holds( s, phrase ) ).length,
		};
	};
	const phrases = keyphrasesOf( input.keyphrase, input.related );
	return {
		language,
		stemmed: language in ruleSet.stemmers,
		contentType: input.contentType,
		textWords: paragraphs.reduce(
			( total, block ) =>
				total +
				block.sentences.reduce( ( n, words ) => n + words.length, 0 ),
			0
		),
		focus: '' === phrases.focus ? null : measure( phrases.focus ),
		related: phrases.related.map( measure ),
	};
}
