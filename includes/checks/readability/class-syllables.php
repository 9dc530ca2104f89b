<?php
/**
 * Syllables of a word in a language, counted from the letters alone: each run of vowels is one
 * syllable, plus one for each pair of its vowels the language pronounces apart (hiatus), less one
 * for a silent ending. The PHP twin of src/checks/readability/syllables.ts, from the same rules
 * (languages.json).
 *
 * @package Sightline
 */

namespace Sightline\Checks\Readability;

defined( 'ABSPATH' ) || exit;

final class Syllables {

	/**
	 * Syllables of one word (at least one: a word of digits or consonants is still said).
	 *
	 * @param array{vowels: string, hiatus: string, silent: list<string>} $rules
	 */
	public static function count( string $word, array $rules ): int {
		$lower = mb_strtolower( $word, 'UTF-8' );
		$count = 0;
		preg_match_all( '~[' . $rules['vowels'] . ']+~u', $lower, $runs );
		foreach ( $runs[0] as $run ) {
			++$count;
			if ( '' === $rules['hiatus'] ) {
				continue;
			}
			$letters = mb_str_split( $run, 1, 'UTF-8' );
			$pairs   = count( $letters ) - 1;
			for ( $i = 0; $i < $pairs; $i++ ) {
				if ( 1 === preg_match( '~' . $rules['hiatus'] . '~u', $letters[ $i ] . $letters[ $i + 1 ] ) ) {
					++$count;
				}
			}
		}
		if ( $count > 1 ) {
			foreach ( $rules['silent'] as $pattern ) {
				if ( 1 === preg_match( '~' . $pattern . '~u', $lower ) ) {
					--$count;
					break;
				}
			}
		}
		return max( 1, $count );
	}
}
