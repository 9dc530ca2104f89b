<?php
/**
 * Measures, in process on the seeded links bench site (bench/lib/links-seed.php):
 *
 * 1. the link index built by its background job: the job started over (Link_Index_Job::start(), as
 *    POST links/index does), then its cron hook `sightline_links_index_batch` fired batch after batch
 *    until the job says done, each event taken off the schedule first as wp-cron.php does, the object cache flushed and PHP's peak memory reset before each batch (its peak counted above the memory in use when it starts),
 *    as each batch has a request of its own under WP-Cron; per batch its time, queries and peak memory;
 *    then the rows, and the table's data and index bytes from information_schema (after ANALYZE TABLE);
 * 2. GET links/suggestions for SAMPLES posts spread over the site, as the administrator, through
 *    rest_do_request() with the object cache flushed before each call (no persistent object cache);
 *    then the ranking query alone (Link_Suggestions::query()) and its EXPLAIN;
 * 3. GET keyphrase/uses ("already another post's focus keyphrase") for SAMPLES posts with a focus
 *    keyphrase, the same way, then its query's EXPLAIN.
 *
 * Times are the median and the 95th percentile. The last line, `summary<TAB>…`, is read by
 * bench/links-bench.sh for its table.
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/links-measure.php [SAMPLES]
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- a bench run from the command line: its output is text for a terminal.
use Sightline\Checks\Links\Link_Index_Job;
use Sightline\Checks\Links\Link_Suggestions;
use Sightline\Checks\Links\Link_Table;
use Sightline\Checks\Keyphrase\Keyphrase_Table;

global $wpdb;
$samples = max( 2, (int) ( $args[0] ?? 50 ) );
$range   = (array) get_option( 'sightline_links_bench_range', array( 1, 1 ) );

/** The value at a fraction of the sorted list (0.5 the median, 0.95 the 95th percentile). */
$percentile = static function ( array $values, float $at ): float {
	sort( $values );
	return (float) $values[ min( count( $values ) - 1, (int) ceil( $at * count( $values ) ) - 1 ) ];
};
$seen       = array();
$record     = static function ( string $sql ) use ( &$seen ): string {
	$seen[] = $sql;
	return $sql;
};
$explain    = static function ( string $sql ) use ( $wpdb ): void {
	foreach ( $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) as $row ) {
		$scan = ( 'ALL' === $row['type'] && ! str_starts_with( (string) $row['table'], '<' ) ) || ( 'index' === $row['type'] );
		printf( "   %-16s %-24s type=%-7s key=%-12s rows=%-8s %s%s\n", $row['select_type'], $row['table'], $row['type'], $row['key'] ?? 'NULL', $row['rows'], $row['Extra'] ?? '', $scan ? '  <- READS THE WHOLE TABLE' : '' );
	}
};
$mib        = static fn( int $bytes ): string => sprintf( '%.1f MiB', $bytes / 1048576 );

// ---------------------------------------------------------------- 1. the job
if ( ! has_action( Link_Index_Job::HOOK ) ) {
	fwrite( STDERR, "the job's hook has no callback: is the plugin active?\n" );
	exit( 1 );
}
Link_Table::upgrade();
$wpdb->query( 'TRUNCATE TABLE ' . Link_Table::name() );
Link_Index_Job::start();
$batch_ms = array();
$batch_q  = array();
$batch_mb = array();
$start    = hrtime( true );
$limit    = (int) ( ( $range[1] - $range[0] ) / Link_Index_Job::BATCH ) + 10;
for ( $b = 0; $b < $limit; $b++ ) {
	$job = Link_Index_Job::progress();
	if ( null === $job || 'running' !== $job['status'] ) {
		break;
	}
	wp_cache_flush();
	// As wp-cron.php does: the event leaves the schedule before its hook runs (the batch schedules the next).
	$next = wp_next_scheduled( Link_Index_Job::HOOK );
	if ( $next ) {
		wp_unschedule_event( $next, Link_Index_Job::HOOK );
	}
	memory_reset_peak_usage();
	$base   = memory_get_usage(); // The batch's own peak: the bench's figures, 3 × 10,000 at 1,000,000 posts, are not the job's.
	$before = $wpdb->num_queries;
	$t      = hrtime( true );
	do_action( Link_Index_Job::HOOK );
	$batch_ms[] = ( hrtime( true ) - $t ) / 1e6;
	$batch_q[]  = $wpdb->num_queries - $before;
	$batch_mb[] = memory_get_peak_usage() - $base;
}
$job_s         = ( hrtime( true ) - $start ) / 1e9;
$job           = Link_Index_Job::progress();
$rows          = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Link_Table::name() );
$indexed_posts = (int) $wpdb->get_var( 'SELECT COUNT(DISTINCT post_id) FROM ' . Link_Table::name() );
$stored        = static function ( string $table ) use ( $wpdb ): int {
	$wpdb->query( "ANALYZE TABLE {$table}" );
	return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT data_length + index_length FROM information_schema.TABLES WHERE table_schema = DATABASE() AND table_name = %s', $table ) );
};
$bytes         = $stored( Link_Table::name() );
$kp_bytes      = $stored( Keyphrase_Table::name() );
$kp_rows       = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Keyphrase_Table::name() );
$published     = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" );
$tenth         = max( 1, intdiv( count( $batch_ms ), 10 ) );
echo "\nLink index job (" . Link_Index_Job::BATCH . " posts a batch):\n";
printf( "  status %s, %s posts indexed of %s published, %d batches, %.1f s in all\n", $job['status'] ?? '?', number_format( (int) ( $job['indexed'] ?? 0 ) ), number_format( $published ), count( $batch_ms ), $job_s );
printf( "  a batch: median %.0f ms, p95 %.0f ms; first tenth median %.0f ms, last tenth %.0f ms\n", $percentile( $batch_ms, 0.5 ), $percentile( $batch_ms, 0.95 ), $percentile( array_slice( $batch_ms, 0, $tenth ), 0.5 ), $percentile( array_slice( $batch_ms, -$tenth ), 0.5 ) );
printf( "  queries a batch: median %d, max %d\n", $percentile( $batch_q, 0.5 ), max( $batch_q ) );
printf( "  peak memory a batch (above the memory in use when it started): first %s, median %s, max %s, last %s\n", $mib( $batch_mb[0] ), $mib( (int) $percentile( $batch_mb, 0.5 ) ), $mib( max( $batch_mb ) ), $mib( (int) end( $batch_mb ) ) );
printf( "  rows %s for %s posts (%.1f a post); table data + index %s, %d bytes a post\n", number_format( $rows ), number_format( $indexed_posts ), $rows / max( 1, $indexed_posts ), $mib( $bytes ), intdiv( $bytes, max( 1, $indexed_posts ) ) );
printf( "  keyphrase table: %s rows, data + index %s\n", number_format( $kp_rows ), $mib( $kp_bytes ) );

// ---------------------------------------------------------------- 2. suggestions
rest_get_server(); // Registers the routes (rest_api_init).
wp_set_current_user( 1 );
$ids  = array();
$step = max( 1, intdiv( $range[1] - $range[0], $samples ) );
for ( $sample = $range[0]; $sample <= $range[1] && ! isset( $ids[ $samples - 1 ] ); $sample += $step ) {
	$found = (int) $wpdb->get_var( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID >= %d AND post_status = 'publish' ORDER BY ID LIMIT 1", $sample ) );
	if ( $found ) {
		$ids[] = $found;
	}
}
$timed   = static function ( callable $call ) use ( $wpdb, $record, &$seen ): array {
	wp_cache_flush();
	$seen = array();
	add_filter( 'query', $record );
	$before = $wpdb->num_queries;
	$t      = hrtime( true );
	$result = $call();
	$took   = ( hrtime( true ) - $t ) / 1e6;
	remove_filter( 'query', $record );
	return array( $took, $wpdb->num_queries - $before, $result );
};
$suggest = static function ( int $sample ) {
	$request = new WP_REST_Request( 'GET', '/sightline/v1/links/suggestions' );
	$request->set_query_params( array( 'post' => $sample ) );
	return rest_do_request( $request );
};
$timed( static fn() => $suggest( $ids[0] ) ); // The first call loads the classes.
$s_ms     = array();
$s_q      = array();
$answered = 0;
$ranking  = '';
$lists    = array();
foreach ( $ids as $sample ) {
	list( $took, $queries, $response ) = $timed( static fn() => $suggest( $sample ) );
	if ( 200 !== $response->get_status() ) {
		fwrite( STDERR, "links/suggestions?post={$sample} answered " . $response->get_status() . ': ' . wp_json_encode( $response->get_data() ) . "\n" );
		exit( 1 );
	}
	$s_ms[]    = $took;
	$s_q[]     = $queries;
	$answered += count( $response->get_data()['suggestions'] );
	$lists[]   = implode( ',', array_column( $response->get_data()['suggestions'], 'id' ) );
	foreach ( $seen as $sql ) {
		$ranking = str_contains( $sql, 'SUM(score)' ) ? $sql : $ranking;
	}
}
$rank_ms = array();
foreach ( $ids as $sample ) {
	$sample_post = get_post( $sample );
	$terms       = Sightline\Checks\Links\Link_Terms::heaviest( Sightline\Plugin::get( Sightline\Checks\Links\Link_Index::class )->terms_of( $sample_post ) );
	$t           = hrtime( true );
	$wpdb->get_col( Link_Suggestions::query( $terms, $sample ) );
	$rank_ms[] = ( hrtime( true ) - $t ) / 1e6;
}
echo "\nGET links/suggestions, {$samples} posts (administrator, object cache flushed before each):\n";
printf( "  median %.1f ms, p95 %.1f ms; queries median %d, max %d; %.1f suggestions a post\n", $percentile( $s_ms, 0.5 ), $percentile( $s_ms, 0.95 ), $percentile( $s_q, 0.5 ), max( $s_q ), $answered / count( $ids ) );
// Two runs on the same seed that answer the same posts in the same order print the same digest.
printf( "  the suggestions (ids in order, every post looked up): md5 %s\n", md5( implode( ';', $lists ) ) );
printf( "  the ranking query alone: median %.1f ms, p95 %.1f ms. EXPLAIN (one post):\n", $percentile( $rank_ms, 0.5 ), $percentile( $rank_ms, 0.95 ) );
$explain( $ranking );

// ---------------------------------------------------------------- 3. keyphrase uses
$with = array();
$step = max( 1, intdiv( $range[1] - $range[0], $samples ) );
for ( $sample = $range[0], $found = 0; $sample <= $range[1] && $found < $samples; $sample += $step, $found = count( $with ) ) {
	$row = $wpdb->get_row( $wpdb->prepare( 'SELECT post_id, keyphrase FROM ' . Keyphrase_Table::name() . ' WHERE post_id >= %d ORDER BY post_id LIMIT 1', $sample ), ARRAY_A );
	if ( $row ) {
		$with[ (int) $row['post_id'] ] = $row['keyphrase'];
	}
}
$uses   = static function ( int $sample, string $keyphrase ) {
	$request = new WP_REST_Request( 'GET', '/sightline/v1/keyphrase/uses' );
	$request->set_query_params(
		array(
			'post'      => $sample,
			'keyphrase' => $keyphrase,
		)
	);
	return rest_do_request( $request );
};
$k_ms   = array();
$k_q    = array();
$counts = array();
$lookup = '';
foreach ( $with as $sample => $keyphrase ) {
	list( $took, $queries, $response ) = $timed( static fn() => $uses( $sample, $keyphrase ) );
	if ( 200 !== $response->get_status() ) {
		fwrite( STDERR, "keyphrase/uses?post={$sample} answered " . $response->get_status() . "\n" );
		exit( 1 );
	}
	$k_ms[]   = $took;
	$k_q[]    = $queries;
	$counts[] = (int) $response->get_data()['count'];
	foreach ( $seen as $sql ) {
		$lookup = str_contains( $sql, Keyphrase_Table::name() ) ? $sql : $lookup;
	}
}
echo "\nGET keyphrase/uses, " . count( $with ) . " posts with a focus keyphrase (administrator, object cache flushed before each):\n";
printf( "  median %.1f ms, p95 %.1f ms; queries median %d, max %d; other posts counted: median %d, max %d (capped at 101)\n", $percentile( $k_ms, 0.5 ), $percentile( $k_ms, 0.95 ), $percentile( $k_q, 0.5 ), max( $k_q ), $percentile( $counts, 0.5 ), max( $counts ) );
echo "  its lookup's EXPLAIN:\n";
$explain( $lookup );

printf(
	"summary\t%d\t%.1f\t%.0f\t%.0f\t%.1f\t%d\t%d\t%.1f\t%.1f\t%d\t%.1f\t%.1f\t%.1f\t%d\n",
	$published,
	$job_s,
	$percentile( $batch_ms, 0.5 ),
	$percentile( $batch_q, 0.5 ),
	max( $batch_mb ) / 1048576,
	$rows,
	intdiv( $bytes, max( 1, $indexed_posts ) ),
	$percentile( $s_ms, 0.5 ),
	$percentile( $s_ms, 0.95 ),
	$percentile( $s_q, 0.5 ),
	$percentile( $rank_ms, 0.5 ),
	$percentile( $k_ms, 0.5 ),
	$percentile( $k_ms, 0.95 ),
	$percentile( $k_q, 0.5 )
);
