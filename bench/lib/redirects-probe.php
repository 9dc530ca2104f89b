<?php
/**
 * Redirects bench probe (an mu-plugin copied into the bench site only, beside bench-probe.php):
 *
 * - a request with the header `X-Sightline-Redirects: off` runs the plugin as if it had no enabled
 *   redirect rule (its autoloaded index reads "no build"), so the bench interleaves "with 10,000 rules"
 *   and "without redirects" request by request on the same site;
 * - every answer ends with the time spent in the `setup_theme` callbacks of priority 0 (where the
 *   redirect lookup runs; the sitemap early answer there is one substring test), in microseconds.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( 'cli' !== PHP_SAPI && isset( $_SERVER['HTTP_X_SIGHTLINE_REDIRECTS'] ) && 'off' === $_SERVER['HTTP_X_SIGHTLINE_REDIRECTS'] ) {
	add_filter(
		'pre_option_sightline_redirects_index',
		static fn() => array(
			'token'  => '',
			'shards' => 0,
		)
	);
}

if ( 'cli' !== PHP_SAPI && ! is_admin() ) {
	$GLOBALS['sightline_redirects_probe'] = array( 0.0, 0.0 );
	add_action( 'setup_theme', static function () {
		$GLOBALS['sightline_redirects_probe'][0] = microtime( true );
	}, -1 );
	add_action( 'setup_theme', static function () {
		$GLOBALS['sightline_redirects_probe'][1] = microtime( true );
	}, 1 );
	// Printed on shutdown too, so a redirect (which exits inside setup_theme) reports its own time.
	register_shutdown_function( static function () {
		list( $start, $end ) = $GLOBALS['sightline_redirects_probe'];
		$end = $end > 0 ? $end : microtime( true );
		echo sprintf( "\n<!-- redirects-probe us=%.1f -->", ( $end - $start ) * 1e6 ); // phpcs:ignore WordPress.Security.EscapeOutput -- a number.
	} );
}
