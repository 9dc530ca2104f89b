/**
 * The readability checks of a post in its language: reading ease by the language's published
 * formula, sentence length, paragraph length, subheading distribution, repeated sentence
 * openings, passive voice and transition words (each where the language's forms are built in). A
 * language the rule set does not know gets one result saying so, never a score made with another
 * language's rules. The PHP twin is Sightline\Checks\Readability\Readability_Checks;
 * tests/fixtures/readability/cases.json holds the exact results both must give.
 */
import { __, sprintf } from '@wordpress/i18n';

import ruleSet from '../../../includes/checks/readability/languages.json';

import type { CheckResult, CheckStatus } from '../types';
import {
	readabilityFacts,
	type ReadabilityFacts,
	type ReadabilityInput,
} from './facts';

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

function readingEaseCheck( facts: ReadabilityFacts ): Draft {
	if ( ! facts.formula ) {
		return result(
			'reading_ease',
			'suggestion',
			sprintf(
				/* translators: %s: language code. */
				__(
					'No reading-ease formula is built in for this language (%s).',
					'sightline-seo'
				),
				facts.language
			),
			__(
				'The other readability checks still apply: keep sentences and paragraphs short.',
				'sightline-seo'
			)
		);
	}
	const ease = facts.ease;
	if ( ! ease || facts.words < LIMITS.min_words ) {
		return result(
			'reading_ease',
			'suggestion',
			sprintf(
				/* translators: 1: number of words, 2: minimum number of words. */
				__(
					'The text is too short for a reading-ease score (%1$d of %2$d words).',
					'sightline-seo'
				),
				facts.words,
				LIMITS.min_words
			),
			__(
				'Reading-ease formulas need a few sentences to say anything. Write more, then check again.',
				'sightline-seo'
			)
		);
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

function sentenceLengthCheck( facts: ReadabilityFacts ): Draft {
	const share = facts.longSentences / facts.sentences;
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
			facts.sentenceWords,
			facts.longSentences,
			facts.sentences
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

function paragraphLengthCheck( { longestParagraph }: ReadabilityFacts ): Draft {
	let status: CheckStatus = 'error';
	if ( longestParagraph <= LIMITS.paragraph_success ) {
		status = 'success';
	} else if ( longestParagraph <= LIMITS.paragraph_warning ) {
		status = 'warning';
	}
	return result(
		'paragraph_length',
		status,
		sprintf(
			/* translators: %d: number of words. */
			__( 'The longest paragraph has %d words.', 'sightline-seo' ),
			longestParagraph
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

function subheadingCheck( { longestSection }: ReadabilityFacts ): Draft {
	if ( longestSection <= LIMITS.section_success ) {
		return result(
			'subheading_distribution',
			'success',
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
		longestSection <= LIMITS.section_warning ? 'warning' : 'error',
		sprintf(
			/* translators: %d: number of words. */
			__(
				'A part of the text runs %d words without a subheading.',
				'sightline-seo'
			),
			longestSection
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

function openingsCheck( { openings }: ReadabilityFacts ): Draft {
	if ( openings.run >= LIMITS.same_openings ) {
		return result(
			'sentence_openings',
			'warning',
			sprintf(
				/* translators: 1: number of sentences, 2: the word they start with. */
				__(
					'%1$d sentences in a row start with “%2$s”.',
					'sightline-seo'
				),
				openings.run,
				openings.word
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

/** A share of sentences as a whole percentage, for the messages. */
function percent( share: number ): number {
	return Math.round( share * 100 );
}

function passiveCheck( facts: ReadabilityFacts ): Draft {
	if ( null === facts.passiveSentences ) {
		return result(
			'passive_voice',
			'suggestion',
			sprintf(
				/* translators: %s: language code. */
				__(
					'Passive voice is not checked in this language (%s).',
					'sightline-seo'
				),
				facts.language
			),
			__(
				'Its passive forms are not built in; a count made with another language’s forms would mislead.',
				'sightline-seo'
			)
		);
	}
	const share = facts.passiveSentences / facts.sentences;
	let status: CheckStatus = 'error';
	if ( share <= LIMITS.passive_success ) {
		status = 'success';
	} else if ( share <= LIMITS.passive_warning ) {
		status = 'warning';
	}
	return result(
		'passive_voice',
		status,
		sprintf(
			/* translators: 1: number of passive sentences, 2: number of sentences. */
			__( 'Passive sentences: %1$d of %2$d.', 'sightline-seo' ),
			facts.passiveSentences,
			facts.sentences
		),
		'success' === status
			? __(
					'Most sentences say who does what, which keeps the text direct.',
					'sightline-seo'
				)
			: sprintf(
					/* translators: %d: a percentage. */
					__(
						'Passive sentences hide who acts. Rewrite some so the subject does the action, to at most %d%% of sentences.',
						'sightline-seo'
					),
					percent( LIMITS.passive_success )
				)
	);
}

function transitionsCheck( facts: ReadabilityFacts ): Draft {
	if ( null === facts.transitionSentences ) {
		return result(
			'transition_words',
			'suggestion',
			sprintf(
				/* translators: %s: language code. */
				__(
					'Transition words are not checked in this language (%s).',
					'sightline-seo'
				),
				facts.language
			),
			__(
				'No list of transition words is built in for it; a count made with another language’s list would mislead.',
				'sightline-seo'
			)
		);
	}
	if ( facts.words < LIMITS.transitions_min_words ) {
		return result(
			'transition_words',
			'suggestion',
			sprintf(
				/* translators: 1: number of words, 2: minimum number of words. */
				__(
					'The text is too short to judge transition words (%1$d of %2$d words).',
					'sightline-seo'
				),
				facts.words,
				LIMITS.transitions_min_words
			),
			__(
				'In a short text the share of transition words says little. Write more, then check again.',
				'sightline-seo'
			)
		);
	}
	const share = facts.transitionSentences / facts.sentences;
	let status: CheckStatus = 'error';
	if ( share >= LIMITS.transitions_success ) {
		status = 'success';
	} else if ( share >= LIMITS.transitions_warning ) {
		status = 'warning';
	}
	return result(
		'transition_words',
		status,
		sprintf(
			/* translators: 1: number of sentences with a transition word, 2: number of sentences. */
			__(
				'Sentences with a transition word: %1$d of %2$d.',
				'sightline-seo'
			),
			facts.transitionSentences,
			facts.sentences
		),
		'success' === status
			? __(
					'Transition words show readers how the ideas connect.',
					'sightline-seo'
				)
			: sprintf(
					/* translators: %d: a percentage. */
					__(
						'Words such as “because”, “however” or “for example” show how ideas connect. Use one in at least %d%% of sentences.',
						'sightline-seo'
					),
					percent( LIMITS.transitions_success )
				)
	);
}

/** The readability results of measured facts (cheap: the measuring may run in a worker). */
export function readabilityResults(
	facts: ReadabilityFacts,
	ignored: readonly string[] = []
): CheckResult[] {
	const withMeta = ( draft: Draft ): CheckResult => ( {
		...draft,
		category: 'readability',
		ignore: ignored.includes( draft.id ),
	} );
	if ( ! facts.supported ) {
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
						facts.language || '?'
					),
					__(
						'Sentence, word and syllable rules are built in for English, German, French, Spanish, Italian, Dutch, Portuguese, Russian, Swedish and Polish; a score made with another language’s rules would mislead.',
						'sightline-seo'
					)
				)
			),
		];
	}
	const drafts = [ readingEaseCheck( facts ) ];
	if ( facts.sentences ) {
		drafts.push(
			sentenceLengthCheck( facts ),
			paragraphLengthCheck( facts ),
			subheadingCheck( facts ),
			openingsCheck( facts ),
			passiveCheck( facts ),
			transitionsCheck( facts )
		);
	}
	return drafts.map( withMeta );
}

/** Runs the readability checks on the content in its language. */
export function runReadabilityChecks(
	input: ReadabilityInput,
	ignored: readonly string[] = []
): CheckResult[] {
	return readabilityResults( readabilityFacts( input ), ignored );
}
