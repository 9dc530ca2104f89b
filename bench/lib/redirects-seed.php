<?php
/**
 * Seeds the redirects bench (run through tools/wp-runtime/wp.php eval-file): N rules, of which 100 are
 * regular expressions and 100 prefixes, the rest exact paths; then compiles the lookup as a save would.
 * Idempotent: it stops when the table already holds N rules. Argument: N (default 10000).
 *
 * @package Sightline
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals
use Sightline\Plugin;
use Sightline\Redirects\Compiler;
use Sightline\Redirects\Table;

$bench_rules = (int) ( $args[0] ?? 10000 ) ?: 10000;
Sightline\Redirects\Maintenance::upgrade();
global $wpdb;
if ( (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Table::name() ) >= $bench_rules ) { // phpcs:ignore WordPress.DB
	echo "already seeded\n";
	return;
}
$wpdb->query( 'DELETE FROM ' . Table::name() ); // phpcs:ignore WordPress.DB
$rules = array();
for ( $i = 1; $i <= $bench_rules; $i++ ) {
	if ( $i <= 100 ) {
		$rules[] = array( 'source' => "^/legacy-{$i}/(\\d+)/([a-z0-9-]+)/?$", 'match' => 'regex', 'target' => "/moved-{$i}/\$2/", 'status' => 301, 'query' => 'keep', 'enabled' => true );
	} elseif ( $i <= 200 ) {
		$rules[] = array( 'source' => "/old-section-{$i}/", 'match' => 'prefix', 'target' => "/section-{$i}/", 'status' => 301, 'query' => 'ignore', 'enabled' => true );
	} else {
		$rules[] = array( 'source' => "/old-page-{$i}/", 'match' => 'exact', 'target' => "/new-page-{$i}/", 'status' => 301, 'query' => 'keep', 'enabled' => true );
	}
}
( new Table() )->insert_many( $rules );
Plugin::get( Compiler::class )->rebuild();
echo count( $rules ) . " rules\n";
