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
import {
	hasTransition,
	isPassive,
	passiveRule,
	transitionRule,
} from './sentence-forms';
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
	/** Passive sentences; null when the language's passive is not built in. */
	passiveSentences: number | null;
	/** Sentences holding a transition word; null when the language has no list. */
	transitionSentences: number | null;
	/**
	 * Where in the text a result points: the text of the first block (paragraph, list item...) it
	 * is about, by check id, so the editor can select that block. Only what the text holds.
	 */
	locators: Partial< Record< LocatedCheck, string > >;
}

/** The checks whose result is about a place in the text. */
export type LocatedCheck =
	| 'sentence_length'
	| 'paragraph_length'
	| 'subheading_distribution'
	| 'sentence_openings'
	| 'passive_voice';

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
		passiveSentences: null,
		transitionSentences: null,
		locators: {},
	};
	if ( ! facts.supported ) {
		return facts;
	}
	const blocks = textBlocks( input.content );
	const sections = [ 0 ];
	/** The text of the first body block of each section. */
	const sectionStarts: string[] = [ '' ];
	const body: string[][] = [];
	/** The text of the block each body sentence belongs to. */
	const home: string[] = [];
	for ( const block of blocks ) {
		if ( block.heading ) {
			sections.push( 0 );
			sectionStarts.push( '' );
			continue;
		}
		const words = sum( block.sentences.map( ( s ) => s.length ) );
		const section = sections.length - 1;
		sections[ section ] += words;
		sectionStarts[ section ] ||= block.text;
		if ( words > facts.longestParagraph ) {
			facts.longestParagraph = words;
			facts.locators.paragraph_length = block.text;
		}
		body.push( ...block.sentences );
		home.push( ...block.sentences.map( () => block.text ) );
	}
	facts.longestSection = Math.max( ...sections );
	const longest = sections.indexOf( facts.longestSection );
	if ( sectionStarts[ longest ] ) {
		facts.locators.subheading_distribution = sectionStarts[ longest ];
	}
	facts.sentences = body.length;
	facts.words = sum( body.map( ( s ) => s.length ) );
	facts.ease = readingEase( body, language );
	const long = body.findIndex(
		( sentence ) => sentence.length > facts.sentenceWords
	);
	if ( long >= 0 ) {
		facts.locators.sentence_length = home[ long ];
	}
	facts.longSentences = body.filter(
		( sentence ) => sentence.length > facts.sentenceWords
	).length;
	let current = { word: '', run: 0, start: 0 };
	let runStart = 0;
	body.forEach( ( sentence, index ) => {
		const word = sentence[ 0 ].toLowerCase();
		current =
			word === current.word
				? { ...current, run: current.run + 1 }
				: { word, run: 1, start: index };
		if ( current.run > facts.openings.run ) {
			facts.openings = { word: current.word, run: current.run };
			runStart = current.start;
		}
	} );
	if ( body.length ) {
		facts.locators.sentence_openings = home[ runStart ];
	}
	const passive = passiveRule( language );
	if ( passive ) {
		const found = body.map( ( sentence ) =>
			isPassive( sentence, passive )
		);
		facts.passiveSentences = found.filter( Boolean ).length;
		if ( facts.passiveSentences ) {
			facts.locators.passive_voice = home[ found.indexOf( true ) ];
		}
	}
	const transitions = transitionRule( language );
	if ( transitions ) {
		facts.transitionSentences = body.filter( ( sentence ) =>
			hasTransition( sentence, transitions )
		).length;
	}
	return facts;
}
