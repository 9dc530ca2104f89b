<?php
/**
 * Child process of tests/php/Migration/MigrationKillTest.php: `wp sightline migrate SOURCE --batch=N`
 * as WP-CLI runs it (WP_CLI defined, the plugin's command object invoked with its arguments), with the
 * tests' stand-in for the WP_CLI class. Prints "ready" once WordPress has loaded, and the command's
 * messages as JSON when it finishes — the test kills most runs with SIGKILL before.
 *
 *   php cli-migrate.php SOURCE_SLUG BATCH
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( $argc < 3 ) {
	fwrite( STDERR, "usage: php cli-migrate.php SOURCE_SLUG BATCH\n" );
	exit( 2 );
}

require __DIR__ . '/child-request.php';
sightline_child_request( 'GET', '/' );
define( 'WP_CLI', true );
require dirname( __DIR__ ) . '/Sitemaps/fake-wp-cli.php';

require ABSPATH . 'wp-settings.php';

$sightline_command = Sightline\Plugin::get( Sightline\Migration\Migrate_Command::class );
echo "ready\n"; // WordPress has loaded: the test times its kill points from here.
flush();
$sightline_command( array( $argv[1] ), array( 'batch' => $argv[2] ) );
echo "\n" . wp_json_encode( WP_CLI::$messages );
