<?php
/**
 * One row of a Search Console export CSV: the key (query, page, country, device or date) and the four
 * metrics, as Search Console writes them ("1,234" clicks, "3.5%" CTR, "7.2" position).
 *
 * @package Sightline
 */

namespace Sightline\Search_Console;

defined( 'ABSPATH' ) || exit;

final class Row_Parser {

	/**
	 * @param list<string|null>  $cells
	 * @param array<string, int> $columns Lower-case header => index.
	 * @return array<string, mixed>|string The row, or what is wrong with it.
	 */
	public static function parse( string $table, array $cells, array $columns ) {
		$key = trim( (string) ( $cells[0] ?? '' ) );
		if ( 'filters' === $table ) {
			return array(
				'key'   => $key,
				'value' => trim( (string) ( $cells[1] ?? '' ) ),
			);
		}
		if ( '' === $key ) {
			return __( 'the first column is empty.', 'sightline-seo' );
		}
		if ( 'dates' === $table && ! self::is_date( $key ) ) {
			/* translators: %s: the value found. */
			return sprintf( __( '"%s" is not a date (YYYY-MM-DD).', 'sightline-seo' ), $key );
		}
		$row = array( 'key' => $key );
		foreach ( array( 'clicks', 'impressions', 'ctr', 'position' ) as $metric ) {
			$raw   = trim( (string) ( $cells[ $columns[ $metric ] ] ?? '' ) );
			$value = self::number( $raw, 'ctr' === $metric );
			if ( null === $value || $value < 0 ) {
				$label = 'ctr' === $metric ? 'CTR' : ucfirst( $metric );
				/* translators: 1: column name, 2: the value found. */
				return sprintf( __( '%1$s "%2$s" is not a number.', 'sightline-seo' ), $label, $raw );
			}
			$row[ $metric ] = $value;
		}
		if ( $row['clicks'] > $row['impressions'] ) {
			return __( 'Clicks are higher than Impressions.', 'sightline-seo' );
		}
		return $row;
	}

	/**
	 * "1,234" → 1234; "3.5%" → 0.035 (CTR is kept as a ratio). Null when it is not a number.
	 */
	public static function number( string $raw, bool $percent ): ?float {
		$clean      = str_replace( array( ',', ' ', "\u{00A0}" ), '', $raw );
		$is_percent = str_ends_with( $clean, '%' );
		$clean      = rtrim( $clean, '%' );
		if ( '' === $clean || ! is_numeric( $clean ) ) {
			return null;
		}
		$value = (float) $clean;
		return $percent && ( $is_percent || $value > 1 ) ? $value / 100 : $value;
	}

	public static function is_date( string $value ): bool {
		if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) ) {
			return false;
		}
		return checkdate( (int) $m[2], (int) $m[3], (int) $m[1] );
	}
}
