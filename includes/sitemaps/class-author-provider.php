<?php
/**
 * The author sitemap (group `author`): authors of published posts, unless author archives are off or
 * noindexed; an author noindexed on their own profile is left out. An author's lastmod is the
 * modification of their newest post.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Settings\Indexing;
use Sightline\Settings\Object_Meta;

defined( 'ABSPATH' ) || exit;

final class Author_Provider implements Provider_Interface {

	public const GROUP = 'author';

	public function __construct( private Indexing $indexing ) {}

	public function groups(): array {
		return $this->indexing->is_archive_indexable( 'author' ) ? array( self::GROUP ) : array();
	}

	public function pages( string $group, int $per_page, int $from_key = 0, int $before_key = 0 ): array {
		return Paginator::pages(
			function ( int $after, int $limit ) use ( $before_key ): array {
				global $wpdb;
				return $wpdb->get_results( $this->query( '>', $after, $limit, $before_key ), ARRAY_N ); // phpcs:ignore WordPress.DB -- query() prepares every value; sitemap pages are cached as files by Store.
			},
			$per_page,
			max( 0, $from_key - 1 )
		);
	}

	public function entries( string $group, int $start, int $per_page, bool $with_images ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $this->query( '>=', $start, $per_page ), ARRAY_N ); // phpcs:ignore WordPress.DB -- query() prepares every value; sitemap pages are cached as files by Store.
		if ( ! $rows ) {
			return array();
		}
		cache_users( array_map( static fn( $row ) => (int) $row[0], $rows ) );
		$entries = array();
		foreach ( $rows as $row ) {
			$entries[] = array(
				'loc'     => get_author_posts_url( (int) $row[0] ),
				'lastmod' => Paginator::timestamp( $row[1] ),
				'images'  => array(),
			);
		}
		return $entries;
	}

	/**
	 * Users with a published post (author archives list the `post` type); lastmod is the author's newest
	 * post's. The candidates are the distinct authors of any post, read from the posts' author index
	 * (one entry a value, whatever the number of posts), joined to the users that still exist; each is
	 * then asked for its newest published post. So the cost follows the number of authors, neither the
	 * posts nor the users: a shop's customers without a post cost nothing (bench/README.md, "The authors'
	 * candidates").
	 */
	/** Every author with a published post is listed, whatever the settings (they decide only whether the group is). */
	public function listing_inputs( string $group ): array {
		return array();
	}

	private function query( string $operator, int $key, int $limit, int $before_key = 0 ): string {
		global $wpdb;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $operator is a fixed string.
		return $wpdb->prepare(
			"SELECT a.ID, a.modified FROM (
				SELECT u.ID, (
					SELECT p.post_modified_gmt FROM {$wpdb->posts} p
					WHERE p.post_author = u.ID AND p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''
					ORDER BY p.ID DESC LIMIT 1
				) AS modified
				FROM ( SELECT DISTINCT c.post_author FROM {$wpdb->posts} c WHERE c.post_author {$operator} %d AND c.post_author < %d ) c
				JOIN {$wpdb->users} u ON u.ID = c.post_author
				WHERE u.ID NOT IN ( SELECT m.user_id FROM {$wpdb->usermeta} m WHERE m.meta_key = %s AND m.meta_value = 'on' )
			) a WHERE a.modified IS NOT NULL ORDER BY a.ID ASC LIMIT %d",
			$key,
			$before_key > 0 ? $before_key : PHP_INT_MAX,
			Object_Meta::key( 'robots_noindex' ),
			$limit
		);
		// phpcs:enable
	}
}
