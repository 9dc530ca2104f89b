<?php
/**
 * Child process of tests/php/Ai/RateLimitConcurrencyTest.php: one of many AI generation requests of the
 * same user arriving at once. Takes one from the user's rate limit and prints "1" (allowed) or "0".
 *
 *   php ai-rate-taker.php START_AT USER_ID
 *
 * START_AT (a Unix time with microseconds) lines the processes up after WordPress has loaded.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( $argc < 3 ) {
	fwrite( STDERR, "usage: php ai-rate-taker.php START_AT USER_ID\n" );
	exit( 2 );
}

require __DIR__ . '/child-request.php';
sightline_child_request( 'POST', '/wp-json/sightline/v1/generate-content' );

require ABSPATH . 'wp-settings.php';

$sightline_wait = (float) $argv[1] - microtime( true );
if ( $sightline_wait > 0 ) {
	usleep( (int) ( $sightline_wait * 1e6 ) );
}
echo true === Sightline\Ai\Rate_Limit::take( (int) $argv[2] ) ? '1' : '0';
