<?php
/**
 * Measures, in process on the seeded alt-text bench site, `GET /sightline/v1/ai/candidates/images`
 * (the media library's first page counting afresh and with the count kept, a deep page, as an
 * administrator and as an author who sees their own uploads, and one post's images) and the images_without_alt site check: median time of RUNS calls,
 * the queries each makes, and for each distinct SELECT its own median time and what EXPLAIN says
 * (a table read without a key is printed as a full scan).
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/alt-text-measure.php [RUNS]
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.NamingConventions.PrefixAllGlobals
global $wpdb;
$runs   = (int) ( $args[0] ?? 9 );
$post   = (int) get_option( 'sightline_alt_bench_post' );
$author = (int) get_user_by( 'login', 'alt_bench_author_1' )->ID;
$median = static function ( array $values ): float {
	sort( $values );
	return (float) $values[ intdiv( count( $values ), 2 ) ];
};
$seen   = array();
$record = static function ( string $sql ) use ( &$seen ): string {
	$seen[] = $sql;
	return $sql;
};

// set_query_params() returns nothing: the requests with parameters are built here.
$request = static function ( array $params ): WP_REST_Request {
	$r = new WP_REST_Request( 'GET', '/sightline/v1/ai/candidates/images' );
	$r->set_query_params( $params );
	return $r;
};
$cases = array(
	// The count is kept between requests (Image_Alt_Count) until a change: the first view after one
	// counts (the kept counts dropped before each call here), the views after it do not.
	'images, library, page 1, counting'    => array(
		1,
		static function () {
			Sightline\Ai\Image_Alt_Count::forget();
			return rest_do_request( new WP_REST_Request( 'GET', '/sightline/v1/ai/candidates/images' ) );
		},
	),
	'images, library, page 1 (admin)'      => array( 1, static fn() => rest_do_request( new WP_REST_Request( 'GET', '/sightline/v1/ai/candidates/images' ) ) ),
	'images, library, page 1,500 (admin)'  => array( 1, static fn() => rest_do_request( $request( array( 'page' => 1500 ) ) ) ),
	'images, library, page 1 (author)'     => array( $author, static fn() => rest_do_request( new WP_REST_Request( 'GET', '/sightline/v1/ai/candidates/images' ) ) ),
	'images, one post (20 image blocks)'   => array( 1, static fn() => rest_do_request( $request( array( 'post' => $post ) ) ) ),
	'site check images_without_alt'        => array( 1, static fn() => ( new Sightline\Checks\Site\Images_Without_Alt_Check() )->run( new Sightline\Checks\Site\Site_Context( Sightline\Plugin::get( Sightline\Settings\Settings::class ) ) ) ),
);
rest_get_server(); // Registers the routes (rest_api_init).
printf( "%-38s %8s %8s %s\n", 'call', 'ms', 'queries', 'answer' );
$selects = array();
foreach ( $cases as $label => list( $user, $call ) ) {
	wp_set_current_user( $user );
	$times = array();
	for ( $i = 0; $i <= $runs; $i++ ) {
		wp_cache_flush();
		$seen = array();
		add_filter( 'query', $record );
		$before = $wpdb->num_queries;
		$start  = hrtime( true );
		$result = $call();
		$took   = ( hrtime( true ) - $start ) / 1e6;
		$count  = $wpdb->num_queries - $before;
		remove_filter( 'query', $record );
		if ( $i > 0 ) { // The first call warms PHP's own caches.
			$times[] = $took;
		}
	}
	$data   = $result instanceof WP_REST_Response ? $result->get_data() : null;
	$answer = is_array( $data ) ? sprintf( 'total %s, %d items', number_format( (int) ( $data['total'] ?? 0 ) ), count( $data['items'] ?? array() ) ) : ( $result instanceof Sightline\Checks\Check_Result ? $result->message : '' );
	printf( "%-38s %8.1f %8d %s\n", $label, $median( $times ), $count, $answer );
	foreach ( $seen as $sql ) {
		if ( preg_match( '/^\s*SELECT/i', $sql ) && ( str_contains( $sql, '_wp_attachment_image_alt' ) || str_contains( $sql, 'post_mime_type' ) ) ) {
			$selects[ $sql ] = $label;
		}
	}
}

echo "\nThe media library's queries (median of {$runs}, EXPLAIN):\n";
foreach ( $selects as $sql => $label ) {
	$times = array();
	for ( $i = 0; $i < $runs; $i++ ) {
		$start = hrtime( true );
		$wpdb->get_results( $sql );
		$times[] = ( hrtime( true ) - $start ) / 1e6;
	}
	printf( "\n%.1f ms  %s\n", $median( $times ), preg_replace( '/\s+/', ' ', $sql ) );
	foreach ( $wpdb->get_results( 'EXPLAIN ' . $sql, ARRAY_A ) as $row ) {
		printf( "   %-18s %-8s type=%-7s key=%-20s rows=%-8s %s%s\n", $row['select_type'], $row['table'], $row['type'], $row['key'] ?? 'NULL', $row['rows'], $row['Extra'] ?? '', ( null === $row['key'] && 'ALL' === $row['type'] ) ? '  <- FULL SCAN' : '' );
	}
}
