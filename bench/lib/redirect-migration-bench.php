<?php
/**
 * Redirect migration per request: with N rules already stored (default 10,000), migrates Rank Math
 * redirect records (its table as Rank Math creates it, filled as its DB::add() writes) through
 * Redirect_Migrator::migrate(), the server side of POST migration/redirects, first one record per call
 * (what the settings app sent before) then in batches of the engine's size, and prints the server time
 * per call and per record of each. Leaves the site as it found it (the rules it seeded or created and
 * the Rank Math table are removed).
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/redirect-migration-bench.php [stored] [records] [batch]
 *
 * @package Sightline
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.DB
use Sightline\Migration\Redirect_Migrator;
use Sightline\Plugin;
use Sightline\Redirects\Compiler;
use Sightline\Redirects\Table;

global $wpdb;
$stored  = max( 0, (int) ( $args[0] ?? 10000 ) );
$records = max( 2, (int) ( $args[1] ?? 200 ) );
$batch   = max( 1, (int) ( $args[2] ?? 50 ) );
Sightline\Redirects\Maintenance::upgrade();
$before = (int) $wpdb->get_var( 'SELECT MAX(id) FROM ' . Table::name() );
$have   = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Table::name() );
if ( $have < $stored ) {
	$rules = array();
	for ( $i = $have + 1; $i <= $stored; $i++ ) {
		$rules[] = array( 'source' => "/stored-{$i}/", 'match' => 'exact', 'target' => "/kept-{$i}/", 'status' => 301, 'query' => 'keep', 'enabled' => true );
	}
	( new Table() )->insert_many( $rules );
	Plugin::get( Compiler::class )->rebuild();
}
$table = $wpdb->prefix . 'rank_math_redirections';
$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
$wpdb->query(
	"CREATE TABLE {$table} ( id bigint(20) unsigned NOT NULL auto_increment, sources longtext CHARACTER SET {$wpdb->charset} COLLATE {$wpdb->charset}_bin NOT NULL,
	url_to text NOT NULL, header_code smallint(4) unsigned NOT NULL, hits bigint(20) unsigned NOT NULL default '0', status varchar(25) NOT NULL default 'active',
	created datetime NOT NULL default '0000-00-00 00:00:00', updated datetime NOT NULL default '0000-00-00 00:00:00', last_accessed datetime NOT NULL default '0000-00-00 00:00:00',
	PRIMARY KEY  (id), KEY status (status) ) " . $wpdb->get_charset_collate()
);
for ( $i = 1; $i <= $records; $i++ ) {
	$wpdb->insert(
		$table,
		array(
			'sources'     => serialize( array( array( 'ignore' => '', 'pattern' => "rm-old-{$i}", 'comparison' => 'exact' ) ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
			'url_to'      => home_url( "/rm-new-{$i}/" ),
			'header_code' => 301,
			'status'      => 'active',
			'created'     => current_time( 'mysql' ),
			'updated'     => current_time( 'mysql' ),
		)
	);
}
$migrator = Plugin::get( Redirect_Migrator::class );
$half     = intdiv( $records, 2 );
$ids      = range( 1, $records );
printf( "redirect migration, %d rules stored, %d Rank Math records:\n", $stored, $records );
foreach ( array( 1, $batch ) as $size ) {
	$slice = 1 === $size ? array_slice( $ids, 0, $half ) : array_slice( $ids, $half );
	$calls = 0;
	$start = microtime( true );
	foreach ( array_chunk( $slice, $size ) as $chunk ) {
		$migrator->migrate( 'seo-by-rank-math', 'redirects', $chunk );
		++$calls;
	}
	$seconds = microtime( true ) - $start;
	printf( "  %3d per request: %7.1f ms per request, %6.2f ms per record, %7.1f records/s\n", $size, 1000 * $seconds / $calls, 1000 * $seconds / count( $slice ), count( $slice ) / $seconds );
}
$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Table::name() . ' WHERE id > %d', $before ) );
Plugin::get( Compiler::class )->rebuild();
