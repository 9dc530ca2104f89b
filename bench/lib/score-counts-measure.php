<?php
/**
 * The dashboard's post score counts (GET scores/counts) on a site of the size bench/sitemap-bench.sh
 * just seeded (issue 32): every published post is given an SEO and a readability score first (SQL,
 * the posts that have none), then, in process, median of 3 with the object cache flushed:
 * - the whole-site count, one grouped query for both scores: what every dashboard view of a site
 *   with no persistent object cache ran before, and what an ordinary site still runs;
 * - a dashboard request on a site past the inline limit: while counts are taken and once they are;
 * - one WP-Cron run of the background count (Score_Counts_Job: ten ranges of 20,000 post ids), and
 *   how many runs a whole count takes.
 *
 *   wp eval-file bench/lib/score-counts-measure.php <posts>
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB

use Sightline\Checks\Score\Score_Counts;
use Sightline\Checks\Score\Score_Counts_Job;
use Sightline\Checks\Score\Score_Store;
use Sightline\Plugin;

$posts = (int) ( $args[0] ?? 0 );
global $wpdb;

foreach ( array( Score_Store::SEO_KEY, Score_Store::READABILITY_KEY ) as $key ) {
	$wpdb->query(
		$wpdb->prepare(
			"INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) SELECT p.ID, %s, FLOOR(RAND() * 101) FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = 'post' AND p.post_status = 'publish' AND m.meta_id IS NULL",
			$key,
			$key
		)
	);
}
$wpdb->query( "ANALYZE TABLE {$wpdb->postmeta}" );

/** Median of 3 runs of $fn (object cache flushed first): [ms, queries]. */
$measure = static function ( callable $fn ) use ( $wpdb ): array {
	$rows = array();
	for ( $i = 0; $i < 3; $i++ ) {
		wp_cache_flush();
		$queries = $wpdb->num_queries;
		$start   = hrtime( true );
		$fn();
		$rows[] = array( ( hrtime( true ) - $start ) / 1e6, $wpdb->num_queries - $queries );
	}
	usort( $rows, static fn( $a, $b ) => $a[0] <=> $b[0] );
	return $rows[1];
};
$print = static function ( string $label, array $row ) use ( $posts ): void {
	printf( "%-10s %-58s %10.2f ms %6d queries\n", number_format( $posts ), $label, $row[0], $row[1] );
};

$counts = Plugin::get( Score_Counts::class );
$job    = Plugin::get( Score_Counts_Job::class );

$print( 'score counts: one query over the site (both scores)', $measure( static fn() => $counts->tally( null, null ) ) );

add_filter( 'sightline_score_counts_inline_ids', '__return_zero' );
delete_option( Score_Counts_Job::OPTION );
wp_clear_scheduled_hook( Score_Counts_Job::HOOK );
$print(
	'score counts: dashboard request, counts being taken',
	$measure(
		static function () use ( $counts ): void {
			$counts->answer( 'seo', 'any' );
		}
	)
);
$runs  = 0;
$times = array();
while ( wp_next_scheduled( Score_Counts_Job::HOOK ) && $runs < 10000 ) {
	wp_clear_scheduled_hook( Score_Counts_Job::HOOK );
	$start = hrtime( true );
	$job->run();
	$times[] = ( hrtime( true ) - $start ) / 1e6;
	++$runs;
}
sort( $times );
printf( "%-10s %-58s %10.2f ms median, %.2f ms max, %d runs, %.1f s in all\n", number_format( $posts ), 'score counts: a background run (10 x 20,000 post ids)', $times[ intdiv( count( $times ), 2 ) ] ?? 0, end( $times ) ?: 0, $runs, array_sum( $times ) / 1000 );
$print(
	'score counts: dashboard request, counts taken',
	$measure(
		static function () use ( $counts ): void {
			$counts->answer( 'seo', 'any' );
		}
	)
);
$background = $counts->answer( 'seo', 'any' );
remove_filter( 'sightline_score_counts_inline_ids', '__return_zero' );
add_filter( 'sightline_score_counts_inline_ids', static fn() => PHP_INT_MAX );
wp_cache_flush();
$inline = $counts->answer( 'seo', 'any' );
printf( "%-10s %-58s %s\n", number_format( $posts ), 'score counts: background counts equal the one query', $background['counts'] === $inline['counts'] ? 'yes' : 'no' );
delete_option( Score_Counts_Job::OPTION );
