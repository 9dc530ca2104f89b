<?php
/**
 * Sitemaps of public post types (group `post-<type>`): published, not password-protected posts that
 * Indexing allows, ordered by ID. The static front page and its translations are left to the home
 * group (same URLs).
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Head\Canonical;
use Sightline\Settings\Indexing;
use Sightline\Settings\Object_Meta;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Post_Type_Provider implements Provider_Interface {

	public const PREFIX = 'post-';

	public function __construct( private Indexing $indexing, private Alternates $alternates ) {}

	public function groups(): array {
		return array_map( static fn( $type ) => self::PREFIX . $type, self::types() );
	}

	/**
	 * The post types that get a sitemap (their archives too: Archive_Provider).
	 *
	 * @return list<string>
	 */
	public static function types(): array {
		$types = array_values(
			array_filter(
				get_post_types( array( 'public' => true ) ),
				static fn( $type ) => 'attachment' !== $type && is_post_type_viewable( $type )
			)
		);
		/**
		 * Filters the post types that get a sitemap.
		 *
		 * @param list<string> $types
		 */
		$types = (array) apply_filters( 'sightline_sitemap_post_types', $types );
		return array_values( array_map( 'strval', $types ) );
	}

	/**
	 * The group's pages, or with $from_key the pages of its entries from that key on (Server resumes
	 * an older summary from the first page a change touched).
	 *
	 * @return list<array{start: int, lastmod: int, count: int}>
	 */
	public function pages( string $group, int $per_page, int $from_key = 0, int $before_key = 0 ): array {
		global $wpdb;
		$type    = substr( $group, strlen( self::PREFIX ) );
		$last    = $before_key > 0 ? $before_key - 1 : PHP_INT_MAX;
		$grouped = $this->grouped_pages( $type, $per_page, $from_key, $last );
		if ( null !== $grouped ) {
			return $grouped;
		}
		$max = $before_key > 0 ? $last : (int) $wpdb->get_var( $wpdb->prepare( "SELECT MAX(ID) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish'", $type ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one indexed MAX() per sitemap build; the pages are cached as files by Store.
		return Paginator::pages_by_window(
			function ( int $after, int $upto ) use ( $type, $last ): array {
				global $wpdb;
				return $wpdb->get_results( $this->query( $type, 'p.ID, p.post_modified_gmt', '>', $after, PHP_INT_MAX, min( $upto, $last ) ), ARRAY_N ); // phpcs:ignore WordPress.DB -- query() prepares every value; sitemap pages are cached as files by Store.
			},
			$max,
			$per_page,
			5000,
			max( 0, $from_key - 1 )
		);
	}

	/**
	 * Every page's first key, newest modification and size in one grouped query: the rows are numbered
	 * in key order (ROW_NUMBER()) and grouped by page, so the database sends one row per page instead
	 * of every post (a cold build at 100,000 posts made 20 window queries and read 100,000 rows into
	 * PHP; measured on MariaDB, it takes a little more database time than the windows but saves more PHP
	 * time than that). Null where the database has no window functions (MySQL before 8.0, MariaDB before
	 * 10.2, SQLite), or the query fails: the key windows give the same pages there (tests/php/Sitemaps/PaginatorTest.php compares both).
	 *
	 * @return list<array{start: int, lastmod: int, count: int}>|null
	 */
	public function grouped_pages( string $type, int $per_page, int $from_key = 0, int $upto = PHP_INT_MAX ): ?array {
		global $wpdb;
		if ( ! self::has_window_functions() ) {
			return null;
		}
		$numbered = $this->query( $type, 'p.ID, p.post_modified_gmt, ROW_NUMBER() OVER (ORDER BY p.ID) AS n', '>=', max( 1, $from_key ), PHP_INT_MAX, $upto, false );
		$suppress = $wpdb->suppress_errors( true );
		// phpcs:ignore WordPress.DB -- $numbered is prepared by query(); sitemap pages are cached as files by Store.
		$rows   = $wpdb->get_results( self::in_memory() . $wpdb->prepare( "SELECT MIN(t.ID), MAX(t.post_modified_gmt), COUNT(*) FROM ( {$numbered} ) t GROUP BY FLOOR( ( t.n - 1 ) / %d ) ORDER BY MIN(t.ID)", max( 1, $per_page ) ), ARRAY_N );
		$failed = '' !== (string) $wpdb->last_error || ! is_array( $rows );
		$wpdb->suppress_errors( $suppress );
		if ( $failed ) {
			return null;
		}
		return array_map(
			static fn( array $row ): array => array(
				'start'   => (int) $row[0],
				'lastmod' => Paginator::timestamp( $row[1] ),
				'count'   => (int) $row[2],
			),
			$rows
		);
	}

	/**
	 * On MariaDB, the numbered rows' temporary table allowed at least 64 MB of memory for this one
	 * statement (`SET STATEMENT … FOR`, MariaDB 10.1.2+; a bigger size the server has is kept), about
	 * three million posts. The default of 16 MB holds about 750,000; past them MariaDB writes the table
	 * to disk and reads it back (bench/README.md, "The numbered rows kept in memory"). MySQL 8 keeps such
	 * tables in memory up to 1 GB by default (TempTable), so its statement is left as it is.
	 */
	private static function in_memory(): string {
		global $wpdb;
		return str_contains( (string) $wpdb->db_server_info(), 'MariaDB' )
			? 'SET STATEMENT tmp_table_size = GREATEST( @@tmp_table_size, 67108864 ), max_heap_table_size = GREATEST( @@max_heap_table_size, 67108864 ) FOR '
			: '';
	}

	/**
	 * Whether the database answers window functions: MySQL 8.0+ or MariaDB 10.2+, not the SQLite
	 * integration (which reports a MySQL version it emulates).
	 */
	private static function has_window_functions(): bool {
		global $wpdb;
		if ( ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) || ( class_exists( 'WP_SQLite_DB', false ) && $wpdb instanceof \WP_SQLite_DB ) ) {
			return false;
		}
		$info = (string) $wpdb->db_server_info();
		if ( str_contains( $info, 'MariaDB' ) ) {
			// Old client libraries prefix MariaDB's version with "5.5.5-".
			return version_compare( (string) preg_replace( '/^5\.5\.5-/', '', $info ), '10.2', '>=' );
		}
		return '' !== $info && version_compare( $info, '8.0', '>=' );
	}

	public function entries( string $group, int $start, int $per_page, bool $with_images ): array {
		global $wpdb;
		$type = substr( $group, strlen( self::PREFIX ) );
		$ids  = array_map( 'intval', $wpdb->get_col( $this->query( $type, 'p.ID', '>=', $start, $per_page ) ) ); // phpcs:ignore WordPress.DB -- query() prepares every value; sitemap pages are cached as files by Store.
		if ( ! $ids ) {
			return array();
		}
		// One query for the posts, one for their meta (thumbnails; the primary category of a %category%
		// permalink), one for their terms (permalinks with %category%).
		_prime_post_caches( $ids, true, $with_images || str_contains( (string) get_option( 'permalink_structure' ), '%category%' ) );
		$posts      = array_filter( array_map( 'get_post', $ids ) );
		$images     = $with_images ? Images::for_posts( $posts ) : array();
		$alternates = $this->alternates->for_posts( array_values( array_map( static fn( WP_Post $post ) => $post->ID, $posts ) ) );
		$canonicals = self::written_canonicals( $ids );
		$entries    = array();
		foreach ( $posts as $post ) {
			$loc = (string) get_permalink( $post );
			if ( Canonical::names_another( $canonicals[ $post->ID ] ?? '', $loc ) ) {
				continue; // A sitemap lists canonical addresses only: this post names another as its own.
			}
			$entries[] = array(
				'loc'        => $loc,
				'lastmod'    => Paginator::timestamp( $post->post_modified_gmt ),
				'images'     => $images[ $post->ID ] ?? array(),
				'alternates' => $alternates[ $post->ID ] ?? array(),
			);
		}
		return $entries;
	}

	/**
	 * The canonicals written for these posts (one query, whether or not their meta is loaded), as the
	 * head prints them.
	 *
	 * @param list<int> $ids
	 * @return array<int, string>
	 */
	private static function written_canonicals( array $ids ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB -- the ids are integers; one indexed read per page render, stored with the page.
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value <> '' AND post_id IN (" . implode( ',', array_map( 'intval', $ids ) ) . ')', Object_Meta::key( 'canonical' ) ) );
		$written = array();
		foreach ( (array) $rows as $row ) {
			$url = Canonical::written( (string) $row->meta_value );
			if ( '' !== $url ) {
				$written[ (int) $row->post_id ] = $url;
			}
		}
		return $written;
	}

	public function listing_inputs( string $group ): array {
		$type = substr( $group, strlen( self::PREFIX ) );
		return array( $this->indexing->type_has( 'noindex', $type ), get_option( 'show_on_front' ), get_option( 'page_on_front' ) );
	}

	/**
	 * The one query behind pages() and entries(): indexable rows of $type with ID $operator $key.
	 */
	private function query( string $type, string $columns, string $operator, int $key, int $limit, int $upto = PHP_INT_MAX, bool $ordered = true ): string {
		global $wpdb;
		// The front page and its translations are listed as the home pages (Home_Provider).
		$fronts = 'page' === get_option( 'show_on_front' ) ? array_map( 'intval', array_values( $this->alternates->front_pages() ) ) : array();
		$front  = implode( ',', $fronts ? $fronts : array( 0 ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $columns, $operator and $order are fixed strings built here, $front a list of integers.
		$order = $ordered ? ' ORDER BY p.ID ASC LIMIT ' . min( $limit, 1000000000 ) : '';
		return $wpdb->prepare(
			"SELECT {$columns} FROM {$wpdb->posts} p
			WHERE p.post_type = %s AND p.post_status = 'publish' AND p.post_password = ''
			AND p.ID {$operator} %d AND p.ID <= %d AND p.ID NOT IN ({$front}) AND ",
			$type,
			$key,
			min( $upto, PHP_INT_MAX )
		) . $this->indexing->indexable_posts_sql( $type, 'p.ID' ) . $order;
		// phpcs:enable
	}
}
