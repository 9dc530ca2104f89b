<?php
/**
 * Word forms: the stem of a word by the Snowball algorithm of its language, from the stemmers of
 * includes/third-party/tntsearch-stemmers/ (loaded here on first use: the plugin's autoloader knows
 * only Sightline\). A language without an algorithm matches words as written, in lower case, as the
 * TypeScript twin (src/checks/keyphrase/stem.ts) does; tests/fixtures/keyphrase/stems.json holds both
 * to the same stems.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Keyphrase;

defined( 'ABSPATH' ) || exit;

final class Stemmer {

	/** The class of each algorithm keyphrase.json may name. */
	private const CLASSES = array(
		'porter'     => 'PorterStemmer',
		'german'     => 'GermanStemmer',
		'french'     => 'FrenchStemmer',
		'italian'    => 'ItalianStemmer',
		'portuguese' => 'PortugueseStemmer',
		'russian'    => 'RussianStemmer',
	);

	/** @var array<string, array<string, string>> Stems found in this request, per algorithm. */
	private static array $cache = array();

	/** The stem of a word in a language. */
	public static function stem( string $word, string $language ): string {
		$algorithm = Rule_Set::algorithm( $language );
		$lower     = mb_strtolower( $word, 'UTF-8' );
		if ( null === $algorithm ) {
			return $lower;
		}
		$lower = strtr( $lower, Rule_Set::fold( $language ) );
		if ( ! isset( self::$cache[ $algorithm ][ $lower ] ) ) {
			$class                               = self::load( $algorithm );
			self::$cache[ $algorithm ][ $lower ] = (string) $class::stem( $lower );
		}
		return self::$cache[ $algorithm ][ $lower ];
	}

	/** @return class-string */
	private static function load( string $algorithm ): string {
		if ( ! isset( self::CLASSES[ $algorithm ] ) ) {
			throw new \LogicException( 'No stemmer for "' . esc_html( $algorithm ) . '".' );
		}
		$name  = self::CLASSES[ $algorithm ];
		$class = 'TeamTNT\\TNTSearch\\Stemmer\\' . $name;
		if ( ! class_exists( $class, false ) ) {
			$dir = dirname( __DIR__, 2 ) . '/third-party/tntsearch-stemmers/';
			require_once $dir . 'StemmerInterface.php';
			require_once $dir . 'Str.php';
			require_once $dir . $name . '.php';
		}
		/** @var class-string $class */
		return $class;
	}
}
