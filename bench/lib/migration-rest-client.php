<?php
/**
 * The UI path of the benchmark, outside WordPress: what the migration engine does over HTTP — read
 * every page of post ids, then one POST migration/posts per post, one after the other — timed.
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
$ids   = array_slice( $ids, 0, (int) $max );
$start = microtime( true );
foreach ( $ids as $id ) {
	$call( 'POST', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( $id ), 'cleanup' => false ) );
}
$seconds = microtime( true ) - $start;
printf( "ui path: %d one-item requests in %.2f s = %.1f items/s (%.1f ms per request)\n", count( $ids ), $seconds, count( $ids ) / $seconds, 1000 * $seconds / count( $ids ) );
