<?php
/**
 * Bench probe (an mu-plugin copied into the bench site only): appends the request's server time and
 * query count to every front-end HTML page as a comment, measured from WordPress's own timer start to
 * the end of output.
 *
 * @package Sightline
 */

if ( 'cli' !== PHP_SAPI && ! is_admin() && ! wp_doing_ajax() ) {
	ob_start(
		static function ( $html ) {
			global $wpdb, $timestart;
			$ms = ( microtime( true ) - $timestart ) * 1000;
			return $html . sprintf( "\n<!-- bench-probe ms=%.3f queries=%d -->", $ms, (int) $wpdb->num_queries );
		}
	);
}
