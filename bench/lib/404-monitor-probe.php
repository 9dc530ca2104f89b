<?php
/**
 * 404 monitor bench probe (an mu-plugin copied into the bench site only, beside bench-probe.php):
 *
 * - a request with the header `X-Sightline-404-Monitor: off` runs with the monitor switched off (the
 *   setting reads false), so the bench interleaves "monitor on" and "monitor off" request by request on
 *   the same site;
 * - every answer ends with the time from the last template_redirect callbacks (where the recorder runs,
 *   last of all) to template_include, in microseconds: the recorder's own cost.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( 'cli' !== PHP_SAPI && isset( $_SERVER['HTTP_X_SIGHTLINE_404_MONITOR'] ) && 'off' === $_SERVER['HTTP_X_SIGHTLINE_404_MONITOR'] ) {
	add_filter(
		'option_sightline_settings',
		static fn( $settings ) => array( 'enable_404_monitor' => false ) + (array) $settings
	);
}

if ( 'cli' !== PHP_SAPI && ! is_admin() ) {
	$GLOBALS['sightline_404_probe'] = array( 0.0, 0.0 );
	add_action( 'template_redirect', static function () {
		$GLOBALS['sightline_404_probe'][0] = microtime( true );
	}, PHP_INT_MAX - 1 );
	add_filter( 'template_include', static function ( $template ) {
		$GLOBALS['sightline_404_probe'][1] = microtime( true );
		return $template;
	}, -1 );
	register_shutdown_function( static function () {
		list( $start, $end ) = $GLOBALS['sightline_404_probe'];
		if ( $start > 0 && $end > 0 ) {
			echo sprintf( "\n<!-- 404-monitor-probe us=%.1f -->", ( $end - $start ) * 1e6 ); // phpcs:ignore WordPress.Security.EscapeOutput -- a number.
		}
	} );
}
