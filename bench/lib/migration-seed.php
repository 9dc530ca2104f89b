<?php
/**
 * Seeds N posts carrying Yoast SEO data in Yoast's native format (post meta `_yoast_wpseo_*` and the
 * `wpseo_titles` option), with multi-row inserts so 10,000 posts take seconds.
 *
 *   php tools/wp-runtime/wp.php --dir DIR eval-file bench/lib/migration-seed.php 10000
 *
 * @package Sightline
 */

global $wpdb;
$count = max( 0, (int) ( $args[0] ?? 10000 ) ); // 0: Yoast's options only (the bench's --cli-only seeds posts by SQL).
update_option( 'wpseo_titles', array( 'separator' => 'sc-pipe', 'title-post' => '%%title%% %%page%% %%sep%% %%sitename%%', 'metadesc-post' => '%%excerpt%%', 'title-home-wpseo' => '%%sitename%% %%sep%% %%sitedesc%%' ) );
update_option( 'wpseo_social', array( 'twitter_site' => 'bench', 'og_default_image' => 'https://example.org/default.jpg' ) );
$now   = current_time( 'mysql' );
$chunk = 500;
for ( $done = 0; $done < $count; $done += $chunk ) {
	$rows = array();
	for ( $i = $done; $i < min( $count, $done + $chunk ); $i++ ) {
		$rows[] = $wpdb->prepare( '(1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $now, $now, "Body of bench post {$i}.", "Bench post {$i}", "Excerpt {$i}.", 'publish', "bench-post-{$i}", $now, $now, 'post' );
	}
	// Ids are read back, not derived from insert_id (its meaning for multi-row inserts differs by engine).
	$before = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB
	$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, post_type) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB
	$new  = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID > %d ORDER BY ID", $before ) ); // phpcs:ignore WordPress.DB
	$meta = array();
	foreach ( $new as $n => $id ) {
		$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_yoast_wpseo_title', '%%title%% — deal %%sep%% %%sitename%%' );
		$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_yoast_wpseo_metadesc', "Read about post {$n} on %%sitename%%" );
		$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_yoast_wpseo_opengraph-title', 'OG %%title%%' );
		$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_yoast_wpseo_focuskw', "keyword {$n}" );
		if ( 0 === $n % 3 ) {
			$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_yoast_wpseo_meta-robots-noindex', '1' );
		}
	}
	$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $meta ) ); // phpcs:ignore WordPress.DB
}
wp_cache_flush();
echo (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'post'" ) . "\n"; // phpcs:ignore WordPress.DB
