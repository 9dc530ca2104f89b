<?php
/**
 * `wp eval-file` body of bench/redirects-repoint-bench.sh: seeds N rules /legacy-i → /old-i/, queues the
 * moves /old-i/ → /new-i/ as a permalink change does, runs the job as WP-Cron would and prints how long it
 * took, what it did and how many queries it sent.
 *
 * @package Sightline\Bench
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

global $wpdb;
$sightline_count = (int) ( $args[0] ?? 5000 );
$wpdb->query( 'DELETE FROM ' . Sightline\Redirects\Table::name() ); // phpcs:ignore WordPress.DB
$sightline_stored = array();
$sightline_moves  = array();
for ( $i = 0; $i < $sightline_count; $i++ ) {
	$sightline_stored[] = array(
		'source'  => "/legacy-{$i}",
		'match'   => 'exact',
		'target'  => "/old-{$i}/",
		'status'  => 301,
		'query'   => 'keep',
		'enabled' => true,
	);
	$sightline_moves[]  = array( home_url( "/old-{$i}/" ), home_url( "/new-{$i}/" ) );
}
( new Sightline\Redirects\Table() )->insert_many( $sightline_stored );
Sightline\Plugin::get( Sightline\Redirects\Compiler::class )->rebuild();
Sightline\Redirects\Moves_Job::queue( Sightline\Redirects\Address_Moves::rules( $sightline_moves ) );
$sightline_queries = $wpdb->num_queries;
$sightline_start   = microtime( true );
do_action( Sightline\Redirects\Moves_Job::HOOK );
$sightline_seconds = microtime( true ) - $sightline_start;
$sightline_offer   = Sightline\Redirects\Offers::permalinks();
printf(
	"%d rules repointed and %d created in %.2f s, %d queries, peak memory %.0f MB\n",
	$sightline_count,
	(int) ( $sightline_offer['created'] ?? 0 ),
	$sightline_seconds,
	$wpdb->num_queries - $sightline_queries,
	memory_get_peak_usage() / MB_IN_BYTES
);
$wpdb->query( 'DELETE FROM ' . Sightline\Redirects\Table::name() ); // phpcs:ignore WordPress.DB
Sightline\Plugin::get( Sightline\Redirects\Compiler::class )->rebuild();
