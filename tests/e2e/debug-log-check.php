<?php
/**
 * After the browser tests: the e2e site's debug log must hold no PHP error and no database error that
 * our code caused. A warning or a failed query does not fail a click, yet it is a fault a site owner
 * sees in their log (or, where errors show, in a page or a REST answer): this is how the SAVEPOINT
 * that SQLite's driver dropped was found.
 *
 *   php tests/e2e/debug-log-check.php WP_DEBUG_LOG PLUGIN_DIR
 *
 * An entry is ours when it names a file the plugin runs (includes/, plugin.php, uninstall.php: not
 * the dev tools, whose router is in every request's stack) or a class of ours (a database error names
 * the functions that made the query). WordPress's own entries (an update check that cannot reach
 * WordPress.org here) are left to WordPress. Exits 1 and prints the entries when there are any.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- a command-line check.

[ , $log, $plugin_dir ] = $argv + array( '', '', '' );
if ( '' === $log || '' === $plugin_dir ) {
	fwrite( STDERR, "usage: php debug-log-check.php WP_DEBUG_LOG PLUGIN_DIR\n" );
	exit( 2 );
}
if ( ! is_file( $log ) ) {
	echo "debug log: none written ({$log})\n";
	exit( 0 );
}
$plugin_dir = rtrim( (string) realpath( $plugin_dir ), '/' ) . '/';

// Entries start with PHP's "[28-Nov-2026 21:25:03 UTC] "; a database error's HTML runs over several lines.
$entries = preg_split( '/^(?=\[\d{2}-\w{3}-\d{4} \d{2}:\d{2}:\d{2} [^\]]+\] )/m', (string) file_get_contents( $log ), -1, PREG_SPLIT_NO_EMPTY );
$ours    = array();
foreach ( $entries as $entry ) {
	$is_error = (bool) preg_match( '/^\[[^\]]+\] (PHP (Warning|Notice|Deprecated|Fatal error|Parse error|Recoverable fatal error)|WordPress database error)/', $entry );
	$names_ours = str_contains( $entry, $plugin_dir . 'includes/' ) || str_contains( $entry, $plugin_dir . 'plugin.php' ) || str_contains( $entry, $plugin_dir . 'uninstall.php' ) || str_contains( $entry, 'Sightline\\' );
	if ( $is_error && $names_ours ) {
		$ours[] = trim( $entry );
	}
}
if ( ! $ours ) {
	printf( "debug log: no PHP or database error of ours in %d entries\n", count( $entries ) );
	exit( 0 );
}
printf( "debug log: %d PHP or database errors of ours (%s):\n\n", count( $ours ), $log );
foreach ( array_slice( $ours, 0, 20 ) as $entry ) {
	echo substr( $entry, 0, 3000 ), "\n\n";
}
exit( 1 );
