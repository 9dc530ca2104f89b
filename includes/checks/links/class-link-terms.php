<?php
/**
 * A post's link terms: the words that say what it is about, weighted by where they stand (the focus
 * keyphrase most, then the title, the subheadings, the text), lower case, without the function words
 * of its language (stop-words.json) and words under three letters, the MAX_TERMS heaviest kept. Two
 * posts sharing heavy terms are likely worth linking.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

defined( 'ABSPATH' ) || exit;

final class Link_Terms {

	/** How many terms a post keeps (and a lookup asks for). */
	public const MAX_TERMS = 20;

	/** The longest term kept, in characters (and the longest word a suggestions request may send). */
	public const MAX_LENGTH = 40;

	/** The most of the text read: enough for what a post is about, bounded for a very long one. */
	private const TEXT_CHARACTERS = 20000;

	private const KEYPHRASE = 8;
	private const TITLE     = 5;
	private const HEADING   = 3;
	private const TEXT      = 1;

	/** @var array<string, array<string, true>>|null Stop words by language, read once. */
	private static ?array $stop_words = null;

	/**
	 * @return array<string, int> Term => weight, heaviest first (ties in alphabetical order).
	 */
	public static function of( string $title, string $keyphrase, string $content, string $language ): array {
		$weights = array();
		$content = (string) preg_replace( '/<!--.*?-->|<(script|style)\b.*?<\/\1>/is', ' ', $content );
		preg_match_all( '/<h[1-6]\b[^>]*>(.*?)<\/h[1-6]>/is', $content, $headings );
		$parts = array(
			array( $keyphrase, self::KEYPHRASE ),
			array( $title, self::TITLE ),
			array( implode( ' ', $headings[1] ), self::HEADING ),
			// Tags become spaces: "<h2>Shoes</h2><p>Trail" is two words.
			array( mb_substr( (string) preg_replace( '/<[^>]*>/', ' ', $content ), 0, self::TEXT_CHARACTERS, 'UTF-8' ), self::TEXT ),
		);
		foreach ( $parts as $part ) {
			foreach ( self::words( $part[0], $language ) as $word ) {
				$weights[ $word ] = min( 65535, ( $weights[ $word ] ?? 0 ) + $part[1] );
			}
		}
		return self::heaviest( $weights );
	}

	/**
	 * The words of a text that may be terms, in order, repeated as often as they occur.
	 *
	 * @return list<string>
	 */
	public static function words( string $text, string $language ): array {
		$text  = mb_strtolower( html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ), 'UTF-8' );
		$stops = self::stop_words( $language );
		$words = array();
		$split = preg_split( '/[^\p{L}\p{N}]+/u', $text, -1, PREG_SPLIT_NO_EMPTY );
		foreach ( false === $split ? array() : $split as $word ) {
			$length = mb_strlen( $word, 'UTF-8' );
			if ( $length < 3 || $length > self::MAX_LENGTH || ctype_digit( $word ) || isset( $stops[ $word ] ) ) {
				continue;
			}
			$words[] = $word;
		}
		return $words;
	}

	/**
	 * @param array<string|int, int> $weights
	 * @return array<string, int>
	 */
	public static function heaviest( array $weights ): array {
		$terms = array();
		foreach ( $weights as $term => $weight ) {
			$terms[] = array( (string) $term, $weight );
		}
		usort( $terms, static fn( array $a, array $b ): int => 0 !== ( $b[1] <=> $a[1] ) ? $b[1] <=> $a[1] : strcmp( $a[0], $b[0] ) );
		$kept = array();
		foreach ( array_slice( $terms, 0, self::MAX_TERMS ) as $entry ) {
			$kept[ $entry[0] ] = $entry[1];
		}
		return $kept;
	}

	/**
	 * The key a term is stored and looked up by in the index (Link_Table): the first eight bytes of its
	 * MD5, a signed 64-bit integer (the column is a BIGINT, as PHP's int). Eight bytes, not four: over
	 * a site's vocabulary four bytes would give some pairs of terms one key, and each such pair makes
	 * the posts of one term candidates for the other; with eight, no pair is to be expected, so the
	 * suggestions are those the terms' text gave (the measure: bench/README.md, links section). A rule
	 * of PHP only: the editor sends words, never keys.
	 */
	public static function hash( string $term ): int {
		$key = unpack( 'J', md5( $term, true ) );
		return is_array( $key ) ? (int) $key[1] : 0;
	}

	/**
	 * Terms by their keys (hash()): the weights of terms sharing a key are added, so a post never
	 * holds a key twice and a lookup never asks for one twice.
	 *
	 * @param array<string|int, int> $terms Term => weight.
	 * @return array<int, int> Key => weight, in the order of the terms.
	 */
	public static function by_hash( array $terms ): array {
		$keys = array();
		foreach ( $terms as $term => $weight ) {
			$key          = self::hash( (string) $term );
			$keys[ $key ] = ( $keys[ $key ] ?? 0 ) + $weight;
		}
		return $keys;
	}

	/**
	 * The stop words of a locale's language (de_DE → de); English's for a language without a list.
	 *
	 * @return array<string, true>
	 */
	private static function stop_words( string $language ): array {
		if ( null === self::$stop_words ) {
			$json             = json_decode( (string) file_get_contents( __DIR__ . '/stop-words.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin, not a URL.
			self::$stop_words = array();
			foreach ( is_array( $json ) ? (array) $json['languages'] : array() as $code => $words ) {
				self::$stop_words[ (string) $code ] = array_fill_keys( array_map( 'strval', (array) $words ), true );
			}
		}
		$code = strtolower( substr( $language, 0, 2 ) );
		return self::$stop_words[ $code ] ?? self::$stop_words['en'] ?? array();
	}
}
