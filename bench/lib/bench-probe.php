<?php
/**
 * Bench probe (an mu-plugin copied into the bench site only):
 *
 * - appends to every front-end answer a comment with the request's server time, query count, peak
 *   memory, number of included PHP files and number of database writes, measured from WordPress's own
 *   timer start to the end of output (an early answer that exits, such as a stored sitemap, included),
 *   and the CPU time the PHP process spent from this file's loading to the end of output (user +
 *   system, from getrusage(): on a machine shared with other work it moves far less than the wall time);
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
	$GLOBALS['sightline_bench_cpu']    = static function (): float {
		$usage = getrusage();
		return ( $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] ) * 1000 + ( $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] ) / 1000;
	};
	$GLOBALS['sightline_bench_cpu0']   = $GLOBALS['sightline_bench_cpu']();
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
			if ( defined( 'REST_REQUEST' ) && REST_REQUEST ) {
				return $html; // JSON stays JSON.
			}
			$ms     = ( microtime( true ) - $timestart ) * 1000;
			$writes = $GLOBALS['sightline_bench_writes'];
			return $html . sprintf(
				"\n<!-- bench-probe ms=%.3f queries=%d memory=%d files=%d writes=%d first-write=%s cpu=%.3f -->",
				$ms,
				(int) $wpdb->num_queries,
				memory_get_peak_usage(),
				count( get_included_files() ),
				count( $writes ),
				$writes ? rawurlencode( substr( $writes[0], 0, 120 ) ) : '-',
				$GLOBALS['sightline_bench_cpu']() - $GLOBALS['sightline_bench_cpu0']
			);
		}
	);
}
