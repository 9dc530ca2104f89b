<?php
/**
 * Bench probe (an mu-plugin copied into the bench site only):
 *
 * - appends the request's server time and query count to every front-end HTML page as a comment,
 *   measured from WordPress's own timer start to the end of output;
 * - runs a request that carries the header `X-Sightline-Bench: off` as if Sightline SEO were deactivated
 *   (WordPress never loads the plugin's file), so the bench can interleave "off" and "on" requests one by
 *   one and both sides see the same machine load.
 *
 * @package Sightline
 */

if ( 'cli' !== PHP_SAPI && isset( $_SERVER['HTTP_X_SIGHTLINE_BENCH'] ) && 'off' === $_SERVER['HTTP_X_SIGHTLINE_BENCH'] ) {
	add_filter(
		'option_active_plugins',
		static fn( $plugins ) => array_values( array_diff( (array) $plugins, array( 'sightline-seo/plugin.php' ) ) )
	);
}

if ( 'cli' !== PHP_SAPI && ! is_admin() && ! wp_doing_ajax() ) {
	ob_start(
		static function ( $html ) {
			global $wpdb, $timestart;
			$ms = ( microtime( true ) - $timestart ) * 1000;
			return $html . sprintf( "\n<!-- bench-probe ms=%.3f queries=%d -->", $ms, (int) $wpdb->num_queries );
		}
	);
}
