<?php
/**
 * 404 monitor bench probe (an mu-plugin copied into the bench site only, beside bench-probe.php):
 *
 * - a request with the header `X-Sightline-404-Monitor: off` runs with the monitor switched off (the
 *   setting reads false), so the bench interleaves "monitor on" and "monitor off" request by request on
 *   the same site;
 * - the recorder (the last template_redirect callback) is run by the probe, timed, in its place: every
 *   answer ends with its time in microseconds.
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
	$GLOBALS['sightline_404_probe'] = null;
	// Runs the recorder itself, timed, in its own place (it is the last template_redirect callback).
	add_action( 'template_redirect', static function () {
		if ( ! class_exists( 'Sightline\\Plugin', false ) ) {
			return;
		}
		$recorder = Sightline\Plugin::get( Sightline\Not_Found\Recorder::class );
		$priority = has_action( 'template_redirect', array( $recorder, 'record' ) );
		if ( false === $priority ) {
			return;
		}
		remove_action( 'template_redirect', array( $recorder, 'record' ), $priority );
		$start = microtime( true );
		$recorder->record();
		$GLOBALS['sightline_404_probe'] = ( microtime( true ) - $start ) * 1e6;
	}, PHP_INT_MAX - 1 );
	register_shutdown_function( static function () {
		if ( null !== $GLOBALS['sightline_404_probe'] ) {
			echo sprintf( "\n<!-- 404-monitor-probe us=%.1f -->", $GLOBALS['sightline_404_probe'] ); // phpcs:ignore WordPress.Security.EscapeOutput -- a number.
		}
	} );
}
