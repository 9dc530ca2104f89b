/**
 * The readability checks of a post in its language: reading ease by the language's published
 * formula, sentence length, paragraph length, subheading distribution and repeated sentence
 * openings. A language the rule set does not know gets one result saying so, never a score made
 * with another language's rules. The PHP twin is Sightline\Checks\Readability\Readability_Checks;
 * tests/fixtures/readability/cases.json holds the exact results both must give.
 */
import { __, sprintf } from '@wordpress/i18n';

import ruleSet from '../../../includes/checks/readability/languages.json';

import type { CheckResult, CheckStatus } from '../types';
import {
	formulaOf,
	isSupported,
	languageOf,
	readingEase,
} from './reading-ease';
import { textBlocks, type TextBlock } from './structure';

export interface ReadabilityInput {
	/** Content HTML. */
	content: string;
	/** The post's locale or language code ("de_DE", "pt-BR", "en"). */
	language: string;
}

type Draft = Omit< CheckResult, 'ignore' | 'category' >;

const LIMITS = ruleSet.thresholds;

function result(
	id: string,
	status: CheckStatus,
	message: string,
	description: string
): Draft {
	return { id, status, message, description };
}

/** One decimal, a point as separator: the same text in PHP. */
function formatScore( value: number ): string {
	return value.toFixed( 1 );
}

function fleschBand( value: number ): string {
	if ( value >= 90 ) {
		return __( 'very easy', 'sightline-seo' );
	}
	if ( value >= 80 ) {
		return __( 'easy', 'sightline-seo' );
	}
	if ( value >= 70 ) {
		return __( 'fairly easy', 'sightline-seo' );
	}
	if ( value >= 60 ) {
		return __( 'standard', 'sightline-seo' );
	}
	if ( value >= 50 ) {
		return __( 'fairly difficult', 'sightline-seo' );
	}
	if ( value >= 30 ) {
		return __( 'difficult', 'sightline-seo' );
	}
	return __( 'very difficult', 'sightline-seo' );
}

function lixBand( value: number ): string {
	if ( value < 25 ) {
		return __( 'very easy', 'sightline-seo' );
	}
	if ( value < 35 ) {
		return __( 'easy', 'sightline-seo' );
	}
	if ( value < 45 ) {
		return __( 'standard', 'sightline-seo' );
	}
	if ( value < 55 ) {
		return __( 'difficult', 'sightline-seo' );
	}
	return __( 'very difficult', 'sightline-seo' );
}

function readingEaseCheck( body: string[][], language: string ): Draft {
	if ( ! formulaOf( language ) ) {
		return result(
			'reading_ease',
			'suggestion',
			sprintf(
				/* translators: %s: language code. */
				__(
					'No reading-ease formula is built in for this language (%s).',
					'sightline-seo'
				),
				language
			),
			__(
				'The other readability checks still apply: keep sentences and paragraphs short.',
				'sightline-seo'
			)
		);
	}
	const words = body.reduce( ( sum, sentence ) => sum + sentence.length, 0 );
	if ( words < LIMITS.min_words ) {
		return result(
			'reading_ease',
			'suggestion',
			sprintf(
				/* translators: 1: number of words, 2: minimum number of words. */
				__(
					'The text is too short for a reading-ease score (%1$d of %2$d words).',
					'sightline-seo'
				),
				words,
				LIMITS.min_words
			),
			__(
				'Reading-ease formulas need a few sentences to say anything. Write more, then check again.',
				'sightline-seo'
			)
		);
	}
	const ease = readingEase( body, language );
	if ( ! ease ) {
		throw new Error( `No reading ease for "${ language }".` );
	}
	const lix = 'lix' === ease.kind;
	let status: CheckStatus = 'error';
	if (
		lix
			? ease.score < LIMITS.lix_success
			: ease.score >= LIMITS.flesch_success
	) {
		status = 'success';
	} else if (
		lix
			? ease.score < LIMITS.lix_warning
			: ease.score >= LIMITS.flesch_warning
	) {
		status = 'warning';
	}
	const help: Record< CheckStatus, string > = {
		success: __(
			'Most readers will follow the text without effort.',
			'sightline-seo'
		),
		suggestion: '',
		warning: __(
			'Some readers will find the text hard. Shorter sentences and shorter words make it easier.',
			'sightline-seo'
		),
		error: __(
			'Many readers will find the text hard. Split long sentences and prefer short, common words.',
			'sightline-seo'
		),
	};
	return result(
		'reading_ease',
		status,
		sprintf(
			/* translators: 1: name of the formula, 2: score, 3: how easy the score is, e.g. "fairly easy". */
			__( '%1$s: %2$s (%3$s).', 'sightline-seo' ),
			ease.name,
			formatScore( ease.score ),
			lix ? lixBand( ease.score ) : fleschBand( ease.score )
		),
		help[ status ]
	);
}

function sentenceLengthCheck( body: string[][], longer: number ): Draft {
	const long = body.filter( ( sentence ) => sentence.length > longer ).length;
	const share = long / body.length;
	let status: CheckStatus = 'error';
	if ( share <= LIMITS.long_sentences_success ) {
		status = 'success';
	} else if ( share <= LIMITS.long_sentences_warning ) {
		status = 'warning';
	}
	return result(
		'sentence_length',
		status,
		sprintf(
			/* translators: 1: number of words, 2: number of long sentences, 3: number of sentences. */
			__(
				'Sentences longer than %1$d words: %2$d of %3$d.',
				'sightline-seo'
			),
			longer,
			long,
			body.length
		),
		'success' === status
			? __(
					'Sentence length keeps the text easy to follow.',
					'sightline-seo'
				)
			: __(
					'Long sentences are hard to follow. Split some of them in two.',
					'sightline-seo'
				)
	);
}

function paragraphLengthCheck( paragraphs: TextBlock[] ): Draft {
	const longest = Math.max(
		0,
		...paragraphs.map( ( paragraph ) =>
			paragraph.sentences.reduce( ( sum, s ) => sum + s.length, 0 )
		)
	);
	let status: CheckStatus = 'error';
	if ( longest <= LIMITS.paragraph_success ) {
		status = 'success';
	} else if ( longest <= LIMITS.paragraph_warning ) {
		status = 'warning';
	}
	return result(
		'paragraph_length',
		status,
		sprintf(
			/* translators: %d: number of words. */
			__( 'The longest paragraph has %d words.', 'sightline-seo' ),
			longest
		),
		'success' === status
			? __(
					'Paragraphs are short enough to read comfortably on a screen.',
					'sightline-seo'
				)
			: sprintf(
					/* translators: %d: number of words. */
					__(
						'Long paragraphs look hard to read on a screen. Break them up at %d words at most.',
						'sightline-seo'
					),
					LIMITS.paragraph_success
				)
	);
}

function subheadingCheck( blocks: TextBlock[] ): Draft {
	const sections = [ 0 ];
	for ( const item of blocks ) {
		if ( item.heading ) {
			sections.push( 0 );
			continue;
		}
		sections[ sections.length - 1 ] += item.sentences.reduce(
			( sum, s ) => sum + s.length,
			0
		);
	}
	const longest = Math.max( ...sections );
	let status: CheckStatus = 'error';
	if ( longest <= LIMITS.section_success ) {
		status = 'success';
	} else if ( longest <= LIMITS.section_warning ) {
		status = 'warning';
	}
	if ( 'success' === status ) {
		return result(
			'subheading_distribution',
			status,
			sprintf(
				/* translators: %d: number of words. */
				__(
					'No part of the text runs longer than %d words without a subheading.',
					'sightline-seo'
				),
				LIMITS.section_success
			),
			__(
				'Readers can scan the text and find their place.',
				'sightline-seo'
			)
		);
	}
	return result(
		'subheading_distribution',
		status,
		sprintf(
			/* translators: %d: number of words. */
			__(
				'A part of the text runs %d words without a subheading.',
				'sightline-seo'
			),
			longest
		),
		sprintf(
			/* translators: %d: number of words. */
			__(
				'Add a subheading about every %d words so readers can scan the text.',
				'sightline-seo'
			),
			LIMITS.section_success
		)
	);
}

function openingsCheck( body: string[][] ): Draft {
	let best = { word: '', run: 0 };
	let current = { word: '', run: 0 };
	for ( const sentence of body ) {
		const word = sentence[ 0 ].toLowerCase();
		current =
			word === current.word
				? { word, run: current.run + 1 }
				: { word, run: 1 };
		if ( current.run > best.run ) {
			best = current;
		}
	}
	if ( best.run >= LIMITS.same_openings ) {
		return result(
			'sentence_openings',
			'warning',
			sprintf(
				/* translators: 1: number of sentences, 2: the word they start with. */
				__(
					'%1$d sentences in a row start with “%2$s”.',
					'sightline-seo'
				),
				best.run,
				best.word
			),
			__(
				'The same opening again and again makes a text monotonous. Vary how the sentences start.',
				'sightline-seo'
			)
		);
	}
	return result(
		'sentence_openings',
		'success',
		__( 'Sentences start in varied ways.', 'sightline-seo' ),
		__( 'Varied openings keep the text lively.', 'sightline-seo' )
	);
}

/** Runs the readability checks on the content in its language. */
export function runReadabilityChecks(
	input: ReadabilityInput,
	ignored: readonly string[] = []
): CheckResult[] {
	const language = languageOf( input.language );
	const withMeta = ( draft: Draft ): CheckResult => ( {
		...draft,
		category: 'readability',
		ignore: ignored.includes( draft.id ),
	} );
	if ( ! isSupported( language ) ) {
		return [
			withMeta(
				result(
					'readability_language',
					'suggestion',
					sprintf(
						/* translators: %s: language code. */
						__(
							'Readability is not analysed in this language (%s).',
							'sightline-seo'
						),
						language || '?'
					),
					__(
						'Sentence, word and syllable rules are built in for English, German, French, Spanish, Italian, Dutch, Portuguese, Russian, Swedish and Polish; a score made with another language’s rules would mislead.',
						'sightline-seo'
					)
				)
			),
		];
	}
	const blocks = textBlocks( input.content );
	const paragraphs = blocks.filter( ( item ) => ! item.heading );
	const body = paragraphs.flatMap( ( item ) => item.sentences );
	const drafts = [ readingEaseCheck( body, language ) ];
	if ( body.length ) {
		const languages: Record< string, { sentence_words: number } > =
			ruleSet.languages;
		drafts.push(
			sentenceLengthCheck( body, languages[ language ].sentence_words ),
			paragraphLengthCheck( paragraphs ),
			subheadingCheck( blocks ),
			openingsCheck( body )
		);
	}
	return drafts.map( withMeta );
}
