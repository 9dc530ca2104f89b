<?php
/**
 * A run over a source's posts walks them from the last id on: `posts_after()` gives the posts the pages by
 * offset give, and `wp sightline migrate` asks the database for no offset (each would walk every post
 * before it: hours at a million posts).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Detector;
use Sightline\Migration\Migrate_Command;
use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

final class SourcePostIdsTest extends TestCase {

	/** @var list<int> */
	private array $ids;

	protected function setUp(): void {
		parent::setUp();
		$this->ids = self::factory()->post->create_many( 7 );
		foreach ( $this->ids as $id ) {
			update_post_meta( $id, '_yoast_wpseo_title', 'Yoast title ' . $id );
		}
	}

	public function test_posts_after_walks_the_posts_the_pages_by_offset_list(): void {
		$source    = Plugin::get( Detector::class )->source( 'wordpress-seo' );
		$by_offset = array_merge( $source->post_ids( 0, 3 ), $source->post_ids( 3, 3 ), $source->post_ids( 6, 3 ) );
		$walked    = array();
		$after     = 0;
		for ( $rows = $source->posts_after( $after, 3 ); $rows; $rows = $source->posts_after( $after, 3 ) ) {
			$walked = array_merge( $walked, $rows );
			$after  = end( $rows )['id'];
		}
		$this->assertSame( $by_offset, $walked );
		$this->assertSame( $this->ids, array_column( $walked, 'id' ) );
	}

	/**
	 * The settings app reads every page in order: page 1 counts, the pages after it go on from the last
	 * id of the page before, with no count and no offset, and list what the pages by offset list.
	 */
	public function test_a_listing_read_in_order_counts_once_and_uses_no_offset(): void {
		$migrator = Plugin::get( Migrator::class );
		$source   = Plugin::get( Detector::class )->source( 'wordpress-seo' );
		$listed   = array();
		$costly   = array();
		$watch    = static function ( $query ) use ( &$costly ) {
			if ( is_string( $query ) && str_contains( $query, '_yoast_wpseo_' ) && preg_match( '/\bOFFSET\b|COUNT\(/i', $query ) ) {
				$costly[] = $query;
			}
			return $query;
		};
		for ( $page = 1; $page <= 3; $page++ ) {
			if ( 2 === $page ) {
				add_filter( 'query', $watch );
			}
			$answer = $migrator->page( $source, 'posts', $page, 3 );
			$this->assertSame( 7, $answer['pagination']['total_items'] );
			$this->assertSame( 3, $answer['pagination']['total_pages'] );
			$listed = array_merge( $listed, $answer['data']['post']['post_ids'] ?? array() );
		}
		remove_filter( 'query', $watch );
		$this->assertSame( $this->ids, $listed );
		$this->assertSame( array(), $costly, 'pages 2 and 3: no count, no offset' );
		$this->assertSame( array_column( $source->post_ids( 3, 3 ), 'id' ), $migrator->page( $source, 'posts', 2, 3 )['data']['post']['post_ids'], 'a page asked out of order: by offset' );
	}

	/**
	 * The command's walk (in process, it would migrate, and a table it creates on MariaDB commits the
	 * test's transaction: its batches are what is tested).
	 */
	public function test_the_command_walks_every_post_without_an_offset(): void {
		$source  = Plugin::get( Detector::class )->source( 'wordpress-seo' );
		$offsets = array();
		$watch   = static function ( $query ) use ( &$offsets ) {
			if ( is_string( $query ) && str_contains( $query, '_yoast_wpseo_' ) && preg_match( '/\bOFFSET\b/i', $query ) ) {
				$offsets[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $watch );
		$batches = iterator_to_array( Migrate_Command::batches( $source, 'post', 2, $source->count_posts() ), false );
		remove_filter( 'query', $watch );
		$this->assertSame( array(), $offsets );
		$this->assertSame( array_chunk( $this->ids, 2 ), $batches );
	}

	/**
	 * posts_after() reads posts by primary-key range and probes their ids in the source's meta, never a
	 * subquery over every row of the source's meta (MariaDB materialises `p.ID IN (SELECT post_id …)`
	 * with a full scan of the meta table, once per batch: hours at a million posts). Posts without
	 * source data, auto-drafts and revisions in between are stepped over, across steps of the walk.
	 */
	public function test_posts_after_probes_a_range_of_ids_never_every_row_of_the_source(): void {
		global $wpdb;
		$source = Plugin::get( Detector::class )->source( 'wordpress-seo' );
		$draft  = self::factory()->post->create( array( 'post_status' => 'auto-draft' ) );
		update_post_meta( $draft, '_yoast_wpseo_title', 'Draft' );
		// More posts without Yoast data than one step of the walk reads, then one with it.
		$now  = current_time( 'mysql' );
		$rows = array();
		for ( $i = 0; $i < 1100; $i++ ) {
			$rows[] = $wpdb->prepare( '(1, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $now, $now, '', 'Plain ' . $i, '', 'publish', $now, $now, 'post' );
		}
		$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_modified, post_modified_gmt, post_type) VALUES " . implode( ',', $rows ) );
		$last = self::factory()->post->create();
		update_post_meta( $last, '_yoast_wpseo_metadesc', 'Last' );
		$expected = array_merge( $this->ids, array( $last ) );
		$this->assertSame( $expected, array_column( $source->post_ids( 0, 100 ), 'id' ), 'what the one-query form lists' );

		$walked = array();
		$sent   = self::queries_sent(
			static function () use ( $source, &$walked ): void {
				$after = 0;
				for ( $rows = $source->posts_after( $after, 3 ); $rows; $rows = $source->posts_after( $after, 3 ) ) {
					$walked = array_merge( $walked, array_column( $rows, 'id' ) );
					$after  = end( $walked );
				}
			}
		);

		$this->assertSame( $expected, $walked );
		$subqueries = array_filter( $sent, static fn( string $query ): bool => (bool) preg_match( '/\bIN\s*\(\s*SELECT\b/i', $query ) );
		$this->assertSame( array(), array_values( $subqueries ), 'no subquery over the source\'s rows' );
		foreach ( $sent as $query ) {
			if ( str_contains( $query, $wpdb->postmeta ) ) {
				$this->assertMatchesRegularExpression( '/\bpost_id IN \([\d,]+\)/', $query, 'the meta is probed by post ids' );
			}
		}
	}
}
