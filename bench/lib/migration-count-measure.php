<?php
/**
 * The count of a source's posts (Yoast SEO's here) as the settings app's listing and `wp sightline
 * migrate` make it, timed against the one-query count it replaced (issue 32):
 *   - `count_posts()`: the exact count in one query (no request runs it any more),
 *   - the listing's first page (Migrator::page(), posts, page 1) with nothing stored: time, queries, the
 *     total it reports and whether that total is exact (the count finished in the request's budget),
 *   - the command's start (Post_Count::total(), a request's budget) with nothing stored,
 *   - the whole count in steps with no budget (what the requests and WP-Cron events spread out),
 *   - the first page again once the count is stored, and after one new post with Yoast data.
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/migration-count-measure.php LABEL
 *
 * @package Sightline
 */

use Sightline\Migration\Migrator;
use Sightline\Migration\Post_Count;
use Sightline\Plugin;

global $wpdb;
$label    = (string) ( $args[0] ?? 'count' );
$migrator = Plugin::get( Migrator::class );
$counts   = Plugin::get( Post_Count::class );
$source   = $migrator->source( 'wordpress-seo' );
if ( is_wp_error( $source ) ) {
	fwrite( STDERR, $source->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 1 );
}
$forget = static function () use ( $source ): void {
	delete_option( Post_Count::OPTION );
	delete_transient( Migrator::LISTING . $source->slug() . '_posts' );
	wp_cache_flush_runtime();
};
$timed  = static function ( callable $work ): array {
	global $wpdb;
	$queries = $wpdb->num_queries;
	$start   = microtime( true );
	$result  = $work();
	return array( $result, microtime( true ) - $start, $wpdb->num_queries - $queries );
};

list( $exact, $one_query ) = $timed( array( $source, 'count_posts' ) );

$forget();
list( $page, $page_s, $page_q ) = $timed( static fn() => $migrator->page( $source, 'posts', 1 ) );
$state                          = get_option( Post_Count::OPTION )[ $source->slug() ] ?? array();

$forget();
list( $start, $start_s, $start_q ) = $timed( static fn() => $counts->total( $source ) );

$forget();
list( $whole, $whole_s, $whole_q ) = $timed( static fn() => $counts->total( $source, PHP_INT_MAX, 1e9 ) );

delete_transient( Migrator::LISTING . $source->slug() . '_posts' );
list( $again, $again_s, $again_q ) = $timed( static fn() => $migrator->page( $source, 'posts', 1 ) );

$post = wp_insert_post(
	array(
		'post_title'  => 'Count bench post',
		'post_status' => 'publish',
	)
);
update_post_meta( $post, '_yoast_wpseo_title', 'Count bench title' );
delete_transient( Migrator::LISTING . $source->slug() . '_posts' );
list( $added, $added_s, $added_q ) = $timed( static fn() => $migrator->page( $source, 'posts', 1 ) );
wp_delete_post( $post, true );

printf(
	"%s: count_posts() %d in %.2f s | listing page 1, nothing stored: %.3f s, %d queries, total_items %d (%s, %d of %d posts walked), total_pages %d | command start: %.3f s, %d queries, %d (%s) | whole count in steps: %d in %.2f s, %d queries (%s) | page 1 with the count stored: %.3f s, %d queries, total_items %d | after one new post with Yoast data: %.3f s, %d queries, total_items %d\n",
	$label,
	$exact,
	$one_query,
	$page_s,
	$page_q,
	$page['pagination']['total_items'],
	( $state['done'] ?? false ) ? 'exact' : 'a lower bound',
	(int) ( $state['read'] ?? 0 ),
	(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ),
	$page['pagination']['total_pages'],
	$start_s,
	$start_q,
	$start['total'],
	$start['exact'] ? 'exact' : 'a lower bound',
	$whole['total'],
	$whole_s,
	$whole_q,
	$whole['total'] === $exact && $whole['exact'] ? 'equal to count_posts()' : 'DIFFERS from count_posts()',
	$again_s,
	$again_q,
	$again['pagination']['total_items'],
	$added_s,
	$added_q,
	$added['pagination']['total_items']
);
