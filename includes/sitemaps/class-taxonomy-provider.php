<?php
/**
 * Sitemaps of public taxonomies (group `tax-<taxonomy>`): terms that hold published content and that
 * Indexing allows, ordered by term ID. A term's lastmod is the newest change of a post in it.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Settings\Indexing;
use Sightline\Settings\Object_Meta;

defined( 'ABSPATH' ) || exit;

final class Taxonomy_Provider implements Provider_Interface {

	public const PREFIX = 'tax-';

	public function __construct( private Indexing $indexing, private Alternates $alternates ) {}

	public function groups(): array {
		$taxonomies = array_values(
			array_filter(
				get_taxonomies( array( 'public' => true ) ),
				static fn( $taxonomy ) => 'post_format' !== $taxonomy && is_taxonomy_viewable( $taxonomy )
			)
		);
		/**
		 * Filters the taxonomies that get a sitemap.
		 *
		 * @param list<string> $taxonomies
		 */
		$taxonomies = (array) apply_filters( 'sightline_sitemap_taxonomies', $taxonomies );
		return array_map( static fn( $taxonomy ) => self::PREFIX . $taxonomy, array_values( $taxonomies ) );
	}

	public function pages( string $group, int $per_page, int $from_key = 0, int $before_key = 0 ): array {
		$taxonomy = substr( $group, strlen( self::PREFIX ) );
		return Paginator::pages(
			function ( int $after, int $limit ) use ( $taxonomy, $before_key ): array {
				global $wpdb;
				return $wpdb->get_results( $this->query( $taxonomy, '>', $after, $limit, $before_key ), ARRAY_N ); // phpcs:ignore WordPress.DB -- query() prepares every value; sitemap pages are cached as files by Store.
			},
			$per_page,
			max( 0, $from_key - 1 )
		);
	}

	public function entries( string $group, int $start, int $per_page, bool $with_images ): array {
		global $wpdb;
		$taxonomy = substr( $group, strlen( self::PREFIX ) );
		$rows     = $wpdb->get_results( $this->query( $taxonomy, '>=', $start, $per_page ), ARRAY_N ); // phpcs:ignore WordPress.DB -- query() prepares every value; sitemap pages are cached as files by Store.
		if ( ! $rows ) {
			return array();
		}
		$ids = array_map( static fn( $row ) => (int) $row[0], $rows );
		_prime_term_caches( $ids, false );
		$alternates = $this->alternates->for_terms( $ids, $taxonomy );
		$entries    = array();
		foreach ( $rows as $row ) {
			$link = get_term_link( (int) $row[0], $taxonomy );
			if ( is_string( $link ) ) {
				$entries[] = array(
					'loc'        => $link,
					'lastmod'    => Paginator::timestamp( $row[1] ),
					'images'     => array(),
					'alternates' => $alternates[ (int) $row[0] ] ?? array(),
				);
			}
		}
		return $entries;
	}

	public function listing_inputs( string $group ): array {
		return array( $this->indexing->type_has( 'noindex', substr( $group, strlen( self::PREFIX ) ) ) );
	}

	private function query( string $taxonomy, string $operator, int $key, int $limit, int $before_key = 0 ): string {
		global $wpdb;
		$where = $this->indexing->noindex_sql( $taxonomy, 'm.meta_value' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $operator and $where are fixed strings built here.
		// lastmod = the modification of the term's newest published post (what its archive shows first),
		// found from the end of the term's relationship index so big terms cost one short index walk.
		return $wpdb->prepare(
			"SELECT t.term_id, (
				SELECT p.post_modified_gmt FROM {$wpdb->term_relationships} r
				INNER JOIN {$wpdb->posts} p ON p.ID = r.object_id
				WHERE r.term_taxonomy_id = t.term_taxonomy_id AND p.post_status = 'publish'
				ORDER BY r.object_id DESC LIMIT 1
			) FROM {$wpdb->term_taxonomy} t
			LEFT JOIN {$wpdb->termmeta} m ON m.term_id = t.term_id AND m.meta_key = %s
			WHERE t.taxonomy = %s AND t.count > 0 AND t.term_id {$operator} %d AND t.term_id < %d AND {$where}
			ORDER BY t.term_id ASC LIMIT %d",
			Object_Meta::key( 'robots_noindex' ),
			$taxonomy,
			$key,
			$before_key > 0 ? $before_key : PHP_INT_MAX,
			$limit
		);
		// phpcs:enable
	}
}
