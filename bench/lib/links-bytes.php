<?php
/**
 * Database bytes a post added by one SEO plugin on the links bench site (issue 32), in process, after
 * bench/lib/links-measure.php. The site's published posts are counted, then, by the first argument:
 *   sightline  the scores' backfill (Score_Backfill_Job) run batch after batch by its cron hook, as
 *              the link index was, up to SCORE_LIMIT posts (default all, or the environment's
 *              LINKS_BENCH_SCORE_LIMIT: the posts left are then given the scored posts' meta rows a
 *              post, and the answer says so); then our tables
 *              (wp_sightline_*: the link index, the keyphrase index, …) and our post meta (_sightline_*);
 *   yoast      (Yoast SEO active, its tables made by its migrations) the focus keyphrases copied to
 *              _yoast_wpseo_focuskw, as a Yoast site has them; then Yoast's own indexing, the actions
 *              `wp yoast index` runs, in order, until each is done (its post links step, which
 *              slows as it goes, stopped after LINKS_BENCH_YOAST_SECONDS if that is set: its link
 *              table is then scaled to every post at the rows a post of the posts done) (the object cache flushed between
 *              batches, as that command does); then its tables (wp_yoast_indexable, _seo_links,
 *              _indexable_hierarchy, _primary_term, _seo_meta) and its post meta (_yoast_wpseo_*).
 *
 * Tables: data_length + index_length from information_schema after ANALYZE TABLE. Post meta shares
 * wp_postmeta with everyone, so a plugin's meta rows are counted and given the table's bytes a row
 * (its data + index over its rows). The last line, `bytes<TAB>…`, is read by bench/links-bench.sh.
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/links-bytes.php sightline|yoast [SCORE_LIMIT]
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- a bench run from the command line: its output is text for a terminal.
global $wpdb;
$who       = (string) ( $args[0] ?? 'sightline' );
$limit     = (int) ( $args[1] ?? getenv( 'LINKS_BENCH_SCORE_LIMIT' ) );
$published = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" );
$mib       = static fn( int $bytes ): string => sprintf( '%.1f', $bytes / 1048576 );

if ( 'sightline' === $who ) {
	$job_class = Sightline\Checks\Score\Score_Backfill_Job::class;
	$job       = Sightline\Plugin::get( $job_class );
	$job_class::start();
	$start = hrtime( true );
	$peak  = 0;
	$base  = memory_get_usage();
	for ( $b = 0; ; $b++ ) {
		$progress = $job_class::progress();
		if ( null === $progress || 'running' !== $progress['status'] || ( $limit > 0 && $progress['scored'] >= $limit ) ) {
			break;
		}
		wp_cache_flush();
		wp_clear_scheduled_hook( $job_class::HOOK );
		memory_reset_peak_usage();
		$job->run();
		$peak = max( $peak, memory_get_peak_usage() - $base );
	}
	$progress = $job_class::progress();
	printf(
		"\nScores' backfill (%d posts a batch): %s, %s posts scored in %d batches, %.1f s, peak memory a batch %.1f MiB\n",
		$job_class::BATCH,
		$progress['status'] ?? '?',
		number_format( (int) ( $progress['scored'] ?? 0 ) ),
		$b,
		( hrtime( true ) - $start ) / 1e9,
		$peak / 1048576
	);
	$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'sightline_' ) . '%' ) );
	$meta   = '\_sightline\_%';
	$scored = (int) ( $progress['scored'] ?? 0 );
} else {
	if ( ! function_exists( 'YoastSEO' ) ) {
		fwrite( STDERR, "Yoast SEO is not active\n" );
		exit( 1 );
	}
	add_filter( 'Yoast\WP\SEO\should_index_indexables', '__return_true' );
	do_action( '_yoast_run_migrations' );
	$copied = $wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) SELECT post_id, '_yoast_wpseo_focuskw', meta_value FROM {$wpdb->postmeta} WHERE meta_key = '_sightline_focus_keyword'" );
	printf( "\nYoast SEO %s: %s focus keyphrases copied to _yoast_wpseo_focuskw\n", WPSEO_VERSION, number_format( (int) $copied ) );
	$classes    = YoastSEO()->classes;
	$budget     = (int) getenv( 'LINKS_BENCH_YOAST_SECONDS' );
	$links_part = 1.0;
	$ns         = 'Yoast\WP\SEO\Actions\Indexing\\';
	$classes->get( $ns . 'Indexing_Prepare_Action' )->prepare();
	foreach (
		array(
			'posts'              => 'Indexable_Post_Indexation_Action',
			'terms'              => 'Indexable_Term_Indexation_Action',
			'post type archives' => 'Indexable_Post_Type_Archive_Indexation_Action',
			'general objects'    => 'Indexable_General_Indexation_Action',
			'post links'         => 'Post_Link_Indexing_Action',
			'term links'         => 'Term_Link_Indexing_Action',
		) as $name => $class
	) {
		$indexer      = $classes->get( $ns . $class );
		$unindexed    = $indexer->get_total_unindexed();
		$action_limit = $indexer->get_limit();
		$start        = hrtime( true );
		$done         = 0;
		$peak         = 0;
		$base         = memory_get_usage();
		$batches      = 0;
		if ( $unindexed > 0 ) {
			do {
				memory_reset_peak_usage();
				$count = count( $indexer->index() );
				$done += $count;
				++$batches;
				$peak = max( $peak, memory_get_peak_usage() - $base );
				wp_cache_flush();
				$late = 'post links' === $name && $budget > 0 && ( hrtime( true ) - $start ) / 1e9 > $budget;
			} while ( $count >= $action_limit && ! $late );
			if ( $late ) {
				// Stopped: its link table is scaled to every post below, at the rows a post of those done.
				$links_part = max( 1, $done ) / max( 1, $unindexed );
				printf( "  post links stopped after %d s (LINKS_BENCH_YOAST_SECONDS): its table is scaled by %.2f below\n", $budget, 1 / $links_part );
			}
		}
		printf( "  %-18s %s of %s in %d batches of %d, %.1f s, peak memory a batch %.1f MiB\n", $name, number_format( $done ), number_format( $unindexed ), $batches, $action_limit, ( hrtime( true ) - $start ) / 1e9, $peak / 1048576 );
	}
	$classes->get( $ns . 'Indexable_Indexing_Complete_Action' )->complete();
	$tables = array();
	foreach ( array( 'yoast_indexable', 'yoast_seo_links', 'yoast_indexable_hierarchy', 'yoast_primary_term', 'yoast_seo_meta' ) as $table ) {
		if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . $table ) ) ) {
			$tables[] = $wpdb->prefix . $table;
		}
	}
	$meta   = '\_yoast\_wpseo\_%';
	$scored = 0;
}

$sizes       = static function ( string $table ) use ( $wpdb ): array {
	$wpdb->query( "ANALYZE TABLE {$table}" );
	return array(
		(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ),
		(int) $wpdb->get_var( $wpdb->prepare( 'SELECT data_length + index_length FROM information_schema.TABLES WHERE table_schema = DATABASE() AND table_name = %s', $table ) ),
	);
};
$table_rows  = 0;
$table_bytes = 0;
foreach ( $tables as $table ) {
	list( $rows, $bytes ) = $sizes( $table );
	if ( 'yoast' === $who && $links_part < 1 && $wpdb->prefix . 'yoast_seo_links' === $table ) {
		$rows  = (int) round( $rows / $links_part );
		$bytes = (int) round( $bytes / $links_part );
	}
	printf( "  %-32s %12s rows %10s MiB %7d bytes a post\n", $table, number_format( $rows ), $mib( $bytes ), intdiv( $bytes, max( 1, $published ) ) );
	$table_rows  += $rows;
	$table_bytes += $bytes;
}
list( $all_meta, $meta_table ) = $sizes( $wpdb->postmeta );
$meta_rows                     = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key LIKE %s", $meta ) );
$meta_bytes                    = (int) round( $meta_rows * $meta_table / max( 1, $all_meta ) );
$keys                          = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, COUNT(*) AS n FROM {$wpdb->postmeta} WHERE meta_key LIKE %s GROUP BY meta_key", $meta ), ARRAY_A );
printf( "  post meta: %s rows (%s) at %d bytes a row of wp_postmeta: %s MiB\n", number_format( $meta_rows ), implode( ', ', array_map( static fn( $k ) => $k['meta_key'] . ' ' . number_format( (int) $k['n'] ), $keys ) ), intdiv( $meta_table, max( 1, $all_meta ) ), $mib( $meta_bytes ) );
$per_post = intdiv( $table_bytes + $meta_bytes, max( 1, $published ) );
$note     = '';
if ( 'sightline' === $who && $scored > 0 && $scored < $published ) {
	// The scores' meta of the posts not scored within SCORE_LIMIT, at the scored posts' rows a post.
	$score_rows = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key IN (%s, %s, %s)", Sightline\Checks\Score\Score_Store::SEO_KEY, Sightline\Checks\Score\Score_Store::READABILITY_KEY, Sightline\Checks\Score\Score_Store::EMPTY_KEY ) );
	$extra      = (int) round( $score_rows / $scored * ( $published - $scored ) * $meta_table / max( 1, $all_meta ) );
	$per_post   = intdiv( $table_bytes + $meta_bytes + $extra, max( 1, $published ) );
	$note       = sprintf( ' (scores of %s posts measured, the rest at their rows a post)', number_format( $scored ) );
}
printf( "  %s: %d bytes a post of %s published posts%s\n", $who, $per_post, number_format( $published ), $note );
printf( "bytes\t%d\t%s\t%d\t%s\t%d\t%s\t%d%s\n", $published, $who, $table_rows, $mib( $table_bytes ), $meta_rows, $mib( $meta_bytes ), $per_post, $note );
