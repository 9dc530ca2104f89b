<?php
/**
 * A batch whose write fails is rolled back whole, and the object cache is left equal to the database:
 * no cached meta and no cached sitemap stamp that the rollback removed (what a persistent object cache
 * shared by several servers would otherwise keep serving). Nothing else is flushed.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Settings\Object_Meta;
use Sightline\Sitemaps\State;
use Sightline\Tests\TestCase;

final class FailedBatchCacheTest extends TestCase {

	/** @var list<int> Posts committed by the test, removed whatever its outcome (a left one would be in later tests' lists). */
	private array $posts = array();

	protected function tearDown(): void {
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		if ( $this->posts ) {
			self::commit_transaction();
		}
		parent::tearDown();
	}

	/** Our rows of a post: the scores stored when it was saved, and whatever a migration wrote. */
	private function our_row_count( int $post ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key LIKE %s", $post, '\\_sightline\\_%' ) ); // phpcs:ignore WordPress.DB
	}

	public function test_a_failed_batch_leaves_the_cache_equal_to_the_database(): void {
		global $wpdb;
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Needs the migration\'s own transaction: run with --db mariadb.' );
		}
		$posts       = self::factory()->post->create_many( 3 );
		$this->posts = $posts;
		$rows_before = array();
		foreach ( $posts as $post ) {
			update_post_meta( $post, '_yoast_wpseo_title', 'Title of ' . $post );
			$rows_before[ $post ] = $this->our_row_count( $post );
		}
		self::commit_transaction(); // The batch opens its own transaction; what existed before is committed.
		$stamps_before = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", State::OPTION ) );
		wp_cache_set( 'probe', 'kept', 'another_plugins_group' );

		// The last INSERT of the batch fails.
		$fail = static function ( $query ) {
			return is_string( $query ) && str_starts_with( $query, "INSERT INTO {$GLOBALS['wpdb']->postmeta}" ) && str_contains( $query, Migrator::MARK_KEY ) ? 'INSERT INTO no_such_table VALUES (1)' : $query;
		};
		add_filter( 'query', $fail );
		$quiet    = $wpdb->suppress_errors( true );
		$migrator = Plugin::get( Migrator::class );
		$results  = $migrator->migrate_batch( $migrator->source( 'wordpress-seo' ), 'post', $posts );
		$wpdb->suppress_errors( $quiet );
		remove_filter( 'query', $fail );

		foreach ( $posts as $post ) {
			$this->assertSame( 'sightline_migration_write_failed', $results[ $post ]->get_error_code() );
			$this->assertSame( $rows_before[ $post ], $this->our_row_count( $post ), 'nothing of the batch was kept' );
			$cached = wp_cache_get( $post, 'post_meta' );
			$this->assertTrue( false === $cached || ! isset( $cached[ Object_Meta::key( 'title' ) ] ), 'no cached meta the rollback removed' );
			$this->assertSame( '', get_post_meta( $post, Object_Meta::key( 'title' ), true ) );
		}
		$cached_options = wp_cache_get( 'alloptions', 'options' );
		$this->assertTrue( false === $cached_options || ( $cached_options[ State::OPTION ] ?? null ) === $stamps_before, 'no cached sitemap stamp the rollback removed' );
		$this->assertSame( 'kept', wp_cache_get( 'probe', 'another_plugins_group' ), 'only what the batch touched is dropped' );
	}
}
