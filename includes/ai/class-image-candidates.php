<?php
/**
 * The images without alt text a user may pick for bulk alt text: from the media library (attachments of
 * an image type whose `_wp_attachment_image_alt` is missing or empty), or those shown by one post's
 * image blocks without an alt. The library's list is one page of a bounded query (NOT EXISTS on the
 * postmeta's post_id index, LIMIT/OFFSET) and its count one COUNT query, so it stays quick at
 * 100,000 attachments; a user who may not edit others' posts sees their own uploads only.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

defined( 'ABSPATH' ) || exit;

final class Image_Candidates {

	/**
	 * @param array{post: int, page: int, per_page: int} $query
	 * @return array{items: list<array{id: int, title: string, file: string, thumbnail: string, alt: string}>, total: int, pages: int}
	 */
	public function page( array $query ): array {
		if ( $query['post'] > 0 ) {
			$ids   = array_values( array_filter( Image_Blocks::ids_without_alt( (string) get_post_field( 'post_content', $query['post'] ) ), 'wp_attachment_is_image' ) );
			$total = count( $ids );
			$ids   = array_slice( $ids, ( $query['page'] - 1 ) * $query['per_page'], $query['per_page'] );
		} else {
			$author = current_user_can( 'edit_others_posts' ) ? 0 : get_current_user_id();
			$total  = self::count_without_alt( $author );
			$ids    = self::ids_without_alt( $author, $query['page'], $query['per_page'] );
		}
		_prime_post_caches( $ids, false, true );
		$items = array();
		foreach ( $ids as $id ) {
			if ( ! current_user_can( 'edit_post', $id ) ) {
				continue;
			}
			$thumbnail = wp_get_attachment_image_url( $id, 'thumbnail' );
			$items[]   = array(
				'id'        => $id,
				'title'     => get_the_title( $id ),
				'file'      => wp_basename( (string) get_attached_file( $id ) ),
				'thumbnail' => is_string( $thumbnail ) ? $thumbnail : '',
				'alt'       => (string) get_post_meta( $id, Alt_Text_Suggester::META_KEY, true ),
			);
		}
		return array(
			'items' => $items,
			'total' => $total,
			'pages' => (int) ceil( $total / max( 1, $query['per_page'] ) ),
		);
	}

	/** How many images of the media library have no alt text (of one author's uploads when $author). */
	public static function count_without_alt( int $author = 0 ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the condition is prepared in where().
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} p WHERE " . self::where( $author ) );
	}

	/**
	 * One page of the media library's images without alt text, newest first.
	 *
	 * @return list<int>
	 */
	public static function ids_without_alt( int $author, int $page, int $per_page ): array {
		global $wpdb;
		$limit = $wpdb->prepare( ' ORDER BY p.ID DESC LIMIT %d OFFSET %d', $per_page, ( max( 1, $page ) - 1 ) * $per_page );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the condition and the limit are prepared above and in where().
		$ids = $wpdb->get_col( "SELECT p.ID FROM {$wpdb->posts} p WHERE " . self::where( $author ) . $limit );
		return array_map( 'intval', $ids );
	}

	/** Attachments of an image type, without an alt text row that holds something. */
	private static function where( int $author ): string {
		global $wpdb;
		$where = $wpdb->prepare(
			"p.post_type = 'attachment' AND p.post_mime_type LIKE %s AND p.post_status <> 'trash' AND NOT EXISTS ( SELECT 1 FROM {$wpdb->postmeta} m WHERE m.post_id = p.ID AND m.meta_key = %s AND m.meta_value <> '' )",
			$wpdb->esc_like( 'image/' ) . '%',
			Alt_Text_Suggester::META_KEY
		);
		if ( $author > 0 ) {
			$where .= $wpdb->prepare( ' AND p.post_author = %d', $author );
		}
		return $where;
	}
}
