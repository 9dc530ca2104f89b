<?php
/**
 * Dates, times and durations of a structured-data node in ISO 8601, the twin of
 * src/structured-data/time-values.ts. Dates are read in ISO 8601 (with or without a time and a zone),
 * as YYYY/MM/DD, and in the English forms WordPress's default date formats print ("March 5, 2026",
 * "5 March 2026"): %published% and %modified% resolve in the site's date format. Durations are read as
 * ISO 8601, minutes ("90"), hours and minutes ("1:30") or words ("1h 30m", "2 hours 15 min").
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-type Moment array{year: int, month: int, day: int, time?: string, zone?: string}
 */
final class Time_Values {

	private const MONTHS = array(
		'january'   => 1,
		'february'  => 2,
		'march'     => 3,
		'april'     => 4,
		'may'       => 5,
		'june'      => 6,
		'july'      => 7,
		'august'    => 8,
		'september' => 9,
		'october'   => 10,
		'november'  => 11,
		'december'  => 12,
		'jan'       => 1,
		'feb'       => 2,
		'mar'       => 3,
		'apr'       => 4,
		'jun'       => 6,
		'jul'       => 7,
		'aug'       => 8,
		'sep'       => 9,
		'sept'      => 9,
		'oct'       => 10,
		'nov'       => 11,
		'dec'       => 12,
	);

	private const ISO         = '/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i';
	private const SLASHED     = '~^(\d{4})/(\d{1,2})/(\d{1,2})$~';
	private const MONTH_FIRST = '/^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i';
	private const DAY_FIRST   = '/^(\d{1,2})(?:st|nd|rd|th)?\.? ([A-Za-z]+)\.?,? (\d{4})$/i';

	private const ISO_DURATION  = '/^P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/i';
	private const DURATION_PART = '/(\d+) ?(days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)(?![a-z])/i';

	/** YYYY-MM-DD (a time, if any, is left out). */
	public static function iso_date( string $text ): ?string {
		$moment = self::parse_moment( $text );
		return null === $moment ? null : self::date_part( $moment );
	}

	/** YYYY-MM-DDTHH:MM:SS with its zone when a time was given, else YYYY-MM-DD. */
	public static function iso_date_time( string $text ): ?string {
		$moment = self::parse_moment( $text );
		if ( null === $moment ) {
			return null;
		}
		return isset( $moment['time'] ) ? self::date_part( $moment ) . 'T' . $moment['time'] . ( $moment['zone'] ?? '' ) : self::date_part( $moment );
	}

	/** An ISO 8601 duration: PT1H30M from 90, "1:30", "1h 30m" or PT1H30M itself. */
	public static function iso_duration( string $text ): ?string {
		$value = Text_Values::single_line( $text );
		if ( null === $value ) {
			return null;
		}
		if ( 1 === preg_match( self::ISO_DURATION, $value ) ) {
			return strtoupper( $value );
		}
		if ( 1 === preg_match( '/^\d+$/', $value ) ) {
			return self::duration_of( 0, 0, (int) $value, 0 );
		}
		if ( 1 === preg_match( '/^(\d+):([0-5]\d)$/', $value, $clock ) ) {
			return self::duration_of( 0, (int) $clock[1], (int) $clock[2], 0 );
		}
		$totals = array(
			'd' => 0,
			'h' => 0,
			'm' => 0,
			's' => 0,
		);
		$found  = false;
		$rest   = (string) preg_replace_callback(
			self::DURATION_PART,
			static function ( array $part ) use ( &$totals, &$found ): string {
				$found                                = true;
				$totals[ strtolower( $part[2] )[0] ] += (int) $part[1];
				return ' ';
			},
			$value
		);
		$rest   = (string) preg_replace( '/[ ,]+/', '', (string) preg_replace( '/\band\b/i', ' ', $rest ) );
		return $found && '' === $rest ? self::duration_of( $totals['d'], $totals['h'], $totals['m'], $totals['s'] ) : null;
	}

	/**
	 * @return Moment|null
	 */
	private static function parse_moment( string $text ): ?array {
		$value = Text_Values::single_line( $text );
		if ( null === $value ) {
			return null;
		}
		if ( 1 === preg_match( self::ISO, $value, $match ) ) {
			$moment = self::calendar_day( (int) $match[1], (int) $match[2], (int) $match[3] );
			if ( null === $moment || ! isset( $match[4] ) || '' === $match[4] ) {
				return $moment;
			}
			$hour   = (int) $match[4];
			$minute = (int) $match[5];
			$second = isset( $match[6] ) && '' !== $match[6] ? (int) $match[6] : 0;
			if ( $hour > 23 || $minute > 59 || $second > 59 ) {
				return null;
			}
			$moment['time'] = sprintf( '%02d:%02d:%02d', $hour, $minute, $second );
			if ( isset( $match[7] ) ) { // The last group: present only when it matched.
				$zone           = strtoupper( $match[7] );
				$moment['zone'] = 'Z' === $zone ? 'Z' : substr( $zone, 0, 3 ) . ':' . substr( $zone, -2 );
			}
			return $moment;
		}
		if ( 1 === preg_match( self::SLASHED, $value, $match ) ) {
			return self::calendar_day( (int) $match[1], (int) $match[2], (int) $match[3] );
		}
		if ( 1 === preg_match( self::MONTH_FIRST, $value, $match ) ) {
			return self::calendar_day( (int) $match[3], self::MONTHS[ strtolower( $match[1] ) ] ?? 0, (int) $match[2] );
		}
		if ( 1 === preg_match( self::DAY_FIRST, $value, $match ) ) {
			return self::calendar_day( (int) $match[3], self::MONTHS[ strtolower( $match[2] ) ] ?? 0, (int) $match[1] );
		}
		return null;
	}

	/**
	 * @return Moment|null
	 */
	private static function calendar_day( int $year, int $month, int $day ): ?array {
		if ( $month < 1 || $month > 12 || $day < 1 || $day > self::days_in( $year, $month ) ) {
			return null;
		}
		return array(
			'year'  => $year,
			'month' => $month,
			'day'   => $day,
		);
	}

	private static function days_in( int $year, int $month ): int {
		$leap = ( 0 === $year % 4 && 0 !== $year % 100 ) || 0 === $year % 400;
		return array( 31, $leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 )[ $month - 1 ];
	}

	/**
	 * @param Moment $moment
	 */
	private static function date_part( array $moment ): string {
		return sprintf( '%04d-%02d-%02d', $moment['year'], $moment['month'], $moment['day'] );
	}

	private static function duration_of( int $days, int $hours, int $minutes, int $seconds ): string {
		$minutes += intdiv( $seconds, 60 );
		$seconds %= 60;
		$hours   += intdiv( $minutes, 60 );
		$minutes %= 60;
		$time     = ( $hours > 0 ? $hours . 'H' : '' ) . ( $minutes > 0 ? $minutes . 'M' : '' ) . ( $seconds > 0 ? $seconds . 'S' : '' );
		if ( 0 === $days && '' === $time ) {
			return 'PT0M';
		}
		return 'P' . ( $days > 0 ? $days . 'D' : '' ) . ( '' === $time ? '' : 'T' . $time );
	}
}
