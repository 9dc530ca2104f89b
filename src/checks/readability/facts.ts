/**
 * What the readability checks measure in a text, as plain numbers: the costly part (parsing the
 * content, counting syllables), free of translations so it runs in a Web Worker. The checks'
 * messages are made from these facts on the page (rules.ts).
 */
import ruleSet from '../../../includes/checks/readability/languages.json';

import {
	formulaOf,
	isSupported,
	languageOf,
	readingEase,
	type ReadingEase,
} from './reading-ease';
import { textBlocks } from './structure';

export interface ReadabilityInput {
	/** Content HTML. */
	content: string;
	/** The post's locale or language code ("de_DE", "pt-BR", "en"). */
	language: string;
}

export interface ReadabilityFacts {
	/** Primary language subtag ("de"). */
	language: string;
	/** Whether the rule set knows the language. */
	supported: boolean;
	/** The language's reading-ease formula, null when none is built in. */
	formula: string | null;
	/** Words and sentences of body text (headings left out). */
	words: number;
	sentences: number;
	/** Reading ease of the body text; null without a formula or without text. */
	ease: ReadingEase | null;
	/** Above how many words a sentence counts as long in the language. */
	sentenceWords: number;
	longSentences: number;
	longestParagraph: number;
	/** Words of the longest run of body text without a subheading. */
	longestSection: number;
	/** The longest run of consecutive sentences starting with the same word. */
	openings: { word: string; run: number };
}

const sum = ( values: number[] ) =>
	values.reduce( ( total, value ) => total + value, 0 );

export function readabilityFacts( input: ReadabilityInput ): ReadabilityFacts {
	const language = languageOf( input.language );
	const languages: Record< string, { sentence_words: number } > =
		ruleSet.languages;
	const facts: ReadabilityFacts = {
		language,
		supported: isSupported( language ),
		formula: formulaOf( language ),
		words: 0,
		sentences: 0,
		ease: null,
		sentenceWords: languages[ language ]?.sentence_words ?? 0,
		longSentences: 0,
		longestParagraph: 0,
		longestSection: 0,
		openings: { word: '', run: 0 },
	};
	if ( ! facts.supported ) {
		return facts;
	}
	const blocks = textBlocks( input.content );
	const sections = [ 0 ];
	const body: string[][] = [];
	for ( const block of blocks ) {
		if ( block.heading ) {
			sections.push( 0 );
			continue;
		}
		const words = sum( block.sentences.map( ( s ) => s.length ) );
		sections[ sections.length - 1 ] += words;
		facts.longestParagraph = Math.max( facts.longestParagraph, words );
		body.push( ...block.sentences );
	}
	facts.longestSection = Math.max( ...sections );
	facts.sentences = body.length;
	facts.words = sum( body.map( ( s ) => s.length ) );
	facts.ease = readingEase( body, language );
	facts.longSentences = body.filter(
		( sentence ) => sentence.length > facts.sentenceWords
	).length;
	let current = { word: '', run: 0 };
	for ( const sentence of body ) {
		const word = sentence[ 0 ].toLowerCase();
		current =
			word === current.word
				? { word, run: current.run + 1 }
				: { word, run: 1 };
		if ( current.run > facts.openings.run ) {
			facts.openings = current;
		}
	}
	return facts;
}
