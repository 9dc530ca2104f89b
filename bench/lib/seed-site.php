<?php
/**
 * Seeds a bench site (run through tools/wp-runtime/wp.php eval-file): authors, categories, tags,
 * image attachments and posts with featured images and terms. Idempotent: it stops when the site
 * already holds the requested number of posts. Arguments: posts authors terms images.
 *
 * @package Sightline
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals
list( $bench_posts, $bench_authors, $bench_terms, $bench_images ) = array_map( 'intval', array_pad( $args, 4, 0 ) ) + array( 1000, 20, 50, 100 );
$bench_posts   = $bench_posts ?: 1000;
$bench_authors = $bench_authors ?: 20;
$bench_terms   = $bench_terms ?: 50;
$bench_images  = $bench_images ?: 100;

if ( (int) wp_count_posts( 'post' )->publish >= $bench_posts ) {
	echo "already seeded\n";
	return;
}
wp_defer_term_counting( true );
wp_suspend_cache_invalidation( true );

$authors = array();
for ( $i = 1; $i <= $bench_authors; $i++ ) {
	$authors[] = wp_insert_user( array( 'user_login' => "bench_author_{$i}", 'user_pass' => wp_generate_password(), 'role' => 'author', 'display_name' => "Bench Author {$i}", 'description' => "Writes bench post number {$i}." ) );
}
$categories = array();
$tags       = array();
for ( $i = 1; $i <= $bench_terms; $i++ ) {
	$categories[] = (int) wp_insert_term( "Bench Category {$i}", 'category', array( 'description' => "Category {$i} description." ) )['term_id'];
	$tags[]       = "bench-tag-{$i}";
}

// One real image file; the attachments point at it with their own metadata (no resizing needed).
$uploads = wp_upload_dir();
$file    = $uploads['basedir'] . '/bench-image.jpg';
if ( ! file_exists( $file ) ) {
	$image = imagecreatetruecolor( 1200, 630 );
	imagejpeg( $image, $file, 60 );
}
$images = array();
for ( $i = 1; $i <= $bench_images; $i++ ) {
	$id = wp_insert_attachment( array( 'post_title' => "Bench image {$i}", 'post_mime_type' => 'image/jpeg', 'post_status' => 'inherit' ), $file );
	update_post_meta( $id, '_wp_attachment_metadata', array( 'width' => 1200, 'height' => 630, 'file' => 'bench-image.jpg', 'sizes' => array() ) );
	update_post_meta( $id, '_wp_attachment_image_alt', "Bench alt {$i}" );
	$images[] = $id;
}

$paragraph = str_repeat( 'Search engines read this benchmark paragraph about crawling, indexing and ranking. ', 20 );
for ( $i = 1; $i <= $bench_posts; $i++ ) {
	$post = wp_insert_post(
		array(
			'post_title'    => "Bench post {$i}",
			'post_content'  => "<!-- wp:paragraph --><p>{$paragraph}</p><!-- /wp:paragraph -->",
			'post_status'   => 'publish',
			'post_author'   => $authors[ $i % count( $authors ) ],
			'post_category' => array( $categories[ $i % count( $categories ) ] ),
			'tags_input'    => array( $tags[ $i % count( $tags ) ], $tags[ ( $i + 7 ) % count( $tags ) ] ),
			'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( '2024-01-01' ) + $i * 3600 ),
		)
	);
	update_post_meta( $post, '_thumbnail_id', $images[ $i % count( $images ) ] );
}
wp_suspend_cache_invalidation( false );
wp_defer_term_counting( false );
// The plugin's settings as a configured site has them (saved by the wizard / settings app).
update_option( 'sightline_settings', array( 'facebook_page_url' => 'https://facebook.com/bench', 'twitter_profile_username' => '@bench' ), true );
echo "seeded {$bench_posts} posts, {$bench_authors} authors, {$bench_terms} categories + tags, {$bench_images} images\n";
