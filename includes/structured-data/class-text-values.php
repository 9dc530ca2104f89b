<?php
/**
 * Text-like values of a structured-data node, the twin of src/structured-data/text-values.ts:
 * templates resolved with the page's variables, then text, addresses, currencies, enum values and
 * booleans normalised. Each returns null for a value the node must not carry (empty or invalid).
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Head\Variables;

defined( 'ABSPATH' ) || exit;

final class Text_Values {

	/** The spaces both languages collapse and trim: ASCII whitespace and the no-break space. */
	private const SPACES = '[ \t\n\x0B\f\r\x{00A0}]';

	private const TRUE_WORDS  = array( 'true', '1', 'yes', 'on' );
	private const FALSE_WORDS = array( 'false', '0', 'no', 'off' );

	/**
	 * A template with each known token replaced by the page's value ('' when the page has none) and
	 * unknown tokens removed, as the head treats them.
	 *
	 * @param array<string, string>|\ArrayAccess<string, string> $variables Token (without percent signs) => value.
	 */
	public static function resolve_template( string $template, array|\ArrayAccess $variables ): string {
		if ( ! str_contains( $template, '%' ) ) {
			return $template;
		}
		$known = Variables::catalogue();
		return (string) preg_replace_callback(
			Variables::PATTERN,
			static fn( array $match ): string => isset( $known[ $match[1] ] ) ? (string) ( $variables[ $match[1] ] ?? '' ) : '',
			$template
		);
	}

	/**
	 * A scalar as text: strings as they are, finite numbers in their shortest form, anything else null.
	 */
	public static function scalar_text( mixed $raw ): ?string {
		if ( is_string( $raw ) ) {
			return $raw;
		}
		if ( is_int( $raw ) || ( is_float( $raw ) && is_finite( $raw ) ) ) {
			return self::number_text( $raw );
		}
		return null;
	}

	/**
	 * A number as JavaScript's String() writes it for the values forms store: whole numbers without a
	 * fraction, others in their shortest round-tripping form.
	 */
	private static function number_text( int|float $number ): string {
		if ( is_float( $number ) && floor( $number ) === $number && abs( $number ) < 1e15 ) {
			return (string) (int) $number;
		}
		return is_float( $number ) ? (string) wp_json_encode( $number ) : (string) $number;
	}

	/** One line: runs of spaces become one, none at either end. */
	public static function single_line( string $text ): ?string {
		$result = (string) preg_replace( '/' . self::SPACES . '+/u', ' ', $text );
		$result = (string) preg_replace( '/^' . self::SPACES . '+|' . self::SPACES . '+$/u', '', $result );
		return '' === $result ? null : $result;
	}

	/** Several lines: line breaks kept (CRLF as LF), no spaces at either end. */
	public static function multi_line( string $text ): ?string {
		$result = (string) preg_replace( '/\r\n?/', "\n", $text );
		$result = (string) preg_replace( '/^' . self::SPACES . '+|' . self::SPACES . '+$/u', '', $result );
		return '' === $result ? null : $result;
	}

	/**
	 * An absolute http(s) address as it is; a path (`/menu/`) on the page's own site; anything else
	 * (an address without a scheme, a `javascript:` link, text with spaces) null.
	 */
	public static function absolute_url( string $text, string $page_url ): ?string {
		$value = self::single_line( $text );
		if ( null === $value ) {
			return null;
		}
		// After single_line() the only space left is ' ', so one class serves both languages.
		if ( 1 === preg_match( '~^https?://[^ /?#]+[^ ]*$~i', $value ) ) {
			return $value;
		}
		if ( 1 === preg_match( '~^/(?!/)[^ ]*$~', $value ) && 1 === preg_match( '~^https?://[^ /?#]+~i', $page_url, $origin ) ) {
			return $origin[0] . $value;
		}
		return null;
	}

	/** A three-letter ISO 4217 code in capitals (`eur` → `EUR`). */
	public static function currency_code( string $text ): ?string {
		$value = self::single_line( $text );
		return null !== $value && 1 === preg_match( '/^[A-Za-z]{3}$/', $value ) ? strtoupper( $value ) : null;
	}

	/**
	 * One of the enum's options: the option itself, or the option whose last path segment it is,
	 * in any case (`InStock` and `instock` → `https://schema.org/InStock`).
	 *
	 * @param list<string> $options
	 */
	public static function enum_option( string $text, array $options ): ?string {
		$value = self::single_line( $text );
		if ( null === $value ) {
			return null;
		}
		$wanted = strtolower( $value );
		foreach ( $options as $option ) {
			$lower = strtolower( $option );
			if ( $lower === $wanted || str_ends_with( $lower, '/' . $wanted ) ) {
				return $option;
			}
		}
		return null;
	}

	/** True or false from a boolean, 1 or 0, or the words a form stores (yes/no, on/off, true/false). */
	public static function boolean_value( mixed $raw ): ?bool {
		if ( is_bool( $raw ) ) {
			return $raw;
		}
		if ( is_int( $raw ) || is_float( $raw ) ) {
			$number = (float) $raw;
			return 1.0 === $number || 0.0 === $number ? 1.0 === $number : null;
		}
		if ( ! is_string( $raw ) ) {
			return null;
		}
		$word = strtolower( self::single_line( $raw ) ?? '' );
		if ( in_array( $word, self::TRUE_WORDS, true ) ) {
			return true;
		}
		return in_array( $word, self::FALSE_WORDS, true ) ? false : null;
	}
}
