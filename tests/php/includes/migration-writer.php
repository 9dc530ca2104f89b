<?php
/**
 * Child process of tests/php/Migration/ConcurrentMigrationTest.php: one of several migrations of the
 * same items running at once (two tabs, the CLI and the UI, a retry).
 *
 *   php migration-writer.php START_AT SOURCE_SLUG ID [ID...]
 *
 * START_AT (a Unix time with microseconds) lines the writers up after WordPress has loaded.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( $argc < 4 ) {
	fwrite( STDERR, "usage: php migration-writer.php START_AT SOURCE_SLUG ID [ID...]\n" );
	exit( 2 );
}

require __DIR__ . '/child-request.php';
sightline_child_request( 'POST', '/wp-json/sightline/v1/migration/posts', true );

require ABSPATH . 'wp-settings.php';

$sightline_migrator = Sightline\Plugin::get( Sightline\Migration\Migrator::class );
$sightline_source   = $sightline_migrator->source( $argv[2] );
$sightline_ids      = array_map( 'intval', array_slice( $argv, 3 ) );
$sightline_wait     = (float) $argv[1] - microtime( true );
if ( $sightline_wait > 0 ) {
	usleep( (int) ( $sightline_wait * 1e6 ) );
}
// One item per request, as the settings app sends them.
foreach ( $sightline_ids as $sightline_id ) {
	$sightline_result = $sightline_migrator->migrate_batch( $sightline_source, 'post', array( $sightline_id ) )[ $sightline_id ];
	if ( is_wp_error( $sightline_result ) ) {
		fwrite( STDERR, $sightline_result->get_error_message() . "\n" );
		exit( 1 );
	}
}
echo "done\n";
