<?php
/**
 * Pages at scale, on bench/sitemap-bench.sh's throwaway site once everything else there was measured
 * (issue 32): a tenth of its posts (100,000 at most) made pages, then the block editor's page data for a
 * published page (which lists the page's subpages for the redirect offer) and that page renamed (the
 * automatic redirects list its published descendants), with time and PHP's peak memory (median of 3).
 * Both read the page's own subtree only (Db\Descendants), so neither should grow with the site.
 *
 *   wp eval-file bench/lib/pages-measure.php <posts>
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB

use Sightline\Admin\Editor_Assets;
use Sightline\Head\Context;
use Sightline\Plugin;

global $wpdb;
$posts = (int) ( $args[0] ?? 0 );
$pages = min( 100000, intdiv( $posts, 10 ) );
$first = (int) $wpdb->get_var( "SELECT MIN(ID) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' AND ID > 1" );
$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->posts} SET post_type = 'page' WHERE post_type = 'post' AND ID BETWEEN %d AND %d", $first, $first + $pages - 1 ) );
$page = $first + intdiv( $pages, 2 );
wp_cache_flush();
wp_set_current_user( 1 );
Plugin::get( Sightline\Settings\Settings::class )->update( array( 'redirects_auto_create' => true ) );
$editor = Plugin::get( Editor_Assets::class );
$rows   = array(
	'editor page data, a published page' => static fn() => $editor->page_data( Context::for_post( get_post( $page ) ) ),
	'a page renamed (redirects automatic)' => static fn() => wp_update_post( array( 'ID' => $page, 'post_name' => 'renamed-' . wp_rand() ) ),
);
foreach ( $rows as $label => $row ) {
	$times = array();
	$peak  = 0;
	for ( $i = 0; $i < 3; $i++ ) {
		wp_cache_flush();
		memory_reset_peak_usage();
		$before  = memory_get_usage();
		$start   = hrtime( true );
		$row();
		$times[] = ( hrtime( true ) - $start ) / 1e6;
		$peak    = max( $peak, memory_get_peak_usage() - $before );
	}
	sort( $times );
	printf( "%-10s %-48s %10.1f ms %8.1f MB   (%s pages)\n", number_format( $posts ), $label, $times[1], $peak / 1048576, number_format( $pages ) );
}
