<?php
/**
 * The tag sitemap bench's measures (bench/tag-sitemap-bench.sh), in process on the seeded site: the index
 * and a middle page of the tags' sitemap, warm and cold after each kind of change, each the median of
 * RUNS runs with the change made before each one, with its time, peak PHP memory and queries; with
 * USERS (seeded by tag-sitemap-seed.php), the authors' sitemap after a post or a user changed.
 *
 *   RUNS=3 [USERS=100000] wp eval-file bench/lib/tag-sitemap-measure.php
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.WP.AlternativeFunctions

use Sightline\Plugin;
use Sightline\Sitemaps\Boundaries_Job;
use Sightline\Sitemaps\Page_Boundaries;
use Sightline\Sitemaps\Server;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;

global $wpdb;
$sightline_runs   = max( 1, (int) getenv( 'RUNS' ) );
$sightline_server = Plugin::get( Server::class );
$sightline_state  = Plugin::get( State::class );
$sightline_state->reset();
$sightline_state->bump_all();
( new Store() )->flush();
$sightline_tags  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'post_tag'" );
$sightline_pages = count( Plugin::get( Page_Boundaries::class )->get( 'tax-post_tag' ) );
$sightline_mid   = max( 1, intdiv( $sightline_pages, 2 ) );
// A tag in the middle page that holds several posts, and one there that holds only one.
$sightline_start = (int) Plugin::get( Page_Boundaries::class )->get( 'tax-post_tag' )[ $sightline_mid - 1 ]['start'];
$sightline_busy  = (int) $wpdb->get_var( $wpdb->prepare( "SELECT term_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'post_tag' AND term_id >= %d AND count > 2 ORDER BY term_id LIMIT 1", $sightline_start ) );
$sightline_lone  = (int) $wpdb->get_var( $wpdb->prepare( "SELECT term_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'post_tag' AND term_id >= %d AND count = 1 ORDER BY term_id LIMIT 1", $sightline_start ) );
$sightline_lone_post = (int) $wpdb->get_var( $wpdb->prepare( "SELECT r.object_id FROM {$wpdb->term_relationships} r WHERE r.term_taxonomy_id = %d LIMIT 1", $sightline_lone ) );
if ( ! $sightline_busy || ! $sightline_lone_post ) {
	// wp_update_post() of post 0 would insert a post instead of editing one: the rows would measure nothing.
	fwrite( STDERR, "page {$sightline_mid} of the tags' sitemap has no tag holding several posts, or none holding one: seed more tags\n" );
	exit( 1 );
}

$sightline_index = static fn(): array => $sightline_server->respond( 'index', 1 );
$sightline_page  = static fn(): array => $sightline_server->respond( 'tax-post_tag', $sightline_mid );
$sightline_slug  = static fn( int $term ): string => (string) get_term( $term, 'post_tag' )->slug;
$sightline_rows  = array(
	'index, warm'                                            => array( static function () {}, $sightline_index ),
	"page {$sightline_mid}, warm"                            => array( static function () {}, $sightline_page ),
	'index, cold (everything invalidated)'                   => array( static fn() => $sightline_state->bump_all(), $sightline_index ),
	"page {$sightline_mid}, cold (everything invalidated)"   => array( static fn() => $sightline_state->bump_all(), $sightline_page ),
	'index, cold (everything invalidated, the event ran)'    => array(
		static function () use ( $sightline_state ) {
			$sightline_state->bump_all();
			do_action( Boundaries_Job::HOOK );
		},
		$sightline_index,
	),
	'index, cold (a post published into 2 busy tags and a new one)' => array( static fn() => wp_insert_post( array( 'post_title' => 'Bench', 'post_status' => 'publish', 'tags_input' => array( $sightline_slug( $sightline_busy ), $sightline_slug( $sightline_busy + 7 ), 'bench-new-' . wp_rand() ) ) ), $sightline_index ),
	"page {$sightline_mid}, cold (a post published into a tag on it)" => array( static fn() => wp_insert_post( array( 'post_title' => 'Bench', 'post_status' => 'publish', 'tags_input' => array( $sightline_slug( $sightline_busy ) ) ) ), $sightline_page ),
	'index, cold (a post edited, its tags kept)'             => array( static fn() => wp_update_post( array( 'ID' => $sightline_lone_post, 'post_title' => 'Edited ' . wp_rand() ) ), $sightline_index ),
	'index, cold (a tag renamed)'                            => array( static fn() => wp_update_term( $sightline_busy, 'post_tag', array( 'name' => 'Renamed ' . wp_rand() ) ), $sightline_index ),
	'index, cold (an empty tag created)'                     => array( static fn() => wp_insert_term( 'Bench empty ' . wp_rand(), 'post_tag' ), $sightline_index ),
	'index, cold (the one post of a middle tag unpublished and back)' => array(
		static function () use ( $sightline_lone_post ) {
			wp_update_post( array( 'ID' => $sightline_lone_post, 'post_status' => 'draft' ) );
			wp_update_post( array( 'ID' => $sightline_lone_post, 'post_status' => 'publish' ) );
		},
		$sightline_index,
	),
);
// With USERS seeded: the authors' sitemap among that many users (100 of them the posts' authors).
$sightline_users = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" );
if ( (int) getenv( 'USERS' ) > 0 ) {
	$sightline_author   = (int) get_post_field( 'post_author', $sightline_lone_post );
	$sightline_customer = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->users}" );
	$sightline_edit     = static fn() => wp_update_post( array( 'ID' => $sightline_lone_post, 'post_title' => 'Edited ' . wp_rand() ) );
	$sightline_rows    += array(
		"index, cold (a post edited, {$sightline_users} users)"         => array( $sightline_edit, $sightline_index ),
		'authors page, cold (a post edited)'                             => array( $sightline_edit, static fn(): array => $sightline_server->respond( 'author', 1 ) ),
		'index, cold (a post published by an author who has posts)'      => array( static fn() => wp_insert_post( array( 'post_title' => 'Bench', 'post_status' => 'publish', 'post_author' => $sightline_author ) ), $sightline_index ),
		"index, cold (a customer's profile saved)"                       => array( static fn() => wp_update_user( array( 'ID' => $sightline_customer, 'display_name' => 'Customer ' . wp_rand() ) ), $sightline_index ),
		"index, cold (a new author's first post)"                        => array(
			static function () {
				$user = wp_insert_user( array( 'user_login' => 'bench-author-' . wp_rand(), 'user_pass' => wp_generate_password(), 'role' => 'author' ) );
				wp_insert_post( array( 'post_title' => 'Bench', 'post_status' => 'publish', 'post_author' => $user ) );
			},
			$sightline_index,
		),
	);
}

printf( "%-8s %-66s %9s %8s %8s\n", 'tags', "measure (median of {$sightline_runs})", 'ms', 'peak MB', 'queries' );
foreach ( $sightline_rows as $sightline_label => $sightline_row ) {
	$times   = array();
	$peak    = 0;
	$queries = 0;
	$out     = array( 'status' => 0 );
	for ( $i = 0; $i < $sightline_runs; $i++ ) {
		( $sightline_row[0] )();
		wp_cache_flush(); // Each request starts with an empty runtime cache, as a real request does.
		$sightline_state->reset();
		gc_collect_cycles();
		memory_reset_peak_usage();
		$before  = $wpdb->num_queries;
		$start   = hrtime( true );
		$out     = ( $sightline_row[1] )();
		$times[] = ( hrtime( true ) - $start ) / 1e6;
		$queries = $wpdb->num_queries - $before;
		$peak    = max( $peak, memory_get_peak_usage() );
	}
	if ( 200 !== $out['status'] ) {
		fwrite( STDERR, "unexpected status {$out['status']} for {$sightline_label}\n" );
		exit( 1 );
	}
	sort( $times );
	printf( "%-8s %-66s %9.1f %8.1f %8d\n", number_format( $sightline_tags ), $sightline_label, $times[ intdiv( count( $times ), 2 ) ], $peak / 1048576, $queries );
}
