<?php
/**
 * Seeds the tag sitemap bench (bench/tag-sitemap-bench.sh) by bulk SQL, on a throwaway site only: up
 * to TAGS tags and as many published posts, post k in tag k and in two tags drawn at random (a fixed
 * seed), so every tag holds at least one post and some hold only that one, as a site's long tail does;
 * with USERS, that many users too, the first 100 of them the posts' authors.
 *
 *   TAGS=100000 [USERS=100000] wp eval-file bench/lib/tag-sitemap-seed.php
 *
 * @package Sightline
 */

// phpcs:disable WordPress.DB, WordPress.WP.AlternativeFunctions

global $wpdb;
$sightline_target = (int) getenv( 'TAGS' );
$sightline_have   = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'post_tag'" );
$sightline_next   = (int) $wpdb->get_var( "SELECT MAX(term_id) FROM {$wpdb->terms}" ) + 1;
while ( $sightline_have < $sightline_target ) {
	$sightline_terms = array();
	$sightline_tts   = array();
	$sightline_batch = min( 2000, $sightline_target - $sightline_have );
	for ( $i = 0; $i < $sightline_batch; $i++, $sightline_next++ ) {
		$sightline_terms[] = $wpdb->prepare( '(%d, %s, %s)', $sightline_next, "Tag {$sightline_next}", "tag-{$sightline_next}" );
		$sightline_tts[]   = $wpdb->prepare( "(%d, %d, 'post_tag', '', 0, 0)", $sightline_next, $sightline_next );
	}
	$wpdb->query( "INSERT INTO {$wpdb->terms} (term_id, name, slug) VALUES " . implode( ',', $sightline_terms ) );
	$wpdb->query( "INSERT INTO {$wpdb->term_taxonomy} (term_taxonomy_id, term_id, taxonomy, description, parent, count) VALUES " . implode( ',', $sightline_tts ) );
	$sightline_have += $sightline_batch;
}

$sightline_tags  = array_map( 'intval', $wpdb->get_col( "SELECT term_taxonomy_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'post_tag' ORDER BY term_taxonomy_id" ) );
$sightline_count = count( $sightline_tags );
$sightline_posts = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish'" );
$sightline_id    = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) + 1;
mt_srand( 42 );
while ( $sightline_posts < $sightline_target ) {
	$sightline_rows  = array();
	$sightline_rels  = array();
	$sightline_batch = min( 1000, $sightline_target - $sightline_posts );
	for ( $i = 0; $i < $sightline_batch; $i++, $sightline_id++, $sightline_posts++ ) {
		$date             = gmdate( 'Y-m-d H:i:s', 1600000000 + $sightline_id * 60 );
		$sightline_rows[] = $wpdb->prepare( '(%d, 1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $sightline_id, $date, $date, "<p>Post {$sightline_id}</p>", "Post {$sightline_id}", '', 'publish', "post-{$sightline_id}", $date, $date, '', '', '', 'post' );
		$picked           = array(
			$sightline_tags[ $sightline_posts % $sightline_count ] => true,
			$sightline_tags[ mt_rand( 0, $sightline_count - 1 ) ] => true,
			$sightline_tags[ mt_rand( 0, $sightline_count - 1 ) ] => true,
		);
		foreach ( array_keys( $picked ) as $tt ) {
			$sightline_rels[] = $wpdb->prepare( '(%d, %d)', $sightline_id, $tt );
		}
	}
	$wpdb->query( "INSERT INTO {$wpdb->posts} (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type) VALUES " . implode( ',', $sightline_rows ) );
	$wpdb->query( "INSERT IGNORE INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id) VALUES " . implode( ',', $sightline_rels ) );
}
// With USERS: that many users more (a shop's customers, say), the first 100 of them the posts' authors.
$sightline_users = (int) getenv( 'USERS' );
$sightline_have  = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" ) - 1;
$sightline_user  = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->users}" ) + 1;
while ( $sightline_have < $sightline_users ) {
	$sightline_rows  = array();
	$sightline_batch = min( 2000, $sightline_users - $sightline_have );
	for ( $i = 0; $i < $sightline_batch; $i++, $sightline_user++, $sightline_have++ ) {
		$sightline_rows[] = $wpdb->prepare( '(%d, %s, %s, %s, %s, %s, %s)', $sightline_user, "user{$sightline_user}", '', "user{$sightline_user}", "user{$sightline_user}@example.org", '2020-01-01 00:00:00', "User {$sightline_user}" );
	}
	$wpdb->query( "INSERT INTO {$wpdb->users} (ID, user_login, user_pass, user_nicename, user_email, user_registered, display_name) VALUES " . implode( ',', $sightline_rows ) );
}
if ( $sightline_users > 0 ) {
	$sightline_authors = (int) $wpdb->get_var( "SELECT MIN(ID) FROM {$wpdb->users} WHERE ID > 1" );
	$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->posts} SET post_author = %d + ID %% 100 WHERE post_type = 'post'", $sightline_authors ) );
	$wpdb->query( "ANALYZE TABLE {$wpdb->users}" );
}
$wpdb->query( "UPDATE {$wpdb->term_taxonomy} tt SET count = (SELECT COUNT(*) FROM {$wpdb->term_relationships} r WHERE r.term_taxonomy_id = tt.term_taxonomy_id) WHERE taxonomy = 'post_tag'" );
// The index statistics a site that grew to this size has (see bench/sitemap-bench.php).
$wpdb->query( "ANALYZE TABLE {$wpdb->posts}, {$wpdb->term_relationships}, {$wpdb->term_taxonomy}, {$wpdb->terms}, {$wpdb->termmeta}" );
wp_cache_flush();
