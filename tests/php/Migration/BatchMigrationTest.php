<?php
/**
 * The bulk write path (Migrator::migrate_batch through Meta_Writer): a batch stores exactly what
 * one-item calls store, a re-run over migrated items writes nothing, values already stored but
 * different are updated in place (no duplicate rows), the object cache never serves a stale value
 * after a batch, and the meta actions other features listen to still fire with real meta ids.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Checks\Score\Score_Store;
use Sightline\Migration\Migrator;
use Sightline\Plugin;

require_once __DIR__ . '/class-migration-testcase.php';

final class BatchMigrationTest extends Migration_TestCase {

	private array $ids;

	private Migrator $migrator;

	protected function setUp(): void {
		parent::setUp();
		$this->ids = Fixtures::site( self::factory() );
		Fixtures::yoast( $this->ids );
		$this->migrator = Plugin::get( Migrator::class );
	}

	/** @return list<int> */
	private function posts(): array {
		return array( $this->ids['custom'], $this->ids['forced'], $this->ids['social'], $this->ids['hostile'] );
	}

	/**
	 * Every row of ours, by object (meta ids left out: they differ between two runs).
	 *
	 * @return list<array<string, string>>
	 */
	private function our_rows(): array {
		global $wpdb;
		return $wpdb->get_results( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key LIKE '\\_sightline%' ORDER BY post_id, meta_key, meta_value", ARRAY_A ); // phpcs:ignore WordPress.DB
	}

	/**
	 * Forgets what the migration wrote. The scores stay: they were stored when the fixture's posts
	 * were saved, not by the migration, and our_rows() still compares them, so a batch that wrote or
	 * removed one would show.
	 */
	private function forget_ours(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->postmeta} WHERE meta_key LIKE %s AND meta_key NOT IN (%s, %s)", $wpdb->esc_like( '_sightline' ) . '%', Score_Store::SEO_KEY, Score_Store::READABILITY_KEY ) ); // phpcs:ignore WordPress.DB
		wp_cache_delete_multiple( $this->posts(), 'post_meta' );
	}

	public function test_a_batch_stores_what_one_item_calls_store(): void {
		$source = $this->migrator->source( 'wordpress-seo' );
		$single = array();
		foreach ( $this->posts() as $id ) {
			$single[ $id ] = $this->migrator->migrate_object( $source, 'post', $id );
		}
		$rows = $this->our_rows();
		$this->assertNotEmpty( $rows );
		$this->forget_ours();

		$batch = $this->migrator->migrate_batch( $source, 'post', array_merge( $this->posts(), array( 999999 ) ) );
		$this->assertSame( $rows, $this->our_rows(), 'same rows, same values' );
		foreach ( $this->posts() as $id ) {
			$this->assertSame( $single[ $id ], $batch[ $id ], "result of post {$id}" );
			$this->assertSame( 'wordpress-seo', $this->mark_of( 'post', $id ) );
		}
		$this->assertSame( 'sightline_migration_unknown_item', $batch[999999]->get_error_code() );
		$this->assertNotEmpty( get_post_meta( $this->ids['social'], Migrator::REPORT_KEY, true ), 'a report is kept when there is one' );
	}

	public function test_a_re_run_writes_nothing_and_fires_no_meta_action(): void {
		$source = $this->migrator->source( 'wordpress-seo' );
		$this->migrator->migrate_batch( $source, 'post', $this->posts() );
		$rows   = $this->our_rows();
		$writes = array();
		$record = static function ( $sql ) use ( &$writes ) {
			if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', $sql ) ) {
				$writes[] = $sql;
			}
			return $sql;
		};
		$fired = 0;
		$count = static function () use ( &$fired ) {
			++$fired;
		};
		add_filter( 'query', $record );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, $count );
		}
		wp_cache_flush();
		$again = $this->migrator->migrate_batch( $source, 'post', $this->posts() );
		remove_filter( 'query', $record );
		$this->assertSame( array(), $writes, 'no write query' );
		$this->assertSame( 0, $fired );
		$this->assertSame( $rows, $this->our_rows() );
		$this->assertSame( 10, $again[ $this->ids['custom'] ]['written'], 'the result still counts the fields migrated' );
		// Skipping marked items (what the CLI does without --force) reports them as null.
		$this->assertSame( array( $this->ids['custom'] => null ), $this->migrator->migrate_batch( $source, 'post', array( $this->ids['custom'] ), false, true ) );
	}

	public function test_changed_values_are_updated_in_place_and_the_cache_is_never_stale(): void {
		$id = $this->ids['custom'];
		// Stale values of ours from an earlier run, a report that no longer applies, and a mark from
		// another source; all read once so they sit in the object cache.
		update_post_meta( $id, '_sightline_title', 'Old title' );
		update_post_meta( $id, '_sightline_robots_noindex', 'off' );
		update_post_meta( $this->ids['forced'], Migrator::REPORT_KEY, '[{"item":"old"}]' );
		update_post_meta( $id, Migrator::MARK_KEY, 'seo-by-rank-math' );
		$this->assertSame( 'Old title', get_post_meta( $id, '_sightline_title', true ) );
		$this->assertSame( '[{"item":"old"}]', get_post_meta( $this->ids['forced'], Migrator::REPORT_KEY, true ) );
		$this->assertSame( '', get_post_meta( $this->ids['social'], '_sightline_twitter_title', true ) );

		$changed = array();
		add_action(
			'added_post_meta',
			static function ( $meta_id, $object_id, $key ) use ( &$changed ) {
				$changed[] = array( 'added', $object_id, $key, $meta_id > 0 );
			},
			10,
			3
		);
		add_action(
			'updated_post_meta',
			static function ( $meta_id, $object_id, $key ) use ( &$changed ) {
				$changed[] = array( 'updated', $object_id, $key, $meta_id > 0 );
			},
			10,
			3
		);
		$this->migrator->migrate_batch( $this->migrator->source( 'wordpress-seo' ), 'post', $this->posts() );

		$this->assertSame( 'Custom %title% — 50% off %separator% %site_name%', get_post_meta( $id, '_sightline_title', true ) );
		$this->assertSame( 'on', get_post_meta( $id, '_sightline_robots_noindex', true ) );
		$this->assertSame( 'wordpress-seo', get_post_meta( $id, Migrator::MARK_KEY, true ) );
		$this->assertFalse( metadata_exists( 'post', $this->ids['forced'], Migrator::REPORT_KEY ), 'an empty report removes the old one' );
		$this->assertSame( 'Tweet %title%', get_post_meta( $this->ids['social'], '_sightline_twitter_title', true ) );
		global $wpdb;
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = '_sightline_title'", $id ) ), 'updated, not duplicated' ); // phpcs:ignore WordPress.DB
		$this->assertContains( array( 'updated', $id, '_sightline_robots_noindex', true ), $changed, 'the sitemap invalidator hears the noindex change' );
		$this->assertContains( array( 'added', $this->ids['social'], '_sightline_twitter_title', true ), $changed );
		$this->assertContains( array( 'added', $id, '_sightline_canonical', true ), $changed );
	}

	public function test_a_dry_run_writes_nothing(): void {
		$before = $this->our_rows();
		$result = $this->migrator->migrate_batch( $this->migrator->source( 'wordpress-seo' ), 'post', $this->posts(), true );
		$this->assertSame( $before, $this->our_rows() );
		$this->assertSame( 10, $result[ $this->ids['custom'] ]['written'] );
	}

	public function test_a_batch_saves_the_sitemap_freshness_stamps_once(): void {
		$writes = 0;
		$count  = static function () use ( &$writes ): void {
			++$writes;
		};
		add_action( 'update_option_sightline_sitemap_state', $count );
		add_action( 'add_option_sightline_sitemap_state', $count );
		$before = did_action( 'sightline_bulk_write_end' );
		$this->migrator->migrate_batch( $this->migrator->source( 'wordpress-seo' ), 'post', $this->posts() );
		$this->assertSame( 1, did_action( 'sightline_bulk_write_end' ) - $before );
		// Several posts changed (some now noindexed), yet the stamps were written in one go.
		$this->assertSame( 1, $writes );
		$this->assertGreaterThan( 0, ( get_option( 'sightline_sitemap_state' )['groups']['post']['pages'] ?? array( 0 ) )[1] ?? 1 );
	}
}
