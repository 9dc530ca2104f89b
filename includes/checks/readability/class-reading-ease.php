<?php
/**
 * The reading-ease score of a text in its language, by the formula published for that language
 * (constants and sources in languages.json). The PHP twin of src/checks/readability/reading-ease.ts.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Readability;

defined( 'ABSPATH' ) || exit;

final class Reading_Ease {

	/** The primary language subtag of a locale: "de_DE" and "de-CH" are "de". */
	public static function language_of( string $locale ): string {
		$parts = preg_split( '/[-_]/', strtolower( trim( $locale ) ) );
		return is_array( $parts ) ? $parts[0] : '';
	}

	/** The id of the language's reading-ease formula, or null when none is published or built in. */
	public static function formula_of( string $language ): ?string {
		return Rule_Set::language( $language )['formula'] ?? null;
	}

	/** Rounded to one decimal, half up, as JavaScript's Math.round() rounds. */
	public static function round_score( float $value ): float {
		return floor( $value * 10 + 0.5 ) / 10;
	}

	/**
	 * Words, sentences, syllables and words of more than six letters of body sentences.
	 *
	 * @param list<list<string>> $sentences
	 * @return array{words: int, sentences: int, syllables: int, longWords: int}
	 */
	public static function count_text( array $sentences, string $language ): array {
		$rules  = Rule_Set::language( $language );
		$counts = array(
			'words'     => 0,
			'sentences' => 0,
			'syllables' => 0,
			'longWords' => 0,
		);
		foreach ( $sentences as $sentence ) {
			++$counts['sentences'];
			foreach ( $sentence as $word ) {
				++$counts['words'];
				$counts['syllables'] += null === $rules ? 0 : Syllables::count( $word, $rules );
				if ( preg_match_all( '/\p{L}/u', $word ) > 6 ) {
					++$counts['longWords'];
				}
			}
		}
		return $counts;
	}

	/**
	 * The reading ease of body sentences in a language, or null without a formula or text.
	 *
	 * @param list<list<string>> $sentences
	 * @return array{formula: string, name: string, kind: string, score: float, counts: array{words: int, sentences: int, syllables: int, longWords: int}}|null
	 */
	public static function of( array $sentences, string $language ): ?array {
		$id = self::formula_of( $language );
		if ( null === $id ) {
			return null;
		}
		$formula = Rule_Set::get()['formulas'][ $id ];
		$counts  = self::count_text( $sentences, $language );
		if ( ! $counts['words'] || ! $counts['sentences'] ) {
			return null;
		}
		$per_sentence = $counts['words'] / $counts['sentences'];
		if ( 'lix' === $formula['kind'] ) {
			$score = $per_sentence + ( 100 * $counts['longWords'] ) / $counts['words'];
		} else {
			$score = (float) $formula['base'] - (float) $formula['sentence'] * $per_sentence - (float) $formula['syllable'] * ( $counts['syllables'] / $counts['words'] );
		}
		return array(
			'formula' => $id,
			'name'    => (string) $formula['name'],
			'kind'    => (string) $formula['kind'],
			'score'   => self::round_score( $score ),
			'counts'  => $counts,
		);
	}
}
