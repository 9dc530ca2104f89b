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
 *   Framework, `tsf` drops Sightline SEO. The bench can so interleave the sides request by request and every side sees the same machine load;
 * - reports whether the page-view bundle of plugin versions that had one was included (`bundle=0|1`) and the OPcache the server really
 *   runs with (`opcache=enable:…,validate_timestamps:…,revalidate_freq:…,file_cache:…,active:…,scripts:…,
 *   full:…`: the ini values, whether OPcache is on for this request, cached scripts, cache full), after
 *   the CPU time, so older readers of the comment still parse it.
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
			$cpu    = $GLOBALS['sightline_bench_cpu']() - $GLOBALS['sightline_bench_cpu0'];
			$writes = $GLOBALS['sightline_bench_writes'];
			$files  = get_included_files();
			$status = function_exists( 'opcache_get_status' ) ? opcache_get_status( false ) : false;
			return $html . sprintf(
				"\n<!-- bench-probe ms=%.3f queries=%d memory=%d files=%d writes=%d first-write=%s cpu=%.3f bundle=%d opcache=%s -->",
				$ms,
				(int) $wpdb->num_queries,
				memory_get_peak_usage(),
				count( $files ),
				count( $writes ),
				$writes ? rawurlencode( substr( $writes[0], 0, 120 ) ) : '-',
				$cpu,
				count( preg_grep( '#/includes/generated/page-view-bundle\.php$#', $files ) ),
				sprintf(
					'enable:%s,validate_timestamps:%s,revalidate_freq:%s,file_cache:%s,active:%d,scripts:%d,full:%d',
					(int) ini_get( 'opcache.enable' ),
					(int) ini_get( 'opcache.validate_timestamps' ),
					(int) ini_get( 'opcache.revalidate_freq' ),
					'' === (string) ini_get( 'opcache.file_cache' ) ? '-' : rawurlencode( (string) ini_get( 'opcache.file_cache' ) ),
					is_array( $status ) && ! empty( $status['opcache_enabled'] ),
					is_array( $status ) ? (int) $status['opcache_statistics']['num_cached_scripts'] : 0,
					is_array( $status ) && ! empty( $status['cache_full'] )
				)
			);
		}
	);
}
