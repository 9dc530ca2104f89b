<?php
/**
 * The CLI path of the benchmark: the loop `wp sightline migrate` runs (pages of ids, one
 * Migrator::migrate_batch() per page, the runtime cache dropped after each batch), timed, with peak
 * memory printed at each quarter so a growing figure would show. Then the same loop again over the
 * migrated site, as `--force` would run it: every value is already stored, so it should write nothing.
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/migration-batch.php [batch]
 *
 * @package Sightline
 */

use Sightline\Migration\Migrator;
use Sightline\Plugin;

global $wpdb;
$batch    = max( 1, (int) ( $args[0] ?? 200 ) );
$migrator = Plugin::get( Migrator::class );
$source   = $migrator->source( 'wordpress-seo' );
$total    = $source->count_posts();
$marks    = array( (int) ( $total / 4 ), (int) ( $total / 2 ), (int) ( 3 * $total / 4 ), $total );
$migrator->migrate_global( $source );
// Time spent in other code listening to meta changes (the sitemap invalidator, the head cache): the
// engine fires the same actions update_metadata() fires, so their cost is part of the path.
$listeners = 0.0;
foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
	add_action( $hook, static function () use ( &$listeners ) { $listeners -= microtime( true ); }, PHP_INT_MIN );
	add_action( $hook, static function () use ( &$listeners ) { $listeners += microtime( true ); }, PHP_INT_MAX );
}
foreach ( array( 'cli path', 're-run (nothing changed)' ) as $pass => $label ) {
	$start   = microtime( true );
	$queries   = $wpdb->num_queries;
	$listeners = 0.0;
	$fields  = 0;
	$items   = 0;
	// As `wp sightline migrate` walks them: from the last id on.
	for ( $offset = 0, $after = 0; $offset < $total; $offset += $batch ) {
		$ids = array_column( $source->posts_after( $after, $batch ), 'id' );
		if ( ! $ids ) {
			break;
		}
		$after = (int) end( $ids );
		foreach ( $migrator->migrate_batch( $source, 'post', $ids ) as $result ) {
			$fields += is_array( $result ) ? $result['written'] : 0;
			++$items;
			if ( 0 === $pass && in_array( $items, $marks, true ) ) {
				printf( "memory after %6d items: peak %.1f MB\n", $items, memory_get_peak_usage( true ) / 1048576 );
			}
		}
		wp_cache_flush_runtime();
	}
	$seconds = microtime( true ) - $start;
	$batches = (int) ceil( $total / $batch );
	printf( "%s: %d items, %d fields in %.2f s = %.0f items/s (batches of %d, %.1f queries per batch; %.2f s of it in meta-change listeners)\n", $label, $items, $fields, $seconds, $items / $seconds, $batch, ( $wpdb->num_queries - $queries ) / $batches, $listeners );
}
