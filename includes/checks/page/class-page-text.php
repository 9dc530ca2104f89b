<?php
/**
 * Text helpers of the page checks, the PHP twin of src/checks/text.ts: lengths as the editor counts
 * them, keyword matching (whole words, case- and accent-insensitive) and the words of a URL. The
 * shared fixtures (tests/fixtures/page-checks/cases.json) hold both to the same results.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Page;

defined( 'ABSPATH' ) || exit;

final class Page_Text {

	/** What JavaScript's String.prototype.trim() and \s treat as white space. */
	private const SPACE = '[\s\p{Z}\x{FEFF}]';

	/**
	 * The text without white space at either end, as JavaScript trims it (non-breaking and other
	 * Unicode spaces included, which PHP's trim() keeps).
	 */
	public static function trim( string $text ): string {
		return (string) preg_replace( '/^' . self::SPACE . '+|' . self::SPACE . '+$/u', '', $text );
	}

	/**
	 * Length in UTF-16 code units, as the editor's counters and checks count (`string.length`), so an
	 * emoji counts 2 on both sides.
	 */
	public static function length( string $text ): int {
		return intdiv( strlen( (string) mb_convert_encoding( $text, 'UTF-16LE', 'UTF-8' ) ), 2 );
	}

	/** Lower case, accents removed (NFD + combining marks dropped), runs of spaces collapsed. */
	public static function normalize( string $text ): string {
		if ( class_exists( \Normalizer::class ) ) {
			$decomposed = \Normalizer::normalize( $text, \Normalizer::FORM_D );
			$text       = false === $decomposed ? $text : (string) preg_replace( '/[\x{0300}-\x{036f}]/u', '', $decomposed );
		} else {
			// Without the intl extension, WordPress's own accent table does the same for Latin scripts.
			$text = remove_accents( $text );
		}
		$text = mb_strtolower( $text, 'UTF-8' );
		return self::trim( (string) preg_replace( '/' . self::SPACE . '+/u', ' ', $text ) );
	}

	/**
	 * Whether the keyword occurs in the text as whole words: "seo" matches "Best SEO tips" and "séo",
	 * not "seoul". Words of a multi-word keyword may be separated by any run of non-letters.
	 */
	public static function contains_keyword( string $text, string $keyword ): bool {
		$parts = preg_split( '/[^\p{L}\p{N}]+/u', self::normalize( $keyword ) );
		$words = array_values( array_filter( is_array( $parts ) ? $parts : array(), static fn( string $word ): bool => '' !== $word ) );
		if ( ! $words ) {
			return false;
		}
		$quoted  = array_map( static fn( $word ) => preg_quote( (string) $word, '/' ), $words );
		$pattern = '/(?<![\p{L}\p{N}])' . implode( '[^\p{L}\p{N}]+', $quoted ) . '(?![\p{L}\p{N}])/u';
		return 1 === preg_match( $pattern, self::normalize( $text ) );
	}

	/** The path of a URL with separators as spaces, so "/best-seo-tips/" matches the keyword "seo tips". */
	public static function url_words( string $url ): string {
		$path  = $url;
		$parts = wp_parse_url( $url );
		if ( is_array( $parts ) && isset( $parts['scheme'], $parts['host'] ) ) {
			$path = ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		}
		return (string) preg_replace( '/[-_\/?=&.+]+/', ' ', rawurldecode( $path ) );
	}
}
