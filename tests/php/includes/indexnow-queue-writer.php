<?php
/**
 * Child process of tests/php/Indexnow/IndexnowQueueConcurrencyTest.php: one of several requests that
 * use the IndexNow queue at the same time: saves that add URLs, or the background send that takes them.
 *
 *   php indexnow-queue-writer.php START_AT add WRITER ROUNDS   adds http://example.org/w<WRITER>-<round>/
 *   php indexnow-queue-writer.php START_AT take ROUNDS          takes ROUNDS times; prints what it took (JSON)
 *
 * START_AT (a Unix time with microseconds) lines the processes up after WordPress has loaded.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( $argc < 4 ) {
	fwrite( STDERR, "usage: php indexnow-queue-writer.php START_AT add WRITER ROUNDS | START_AT take ROUNDS\n" );
	exit( 2 );
}

require __DIR__ . '/child-request.php';
sightline_child_request( 'POST', '/wp-admin/post.php', true );

require ABSPATH . 'wp-settings.php';

$sightline_queue = new Sightline\Indexnow\Queue();
$sightline_wait  = (float) $argv[1] - microtime( true );
if ( $sightline_wait > 0 ) {
	usleep( (int) ( $sightline_wait * 1e6 ) );
}
$sightline_taken = array();
if ( 'add' === $argv[2] ) {
	for ( $sightline_round = 0; $sightline_round < (int) $argv[4]; $sightline_round++ ) {
		$sightline_queue->add( array( 'http://example.org/w' . $argv[3] . '-' . $sightline_round . '/' ) );
	}
} else {
	for ( $sightline_round = 0; $sightline_round < (int) $argv[3]; $sightline_round++ ) {
		$sightline_taken = array_merge( $sightline_taken, $sightline_queue->take() );
		usleep( 2000 );
	}
}
echo wp_json_encode( $sightline_taken );
