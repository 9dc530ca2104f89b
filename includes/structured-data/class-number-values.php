<?php
/**
 * Numbers and prices of a structured-data node, the twin of src/structured-data/number-values.ts.
 * Both decimal marks are read: with a dot and a comma the later one is the decimal mark ("1,299.50",
 * "1.299,50"); a mark used several times groups thousands ("1,000,000"). A lone mark is decimal in a
 * number ("4,5" → 4.5); in a price it groups thousands when exactly three digits follow a first group
 * not starting with 0 ("1,299" → 1299, "19,99" → 19.99, "0.125" → 0.125).
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

defined( 'ABSPATH' ) || exit;

final class Number_Values {

	/** A number (ratings, coordinates): an optional sign, digits and decimal marks, nothing else. */
	public static function number_value( mixed $raw ): int|float|null {
		if ( is_int( $raw ) ) {
			return $raw;
		}
		if ( is_float( $raw ) ) {
			return is_finite( $raw ) ? self::whole( $raw ) : null;
		}
		if ( ! is_string( $raw ) ) {
			return null;
		}
		$text = (string) preg_replace( '/[ \t\n\x0B\f\r\x{00A0}]+/u', '', $raw );
		if ( 1 !== preg_match( '/^([+-]?)([\d.,]+)$/', $text, $match ) ) {
			return null;
		}
		$digits = self::canonical( $match[2], false );
		if ( null === $digits ) {
			return null;
		}
		$value = self::whole( (float) $digits );
		return '-' === $match[1] && 0.0 !== (float) $value ? -$value : $value;
	}

	/** A whole number (counts, sizes in pixels): a number without a fraction (5.0 is 5). */
	public static function integer_value( mixed $raw ): ?int {
		$value = self::number_value( $raw );
		return is_int( $value ) ? $value : null;
	}

	/**
	 * A price as a string with a dot ("1299.00"): currency signs, codes and spaces around it are
	 * dropped ("$ 19.99", "19,99 €"); a negative price is none.
	 */
	public static function price_value( mixed $raw ): ?string {
		$text = Text_Values::scalar_text( $raw );
		if ( null === $text || str_contains( $text, '-' ) ) {
			return null;
		}
		$digits = (string) preg_replace( '/[^\d.,]/', '', $text );
		return '' === $digits ? null : self::canonical( $digits, true );
	}

	/**
	 * A whole float as an int, so JSON carries 5 for "5.0" as JavaScript does.
	 */
	private static function whole( float $value ): int|float {
		return floor( $value ) === $value && abs( $value ) <= PHP_INT_MAX ? (int) $value : $value;
	}

	/**
	 * Digits with dots and commas as the author typed them → digits with at most one decimal dot.
	 */
	private static function canonical( string $digits, bool $price ): ?string {
		$dots   = substr_count( $digits, '.' );
		$commas = substr_count( $digits, ',' );
		$result = $digits;
		if ( $dots > 0 && $commas > 0 ) {
			$mark = (int) strrpos( $digits, '.' ) > (int) strrpos( $digits, ',' ) ? '.' : ',';
			if ( ( '.' === $mark ? $dots : $commas ) > 1 ) {
				return null;
			}
			$result = str_replace( ',', '.', str_replace( '.' === $mark ? ',' : '.', '', $digits ) );
		} elseif ( $dots + $commas > 1 ) {
			$result = str_replace( array( '.', ',' ), '', $digits );
		} elseif ( 1 === $dots + $commas ) {
			$thousands = $price && 1 === preg_match( '/^[1-9]\d{0,2}[.,]\d{3}$/', $digits );
			$result    = $thousands ? str_replace( array( '.', ',' ), '', $digits ) : str_replace( ',', '.', $digits );
		}
		return 1 === preg_match( '/^\d+(?:\.\d+)?$/', $result ) ? $result : null;
	}
}
