<?php
/**
 * Word forms: the stem of a word by the Snowball algorithm of its language. The algorithms are the
 * library teamtnt/tntsearch's (a Composer dependency, installed into vendor/ and packed into the
 * release zip; loaded here on first use, since the plugin's autoloader knows only Sightline\).
 * A language without an algorithm matches words as written, in lower case, as the TypeScript twin
 * (src/checks/keyphrase/stem.ts) does; so does every language when the library is missing from a
 * checkout that never ran `composer install`. tests/fixtures/keyphrase/stems.json holds PHP and
 * TypeScript to the same stems.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Keyphrase;

defined( 'ABSPATH' ) || exit;

final class Stemmer {

	/** Where the library's sources are, under the plugin's folder. */
	public const LIBRARY = 'vendor/teamtnt/tntsearch/src/';

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
		if ( null === $algorithm || ! self::available() ) {
			return $lower;
		}
		$lower = strtr( $lower, Rule_Set::fold( $language ) );
		if ( ! isset( self::$cache[ $algorithm ][ $lower ] ) ) {
			self::$cache[ $algorithm ][ $lower ] = self::run( $algorithm, $lower );
		}
		return self::$cache[ $algorithm ][ $lower ];
	}

	/** Whether the library is installed (a release zip has it; a bare checkout needs `composer install`). */
	public static function available(): bool {
		static $available = null;
		$available      ??= is_readable( self::dir() . 'Stemmer/StemmerInterface.php' );
		return $available;
	}

	private static function run( string $algorithm, string $word ): string {
		$class = self::load( $algorithm );
		// Two of the library's algorithms differ from Snowball's published ones: ours run corrected.
		return match ( $algorithm ) {
			'italian'    => Stemmer_Corrections::italian( $word ),
			'portuguese' => Stemmer_Corrections::portuguese( $word ),
			default      => (string) $class::stem( $word ),
		};
	}

	/** @return class-string */
	private static function load( string $algorithm ): string {
		if ( ! isset( self::CLASSES[ $algorithm ] ) ) {
			throw new \LogicException( 'No stemmer for "' . esc_html( $algorithm ) . '".' );
		}
		$name  = self::CLASSES[ $algorithm ];
		$class = 'TeamTNT\\TNTSearch\\Stemmer\\' . $name;
		if ( ! class_exists( $class, false ) ) {
			require_once self::dir() . 'Stemmer/StemmerInterface.php';
			require_once self::dir() . 'Support/Str.php';
			require_once self::dir() . 'Stemmer/' . $name . '.php';
		}
		/** @var class-string $class */
		return $class;
	}

	private static function dir(): string {
		return SIGHTLINE_DIR . self::LIBRARY;
	}
}
