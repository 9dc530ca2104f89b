<?php
/**
 * Child process of tests/php/Redirects/RedirectHitsTest.php: one of several requests that use the
 * redirects' hits log at the same time: page views a rule answered, which append a hit, or the cron run
 * that folds the log into the table.
 *
 *   php hits-writer.php START_AT record RULE_ID ROUNDS   records ROUNDS hits of the rule
 *   php hits-writer.php START_AT fold ROUNDS             folds ROUNDS times
 *
 * START_AT (a Unix time with microseconds) lines the processes up after WordPress has loaded.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( $argc < 4 ) {
	fwrite( STDERR, "usage: php hits-writer.php START_AT record RULE_ID ROUNDS | START_AT fold ROUNDS\n" );
	exit( 2 );
}

require __DIR__ . '/child-request.php';
sightline_child_request( 'GET', '/' );

require ABSPATH . 'wp-settings.php';

$sightline_hits = Sightline\Plugin::get( Sightline\Redirects\Hits::class );
$sightline_wait = (float) $argv[1] - microtime( true );
if ( $sightline_wait > 0 ) {
	usleep( (int) ( $sightline_wait * 1e6 ) );
}
$sightline_done = 0;
if ( 'record' === $argv[2] ) {
	for ( $sightline_round = 0; $sightline_round < (int) $argv[4]; $sightline_round++ ) {
		$sightline_done += $sightline_hits->record( (int) $argv[3] ) ? 1 : 0;
	}
} else {
	for ( $sightline_round = 0; $sightline_round < (int) $argv[3]; $sightline_round++ ) {
		$sightline_hits->fold( new Sightline\Redirects\Table() );
		++$sightline_done;
		usleep( 1000 );
	}
}
echo wp_json_encode( array( 'done' => $sightline_done ) );
