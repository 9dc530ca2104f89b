<?php
/**
 * The readability checks of a post in its language: reading ease by the language's published
 * formula, sentence length, paragraph length, subheading distribution, repeated sentence
 * openings, passive voice and transition words (each where the language's forms are built in). A
 * language the rule set does not know gets one result saying so, never a score made with another
 * language's rules. The PHP twin of src/checks/readability/rules.ts; the shared
 * fixtures (tests/fixtures/readability/cases.json) hold both to the same results.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Readability;

use Sightline\Checks\Check_Drafts;

defined( 'ABSPATH' ) || exit;

final class Readability_Checks {

	/**
	 * Runs the readability checks on content HTML in a locale ("de_DE", "pt-BR", "en").
	 *
	 * @param list<string> $ignored Check ids the author chose to ignore.
	 * @return list<array{id: string, status: string, message: string, description: string, category: string, ignore: bool}>
	 */
	public static function run( string $content, string $locale, array $ignored = array() ): array {
		$language = Reading_Ease::language_of( $locale );
		if ( null === Rule_Set::language( $language ) ) {
			$drafts = array(
				Check_Drafts::draft(
					'readability_language',
					'suggestion',
					/* translators: %s: language code. */
					sprintf( __( 'Readability is not analysed in this language (%s).', 'sightline-seo' ), '' !== $language ? $language : '?' ),
					__( 'Sentence, word and syllable rules are built in for English, German, French, Spanish, Italian, Dutch, Portuguese, Russian, Swedish and Polish; a score made with another language’s rules would mislead.', 'sightline-seo' )
				),
			);
			return Check_Drafts::finish( 'readability', $drafts, $ignored );
		}
		$blocks     = Text_Structure::blocks( $content );
		$paragraphs = array_values( array_filter( $blocks, static fn( array $block ): bool => ! $block['heading'] ) );
		$body       = array();
		foreach ( $paragraphs as $paragraph ) {
			array_push( $body, ...$paragraph['sentences'] );
		}
		$drafts = array( self::reading_ease( $body, $language ) );
		if ( $body ) {
			$rules    = Rule_Set::language( $language );
			$drafts[] = self::sentence_length( $body, (int) $rules['sentence_words'] );
			$drafts[] = self::paragraph_length( $paragraphs );
			$drafts[] = self::subheadings( $blocks );
			$drafts[] = self::openings( $body );
			$drafts[] = self::passive_voice( $body, $language );
			$drafts[] = self::transition_words( $body, $language );
		}
		return Check_Drafts::finish( 'readability', $drafts, $ignored );
	}

	/**
	 * @param list<list<string>> $body
	 * @return array{id: string, status: string, message: string, description: string}
	 */
	private static function reading_ease( array $body, string $language ): array {
		if ( null === Reading_Ease::formula_of( $language ) ) {
			return Check_Drafts::draft(
				'reading_ease',
				'suggestion',
				/* translators: %s: language code. */
				sprintf( __( 'No reading-ease formula is built in for this language (%s).', 'sightline-seo' ), $language ),
				__( 'The other readability checks still apply: keep sentences and paragraphs short.', 'sightline-seo' )
			);
		}
		$words = self::word_count( $body );
		$min   = (int) Rule_Set::threshold( 'min_words' );
		if ( $words < $min ) {
			return Check_Drafts::draft(
				'reading_ease',
				'suggestion',
				/* translators: 1: number of words, 2: minimum number of words. */
				sprintf( __( 'The text is too short for a reading-ease score (%1$d of %2$d words).', 'sightline-seo' ), $words, $min ),
				__( 'Reading-ease formulas need a few sentences to say anything. Write more, then check again.', 'sightline-seo' )
			);
		}
		$ease = Reading_Ease::of( $body, $language );
		if ( null === $ease ) {
			throw new \LogicException( 'No reading ease for "' . esc_html( $language ) . '".' );
		}
		$lix   = 'lix' === $ease['kind'];
		$score = $ease['score'];
		if ( $lix ? $score < Rule_Set::threshold( 'lix_success' ) : $score >= Rule_Set::threshold( 'flesch_success' ) ) {
			$status = 'success';
		} elseif ( $lix ? $score < Rule_Set::threshold( 'lix_warning' ) : $score >= Rule_Set::threshold( 'flesch_warning' ) ) {
			$status = 'warning';
		} else {
			$status = 'error';
		}
		$help = array(
			'success' => __( 'Most readers will follow the text without effort.', 'sightline-seo' ),
			'warning' => __( 'Some readers will find the text hard. Shorter sentences and shorter words make it easier.', 'sightline-seo' ),
			'error'   => __( 'Many readers will find the text hard. Split long sentences and prefer short, common words.', 'sightline-seo' ),
		);
		return Check_Drafts::draft(
			'reading_ease',
			$status,
			/* translators: 1: name of the formula, 2: score, 3: how easy the score is, e.g. "fairly easy". */
			sprintf( __( '%1$s: %2$s (%3$s).', 'sightline-seo' ), $ease['name'], number_format( $score, 1, '.', '' ), $lix ? self::lix_band( $score ) : self::flesch_band( $score ) ),
			$help[ $status ]
		);
	}

	private static function flesch_band( float $value ): string {
		if ( $value >= 90 ) {
			return __( 'very easy', 'sightline-seo' );
		}
		if ( $value >= 80 ) {
			return __( 'easy', 'sightline-seo' );
		}
		if ( $value >= 70 ) {
			return __( 'fairly easy', 'sightline-seo' );
		}
		if ( $value >= 60 ) {
			return __( 'standard', 'sightline-seo' );
		}
		if ( $value >= 50 ) {
			return __( 'fairly difficult', 'sightline-seo' );
		}
		if ( $value >= 30 ) {
			return __( 'difficult', 'sightline-seo' );
		}
		return __( 'very difficult', 'sightline-seo' );
	}

	private static function lix_band( float $value ): string {
		if ( $value < 25 ) {
			return __( 'very easy', 'sightline-seo' );
		}
		if ( $value < 35 ) {
			return __( 'easy', 'sightline-seo' );
		}
		if ( $value < 45 ) {
			return __( 'standard', 'sightline-seo' );
		}
		if ( $value < 55 ) {
			return __( 'difficult', 'sightline-seo' );
		}
		return __( 'very difficult', 'sightline-seo' );
	}

	/**
	 * @param list<list<string>> $body
	 * @return array{id: string, status: string, message: string, description: string}
	 */
	private static function sentence_length( array $body, int $longer ): array {
		$long  = count( array_filter( $body, static fn( array $sentence ): bool => count( $sentence ) > $longer ) );
		$share = $long / count( $body );
		if ( $share <= Rule_Set::threshold( 'long_sentences_success' ) ) {
			$status = 'success';
		} elseif ( $share <= Rule_Set::threshold( 'long_sentences_warning' ) ) {
			$status = 'warning';
		} else {
			$status = 'error';
		}
		return Check_Drafts::draft(
			'sentence_length',
			$status,
			/* translators: 1: number of words, 2: number of long sentences, 3: number of sentences. */
			sprintf( __( 'Sentences longer than %1$d words: %2$d of %3$d.', 'sightline-seo' ), $longer, $long, count( $body ) ),
			'success' === $status
				? __( 'Sentence length keeps the text easy to follow.', 'sightline-seo' )
				: __( 'Long sentences are hard to follow. Split some of them in two.', 'sightline-seo' )
		);
	}

	/**
	 * @param list<array{heading: bool, text: string, sentences: list<list<string>>}> $paragraphs
	 * @return array{id: string, status: string, message: string, description: string}
	 */
	private static function paragraph_length( array $paragraphs ): array {
		$longest = 0;
		foreach ( $paragraphs as $paragraph ) {
			$longest = max( $longest, self::word_count( $paragraph['sentences'] ) );
		}
		$success = (int) Rule_Set::threshold( 'paragraph_success' );
		if ( $longest <= $success ) {
			$status = 'success';
		} elseif ( $longest <= Rule_Set::threshold( 'paragraph_warning' ) ) {
			$status = 'warning';
		} else {
			$status = 'error';
		}
		return Check_Drafts::draft(
			'paragraph_length',
			$status,
			/* translators: %d: number of words. */
			sprintf( __( 'The longest paragraph has %d words.', 'sightline-seo' ), $longest ),
			'success' === $status
				? __( 'Paragraphs are short enough to read comfortably on a screen.', 'sightline-seo' )
				/* translators: %d: number of words. */
				: sprintf( __( 'Long paragraphs look hard to read on a screen. Break them up at %d words at most.', 'sightline-seo' ), $success )
		);
	}

	/**
	 * @param list<array{heading: bool, text: string, sentences: list<list<string>>}> $blocks
	 * @return array{id: string, status: string, message: string, description: string}
	 */
	private static function subheadings( array $blocks ): array {
		$sections = array( 0 );
		foreach ( $blocks as $block ) {
			if ( $block['heading'] ) {
				$sections[] = 0;
				continue;
			}
			$sections[ count( $sections ) - 1 ] += self::word_count( $block['sentences'] );
		}
		$longest = max( $sections );
		$success = (int) Rule_Set::threshold( 'section_success' );
		if ( $longest <= $success ) {
			return Check_Drafts::draft(
				'subheading_distribution',
				'success',
				/* translators: %d: number of words. */
				sprintf( __( 'No part of the text runs longer than %d words without a subheading.', 'sightline-seo' ), $success ),
				__( 'Readers can scan the text and find their place.', 'sightline-seo' )
			);
		}
		return Check_Drafts::draft(
			'subheading_distribution',
			$longest <= Rule_Set::threshold( 'section_warning' ) ? 'warning' : 'error',
			/* translators: %d: number of words. */
			sprintf( __( 'A part of the text runs %d words without a subheading.', 'sightline-seo' ), $longest ),
			/* translators: %d: number of words. */
			sprintf( __( 'Add a subheading about every %d words so readers can scan the text.', 'sightline-seo' ), $success )
		);
	}

	/**
	 * @param list<list<string>> $body
	 * @return array{id: string, status: string, message: string, description: string}
	 */
	private static function openings( array $body ): array {
		$best_word    = '';
		$best_run     = 0;
		$current_word = '';
		$current_run  = 0;
		foreach ( $body as $sentence ) {
			$word = mb_strtolower( $sentence[0], 'UTF-8' );
			if ( $word === $current_word ) {
				++$current_run;
			} else {
				$current_word = $word;
				$current_run  = 1;
			}
			if ( $current_run > $best_run ) {
				$best_word = $current_word;
				$best_run  = $current_run;
			}
		}
		if ( $best_run >= Rule_Set::threshold( 'same_openings' ) ) {
			return Check_Drafts::draft(
				'sentence_openings',
				'warning',
				/* translators: 1: number of sentences, 2: the word they start with. */
				sprintf( __( '%1$d sentences in a row start with “%2$s”.', 'sightline-seo' ), $best_run, $best_word ),
				__( 'The same opening again and again makes a text monotonous. Vary how the sentences start.', 'sightline-seo' )
			);
		}
		return Check_Drafts::draft( 'sentence_openings', 'success', __( 'Sentences start in varied ways.', 'sightline-seo' ), __( 'Varied openings keep the text lively.', 'sightline-seo' ) );
	}

	/**
	 * @param list<list<string>> $body
	 * @return array{id: string, status: string, message: string, description: string}
	 */
	private static function passive_voice( array $body, string $language ): array {
		$rule = Sentence_Forms::passive( $language );
		if ( null === $rule ) {
			return Check_Drafts::draft(
				'passive_voice',
				'suggestion',
				/* translators: %s: language code. */
				sprintf( __( 'Passive voice is not checked in this language (%s).', 'sightline-seo' ), $language ),
				__( 'Its passive forms are not built in; a count made with another language’s forms would mislead.', 'sightline-seo' )
			);
		}
		$passive = count( array_filter( $body, static fn( array $sentence ): bool => Sentence_Forms::is_passive( $sentence, $rule ) ) );
		$share   = $passive / count( $body );
		if ( $share <= Rule_Set::threshold( 'passive_success' ) ) {
			$status = 'success';
		} elseif ( $share <= Rule_Set::threshold( 'passive_warning' ) ) {
			$status = 'warning';
		} else {
			$status = 'error';
		}
		return Check_Drafts::draft(
			'passive_voice',
			$status,
			/* translators: 1: number of passive sentences, 2: number of sentences. */
			sprintf( __( 'Passive sentences: %1$d of %2$d.', 'sightline-seo' ), $passive, count( $body ) ),
			'success' === $status
				? __( 'Most sentences say who does what, which keeps the text direct.', 'sightline-seo' )
				/* translators: %d: a percentage. */
				: sprintf( __( 'Passive sentences hide who acts. Rewrite some so the subject does the action, to at most %d%% of sentences.', 'sightline-seo' ), self::percent( Rule_Set::threshold( 'passive_success' ) ) )
		);
	}

	/**
	 * @param list<list<string>> $body
	 * @return array{id: string, status: string, message: string, description: string}
	 */
	private static function transition_words( array $body, string $language ): array {
		$transitions = Sentence_Forms::transitions( $language );
		if ( null === $transitions ) {
			return Check_Drafts::draft(
				'transition_words',
				'suggestion',
				/* translators: %s: language code. */
				sprintf( __( 'Transition words are not checked in this language (%s).', 'sightline-seo' ), $language ),
				__( 'No list of transition words is built in for it; a count made with another language’s list would mislead.', 'sightline-seo' )
			);
		}
		$words = self::word_count( $body );
		$min   = (int) Rule_Set::threshold( 'transitions_min_words' );
		if ( $words < $min ) {
			return Check_Drafts::draft(
				'transition_words',
				'suggestion',
				/* translators: 1: number of words, 2: minimum number of words. */
				sprintf( __( 'The text is too short to judge transition words (%1$d of %2$d words).', 'sightline-seo' ), $words, $min ),
				__( 'In a short text the share of transition words says little. Write more, then check again.', 'sightline-seo' )
			);
		}
		$linked = count( array_filter( $body, static fn( array $sentence ): bool => Sentence_Forms::has_transition( $sentence, $transitions ) ) );
		$share  = $linked / count( $body );
		if ( $share >= Rule_Set::threshold( 'transitions_success' ) ) {
			$status = 'success';
		} elseif ( $share >= Rule_Set::threshold( 'transitions_warning' ) ) {
			$status = 'warning';
		} else {
			$status = 'error';
		}
		return Check_Drafts::draft(
			'transition_words',
			$status,
			/* translators: 1: number of sentences with a transition word, 2: number of sentences. */
			sprintf( __( 'Sentences with a transition word: %1$d of %2$d.', 'sightline-seo' ), $linked, count( $body ) ),
			'success' === $status
				? __( 'Transition words show readers how the ideas connect.', 'sightline-seo' )
				/* translators: %d: a percentage. */
				: sprintf( __( 'Words such as “because”, “however” or “for example” show how ideas connect. Use one in at least %d%% of sentences.', 'sightline-seo' ), self::percent( Rule_Set::threshold( 'transitions_success' ) ) )
		);
	}

	/** A share of sentences as a whole percentage, for the messages. */
	private static function percent( int|float $share ): int {
		return (int) round( $share * 100 );
	}

	/** @param list<list<string>> $sentences */
	private static function word_count( array $sentences ): int {
		$words = 0;
		foreach ( $sentences as $sentence ) {
			$words += count( $sentence );
		}
		return $words;
	}
}
