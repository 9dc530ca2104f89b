<?php
/**
 * The CLI path of the benchmark: the same loop `wp sightline migrate` runs (batches, primed caches, the
 * runtime cache dropped after each batch), timed, with peak memory printed at each quarter so a
 * growing figure would show.
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/migration-batch.php [batch]
 *
 * @package Sightline
 */

use Sightline\Migration\Migrator;
use Sightline\Plugin;

$batch    = max( 1, (int) ( $args[0] ?? 200 ) );
$migrator = Plugin::get( Migrator::class );
$source   = $migrator->source( 'wordpress-seo' );
$total    = $source->count_posts();
$start    = microtime( true );
$fields   = 0;
$items    = 0;
$marks    = array( (int) ( $total / 4 ), (int) ( $total / 2 ), (int) ( 3 * $total / 4 ), $total );
$migrator->migrate_global( $source );
for ( $offset = 0; $offset < $total; $offset += $batch ) {
	$ids = array_column( $source->post_ids( $offset, $batch ), 'id' );
	_prime_post_caches( $ids, false, true );
	$migrator->atomic(
		static function () use ( $ids, $migrator, $source, $marks, &$fields, &$items ) {
			foreach ( $ids as $id ) {
				$result  = $migrator->migrate_object( $source, 'post', $id );
				$fields += is_wp_error( $result ) ? 0 : $result['written'];
				++$items;
				if ( in_array( $items, $marks, true ) ) {
					printf( "memory after %6d items: peak %.1f MB\n", $items, memory_get_peak_usage( true ) / 1048576 );
				}
			}
		}
	);
	wp_cache_flush_runtime();
}
$seconds = microtime( true ) - $start;
printf( "cli path: %d items, %d fields in %.2f s = %.0f items/s\n", $items, $fields, $seconds, $items / $seconds );
