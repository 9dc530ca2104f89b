/**
 * The reading-ease score of a text in its language, by the formula published for that language
 * (the constants and their sources are in includes/checks/readability/languages.json).
 */
import ruleSet from '../../../includes/checks/readability/languages.json';

import { countSyllables, syllableRules } from './syllables';

export interface Formula {
	name: string;
	kind: 'flesch' | 'lix';
	base?: number;
	sentence?: number;
	syllable?: number;
}

export interface TextCounts {
	words: number;
	sentences: number;
	syllables: number;
	/** Words of more than six letters (LIX). */
	longWords: number;
}

export interface ReadingEase {
	formula: string;
	name: string;
	kind: 'flesch' | 'lix';
	score: number;
	counts: TextCounts;
}

/** The primary language subtag of a locale: "de_DE" and "de-CH" are "de". */
export function languageOf( locale: string ): string {
	return locale.trim().toLowerCase().split( /[-_]/ )[ 0 ] ?? '';
}

/** Whether the rule set knows the language (its words, sentences and syllables). */
export function isSupported( language: string ): boolean {
	return null !== syllableRules( language );
}

/** The id of the language's reading-ease formula, or null when none is published or built in. */
export function formulaOf( language: string ): string | null {
	const languages: Record< string, { formula: string | null } > =
		ruleSet.languages;
	return languages[ language ]?.formula ?? null;
}

/** Rounded to one decimal, half up (the PHP twin rounds the same way). */
export function roundScore( value: number ): number {
	return Math.round( value * 10 ) / 10;
}

export function countText(
	sentences: readonly ( readonly string[] )[],
	language: string
): TextCounts {
	const rules = syllableRules( language );
	const counts: TextCounts = {
		words: 0,
		sentences: 0,
		syllables: 0,
		longWords: 0,
	};
	for ( const sentence of sentences ) {
		counts.sentences++;
		for ( const word of sentence ) {
			counts.words++;
			counts.syllables += rules ? countSyllables( word, rules ) : 0;
			if ( ( word.match( /\p{L}/gu ) ?? [] ).length > 6 ) {
				counts.longWords++;
			}
		}
	}
	return counts;
}

/** The score of counted text by a formula; null when there is nothing to score. */
export function score( formula: Formula, counts: TextCounts ): number | null {
	if ( ! counts.words || ! counts.sentences ) {
		return null;
	}
	const perSentence = counts.words / counts.sentences;
	if ( 'lix' === formula.kind ) {
		return roundScore(
			perSentence + ( 100 * counts.longWords ) / counts.words
		);
	}
	return roundScore(
		( formula.base ?? 0 ) -
			( formula.sentence ?? 0 ) * perSentence -
			( formula.syllable ?? 0 ) * ( counts.syllables / counts.words )
	);
}

/** The reading ease of body sentences in a language, or null without a formula or text. */
export function readingEase(
	sentences: readonly ( readonly string[] )[],
	language: string
): ReadingEase | null {
	const id = formulaOf( language );
	if ( ! id ) {
		return null;
	}
	const formulas: Record< string, Formula > = ruleSet.formulas as Record<
		string,
		Formula
	>;
	const formula = formulas[ id ];
	const counts = countText( sentences, language );
	const value = score( formula, counts );
	if ( null === value ) {
		return null;
	}
	return {
		formula: id,
		name: formula.name,
		kind: formula.kind,
		score: value,
		counts,
	};
}
