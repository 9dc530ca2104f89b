<?php
/**
 * One measure of bench/uninstall-bench.sh (run through tools/wp-runtime/wp.php eval-file, never on a real
 * site): SIZE posts' two score keys written, then deleted the WAY asked (sightline = Uninstaller::run()
 * with data removal on; delete_metadata = WordPress's delete-all of each key), with the time and the
 * peak PHP memory above what was in use before. WAY=seed only writes the rows (the bench then runs
 * `wp sightline delete-data` through real WP-CLI).
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions
global $wpdb;
$size = (int) getenv( 'SIZE' );
$way  = (string) getenv( 'WAY' );
$keys = array( Sightline\Checks\Score\Score_Store::SEO_KEY, Sightline\Checks\Score\Score_Store::READABILITY_KEY );
$wpdb->query( "DELETE FROM {$wpdb->postmeta} WHERE meta_key IN ('" . implode( "','", $keys ) . "')" );
for ( $start = 1; $start <= $size; $start += 5000 ) {
	$rows = array();
	for ( $id = $start; $id < $start + 5000 && $id <= $size; $id++ ) {
		foreach ( $keys as $key ) {
			$rows[] = "({$id},'{$key}','80')";
		}
	}
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $rows ) );
}
$wpdb->query( "ANALYZE TABLE {$wpdb->postmeta}" ); // The statistics a site of this size has.
Sightline\Plugin::get( Sightline\Settings\Settings::class )->update( array( 'delete_data_on_uninstall' => true ) );
wp_cache_flush();
if ( 'seed' === $way ) {
	return;
}
gc_collect_cycles();
memory_reset_peak_usage();
$before = memory_get_usage();
$start  = hrtime( true );
if ( 'sightline' === $way ) {
	Sightline\Uninstaller::run();
} else {
	foreach ( $keys as $key ) {
		delete_metadata( 'post', 0, $key, '', true );
	}
}
$ms   = ( hrtime( true ) - $start ) / 1e6;
$left = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key IN ('" . implode( "','", $keys ) . "')" );
printf( "%-10s %-34s %10.0f %14.1f%s\n", number_format( 2 * $size ), 'sightline' === $way ? 'Sightline SEO uninstall' : 'delete_metadata( delete_all )', $ms, ( memory_get_peak_usage() - $before ) / 1048576, $left ? "  ({$left} rows left!)" : '' );
