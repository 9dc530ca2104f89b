<?php
/**
 * Child process of tests/php/Sitemaps/SitemapStampConcurrencyTest.php: one of several writers that bump
 * sitemap page stamps at the same time, each round as a separate request would (fresh options).
 *
 *   php sitemap-stamp-writer.php START_AT GROUP ROUNDS PAGE [PAGE...]
 *
 * START_AT (a Unix time with microseconds) lines the writers up: each waits for it after loading WordPress.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( $argc < 5 ) {
	fwrite( STDERR, "usage: php sitemap-stamp-writer.php START_AT GROUP ROUNDS PAGE [PAGE...]\n" );
	exit( 2 );
}

require __DIR__ . '/child-request.php';
sightline_child_request( 'POST', '/wp-admin/post.php', true );

require ABSPATH . 'wp-settings.php';

$sightline_group = $argv[2];
$sightline_pages = array_map( 'intval', array_slice( $argv, 4 ) );
$sightline_state = Sightline\Plugin::get( Sightline\Sitemaps\State::class );
$sightline_wait  = (float) $argv[1] - microtime( true );
if ( $sightline_wait > 0 ) {
	usleep( (int) ( $sightline_wait * 1e6 ) );
}
for ( $sightline_round = 0; $sightline_round < (int) $argv[3]; $sightline_round++ ) {
	// A new request: nothing remembered from the last one.
	$sightline_state->reset();
	wp_cache_flush();
	foreach ( $sightline_pages as $sightline_page ) {
		$sightline_state->bump_pages( $sightline_group, array( $sightline_page ), 0 === $sightline_round % 3 );
	}
}
// What this writer's last request wrote for its pages: the stored stamps must never be older.
$sightline_written = array();
foreach ( $sightline_pages as $sightline_page ) {
	$sightline_written[ $sightline_page ] = $sightline_state->page_stamp( $sightline_group, $sightline_page );
}
echo wp_json_encode( $sightline_written );
