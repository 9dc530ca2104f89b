<?php
/**
 * Plugin Name: Sightline bench phase probe
 * Description: Installed by bench/front-phases.sh only, on a bench site: when a request carries the header
 * `X-Sightline-Phases`, records the time (hrtime) at which WordPress reaches each phase of a page view,
 * from this mu-plugin's loading to the end of output, and appends them as one JSON line to
 * wp-content/phases-SIDE.jsonl (SIDE: the `X-Sightline-Bench` side, off, on or tsf). Paired with the same
 * request without the plugin, the differences say in which phase a plugin's time is spent, its own
 * functions or WordPress's work because of it alike (which a profiler's frames miss).
 *
 * @package Sightline
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security, WordPress.NamingConventions.PrefixAllGlobals -- a bench site's probe, never shipped.

if ( 'cli' === PHP_SAPI || empty( $_SERVER['HTTP_X_SIGHTLINE_PHASES'] ) ) {
	return;
}
$GLOBALS['sightline_phases'] = array( 'start' => hrtime( true ) );
// Each at the start of the phase's action: the time up to there is the phase before it.
foreach ( array( 'plugins_loaded', 'setup_theme', 'after_setup_theme', 'init', 'wp_loaded', 'parse_request', 'wp', 'template_redirect', 'wp_head', 'wp_footer' ) as $sightline_phase ) {
	add_action(
		$sightline_phase,
		static function () use ( $sightline_phase ): void {
			$GLOBALS['sightline_phases'][ $sightline_phase ] ??= hrtime( true );
		},
		PHP_INT_MIN
	);
}
add_filter(
	'template_include',
	static function ( $template ) {
		$GLOBALS['sightline_phases']['template_include'] ??= hrtime( true );
		return $template;
	},
	PHP_INT_MIN
);
add_action(
	'wp_head',
	static function (): void {
		$GLOBALS['sightline_phases']['wp_head_end'] = hrtime( true );
	},
	PHP_INT_MAX
);
ob_start(
	static function ( $html ) {
		$GLOBALS['sightline_phases']['output_end'] ??= hrtime( true );
		return $html;
	}
);
add_action(
	'shutdown',
	static function (): void {
		$start = $GLOBALS['sightline_phases']['start'];
		$ms    = array();
		foreach ( $GLOBALS['sightline_phases'] as $phase => $at ) {
			$ms[ $phase ] = ( $at - $start ) / 1e6;
		}
		$side = preg_replace( '/[^a-z]/', '', (string) ( $_SERVER['HTTP_X_SIGHTLINE_BENCH'] ?? 'none' ) );
		file_put_contents( WP_CONTENT_DIR . '/phases-' . $side . '.jsonl', wp_json_encode( $ms ) . "\n", FILE_APPEND | LOCK_EX );
	},
	PHP_INT_MAX // After WordPress flushed the output (wp_ob_end_flush_all, priority 1).
);
