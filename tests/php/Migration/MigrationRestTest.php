<?php
/**
 * The migration REST routes: permissions per role, clear 4xx for bad slugs and ids, batches, paging,
 * idempotency, resume after a failure in the middle, deactivation and completion tracking.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class MigrationRestTest extends Migration_TestCase {

	private array $ids;

	protected function setUp(): void {
		parent::setUp();
		$this->ids = Fixtures::site( self::factory() );
		Fixtures::yoast( $this->ids );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: array<string, mixed>}>
	 */
	public static function routes(): array {
		return array(
			'GET terms'           => array( 'GET', 'migration/terms', array( 'plugin_slug' => 'wordpress-seo' ) ),
			'GET posts'           => array( 'GET', 'migration/posts', array( 'plugin_slug' => 'wordpress-seo' ) ),
			'POST global'         => array( 'POST', 'migration/global-settings', array( 'plugin_slug' => 'wordpress-seo' ) ),
			'POST posts'          => array( 'POST', 'migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( 1 ) ) ),
			'POST terms'          => array( 'POST', 'migration/terms', array( 'plugin_slug' => 'wordpress-seo', 'term_ids' => array( 1 ) ) ),
			'POST completed'      => array( 'POST', 'migration/completed', array( 'plugin_slug' => 'wordpress-seo' ) ),
			'GET migrated-data'   => array( 'GET', 'migration/migrated-data', array() ),
			'POST deactivate'     => array( 'POST', 'plugins/deactivate', array( 'plugin_slug' => 'wordpress-seo' ) ),
		);
	}

	/**
	 * @dataProvider routes
	 */
	public function test_routes_refuse_users_without_manage_options( string $method, string $route, array $params ): void {
		$this->assertRestError( 401, 'rest_forbidden', $this->rest( $method, '/sightline/v1/' . $route, $params ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( $method, '/sightline/v1/' . $route, $params, 'editor' ) );
		$this->assertSame( array(), $this->written( 'post', $this->ids['custom'] ), 'nothing written' );
	}

	public function test_deactivation_also_needs_activate_plugins(): void {
		$admin = self::factory()->user->create( array( 'role' => 'administrator' ) );
		get_userdata( $admin )->remove_cap( 'activate_plugins' );
		get_userdata( $admin )->add_cap( 'activate_plugins', false );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'POST', '/sightline/v1/plugins/deactivate', array( 'plugin_slug' => 'wordpress-seo' ), $admin ) );
		// An administrator may ask; Yoast is not active here (its data left): already done, nothing changed
		// (the migration's last step asks for it, and a failed request would be logged in the browser).
		$active = (array) get_option( 'active_plugins' );
		$answer = $this->rest( 'POST', '/sightline/v1/plugins/deactivate', array( 'plugin_slug' => 'wordpress-seo' ), 'administrator' );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( array( array(), array() ), array( $answer->get_data()['deactivated'], $answer->get_data()['network_active'] ) );
		$this->assertSame( 'The plugin is not active: there was nothing to deactivate.', $answer->get_data()['message'] );
		$this->assertSame( $active, (array) get_option( 'active_plugins' ) );
	}

	public function test_bad_slugs_and_ids_get_clear_4xx(): void {
		$answer = $this->rest( 'GET', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'not-a-plugin' ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $answer );
		$this->assertArrayHasKey( 'plugin_slug', $answer->get_data()['data']['params'] );

		$answer = $this->rest( 'POST', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( 'abc' ) ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $answer );
		$this->assertArrayHasKey( 'post_ids', $answer->get_data()['data']['params'] );

		$this->assertRestError( 400, 'rest_missing_callback_param', $this->rest( 'POST', '/sightline/v1/migration/terms', array( 'plugin_slug' => 'wordpress-seo' ), 'administrator' ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'POST', '/sightline/v1/migration/terms', array( 'plugin_slug' => 'wordpress-seo', 'term_ids' => array() ), 'administrator' ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'POST', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => range( 1, 101 ) ), 'administrator' ) );
		$cleanup = $this->rest( 'POST', '/sightline/v1/migration/global-settings', array( 'plugin_slug' => 'wordpress-seo', 'cleanup' => true ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $cleanup );
		$this->assertSame( "cleanup must be false: the source plugin's data is never modified.", $cleanup->get_data()['data']['params']['cleanup'], 'not WordPress\'s "cleanup is not ."' );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'POST', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( 1 ), 'cleanup' => array( 'x' ) ), 'administrator' ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'page' => 0 ), 'administrator' ) );
		$this->assertRestError( 404, 'sightline_migration_unknown_item', $this->rest( 'POST', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( 999999 ) ), 'administrator' ) );
	}

	public function test_pages_group_ids_by_type_and_accept_batches(): void {
		$list = $this->rest( 'GET', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'page' => 1 ), 'administrator' )->get_data();
		$this->assertSame( 1, $list['pagination']['total_pages'] );
		$this->assertSame( 'Posts', $list['data']['post']['title'] );
		$this->assertSame( array( $this->ids['custom'], $this->ids['social'], $this->ids['hostile'] ), $list['data']['post']['post_ids'] );
		$this->assertSame( 3, $list['data']['post']['count'] );
		$this->assertSame( array( $this->ids['forced'] ), $list['data']['page']['post_ids'] );
		$terms = $this->rest( 'GET', '/sightline/v1/migration/terms', array( 'plugin_slug' => 'wordpress-seo' ), 'administrator' )->get_data();
		$this->assertSame( array( $this->ids['cat'] ), $terms['data']['category']['term_ids'] );

		$batch = $this->rest( 'POST', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( $this->ids['custom'], $this->ids['social'], 999999 ) ), 'administrator' );
		$this->assertSame( 200, $batch->get_status() );
		$this->assertSame( array( $this->ids['custom'], $this->ids['social'] ), $batch->get_data()['migrated'] );
		$this->assertSame( array( 999999 ), $batch->get_data()['skipped'] );
		$this->assertSame( 'on', get_post_meta( $this->ids['custom'], '_sightline_robots_noindex', true ) );
	}

	/** Data keyed by taxonomy or post type is a JSON object even when a source has nothing of a kind. */
	public function test_a_kind_with_nothing_to_migrate_answers_an_empty_object(): void {
		foreach ( $this->ids as $id ) {
			delete_metadata( 'term', $id, '', '', true );
		}
		delete_option( 'wpseo_taxonomy_meta' );
		$terms = $this->rest( 'GET', '/sightline/v1/migration/terms', array( 'plugin_slug' => 'wordpress-seo' ), 'administrator' );
		$this->assertSame( 200, $terms->get_status() );
		$this->assertSame( 0, $terms->get_data()['pagination']['total_items'] );
		$this->assertSame( '{}', wp_json_encode( $terms->get_data()['data'] ) );
	}

	public function test_paging_splits_many_items(): void {
		$migrator = Plugin::get( Migrator::class );
		$source   = $migrator->source( 'wordpress-seo' );
		$first    = $migrator->page( $source, 'posts', 1, 2 );
		$second   = $migrator->page( $source, 'posts', 2, 2 );
		$this->assertSame( 2, $first['pagination']['total_pages'] );
		$ids = array_merge( ...array_map( static fn( $g ) => $g['post_ids'], array_values( $first['data'] ) ), ...array_map( static fn( $g ) => $g['post_ids'], array_values( $second['data'] ) ) );
		sort( $ids );
		$expected = array( $this->ids['custom'], $this->ids['forced'], $this->ids['social'], $this->ids['hostile'] );
		sort( $expected );
		$this->assertSame( $expected, $ids );
	}

	public function test_running_twice_gives_the_same_result(): void {
		$this->migrate_all( 'wordpress-seo' );
		global $wpdb;
		$snapshot = static fn() => array(
			$wpdb->get_results( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE meta_key LIKE '\\_sightline%' ORDER BY post_id, meta_key", ARRAY_A ), // phpcs:ignore WordPress.DB
			$wpdb->get_results( "SELECT term_id, meta_key, meta_value FROM {$wpdb->termmeta} WHERE meta_key LIKE '\\_sightline%' ORDER BY term_id, meta_key", ARRAY_A ), // phpcs:ignore WordPress.DB
			get_option( Settings::OPTION ),
		);
		$first = $snapshot();
		$this->migrate_all( 'wordpress-seo' );
		$this->assertSame( $first, $snapshot() );
		$rows = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = '_sightline_title'", $this->ids['custom'] ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( 1, $rows, 'no duplicate meta rows' );
	}

	public function test_a_failure_mid_way_resumes_without_duplicates_or_half_items(): void {
		$posts = array( $this->ids['custom'], $this->ids['forced'], $this->ids['social'] );
		// The second post fails after its first field was written (the database went away).
		$fail = function ( $check, $object_id, $meta_key ) {
			if ( $object_id === $this->ids['forced'] && '_sightline_robots_noindex' === $meta_key ) {
				throw new \RuntimeException( 'database went away' );
			}
			return $check;
		};
		add_filter( 'update_post_metadata', $fail, 10, 3 );
		$migrated = array();
		foreach ( $posts as $id ) {
			try {
				$this->rest( 'POST', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( $id ) ), 'administrator' );
				$migrated[] = $id;
			} catch ( \RuntimeException $e ) {
				break;
			}
		}
		$this->assertSame( array( $this->ids['custom'] ), $migrated );
		$this->assertSame( '', $this->mark_of( 'post', $this->ids['forced'] ), 'a half-written item is not marked migrated' );
		remove_filter( 'update_post_metadata', $fail, 10 );

		// Resume from the failed item, as the saved client state does.
		foreach ( array( $this->ids['forced'], $this->ids['social'] ) as $id ) {
			$this->assertSame( 200, $this->rest( 'POST', '/sightline/v1/migration/posts', array( 'plugin_slug' => 'wordpress-seo', 'post_ids' => array( $id ) ), 'administrator' )->get_status() );
		}
		$this->assertSame( array( 'robots_noindex' => 'off' ), $this->written( 'post', $this->ids['forced'] ) );
		$this->assertSame( 'wordpress-seo', $this->mark_of( 'post', $this->ids['forced'] ) );
		$this->assertSame( 'Tweet %title%', $this->written( 'post', $this->ids['social'] )['twitter_title'] );
	}

	public function test_completion_is_tracked_and_detected_sources_show_it(): void {
		$before = array_column( $this->rest( 'GET', '/sightline/v1/plugins/installed', array(), 'administrator' )->get_data(), null, 'slug' );
		$this->assertSame( '', $before['wordpress-seo']['migrated'] );
		$this->assertFalse( $before['wordpress-seo']['installed'], 'data left behind, plugin not installed' );
		$this->assertArrayNotHasKey( 'slim-seo', $before );
		$fired = 0;
		add_action( 'sightline_migration_completed', function () use ( &$fired ) {
			++$fired;
		} );
		$this->migrate_all( 'wordpress-seo' );
		$after = array_column( $this->rest( 'GET', '/sightline/v1/plugins/installed', array(), 'administrator' )->get_data(), null, 'slug' );
		$this->assertNotSame( '', $after['wordpress-seo']['migrated'] );
		$this->assertSame( 1, $fired );
	}
}
