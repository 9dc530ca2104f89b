<?php
/**
 * Post ids without reading the posts table whole.
 *
 * - The site's highest post id: the last entry of wp_posts' primary key, one index lookup whatever the
 *   site's size. Work proportional to the site walks post ids in bounded ranges up to it (the score
 *   counts, the migration's count of a source's posts) and decides from it whether a site is large.
 * - The post an address names, asked only of the addresses of single posts.
 *
 * @package Sightline
 */

namespace Sightline\Db;

defined( 'ABSPATH' ) || exit;

final class Post_Ids {

	public static function highest(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the primary key's last entry; no API reads it.
	}

	/**
	 * The post whose address $url is (0 for none), as url_to_postid() finds it, without running the
	 * query of an address that is no single post's: for an archive's address (a category, a year, an
	 * author) url_to_postid() runs the archive's whole query, every post in it, only to answer 0
	 * (bench/README.md, "Link suggestions for a post that links to an archive").
	 */
	public static function of_url( string $url ): int {
		$singular_only = static fn( $posts, \WP_Query $query ) => $query->is_singular() ? $posts : array();
		add_filter( 'posts_pre_query', $singular_only, PHP_INT_MAX, 2 );
		try {
			return url_to_postid( $url );
		} finally {
			remove_filter( 'posts_pre_query', $singular_only, PHP_INT_MAX );
		}
	}
}
