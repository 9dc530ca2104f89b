<?php
/**
 * Sitemap pages cut from a stream of rows: first key, count and newest modification per page, the same
 * whether the rows come in keyset chunks or in key windows of any size, with empty and zero dates read
 * as no date.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Plugin;
use Sightline\Settings\Indexing;
use Sightline\Settings\Object_Meta;
use Sightline\Sitemaps\Alternates;
use Sightline\Sitemaps\Paginator;
use Sightline\Sitemaps\Post_Type_Provider;
use Sightline\Tests\TestCase;

final class PaginatorTest extends TestCase {

	/** Rows keyed 3, 6, 9, … with dates that go up and down, and a few without a date. */
	private static function rows( int $count ): array {
		$rows = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$date   = 0 === $i % 97 ? ( 0 === $i % 2 ? null : '0000-00-00 00:00:00' ) : gmdate( 'Y-m-d H:i:s', 1700000000 + ( ( $i * 7919 ) % 100000 ) * 60 );
			$rows[] = array( (string) ( $i * 3 ), $date );
		}
		return $rows;
	}

	/** The pages as the rows say, computed the plain way (one date parse per row). */
	private static function expected( array $rows, int $per_page ): array {
		$pages = array();
		foreach ( array_chunk( $rows, $per_page ) as $chunk ) {
			$pages[] = array(
				'start'   => (int) $chunk[0][0],
				'lastmod' => max( array_map( static fn( $row ) => null === $row[1] || str_starts_with( $row[1], '0000' ) ? 0 : strtotime( $row[1] . ' UTC' ), $chunk ) ),
				'count'   => count( $chunk ),
			);
		}
		return $pages;
	}

	public function test_pages_from_keyset_chunks_and_from_key_windows_agree_with_the_rows(): void {
		$rows     = self::rows( 12345 );
		$expected = self::expected( $rows, 1000 );
		$this->assertCount( 13, $expected );

		$chunks = static fn( int $after, int $limit ): array => array_slice( array_values( array_filter( $rows, static fn( $row ) => (int) $row[0] > $after ) ), 0, $limit );
		$this->assertSame( $expected, Paginator::pages( $chunks, 1000 ) );

		$window = static fn( int $after, int $upto ): array => array_values( array_filter( $rows, static fn( $row ) => (int) $row[0] > $after && (int) $row[0] <= $upto ) );
		foreach ( array( 700, 5000, 20000, 100000 ) as $size ) {
			$this->assertSame( $expected, Paginator::pages_by_window( $window, 12345 * 3, 1000, $size ), "windows of {$size} keys" );
		}
	}

	public function test_a_page_whose_rows_have_no_date_has_lastmod_zero(): void {
		$rows = array( array( '1', null ), array( '2', '0000-00-00 00:00:00' ), array( '3', '' ) );
		$this->assertSame( array( array( 'start' => 1, 'lastmod' => 0, 'count' => 3 ) ), Paginator::pages( static fn( int $after ) => array_values( array_filter( $rows, static fn( $r ) => (int) $r[0] > $after ) ), 1000 ) );
	}

	/**
	 * The one grouped query (window functions: MariaDB 10.2+, MySQL 8.0+) cuts the same pages as the key
	 * windows, on real rows: noindexed, password-protected and unpublished posts left out, dates that
	 * go up and down. Where the database has no window functions it answers null and the windows serve.
	 */
	public function test_the_grouped_query_cuts_the_same_pages_as_the_key_windows(): void {
		$ids = array();
		for ( $i = 0; $i < 23; $i++ ) {
			$ids[] = self::factory()->post->create(
				array(
					'post_status'   => 7 === $i ? 'draft' : 'publish',
					'post_password' => 11 === $i ? 'secret' : '',
					'post_date'     => gmdate( 'Y-m-d H:i:s', 1700000000 + ( ( $i * 7919 ) % 1000 ) * 3600 ),
				)
			);
		}
		update_post_meta( $ids[4], Object_Meta::key( 'robots_noindex' ), 'on' );
		$provider = new Post_Type_Provider( Plugin::get( Indexing::class ), Plugin::get( Alternates::class ) );

		$grouped = $provider->grouped_pages( 'post', 4 );
		$windows = static function () use ( $provider ): array {
			add_filter( 'query', $refuse = static fn( $sql ) => str_contains( (string) $sql, 'ROW_NUMBER()' ) ? 'SELECT no_such_column FROM no_such_table' : $sql );
			try {
				return $provider->pages( 'post-post', 4 );
			} finally {
				remove_filter( 'query', $refuse );
			}
		};
		$by_window = $windows();
		$listed = array_sum( array_column( $by_window, 'count' ) );
		$this->assertGreaterThanOrEqual( 20, $listed, 'the 20 listable posts (and any the test site had)' );
		$this->assertCount( (int) ceil( $listed / 4 ), $by_window );
		if ( null === $grouped ) {
			global $wpdb;
			$this->assertStringNotContainsString( 'MariaDB', (string) $wpdb->db_server_info(), 'MariaDB answers window functions' );
			return;
		}
		$this->assertSame( $by_window, $grouped );
		$this->assertSame( $by_window, $provider->pages( 'post-post', 4 ), 'pages() answers with the grouped query' );
	}

	/**
	 * On MariaDB the grouped query's numbered rows stay in memory past the session's temporary table size
	 * (16 MB by default: about 750,000 posts), instead of going to a table on disk and back.
	 */
	public function test_on_mariadb_the_numbered_rows_stay_in_memory_past_the_sessions_temporary_table_size(): void {
		global $wpdb;
		if ( ! str_contains( (string) $wpdb->db_server_info(), 'MariaDB' ) ) {
			$this->markTestSkipped( 'MariaDB only (run with --db mariadb).' );
		}
		$next = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ) + 1;
		$rows = array();
		for ( $i = 0; $i < 3000; $i++, $next++ ) {
			$rows[] = $wpdb->prepare( "(%d, 1, '2024-01-01 00:00:00', '2024-01-01 00:00:00', '', %s, '', 'publish', %s, '2024-01-01 00:00:00', '2024-01-01 00:00:00', '', '', '', 'post')", $next, "Row {$next}", "row-{$next}" );
		}
		$wpdb->query( "INSERT INTO {$wpdb->posts} (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type) VALUES " . implode( ',', $rows ) );
		$provider = new Post_Type_Provider( Plugin::get( Indexing::class ), Plugin::get( Alternates::class ) );
		$disk     = static fn(): int => (int) $wpdb->get_var( "SELECT VARIABLE_VALUE FROM information_schema.SESSION_STATUS WHERE VARIABLE_NAME = 'CREATED_TMP_DISK_TABLES'" );
		$sizes    = $wpdb->get_row( 'SELECT @@SESSION.tmp_table_size AS tmp, @@SESSION.max_heap_table_size AS heap', ARRAY_A );
		// The smallest sizes MariaDB takes: 3,000 numbered rows do not fit in them.
		$wpdb->query( 'SET SESSION tmp_table_size = 16384, max_heap_table_size = 16384' );
		try {
			$before = $disk();
			$pages  = $provider->grouped_pages( 'post', 1000 );
			$after  = $disk();
		} finally {
			$wpdb->query( $wpdb->prepare( 'SET SESSION tmp_table_size = %d, max_heap_table_size = %d', (int) $sizes['tmp'], (int) $sizes['heap'] ) );
		}
		$this->assertNotNull( $pages, 'the grouped query answered' );
		$this->assertGreaterThanOrEqual( 3000, array_sum( array_column( $pages, 'count' ) ) );
		$this->assertSame( $before, $after, 'no temporary table written to disk' );
	}
}
