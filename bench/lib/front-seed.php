<?php
/**
 * Seeds the front-end bench site (run through tools/wp-runtime/wp.php eval-file, never on a real site):
 * authors, categories, tags, image attachments and posts, written by multi-row INSERTs so 10,000 posts
 * take seconds, not the minutes wp_insert_post() one by one would take. No plugin is active while it runs;
 * bench/front-bench.sh dumps the result and reuses the dump on the next run.
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/front-seed.php POSTS TAGS IMAGES AUTHORS
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions
global $wpdb;
list( $posts_n, $tags_n, $images_n, $authors_n ) = array_map( 'intval', array_pad( $args, 4, 0 ) );
$posts_n      = $posts_n ?: 10000;
$tags_n       = $tags_n ?: 300;
$images_n     = $images_n ?: 500;
$authors_n    = $authors_n ?: 20;
$categories_n = 30;
$chunk        = 1000;

if ( (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" ) >= $posts_n ) {
	echo "already seeded\n";
	return;
}
wp_defer_term_counting( true );
wp_suspend_cache_invalidation( true );

// Authors: few enough for the ordinary API (passwords hashed once each).
$authors = array();
for ( $i = 1; $i <= $authors_n; $i++ ) {
	$authors[] = (int) wp_insert_user(
		array(
			'user_login'   => "bench_author_{$i}",
			'user_pass'    => "bench-author-{$i}-password",
			'role'         => 'author',
			'display_name' => "Bench Author {$i}",
			'description'  => "Writes about crawling and indexing, part {$i}.",
		)
	);
}

// Terms: categories and tags through the API (a few hundred), their object counts set at the end.
$categories = array();
for ( $i = 1; $i <= $categories_n; $i++ ) {
	$term         = wp_insert_term( "Bench Category {$i}", 'category', array( 'description' => "Everything about topic {$i}." ) );
	$categories[] = (int) $term['term_taxonomy_id'];
}
$tags = array();
for ( $i = 1; $i <= $tags_n; $i++ ) {
	$term   = wp_insert_term( "Bench Tag {$i}", 'post_tag' );
	$tags[] = (int) $term['term_taxonomy_id'];
}

$insert = static function ( string $table, string $columns, array $rows ) use ( $wpdb ): void {
	foreach ( array_chunk( $rows, 1000 ) as $part ) {
		$wpdb->query( "INSERT INTO {$table} ({$columns}) VALUES " . implode( ',', $part ) );
	}
};
$post_columns = 'ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type, post_mime_type, guid, comment_status, ping_status, post_parent';
$next_id      = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) + 1;

// Images: one real file (the attachments share it; nothing in a page view resizes it).
$uploads = wp_upload_dir();
$file    = $uploads['basedir'] . '/bench-image.jpg';
if ( ! file_exists( $file ) ) {
	$image = imagecreatetruecolor( 1200, 630 );
	imagejpeg( $image, $file, 60 );
}
$images = array();
$rows   = array();
$meta   = array();
$date   = '2023-12-31 12:00:00';
for ( $i = 1; $i <= $images_n; $i++, $next_id++ ) {
	$images[] = $next_id;
	$rows[]   = $wpdb->prepare( '(%d, %d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, 0)', $next_id, $authors[ $i % $authors_n ], $date, $date, '', "Bench image {$i}", '', 'inherit', "bench-image-{$i}", $date, $date, '', '', '', 'attachment', 'image/jpeg', $uploads['baseurl'] . '/bench-image.jpg', 'open', 'closed' );
	$meta[]   = $wpdb->prepare( '(%d, %s, %s)', $next_id, '_wp_attached_file', 'bench-image.jpg' );
	$meta[]   = $wpdb->prepare( '(%d, %s, %s)', $next_id, '_wp_attachment_metadata', serialize( array( 'width' => 1200, 'height' => 630, 'file' => 'bench-image.jpg', 'filesize' => filesize( $file ), 'sizes' => array(), 'image_meta' => array() ) ) );
	$meta[]   = $wpdb->prepare( '(%d, %s, %s)', $next_id, '_wp_attachment_image_alt', "Bench alt {$i}" );
}
$insert( $wpdb->posts, $post_columns, $rows );
$insert( $wpdb->postmeta, 'post_id, meta_key, meta_value', $meta );

// Posts: block content of a few paragraphs, one category, three tags, a featured image; every tenth
// post has a hand-written excerpt. Dates one every two hours, back from the start of 2024.
$words = explode( ' ', 'search engines read this benchmark paragraph about crawling indexing ranking structured data canonical addresses sitemaps robots social cards titles descriptions' );
$start = strtotime( '2024-01-01 00:00:00' );
for ( $done = 0; $done < $posts_n; $done += $chunk ) {
	$rows  = array();
	$meta  = array();
	$rels  = array();
	$limit = min( $posts_n, $done + $chunk );
	for ( $i = $done + 1; $i <= $limit; $i++, $next_id++ ) {
		$paragraphs = '';
		for ( $p = 0; $p < 4; $p++ ) {
			$sentence    = array();
			for ( $w = 0; $w < 60; $w++ ) {
				$sentence[] = $words[ ( $i * 7 + $p * 13 + $w * 3 ) % count( $words ) ];
			}
			$paragraphs .= '<!-- wp:paragraph --><p>' . ucfirst( implode( ' ', $sentence ) ) . ".</p><!-- /wp:paragraph -->\n\n";
		}
		$date   = gmdate( 'Y-m-d H:i:s', $start - ( $posts_n - $i ) * 7200 );
		$rows[] = $wpdb->prepare( '(%d, %d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, 0)', $next_id, $authors[ $i % $authors_n ], $date, $date, $paragraphs, "Bench post {$i} about crawling", 0 === $i % 10 ? "A hand-written summary of bench post {$i}." : '', 'publish', "bench-post-{$i}", $date, $date, '', '', '', 'post', '', home_url( "/?p={$next_id}" ), 'open', 'open' );
		$meta[] = $wpdb->prepare( '(%d, %s, %s)', $next_id, '_thumbnail_id', (string) $images[ $i % $images_n ] );
		$rels[] = $wpdb->prepare( '(%d, %d)', $next_id, $categories[ $i % $categories_n ] );
		foreach ( array( 0, 101, 211 ) as $offset ) {
			$rels[] = $wpdb->prepare( '(%d, %d)', $next_id, $tags[ ( $i + $offset ) % $tags_n ] );
		}
	}
	$insert( $wpdb->posts, $post_columns, $rows );
	$insert( $wpdb->postmeta, 'post_id, meta_key, meta_value', $meta );
	$insert( $wpdb->term_relationships, 'object_id, term_taxonomy_id', array_unique( $rels ) );
}

// Uncategorized keeps no post; every term's count is what the relationships say.
$wpdb->query( "UPDATE {$wpdb->term_taxonomy} tt SET count = (SELECT COUNT(*) FROM {$wpdb->term_relationships} tr WHERE tr.term_taxonomy_id = tt.term_taxonomy_id)" );
wp_suspend_cache_invalidation( false );
wp_defer_term_counting( false );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'rewrite_rules', '' );
wp_cache_flush();
printf( "seeded %d posts, %d tags, %d categories, %d images, %d authors\n", $posts_n, $tags_n, $categories_n, $images_n, $authors_n );
