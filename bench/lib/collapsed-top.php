<?php
/**
 * Reads Excimer's collapsed stacks ("frame;frame;frame COUNT" per line) of the plugin-off and plugin-on
 * requests (bench/front-profile.sh --sampler) and prints where the added time goes: the total per
 * request on each side, then Sightline SEO's functions by inclusive time (each stack counted once per
 * function) and, under them, the functions that were running (self time), WordPress's and PHP's included.
 *
 * With a third file (The SEO Framework's requests), its added time is printed beside ours.
 *
 *   php collapsed-top.php PLUGIN_DIR PERIOD_US REQUESTS TOP off.txt on.txt [tsf.txt]
 *
 * @package Sightline
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security -- a bench tool run by hand, not plugin code.

[ , $plugin_dir, $period_us, $requests, $top, $off_file, $on_file, $tsf_file ] = $argv + array_fill( 0, 8, null );
define( 'SAMPLER_PLUGIN_DIR', rtrim( (string) realpath( (string) $plugin_dir ), '/' ) . '/' );
$per_request = static fn( int $samples ): string => sprintf( '%.3f ms', $samples * (float) $period_us / 1000 / (int) $requests );

/** @return array<string,int> stack => samples */
function sampler_read( string $file ): array {
	$stacks = array();
	foreach ( file( $file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) ?: array() as $line ) {
		$cut = strrpos( $line, ' ' );
		if ( false === $cut ) {
			continue;
		}
		$stack            = substr( $line, 0, $cut );
		$stacks[ $stack ] = ( $stacks[ $stack ] ?? 0 ) + (int) substr( $line, $cut + 1 );
	}
	return $stacks;
}

/** A frame of ours: a Sightline\ class, or a file of the plugin (loading it, or a closure in it). */
function sampler_ours( string $frame ): bool {
	return str_starts_with( $frame, 'Sightline\\' ) || (bool) preg_match( '#(' . preg_quote( SAMPLER_PLUGIN_DIR, '#' ) . '|/sightline-seo/)(includes/|plugin\.php)#', $frame );
}

$off = sampler_read( $off_file );
$on  = sampler_read( $on_file );
printf( "Time per request (sampled, the sampler's own cost included): plugin off %s, on %s, added %s\n", $per_request( array_sum( $off ) ), $per_request( array_sum( $on ) ), $per_request( array_sum( $on ) - array_sum( $off ) ) );
if ( $tsf_file && is_file( $tsf_file ) ) {
	$tsf = array_sum( sampler_read( $tsf_file ) );
	printf( "The SEO Framework: %s, added %s\n", $per_request( $tsf ), $per_request( $tsf - array_sum( $off ) ) );
}

$inclusive = array();
$entry     = array();
$self      = array();
$ours      = 0;
foreach ( $on as $stack => $count ) {
	$frames = explode( ';', $stack );
	$mine   = array_values( array_filter( $frames, 'sampler_ours' ) );
	if ( ! $mine ) {
		continue;
	}
	$ours += $count;
	foreach ( array_unique( $mine ) as $frame ) {
		$inclusive[ $frame ] = ( $inclusive[ $frame ] ?? 0 ) + $count;
	}
	$entry[ $mine[0] ] = ( $entry[ $mine[0] ] ?? 0 ) + $count;
	$leaf              = end( $frames );
	$self[ $leaf ] = ( $self[ $leaf ] ?? 0 ) + $count;
}
printf( "In stacks with a Sightline SEO frame: %s per request\n\n", $per_request( $ours ) );
arsort( $inclusive );
arsort( $entry );
arsort( $self );
echo "Where WordPress calls in (the outermost frame of ours in each stack):\n";
foreach ( array_slice( $entry, 0, (int) $top, true ) as $frame => $count ) {
	printf( "  %9s  %s\n", $per_request( $count ), $frame );
}
echo "\n";
echo "Sightline SEO functions, inclusive:\n";
foreach ( array_slice( $inclusive, 0, (int) $top, true ) as $frame => $count ) {
	printf( "  %9s  %s\n", $per_request( $count ), $frame );
}
echo "\nRunning under them (self time, any code):\n";
foreach ( array_slice( $self, 0, (int) $top, true ) as $frame => $count ) {
	printf( "  %9s  %s\n", $per_request( $count ), $frame );
}
