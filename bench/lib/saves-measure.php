<?php
/**
 * The saves an editor waits for, on bench/sitemap-bench.sh's site at the size it was just seeded to
 * (issue 32): a post edited, renamed, published and trashed, a category edited, a profile and our
 * settings saved. Each row prints the whole save's time and queries, and how much of it went to
 * queries that our code ran (a caller in the Sightline namespace), so WordPress's own work (say, its
 * recount of a category's posts after a publish) is told apart from ours. One run each (each save
 * changes the site), the queries timed by WordPress (SAVEQUERIES, defined here for this process).
 *
 *   wp eval-file bench/lib/saves-measure.php <posts>
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB

if ( ! defined( 'SAVEQUERIES' ) ) {
	define( 'SAVEQUERIES', true );
}
global $wpdb;
$posts = (int) ( $args[0] ?? 0 );
wp_set_current_user( 1 );
$middle = (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' AND ID >= %d ORDER BY ID LIMIT 1", intdiv( $posts, 2 ) ) );
$saves  = array(
	'post edited (title)' => static fn() => wp_update_post( array( 'ID' => $middle, 'post_title' => 'Edited ' . wp_rand() ) ),
	'post renamed (slug)' => static fn() => wp_update_post( array( 'ID' => $middle, 'post_name' => 'renamed-' . wp_rand() ) ),
	'post published'      => static fn() => wp_insert_post( array( 'post_title' => 'Saved ' . wp_rand(), 'post_status' => 'publish', 'post_content' => '<p>A post with <a href="/">a link</a>.</p>' ) ),
	'post trashed'        => static fn() => wp_trash_post( $middle ),
	'category edited'     => static fn() => wp_update_term( (int) get_option( 'default_category' ), 'category', array( 'description' => 'Edited ' . wp_rand() ) ),
	'profile saved'       => static fn() => wp_update_user( array( 'ID' => 1, 'display_name' => 'Admin ' . wp_rand() ) ),
	'our settings saved'  => static fn() => Sightline\Plugin::get( Sightline\Settings\Settings::class )->update( array( 'separator' => wp_rand( 0, 1 ) ? '|' : '-' ) ),
);
foreach ( $saves as $label => $save ) {
	wp_cache_flush();
	$wpdb->queries = array();
	$start         = hrtime( true );
	$save();
	$ms   = ( hrtime( true ) - $start ) / 1e6;
	$ours = 0.0;
	foreach ( $wpdb->queries as $query ) {
		if ( str_contains( (string) $query[2], 'Sightline\\' ) ) {
			$ours += $query[1] * 1000;
		}
	}
	printf( "%-10s %-36s %10.1f ms %5d queries   %8.1f ms in queries of ours\n", number_format( $posts ), $label, $ms, count( $wpdb->queries ), $ours );
}
