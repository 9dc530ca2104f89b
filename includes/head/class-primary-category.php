<?php
/**
 * A post's primary category: the one its editor (or the SEO plugin it was migrated from) chose, while
 * the post still has it; otherwise its first category by id. It leads the breadcrumb trail (and so the
 * BreadcrumbList), fills the %category% variable and is the category of a `%category%` permalink (as
 * Yoast SEO and Rank Math make it), so all three always name the same category.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Settings\Object_Meta;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Primary_Category {

	/**
	 * The category chosen as primary, only when one was chosen (and the post is still in it): Yoast's
	 * %%primary_category%% prints nothing for a post whose editor never chose one.
	 */
	public static function chosen( WP_Post $post ): ?WP_Term {
		$chosen = (int) get_post_meta( $post->ID, Object_Meta::key( 'primary_category' ), true );
		if ( $chosen <= 0 || ! has_term( $chosen, 'category', $post ) ) {
			return null;
		}
		$term = get_term( $chosen, 'category' );
		return $term instanceof WP_Term ? $term : null;
	}

	/**
	 * The category of a `%category%` permalink (filter `post_link_category`): the chosen one among the
	 * post's categories, else what WordPress chose (its first by id).
	 *
	 * @param mixed $category   WordPress's choice.
	 * @param mixed $categories The post's categories.
	 * @param mixed $post       The post.
	 * @return mixed
	 */
	public static function in_permalink( $category, $categories = array(), $post = null ) {
		if ( ! $post instanceof WP_Post || ! is_array( $categories ) ) {
			return $category;
		}
		$chosen = (int) get_post_meta( $post->ID, Object_Meta::key( 'primary_category' ), true );
		foreach ( $chosen > 0 ? $categories : array() as $candidate ) {
			if ( $candidate instanceof WP_Term && $candidate->term_id === $chosen ) {
				return $candidate;
			}
		}
		return $category;
	}

	/**
	 * @param list<WP_Term>|null $categories The post's categories when the caller has them (get_the_category()).
	 */
	public static function of( WP_Post $post, ?array $categories = null ): ?WP_Term {
		$categories ??= get_the_category( $post->ID );
		if ( ! $categories ) {
			return null;
		}
		$chosen = (int) get_post_meta( $post->ID, Object_Meta::key( 'primary_category' ), true );
		foreach ( $categories as $category ) {
			if ( $chosen > 0 && $category->term_id === $chosen ) {
				return $category;
			}
		}
		usort( $categories, static fn( WP_Term $a, WP_Term $b ) => $a->term_id <=> $b->term_id );
		return $categories[0];
	}
}
