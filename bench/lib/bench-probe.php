<?php
/**
 * Bench probe (an mu-plugin copied into the bench site only):
 *
 * - appends to every front-end answer a comment with the request's server time, query count, peak
 *   memory, number of included PHP files and number of database writes, measured from WordPress's own
 *   timer start to the end of output (an early answer that exits, such as a stored sitemap, included);
 * - runs a request as if some plugins were deactivated (WordPress never loads their files), chosen by
 *   the header `X-Sightline-Bench`: `off` drops Sightline SEO and The SEO Framework, `on` drops The SEO
 *   Framework, `tsf` drops Sightline SEO. The bench can so interleave the sides request by request and
 *   every side sees the same machine load.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.NamingConventions.PrefixAllGlobals
if ( 'cli' !== PHP_SAPI && isset( $_SERVER['HTTP_X_SIGHTLINE_BENCH'] ) ) {
	$sightline_bench_drop = array(
		'off' => array( 'sightline-seo/plugin.php', 'autodescription/autodescription.php' ),
		'on'  => array( 'autodescription/autodescription.php' ),
		'tsf' => array( 'sightline-seo/plugin.php' ),
	)[ $_SERVER['HTTP_X_SIGHTLINE_BENCH'] ] ?? array();
	add_filter(
		'option_active_plugins',
		static fn( $plugins ) => array_values( array_diff( (array) $plugins, $sightline_bench_drop ) )
	);
}

if ( 'cli' !== PHP_SAPI && ! is_admin() && ! wp_doing_ajax() ) {
	$GLOBALS['sightline_bench_writes'] = array();
	add_filter(
		'query',
		static function ( $query ) {
			if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE|ALTER|CREATE|DROP|TRUNCATE)\b/i', (string) $query ) ) {
				$GLOBALS['sightline_bench_writes'][] = (string) $query;
			}
			return $query;
		}
	);
	ob_start(
		static function ( $html ) {
			global $wpdb, $timestart;
			$ms     = ( microtime( true ) - $timestart ) * 1000;
			$writes = $GLOBALS['sightline_bench_writes'];
			return $html . sprintf(
				"\n<!-- bench-probe ms=%.3f queries=%d memory=%d files=%d writes=%d first-write=%s -->",
				$ms,
				(int) $wpdb->num_queries,
				memory_get_peak_usage(),
				count( get_included_files() ),
				count( $writes ),
				$writes ? rawurlencode( substr( $writes[0], 0, 120 ) ) : '-'
			);
		}
	);
}
