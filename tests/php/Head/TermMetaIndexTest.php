<?php
/**
 * The term-meta index lets a page view skip the term-meta query for terms without Sightline SEO fields,
 * and never hides a field that exists: writes through the metadata API, deletions, term deletion, bulk
 * (migration) batches and a missing option all keep it exact.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

use Sightline\Settings\Term_Meta_Index;

require_once __DIR__ . '/class-head-testcase.php';

final class TermMetaIndexTest extends Head_TestCase {

	/**
	 * Head of $url and the term-meta queries rendering it made.
	 *
	 * @return array{0: string, 1: list<string>}
	 */
	private function head_and_term_meta_queries( string $url ): array {
		$this->go_to( $url );
		$queries = array();
		$watch   = static function ( $sql ) use ( &$queries ) {
			if ( str_contains( $sql, $GLOBALS['wpdb']->termmeta ) ) {
				$queries[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $watch );
		$html = $this->render_head();
		remove_filter( 'query', $watch );
		return array( $html, $queries );
	}

	private function breadcrumb_names( string $html ): array {
		return array_column( $this->graph( $html )['BreadcrumbList']['itemListElement'], 'name' );
	}

	public function test_a_post_page_reads_no_term_meta_when_its_terms_have_no_fields(): void {
		$category = self::factory()->category->create( array( 'name' => 'Guides' ) );
		$post     = self::factory()->post->create( array( 'post_title' => 'Bots', 'post_category' => array( $category ) ) );
		Term_Meta_Index::rebuild();

		list( $html, $queries ) = $this->head_and_term_meta_queries( get_permalink( $post ) );

		$this->assertSame( array( 'Home', 'Guides', 'Bots' ), $this->breadcrumb_names( $html ) );
		$this->assertSame( array(), $queries, 'no term-meta query' );
	}

	public function test_a_field_written_through_the_metadata_api_is_read_at_once(): void {
		$category = self::factory()->category->create( array( 'name' => 'Guides' ) );
		$post     = self::factory()->post->create( array( 'post_title' => 'Bots', 'post_category' => array( $category ) ) );
		Term_Meta_Index::rebuild();
		update_term_meta( $category, '_sightline_breadcrumb_title', 'All guides' );
		$this->assertTrue( Term_Meta_Index::may_have( $category ) );

		list( $html, $queries ) = $this->head_and_term_meta_queries( get_permalink( $post ) );

		$this->assertSame( array( 'Home', 'All guides', 'Bots' ), $this->breadcrumb_names( $html ) );
		$this->assertCount( 1, $queries, 'one query, for the terms of the page' );
	}

	public function test_an_archive_sees_its_terms_robots_and_title(): void {
		$tag = self::factory()->tag->create( array( 'name' => 'robots' ) );
		self::factory()->post->create( array( 'tags_input' => array( 'robots' ) ) );
		add_term_meta( $tag, '_sightline_robots_noindex', 'on' );
		add_term_meta( $tag, '_sightline_title', 'Everything about robots' );

		list( $html ) = $this->head_and_term_meta_queries( get_term_link( $tag ) );

		$this->assertStringContainsString( 'noindex', $this->robots_meta( $html ) );
		$this->assertSame( 'Everything about robots', $this->meta( $html, 'og:title' ) );
	}

	public function test_a_term_leaves_the_index_with_its_last_field(): void {
		$term = self::factory()->category->create();
		update_term_meta( $term, '_sightline_title', 'T' );
		update_term_meta( $term, '_sightline_description', 'D' );
		update_term_meta( $term, 'other_plugin_key', 'x' );

		delete_term_meta( $term, '_sightline_title' );
		$this->assertTrue( Term_Meta_Index::may_have( $term ), 'one field left' );
		delete_term_meta( $term, '_sightline_description' );
		$this->assertFalse( Term_Meta_Index::may_have( $term ), 'none left (other plugins\' meta does not count)' );
	}

	public function test_a_deleted_term_leaves_the_index(): void {
		$term = self::factory()->category->create();
		update_term_meta( $term, '_sightline_title', 'T' );
		wp_delete_term( $term, 'category' );
		$this->assertArrayNotHasKey( $term, get_option( Term_Meta_Index::OPTION ) );
	}

	public function test_bulk_writes_rebuild_the_index_once_at_their_end(): void {
		$term    = self::factory()->category->create();
		$before  = get_option( Term_Meta_Index::OPTION );
		$updates = 0;
		$count   = static function () use ( &$updates ) {
			++$updates;
		};
		add_action( 'update_option_' . Term_Meta_Index::OPTION, $count );
		add_action( 'add_option_' . Term_Meta_Index::OPTION, $count );

		do_action( 'sightline_bulk_write_start' );
		update_term_meta( $term, '_sightline_title', 'T' );
		update_term_meta( $term, '_sightline_breadcrumb_title', 'B' );
		$this->assertSame( $before, get_option( Term_Meta_Index::OPTION ), 'held during the batch' );
		do_action( 'sightline_bulk_write_end' );

		$this->assertTrue( Term_Meta_Index::may_have( $term ) );
		$this->assertLessThanOrEqual( 1, $updates, 'one write for the whole batch' );
	}

	public function test_a_term_lost_by_concurrent_writes_comes_back_with_the_next_change(): void {
		$a = self::factory()->category->create();
		$b = self::factory()->category->create();
		update_term_meta( $a, '_sightline_title', 'A' );
		// Two requests writing at once: the later one stored a list read before the other's write.
		update_option( Term_Meta_Index::OPTION, array(), true );
		$this->assertFalse( Term_Meta_Index::may_have( $a ) );

		update_term_meta( $b, '_sightline_title', 'B' );

		$this->assertTrue( Term_Meta_Index::may_have( $a ), 'the list is read again from the table' );
		$this->assertTrue( Term_Meta_Index::may_have( $b ) );
	}

	public function test_a_missing_index_is_read_as_any_on_page_views_and_rebuilt_in_wp_admin(): void {
		$with    = self::factory()->category->create();
		$without = self::factory()->category->create();
		update_term_meta( $with, '_sightline_canonical', 'https://example.org/x' );
		delete_option( Term_Meta_Index::OPTION );

		$this->assertTrue( Term_Meta_Index::may_have( $without, true ), 'a page view reads every term' );
		$this->assertFalse( get_option( Term_Meta_Index::OPTION ), 'and writes nothing' );

		$this->assertNotFalse( has_action( 'admin_init', array( Term_Meta_Index::class, 'ensure' ) ), 'wp-admin builds it' );
		Term_Meta_Index::ensure();
		$this->assertTrue( Term_Meta_Index::may_have( $with ) );
		$this->assertFalse( Term_Meta_Index::may_have( $without ) );
		$this->assertIsArray( get_option( Term_Meta_Index::OPTION ), 'stored again' );
	}

	public function test_activation_builds_the_index(): void {
		$with = self::factory()->category->create();
		update_term_meta( $with, '_sightline_title', 'T' );
		delete_option( Term_Meta_Index::OPTION );
		do_action( 'sightline_activated', false );
		$this->assertSame( array( $with => true ), get_option( Term_Meta_Index::OPTION ) );
	}

	public function test_past_the_limit_every_term_may_have_fields(): void {
		global $wpdb;
		$rows = array();
		for ( $id = 900001; $id <= 900001 + Term_Meta_Index::LIMIT; $id++ ) {
			$rows[] = $wpdb->prepare( '(%d, %s, %s)', $id, '_sightline_title', 'T' );
		}
		$wpdb->query( "INSERT INTO {$wpdb->termmeta} (term_id, meta_key, meta_value) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB
		Term_Meta_Index::rebuild();

		$this->assertSame( array( '*' => true ), get_option( Term_Meta_Index::OPTION ) );
		$this->assertTrue( Term_Meta_Index::may_have( 123456789 ) );
	}
}
