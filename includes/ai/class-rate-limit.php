<?php
/**
 * How many AI generations one user may ask for in a short time: each costs the site money and holds a
 * PHP worker until the provider answers. Counted per user and fixed window in one options row
 * ("_sightline_ai_rate_<user>_<window>", not autoloaded), written on the generation request itself,
 * never on a page view. Counting is one conditional UPDATE (`value + 1 WHERE value < limit`): the
 * database decides, so requests arriving together cannot all read the same count and pass.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Db\Contended_Write;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Rate_Limit {

	/** Generations per window, and the window in seconds (filter `sightline_ai_rate_limit`). */
	public const REQUESTS = 10;
	public const WINDOW   = 60;

	/** Stem of the counting rows' names (uninstall removes them by it). */
	public const ROW_PREFIX = '_sightline_ai_rate_';

	/**
	 * Counts one generation for the user, or says when the next one is allowed (HTTP 429).
	 *
	 * @return true|WP_Error
	 */
	public static function take( int $user_id ) {
		/**
		 * Filters how many AI generations one user may ask for per window.
		 *
		 * @param array{requests: int, seconds: int} $limit
		 * @param int                                 $user_id
		 */
		$limit    = (array) apply_filters(
			'sightline_ai_rate_limit',
			array(
				'requests' => self::REQUESTS,
				'seconds'  => self::WINDOW,
			),
			$user_id
		);
		$requests = max( 1, (int) ( $limit['requests'] ?? self::REQUESTS ) );
		$seconds  = max( 1, (int) ( $limit['seconds'] ?? self::WINDOW ) );
		$now      = time();
		$until    = ( intdiv( $now, $seconds ) + 1 ) * $seconds;
		if ( ! self::count_one( $user_id, intdiv( $now, $seconds ), $requests ) ) {
			$retry = max( 1, $until - $now );
			return new WP_Error(
				'sightline_ai_rate_limited',
				/* translators: %d: seconds to wait. */
				sprintf( _n( 'Too many AI suggestions in a short time. Try again in %d second.', 'Too many AI suggestions in a short time. Try again in %d seconds.', $retry, 'sightline-seo' ), $retry ),
				array(
					'status'      => 429,
					'retry_after' => $retry,
				)
			);
		}
		return true;
	}

	/**
	 * Adds one to the user's count of this window unless it reached the limit; true when it did add.
	 * The row is made first (INSERT IGNORE: made once whoever comes first), then one UPDATE with the
	 * limit in its WHERE: MySQL and MariaDB lock the row for it, so each request sees the count the
	 * previous one left, and only $requests of them change it.
	 */
	private static function count_one( int $user_id, int $window, int $requests ): bool {
		global $wpdb;
		$name = self::ROW_PREFIX . $user_id . '_' . $window;
		// An atomic counter: the options API reads and writes whole values.
		$made = Contended_Write::query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0', 'off')", $name ) );
		if ( 1 === $made ) {
			// A new window: the user's rows of earlier windows are of no more use.
			Contended_Write::query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name <> %s", $wpdb->esc_like( self::ROW_PREFIX . $user_id . '_' ) . '%', $name ) );
		}
		$counted = Contended_Write::query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value + 1 WHERE option_name = %s AND option_value + 0 < %d", $name, $requests ) );
		return 1 === $counted;
	}
}
