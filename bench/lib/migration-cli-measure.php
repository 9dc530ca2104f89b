<?php
/**
 * One run of the loop `wp sightline migrate wordpress-seo` runs for posts (Migrate_Command::batches():
 * pages of ids from the last id, one Migrator::migrate_batch() per page, the runtime cache dropped after
 * each), timed: items per second, queries per batch, database writes (every INSERT, UPDATE, DELETE or
 * REPLACE the run sent), peak memory at each quarter of the items.
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/migration-cli-measure.php LABEL BATCH [force|kill-at=N]
 *
 * Without `force` items already migrated are skipped, as the command does (a resumed or repeated run);
 * with it they are mapped again and only values that differ are written (`--force`). With `kill-at=N`
 * the process kills itself (SIGKILL, as an OOM kill or a lost session would end it) at the first write
 * once N items were handed out, in the middle of that batch's transaction, after printing its figures
 * so far: the next run must resume from there.
 *
 * @package Sightline
 */

use Sightline\Migration\Migrate_Command;
use Sightline\Migration\Migrator;
use Sightline\Migration\Post_Count;
use Sightline\Plugin;

global $wpdb;
$label    = (string) ( $args[0] ?? 'run' );
$batch    = max( 1, (int) ( $args[1] ?? 200 ) );
$force    = 'force' === ( $args[2] ?? '' );
$kill_at  = (int) preg_replace( '/^kill-at=/', '', (string) ( $args[2] ?? '' ) );
$migrator = Plugin::get( Migrator::class );
$source   = $migrator->source( 'wordpress-seo' );
if ( is_wp_error( $source ) ) {
	fwrite( STDERR, $source->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	exit( 1 );
}
$writes = 0;
$handed = 0;
$report = null;
add_filter(
	'query',
	static function ( $sql ) use ( &$writes, &$handed, &$report, $kill_at ) {
		if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', (string) $sql ) ) {
			++$writes;
			if ( $kill_at && $handed >= $kill_at && $report ) {
				$report();
				posix_kill( getmypid(), 9 );
			}
		}
		return $sql;
	}
);
$cpu     = static function (): float {
	$usage = getrusage();
	return $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] + ( $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] ) / 1e6;
};
$start   = microtime( true );
$cpu0    = $cpu();
$total   = Plugin::get( Post_Count::class )->total( $source )['total']; // What the command counts at its start (bounded).
$counted = microtime( true ) - $start;
$total   = (int) wp_count_posts( 'post' )->publish; // The quarters: every bench post has Yoast data.
$marks   = array( (int) ( $total / 4 ), (int) ( $total / 2 ), (int) ( 3 * $total / 4 ), $total );
$migrator->migrate_global( $source );
$writes   = 0;
$queries  = $wpdb->num_queries;
$items    = 0;
$skipped  = 0;
$batches  = 0;
$memory   = array();
$report   = static function () use ( $label, &$items, &$skipped, &$batches, &$writes, &$memory, $start, $counted, $queries, $batch, $cpu, $cpu0 ) {
	global $wpdb;
	$seconds = microtime( true ) - $start;
	printf(
		"%s: %d items (%d skipped as migrated, %d mapped) in %.1f s = %.0f items/s (PHP CPU %.1f s), count at the start %.2f s, %.1f queries per batch of %d, %d database writes; peak MB at each quarter: %s\n",
		$label,
		$items,
		$skipped,
		$items - $skipped,
		$seconds,
		$items / max( 0.001, $seconds ),
		$cpu() - $cpu0,
		$counted,
		( $wpdb->num_queries - $queries ) / max( 1, $batches ),
		$batch,
		$writes,
		implode( ' / ', $memory )
	);
};
foreach ( Migrate_Command::batches( $source, 'post', $batch, $total ) as $ids ) {
	++$batches;
	$handed += count( $ids ); // With kill-at, the kill lands inside the writes of the batch that passes it.
	foreach ( $migrator->migrate_batch( $source, 'post', $ids, false, ! $force ) as $result ) {
		++$items;
		if ( null === $result ) {
			++$skipped;
		}
		if ( in_array( $items, $marks, true ) ) {
			$memory[] = sprintf( '%.1f', memory_get_peak_usage( true ) / 1048576 );
		}
	}
	wp_cache_flush_runtime();
}
if ( count( $memory ) < count( $marks ) ) {
	$memory[] = sprintf( '%.1f', memory_get_peak_usage( true ) / 1048576 ); // The quarters are of wp_count_posts(): the end when fewer posts had Yoast data.
}
$report();
