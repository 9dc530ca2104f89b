<?php
/**
 * The posts a user may pick for bulk titles and descriptions: one page of those they can edit, filtered
 * by what their SEO fields lack (no description, a description over the limit, no title), by post type
 * and by term.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Settings\Limits;
use Sightline\Settings\Object_Meta;
use WP_Query;

defined( 'ABSPATH' ) || exit;

final class Bulk_Candidates {

	public const FILTERS = array( 'missing_description', 'description_too_long', 'missing_title', 'all' );

	/**
	 * @param array{filter: string, post_type: string, taxonomy: string, term: int, page: int, per_page: int} $query
	 * @return array{items: list<array{id: int, title: string, post_type: string, seo_title: string, seo_description: string}>, total: int, pages: int}
	 */
	public function page( array $query ): array {
		$types = '' === $query['post_type'] ? self::post_types() : array( $query['post_type'] );
		$args  = array(
			'post_type'              => $types,
			'post_status'            => array( 'publish', 'future', 'draft', 'pending', 'private' ),
			'posts_per_page'         => $query['per_page'],
			'paged'                  => $query['page'],
			'orderby'                => 'ID',
			'order'                  => 'DESC',
			'update_post_term_cache' => false,
		);
		// Someone who may not edit others' posts sees their own only: the list is what they can change.
		foreach ( $types as $type ) {
			$object = get_post_type_object( $type );
			if ( ! $object || ! current_user_can( $object->cap->edit_others_posts ) ) {
				$args['author'] = get_current_user_id();
			}
		}
		if ( $query['taxonomy'] && $query['term'] ) {
			$args['tax_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery -- the user asked for one term's posts.
				array(
					'taxonomy' => $query['taxonomy'],
					'terms'    => array( $query['term'] ),
				),
			);
		}
		$where = $this->meta_condition( $query['filter'] );
		if ( $where ) {
			$add = static fn( string $sql ): string => $sql . $where;
			add_filter( 'posts_where', $add );
		}
		$found = new WP_Query( $args );
		if ( $where ) {
			remove_filter( 'posts_where', $add );
		}
		$items = array();
		foreach ( $found->posts as $post ) {
			if ( ! $post instanceof \WP_Post || ! current_user_can( 'edit_post', $post->ID ) ) {
				continue;
			}
			$items[] = array(
				'id'              => $post->ID,
				'title'           => get_the_title( $post ),
				'post_type'       => $post->post_type,
				'seo_title'       => (string) get_post_meta( $post->ID, Object_Meta::key( 'title' ), true ),
				'seo_description' => (string) get_post_meta( $post->ID, Object_Meta::key( 'description' ), true ),
			);
		}
		return array(
			'items' => $items,
			'total' => (int) $found->found_posts,
			'pages' => (int) $found->max_num_pages,
		);
	}

	/**
	 * Public post types (attachments aside): the ones whose SEO fields search engines read.
	 *
	 * @return list<string>
	 */
	public static function post_types(): array {
		$types = get_post_types( array( 'public' => true ) );
		unset( $types['attachment'] );
		return array_values( $types );
	}

	/** The WHERE part the filter adds (posts_where), '' for all posts. */
	private function meta_condition( string $filter ): string {
		global $wpdb;
		$field = 'missing_title' === $filter ? 'title' : 'description';
		switch ( $filter ) {
			case 'missing_description':
			case 'missing_title':
				return $wpdb->prepare( " AND NOT EXISTS ( SELECT 1 FROM {$wpdb->postmeta} m WHERE m.post_id = {$wpdb->posts}.ID AND m.meta_key = %s AND m.meta_value <> '' )", Object_Meta::key( $field ) );
			case 'description_too_long':
				return $wpdb->prepare( " AND EXISTS ( SELECT 1 FROM {$wpdb->postmeta} m WHERE m.post_id = {$wpdb->posts}.ID AND m.meta_key = %s AND CHAR_LENGTH( m.meta_value ) > %d )", Object_Meta::key( $field ), Limits::get( 'description' ) );
		}
		return '';
	}
}
