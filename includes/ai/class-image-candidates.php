<?php
/**
 * The images without alt text a user may pick for bulk alt text: from the media library (attachments of
 * an image type whose `_wp_attachment_image_alt` is missing or empty), or those shown by one post's
 * image blocks without an alt. The library's list is one page of a bounded query and its count one
 * COUNT query, so they stay quick at 100,000 attachments (bench/alt-text-bench.sh): the attachments are
 * read through WordPress's type_status_date index (post type, status, date), newest upload first, so a
 * page stops after the rows it shows (the count, which reads every attachment, is kept between requests
 * by Image_Alt_Count); the alt text is looked up per attachment on the postmeta's
 * post_id index by an anti-join (LEFT JOIN … IS NULL), where NOT EXISTS let MariaDB materialise every
 * postmeta row first. The media library's attachments are those of status inherit (trashed and private
 * ones are not listed). A user who may not edit others' posts sees their own uploads only.
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
			$ids = Image_Blocks::ids_without_alt( (string) get_post_field( 'post_content', $query['post'] ) );
			// Their rows and meta in two queries, before wp_attachment_is_image() reads each.
			_prime_post_caches( $ids, false, true );
			$ids   = array_values( array_filter( $ids, 'wp_attachment_is_image' ) );
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

	/**
	 * How many images of the media library have no alt text (of one author's uploads when $author): the
	 * count kept since the last change (Image_Alt_Count), else counted now.
	 */
	public static function count_without_alt( int $author = 0 ): int {
		return Image_Alt_Count::get( $author, static fn(): int => self::count_now( $author ) );
	}

	/** The same, counted now: one COUNT that reads every attachment row. */
	private static function count_now( int $author ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the join and the condition are prepared in from_where().
		return (int) $wpdb->get_var( 'SELECT COUNT(*) ' . self::from_where( $author ) );
	}

	/**
	 * One page of the media library's images without alt text, newest upload first.
	 *
	 * @return list<int>
	 */
	public static function ids_without_alt( int $author, int $page, int $per_page ): array {
		global $wpdb;
		$limit = $wpdb->prepare( ' ORDER BY p.post_date DESC, p.ID DESC LIMIT %d OFFSET %d', $per_page, ( max( 1, $page ) - 1 ) * $per_page );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the join, the condition and the limit are prepared above and in from_where().
		$ids = $wpdb->get_col( 'SELECT p.ID ' . self::from_where( $author ) . $limit );
		return array_map( 'intval', $ids );
	}

	/**
	 * Attachments of an image type without an alt text row that holds something. The equality on
	 * post_type and post_status lets the date order walk the type_status_date index.
	 */
	private static function from_where( int $author ): string {
		global $wpdb;
		$sql = $wpdb->prepare(
			"FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s AND m.meta_value <> '' WHERE p.post_type = 'attachment' AND p.post_status = 'inherit' AND p.post_mime_type LIKE %s AND m.meta_id IS NULL",
			Alt_Text_Suggester::META_KEY,
			$wpdb->esc_like( 'image/' ) . '%'
		);
		if ( $author > 0 ) {
			$sql .= $wpdb->prepare( ' AND p.post_author = %d', $author );
		}
		return $sql;
	}
}
