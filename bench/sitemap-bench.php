<?php
/**
 * Sitemap benchmark, run inside a throwaway site by bench/sitemap-bench.sh (never on a real site: it
 * inserts posts straight into the database). Prints server time and peak memory of the sitemap index
 * and of one 1,000-URL sitemap page, cold (after invalidation) and warm, at two site sizes.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.WP.AlternativeFunctions

use Sightline\Lifecycle;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\Boundaries_Job;
use Sightline\Sitemaps\Page_Boundaries;
use Sightline\Sitemaps\Server;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Invalidator;
use Sightline\Sitemaps\Store;

$sizes = array_map( 'intval', $args ?: array( 10000, 100000 ) );
$runs  = (int) ( getenv( "SIGHTLINE_BENCH_RUNS" ) ?: 5 );

/** Adds published posts (in the Uncategorized category) until the site holds $target, 1,000 rows per INSERT. */
function sightline_bench_seed( int $target ): void {
	global $wpdb;
	$have = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" );
	$next = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) + 1;
	$tt   = (int) $wpdb->get_var( "SELECT term_taxonomy_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'category' AND term_id = 1" );
	while ( $have < $target ) {
		$batch = min( 1000, $target - $have );
		$posts = array();
		$rels  = array();
		for ( $i = 0; $i < $batch; $i++, $next++ ) {
			$date    = gmdate( 'Y-m-d H:i:s', 1600000000 + $next * 60 );
			$posts[] = $wpdb->prepare( '(%d, 1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $next, $date, $date, "<p>Bench post {$next}</p><img src=\"/wp-content/uploads/bench-{$next}.jpg\">", "Bench post {$next}", '', 'publish', "bench-post-{$next}", $date, $date, '', '', '', 'post' );
			$rels[]  = $wpdb->prepare( '(%d, %d)', $next, $tt );
		}
		$wpdb->query( "INSERT INTO {$wpdb->posts} (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type) VALUES " . implode( ',', $posts ) );
		$wpdb->query( "INSERT INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $rels ) );
		$have += $batch;
	}
	$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->term_taxonomy} SET count = %d WHERE term_taxonomy_id = %d", $have, $tt ) );
	// Fresh index statistics, as a site that grew to this size has them (InnoDB recalculates them as
	// tables change). After the bulk INSERTs above they still described the small table: at 1,000,000
	// posts MariaDB then read WordPress's own term priming of a page's 1,000 posts through the category's
	// million relationships (145 ms of a 185 ms page) instead of the posts' own rows (9 ms).
	$wpdb->query( "ANALYZE TABLE {$wpdb->posts}, {$wpdb->postmeta}, {$wpdb->term_relationships}, {$wpdb->term_taxonomy}, {$wpdb->terms}" );
}

/**
 * Runs $fn $runs times (after $prepare each time) and returns [median ms, max peak MB, result].
 */
function sightline_bench_measure( callable $prepare, callable $fn, int $runs ): array {
	$times = array();
	$peak  = 0;
	$out   = null;
	for ( $i = 0; $i < $runs; $i++ ) {
		$prepare();
		wp_cache_flush(); // Each request starts with an empty runtime cache, as a real request does.
		gc_collect_cycles();
		memory_reset_peak_usage();
		$start   = hrtime( true );
		$out     = $fn();
		$times[] = ( hrtime( true ) - $start ) / 1e6;
		$peak    = max( $peak, memory_get_peak_usage() );
	}
	sort( $times );
	return array( $times[ intdiv( count( $times ), 2 ) ], $peak / 1048576, $out );
}

$server = Plugin::get( Server::class );
$state  = Plugin::get( State::class );
$invalidator = Plugin::get( Invalidator::class );
$store  = new Store();
global $wpdb;

printf( "Sightline SEO sitemap benchmark: WordPress %s, %s, PHP %s, object cache: %s, page size 1000\n", get_bloginfo( 'version' ), $wpdb->db_server_info(), PHP_VERSION, wp_using_ext_object_cache() ? 'persistent' : 'none (file store)' );
printf( "%-8s %-56s %10s %10s\n", 'posts', 'measure (median of ' . $runs . ')', 'ms', 'peak MB' );

$nothing = static function (): void {};
foreach ( $sizes as $size ) {
	sightline_bench_seed( $size );
	$state->reset();
	$state->bump_all();
	$store->flush();
	$pages  = count( Plugin::get( Page_Boundaries::class )->get( 'post-post' ) );
	$middle = max( 1, intdiv( $pages, 2 ) );
	$last   = $pages;

	$everything = static function () use ( $state ): void {
		$state->bump_all(); // Regenerate, or a setting that changes what is listed: every copy and every page boundary is stale.
	};
	$publish        = static function (): void {
		wp_insert_post( array( 'post_title' => 'Published in the sitemap bench', 'post_status' => 'publish' ) ); // Its hooks note the page it lands on.
	};
	// WP-Cron's run of the event a change that moves every boundary queues (Boundaries_Job).
	$prepared       = static function () use ( $state ): void {
		$state->bump_all();
		do_action( Boundaries_Job::HOOK );
	};
	// Activation on a site without stored boundaries (the first one): it computes them itself up to
	// Boundaries_Job::ACTIVATION_ROWS, so a crawler right after it finds them.
	$activated = static function () use ( $state ): void {
		$state->bump_all();
		Lifecycle::activate();
	};
	// The first post of the middle page leaves its sitemap and comes back (a page boundary moves twice).
	$middle_post        = (int) Plugin::get( Page_Boundaries::class )->get( 'post-post' )[ $middle - 1 ]['start'];
	$unpublish_and_back = static function () use ( $middle_post ): void {
		wp_update_post( array( 'ID' => $middle_post, 'post_status' => 'draft' ) );
		wp_update_post( array( 'ID' => $middle_post, 'post_status' => 'publish' ) );
	};
	$settings_saved = static function () use ( $invalidator ): void {
		$invalidator->everything_changed(); // What any other settings save does: every copy is stale, the page boundaries stay.
	};
	// New permalinks (alternating between two structures): every page prints new addresses.
	$permalinks = static function (): void {
		update_option( 'permalink_structure', '/%postname%/' === get_option( 'permalink_structure' ) ? '/archives/%post_id%/' : '/%postname%/' );
	};
	// Tags noindexed by default, and back (alternating): another group's setting than the posts'.
	$tags_noindexed = static function (): void {
		$settings = Plugin::get( Settings::class );
		$settings->update( array( 'no_index' => array() === (array) $settings->get( 'no_index' ) ? array( 'post_tag' ) : array() ) );
	};
	$rows = array(
		'index, cold (everything invalidated)'          => array( $everything, static fn() => $server->respond( 'index', 1 ) ),
		'boundaries job (WP-Cron), everything invalidated' => array( $everything, static function (): array {
			do_action( Boundaries_Job::HOOK );
			return array( 'status' => 200, 'body' => '' );
		} ),
		'activation, no boundaries stored'              => array( $everything, static function (): array {
			Lifecycle::activate();
			return array( 'status' => 200, 'body' => '' );
		} ),
		'index, cold (right after activation)'          => array( $activated, static fn() => $server->respond( 'index', 1 ) ),
		"page {$middle}, cold (right after activation)" => array( $activated, static fn() => $server->respond( 'post-post', $middle ) ),
		'index, cold (everything invalidated, job ran)' => array( $prepared, static fn() => $server->respond( 'index', 1 ) ),
		"page {$middle}, cold (everything invalidated, job ran)" => array( $prepared, static fn() => $server->respond( 'post-post', $middle ) ),
		'index, warm'                                   => array( $nothing, static fn() => $server->respond( 'index', 1 ) ),
		"page {$middle}, cold (everything invalidated)" => array( $everything, static fn() => $server->respond( 'post-post', $middle ) ),
		'index, cold (a post published)'                => array( $publish, static fn() => $server->respond( 'index', 1 ) ),
		'index, cold (a middle post unpublished and back)' => array( $unpublish_and_back, static fn() => $server->respond( 'index', 1 ) ),
		"page {$middle}, cold (its first post unpublished and back)" => array( $unpublish_and_back, static fn() => $server->respond( 'post-post', $middle ) ),
		'index, cold (settings saved)'                  => array( $settings_saved, static fn() => $server->respond( 'index', 1 ) ),
		'index, cold (permalinks changed)'              => array( $permalinks, static fn() => $server->respond( 'index', 1 ) ),
		'index, cold (tags noindexed or back)'          => array( $tags_noindexed, static fn() => $server->respond( 'index', 1 ) ),
		"page {$middle}, cold (settings saved)"         => array( $settings_saved, static fn() => $server->respond( 'post-post', $middle ) ),
		"page {$middle}, cold (a post on it edited)"    => array( static fn() => $state->bump_pages( 'post-post', array( $middle ) ), static fn() => $server->respond( 'post-post', $middle ) ),
		"page {$middle}, warm"                          => array( $nothing, static fn() => $server->respond( 'post-post', $middle ) ),
		'page 1, cold (a post on it edited)'            => array( static fn() => $state->bump_pages( 'post-post', array( 1 ) ), static fn() => $server->respond( 'post-post', 1 ) ),
		"page {$last} (last), cold (a post on it edited)" => array( static fn() => $state->bump_pages( 'post-post', array( $last ) ), static fn() => $server->respond( 'post-post', $last ) ),
		'index, cold (a post edited)'                   => array( static fn() => $state->bump_pages( 'post-post', array( $middle ) ), static fn() => $server->respond( 'index', 1 ) ),
	);
	foreach ( $rows as $label => $row ) {
		list( $ms, $mb, $response ) = sightline_bench_measure( $row[0], $row[1], $runs );
		if ( 200 !== $response['status'] ) {
			fwrite( STDERR, "unexpected status {$response['status']} for {$label}\n" );
			exit( 1 );
		}
		printf( "%-8s %-56s %10.2f %10.1f   (%d URLs)\n", number_format( $size ), $label, $ms, $mb, substr_count( $response['body'], '<loc>' ) );
	}
}
