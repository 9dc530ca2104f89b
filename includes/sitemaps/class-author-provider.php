<?php
/**
 * The author sitemap (group `author`): authors of published posts, unless author archives are off or
 * noindexed. An author's lastmod is the newest change of one of their posts.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Settings\Indexing;

defined( 'ABSPATH' ) || exit;

final class Author_Provider implements Provider_Interface {

	public const GROUP = 'author';

	public function __construct( private Indexing $indexing ) {}

	public function groups(): array {
		return $this->indexing->is_archive_indexable( 'author' ) ? array( self::GROUP ) : array();
	}

	public function pages( string $group, int $per_page ): array {
		return Paginator::pages(
			function ( int $after, int $limit ): array {
				global $wpdb;
				return $wpdb->get_results( $this->query( '>', $after, $limit ), ARRAY_N ); // phpcs:ignore WordPress.DB
			},
			$per_page
		);
	}

	public function entries( string $group, int $start, int $per_page, bool $with_images ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $this->query( '>=', $start, $per_page ), ARRAY_N ); // phpcs:ignore WordPress.DB
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

	/** Author archives list posts of the `post` type, so only their authors have an archive worth listing. */
	private function query( string $operator, int $key, int $limit ): string {
		global $wpdb;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $operator is a fixed string.
		return $wpdb->prepare(
			"SELECT p.post_author, MAX(p.post_modified_gmt) FROM {$wpdb->posts} p
			INNER JOIN {$wpdb->users} u ON u.ID = p.post_author
			WHERE p.post_type = 'post' AND p.post_status = 'publish' AND p.post_password = ''
			AND p.post_author {$operator} %d
			GROUP BY p.post_author ORDER BY p.post_author ASC LIMIT %d",
			$key,
			$limit
		);
		// phpcs:enable
	}
}
