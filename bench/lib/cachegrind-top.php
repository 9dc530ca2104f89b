<?php
/**
 * Summarises Xdebug profiler output (cachegrind.out.* files, one per request) for bench/front-profile.sh:
 * the functions with the largest inclusive and self time, averaged per request, those of Sightline SEO
 * (files under the plugin folder) listed apart, so the profile says where the plugin's added time goes.
 *
 *   php bench/lib/cachegrind-top.php PLUGIN_DIR TOP FILE...
 *
 * Xdebug's times are inflated by the profiler itself (every call is recorded); they rank costs, they are
 * not the bench's server times.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput
if ( 'cli' !== PHP_SAPI ) {
	exit;
}
$plugin = rtrim( (string) $argv[1], '/' ) . '/';
$top    = (int) $argv[2];
$files  = array_slice( $argv, 3 );
$self   = array();
$incl   = array();
$where  = array();
$total  = 0;

foreach ( $files as $path ) {
	$names    = array( 'fl' => array(), 'fn' => array(), 'cfl' => array(), 'cfn' => array() );
	$file     = '';
	$function = '';
	$in_call  = false;
	$seen     = array(); // Inclusive time counts once per request per function (recursion).
	$handle   = fopen( $path, 'r' );
	while ( false !== ( $line = fgets( $handle ) ) ) {
		$line = rtrim( $line, "\n" );
		if ( preg_match( '/^(fl|fn|cfl|cfn|fi|fe)=\((\d+)\)(?: (.*))?$/', $line, $m ) ) {
			$kind = in_array( $m[1], array( 'fi', 'fe' ), true ) ? 'fl' : $m[1];
			if ( isset( $m[3] ) && '' !== $m[3] ) {
				$names[ 'cfl' === $kind ? 'fl' : ( 'cfn' === $kind ? 'fn' : $kind ) ][ $m[2] ] = $m[3];
			}
			$value = $names[ 'cfl' === $kind ? 'fl' : ( 'cfn' === $kind ? 'fn' : $kind ) ][ $m[2] ] ?? '?';
			if ( 'fl' === $m[1] ) {
				$file = $value;
			} elseif ( 'fn' === $m[1] ) {
				$function = $value;
				$where[ $function ] = $file;
			}
			continue;
		}
		if ( str_starts_with( $line, 'calls=' ) ) {
			$in_call = true;
			continue;
		}
		if ( preg_match( '/^\d+ (\d+)/', $line, $m ) ) {
			$cost = (int) $m[1];
			if ( $in_call ) {
				$in_call = false; // The cost of a call: part of the caller's inclusive time only.
				$incl[ $function ] = ( $incl[ $function ] ?? 0 ) + $cost;
			} else {
				$self[ $function ] = ( $self[ $function ] ?? 0 ) + $cost;
				$incl[ $function ] = ( $incl[ $function ] ?? 0 ) + $cost;
			}
			continue;
		}
		if ( str_starts_with( $line, 'summary: ' ) ) {
			$total += (int) substr( $line, 9 );
		}
	}
	fclose( $handle );
}
$requests = max( 1, count( $files ) );
// Xdebug 3 records time in units of 10 ns.
$ms = static fn( int $cost ): float => $cost / 100000 / $requests;

printf( "%d request(s), %.2f ms each under the profiler\n", $requests, $ms( $total ) );
// The plugin's files, not the dev tools beside them (the router that runs the whole request).
$is_ours   = static fn( string $file ): bool => str_starts_with( $file, $plugin ) && ! preg_match( '#^(tools|bench|tests)/#', substr( $file, strlen( $plugin ) ) );
$ours      = array_filter( $incl, static fn( $fn ) => $is_ours( (string) ( $where[ $fn ] ?? '' ) ), ARRAY_FILTER_USE_KEY );
$ours_self = array_sum( array_intersect_key( $self, $ours ) );
printf( "Sightline SEO's own code (self time of functions in its files): %.2f ms per request\n", $ms( $ours_self ) );

$print = static function ( string $title, array $costs ) use ( $top, $ms, $where, $plugin ): void {
	arsort( $costs );
	echo "\n{$title}\n";
	foreach ( array_slice( $costs, 0, $top, true ) as $fn => $cost ) {
		printf( "  %8.3f ms  %s  (%s)\n", $ms( $cost ), $fn, str_replace( $plugin, '', (string) ( $where[ $fn ] ?? '?' ) ) );
	}
};
$print( "Sightline SEO functions by inclusive time (per request):", $ours );
$print( "Sightline SEO functions by self time (per request):", array_intersect_key( $self, $ours ) );
$print( "All functions by self time (per request):", $self );
