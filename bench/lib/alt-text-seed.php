<?php
/**
 * Seeds the alt-text bench site (through tools/wp-runtime/wp.php eval-file, never on a real site):
 * ATTACHMENTS media library rows with their meta, written by multi-row INSERTs, the way a large
 * library looks: 90% images (JPEG and PNG), 10% PDFs; of the images a third have no alt text row, a
 * sixth an empty one, the rest an alt text; five authors share the uploads. Plus one post showing 20 of
 * the images without alt text in image blocks.
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/alt-text-seed.php ATTACHMENTS
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.NamingConventions.PrefixAllGlobals
global $wpdb;
$total   = (int) ( $args[0] ?? 100000 );
$uploads = wp_upload_dir();
$authors = array( 1 );
for ( $i = 1; $i <= 4; $i++ ) {
	$authors[] = (int) wp_insert_user(
		array(
			'user_login' => "alt_bench_author_{$i}",
			'user_pass'  => "alt-bench-author-{$i}-password",
			'role'       => 'author',
		)
	);
}
$columns = 'ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type, post_mime_type, guid, comment_status, ping_status, post_parent';
$next_id = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) + 1;
$date    = '2024-01-01 12:00:00';
$missing = array();
for ( $done = 0; $done < $total; $done += 1000 ) {
	$rows = array();
	$meta = array();
	for ( $i = $done + 1; $i <= min( $total, $done + 1000 ); $i++, $next_id++ ) {
		$mime   = 0 === $i % 10 ? 'application/pdf' : ( 0 === $i % 3 ? 'image/png' : 'image/jpeg' );
		$file   = "bench/file-{$i}." . ( 'application/pdf' === $mime ? 'pdf' : ( 'image/png' === $mime ? 'png' : 'jpg' ) );
		$rows[] = $wpdb->prepare( '(%d, %d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, 0)', $next_id, $authors[ $i % 5 ], $date, $date, '', "Bench file {$i}", '', 'inherit', "bench-file-{$i}", $date, $date, '', '', '', 'attachment', $mime, $uploads['baseurl'] . '/' . $file, 'open', 'closed' );
		$meta[] = $wpdb->prepare( '(%d, %s, %s)', $next_id, '_wp_attached_file', $file );
		$meta[] = $wpdb->prepare( '(%d, %s, %s)', $next_id, '_wp_attachment_metadata', serialize( array( 'width' => 1200, 'height' => 630, 'file' => $file, 'sizes' => array() ) ) );
		if ( 'application/pdf' === $mime ) {
			continue;
		}
		switch ( $i % 6 ) {
			case 0:
			case 1:
				$missing[] = $next_id;
				break;
			case 2:
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $next_id, '_wp_attachment_image_alt', '' );
				break;
			default:
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $next_id, '_wp_attachment_image_alt', "Bench alt {$i}" );
		}
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} ({$columns}) VALUES " . implode( ',', $rows ) );
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) );
}
$blocks = '';
foreach ( array_slice( $missing, 0, 20 ) as $id ) {
	$blocks .= "<!-- wp:image {\"id\":{$id}} -->\n<figure class=\"wp-block-image\"><img src=\"{$uploads['baseurl']}/bench/file.jpg\" alt=\"\" class=\"wp-image-{$id}\"/></figure>\n<!-- /wp:image -->\n\n";
}
$post = wp_insert_post(
	array(
		'post_title'   => 'Alt bench gallery',
		'post_content' => $blocks,
		'post_status'  => 'publish',
	)
);
update_option( 'sightline_alt_bench_post', $post );
printf( "seeded %d attachments (%d images without alt text row), post %d\n", $total, count( $missing ), $post );
