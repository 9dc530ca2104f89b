<?php
/**
 * Child process of tests/php/NotFound/NotFoundConcurrencyTest.php: one of several requests that use the
 * 404 monitor's log at the same time: 404 page views that append, or the cron run that folds the log
 * into the table.
 *
 *   php not-found-writer.php START_AT record WRITER ROUNDS   logs ROUNDS 404s: /shared-missing and /w<WRITER>
 *                                                            in turn, through the recorder of a real 404 view
 *   php not-found-writer.php START_AT fold ROUNDS            folds ROUNDS times
 *
 * START_AT (a Unix time with microseconds) lines the processes up after WordPress has loaded.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( $argc < 4 ) {
	fwrite( STDERR, "usage: php not-found-writer.php START_AT record WRITER ROUNDS | START_AT fold ROUNDS\n" );
	exit( 2 );
}

require __DIR__ . '/child-request.php';
sightline_child_request( 'GET', '/shared-missing' );
$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
$_SERVER['HTTP_REFERER']    = 'https://referrer.example/page';

require ABSPATH . 'wp-settings.php';

wp(); // The main query of the missing address: a real 404.
if ( 'record' === $argv[2] && ! is_404() ) {
	fwrite( STDERR, "the request was not a 404\n" );
	exit( 1 );
}
$sightline_recorder = Sightline\Plugin::get( Sightline\Not_Found\Recorder::class );
$sightline_monitor  = Sightline\Plugin::get( Sightline\Not_Found\Monitor::class );
$sightline_wait     = (float) $argv[1] - microtime( true );
if ( $sightline_wait > 0 ) {
	usleep( (int) ( $sightline_wait * 1e6 ) );
}
$sightline_done = 0;
if ( 'record' === $argv[2] ) {
	for ( $sightline_round = 0; $sightline_round < (int) $argv[4]; $sightline_round++ ) {
		$_SERVER['REQUEST_URI'] = 0 === $sightline_round % 2 ? '/shared-missing' : '/w' . $argv[3];
		$sightline_recorder->record();
		++$sightline_done;
	}
} else {
	for ( $sightline_round = 0; $sightline_round < (int) $argv[3]; $sightline_round++ ) {
		$sightline_done += $sightline_monitor->fold() ? 1 : 0;
		usleep( 1000 );
	}
}
echo wp_json_encode( array( 'done' => $sightline_done ) );
