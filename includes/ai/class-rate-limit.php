<?php
/**
 * How many AI generations one user may ask for in a short time: each costs the site money and holds a
 * PHP worker until the provider answers. Counted per user in a transient (written on the generation
 * request itself, never on a page view).
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Rate_Limit {

	/** Generations per window, and the window in seconds (filter `sightline_ai_rate_limit`). */
	public const REQUESTS = 10;
	public const WINDOW   = 60;

	private const TRANSIENT = 'sightline_ai_rate_';

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
		$key      = self::TRANSIENT . $user_id;
		$window   = get_transient( $key );
		if ( ! is_array( $window ) || (int) ( $window['until'] ?? 0 ) <= $now ) {
			$window = array(
				'until' => $now + $seconds,
				'count' => 0,
			);
		}
		if ( (int) $window['count'] >= $requests ) {
			$retry = max( 1, (int) $window['until'] - $now );
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
		++$window['count'];
		set_transient( $key, $window, (int) $window['until'] - $now );
		return true;
	}
}
