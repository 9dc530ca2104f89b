<?php
/**
 * Two of teamtnt/tntsearch 5.3.0's stemmers part from the published Snowball algorithms, which the
 * editor's stemmer (the npm package snowball-stemmers) follows; the shared fixture
 * tests/fixtures/keyphrase/stems.json found both. Each is run here as the library runs it, step by
 * step through its own (private) steps, with the one step corrected: the library's code is used, not
 * copied. The library version is pinned in composer.json, so its steps cannot move under us.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Keyphrase;

defined( 'ABSPATH' ) || exit;

final class Stemmer_Corrections {

	/**
	 * Italian, step 3b: a final "ch" or "gh" in RV becomes "c" or "g" (the library keeps it: its
	 * replacement returns the whole match), so "perché" stems to "perc" as Snowball's does.
	 */
	public static function italian( string $word ): string {
		$run = \Closure::bind(
			static function ( string $word ): string {
				// phpcs:disable -- the library's own (camelCase, private) steps, in its order.
				$str    = self::IUBetweenVowToUpper( self::putUAfterQToUpper( self::replaceAccAcuti( self::toLower( self::trim( $word ) ) ) ) );
				$step0  = self::step0( $str );
				$step2  = self::step2( $step0, self::step1( $step0 ) );
				$step3a = self::step3a( $step2 );
				$rv     = self::returnRV( $step3a );
				$step3b = mb_substr( $step3a, 0, mb_strlen( $step3a ) - mb_strlen( $rv ) ) . preg_replace( '/([cg])h$/', '$1', $rv );
				return self::step4( $step3b );
				// phpcs:enable
			},
			null,
			'TeamTNT\\TNTSearch\\Stemmer\\ItalianStemmer'
		);
		return (string) $run( mb_strtolower( $word, 'UTF-8' ) );
	}

	/**
	 * Portuguese: when a word has no RV position (e.g. "as"), RV is the end of the word; the library
	 * leaves its index an empty string, which PHP 8 refuses as an offset (a TypeError).
	 */
	public static function portuguese( string $word ): string {
		$run = \Closure::bind(
			static function ( string $word ): string {
				// phpcs:disable -- the library's own (private) steps, in its order.
				$word    = self::str_replace( array( 'ã', 'õ' ), array( 'a~', 'o~' ), self::strtolower( $word ) );
				$rv      = '';
				$rvIndex = self::strlen( $word );
				self::rv( $word, $rv, $rvIndex );
				$r1      = '';
				$r1Index = '';
				self::r1( $word, $r1, $r1Index );
				$r2      = '';
				$r2Index = '';
				self::r2( $r1, $r1Index, $r2, $r2Index );
				$initial = $word;
				self::step1( $word, $r1Index, $r2Index, $rvIndex );
				if ( $initial === $word ) {
					self::step2( $word, $rvIndex );
				}
				if ( $initial !== $word ) {
					self::step3( $word, $rvIndex );
				} else {
					self::step4( $word, $rvIndex );
				}
				self::step5( $word, $rvIndex );
				self::finish( $word );
				return $word;
				// phpcs:enable
			},
			null,
			'TeamTNT\\TNTSearch\\Stemmer\\PortugueseStemmer'
		);
		return (string) $run( $word );
	}
}
