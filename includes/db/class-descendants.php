<?php
/**
 * A page's published descendants (of any hierarchical post type), read level by level from the page
 * down: one query per level, each for the children of the level above, on the post_parent index. So
 * the cost follows the page's own subtree. WordPress's get_pages( child_of ) reads every published page
 * of the type first and picks the subtree in PHP, which on a site of 100,000 pages is every page's row
 * on each editor load and each move.
 *
 * @package Sightline
 */

namespace Sightline\Db;

use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Descendants {

	/**
	 * @param int $enough Stop after the level that brings the count to it (the levels below are farther).
	 * @return list<WP_Post> Nearest first (each level in ID order).
	 */
	public static function published( WP_Post $post, int $enough = PHP_INT_MAX ): array {
		if ( ! is_post_type_hierarchical( $post->post_type ) ) {
			return array();
		}
		$descendants = array();
		$parents     = array( $post->ID );
		$found       = 0;
		while ( $parents && $found < $enough ) {
			$children = get_posts(
				array(
					'post_type'        => $post->post_type,
					'post_status'      => 'publish',
					'post_parent__in'  => $parents,
					'posts_per_page'   => -1,
					'orderby'          => 'ID',
					'order'            => 'ASC',
					'suppress_filters' => true,
				)
			);
			$parents  = array();
			foreach ( $children as $child ) {
				// Each page once, should broken data make a page its own ancestor.
				if ( ! isset( $descendants[ $child->ID ] ) && $child->ID !== $post->ID ) {
					$descendants[ $child->ID ] = $child;
					$parents[]                 = $child->ID;
					++$found;
				}
			}
		}
		return array_values( $descendants );
	}
}
