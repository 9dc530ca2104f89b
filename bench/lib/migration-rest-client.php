<?php
/**
 * The UI path of the benchmark, outside WordPress: what the migration engine does over HTTP — read
 * every page of post ids, then one POST migration/posts per post, one after the other — timed. First
 * it times the same number of POSTs to the bench's no-op route (same server, same authentication), so
 * the figure can be read against the bare WordPress REST round trip.
 *
 *   php bench/lib/migration-rest-client.php BASE_URL USER APP_PASSWORD MAX_ITEMS
 *
 * @package Sightline
 */

[ , $base, $user, $password, $max ] = $argv + array( '', '', '', '', '500' );
$curl = curl_init();
curl_setopt_array( $curl, array( CURLOPT_RETURNTRANSFER => true, CURLOPT_USERPWD => "$user:$password", CURLOPT_HTTPHEADER => array( 'Content-Type: application/json' ), CURLOPT_TIMEOUT => 30 ) );
$call = static function ( string $method, string $path, ?array $body = null ) use ( $curl, $base ) {
	curl_setopt( $curl, CURLOPT_URL, rtrim( $base, '/' ) . '/?rest_route=' . rawurlencode( $path ) . ( 'GET' === $method && $body ? '&' . http_build_query( $body ) : '' ) );
	curl_setopt( $curl, CURLOPT_CUSTOMREQUEST, $method );
	curl_setopt( $curl, CURLOPT_POSTFIELDS, 'POST' === $method ? json_encode( $body ) : null );
	$answer = json_decode( (string) curl_exec( $curl ), true );
	$status = curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
	if ( 200 !== $status ) {
		fwrite( STDERR, "$method $path → $status " . json_encode( $answer ) . "\n" );
		exit( 1 );
	}
	return $answer;
};
$timed = static function ( int $count, callable $request ): float {
	$start = microtime( true );
	for ( $i = 0; $i < $count; $i++ ) {
		$request( $i );
	}
	return microtime( true ) - $start;
};

$start = microtime( true );
$ids   = array();
$page  = 1;
do {
	$list = $call( 'GET', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'page' => $page ) );
	foreach ( $list['data'] as $group ) {
		array_push( $ids, ...$group['post_ids'] );
	}
	++$page;
} while ( $page <= $list['pagination']['total_pages'] );
printf( "ui path setup: %d ids read in %d pages in %.2f s\n", count( $ids ), $page - 1, microtime( true ) - $start );
$ids = array_slice( $ids, 0, (int) $max );

// Warm the server (opcache, first-request costs) so neither series pays for it.
$timed( 5, static fn() => $call( 'POST', '/sightline-bench/v1/noop', array( 'plugin_slug' => 'wordpress-seo' ) ) );
$bare = $timed( count( $ids ), static fn() => $call( 'POST', '/sightline-bench/v1/noop', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( 1 ), 'cleanup' => false ) ) );
printf( "bare REST round trip: %d authenticated no-op POSTs in %.2f s = %.1f requests/s (%.1f ms per request)\n", count( $ids ), $bare, count( $ids ) / $bare, 1000 * $bare / count( $ids ) );

$seconds = $timed( count( $ids ), static fn( $i ) => $call( 'POST', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( $ids[ $i ] ), 'cleanup' => false ) ) );
printf( "ui path: %d one-item requests in %.2f s = %.1f items/s (%.1f ms per request, %.1f ms above the bare round trip)\n", count( $ids ), $seconds, count( $ids ) / $seconds, 1000 * $seconds / count( $ids ), 1000 * ( $seconds - $bare ) / count( $ids ) );
