<?php
/**
 * Uninstall: secrets and personal data always go; everything else only when the admin chose so; names
 * are explicit (another plugin's `sightline_…` option stays); only our cache group is touched.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Lifecycle;

use Sightline\Ai\Ai_Config;
use Sightline\Migration\Migrator;
use Sightline\Onboarding\User_Details;
use Sightline\Plugin;
use Sightline\Search_Console\Oauth;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\Store;
use Sightline\Tests\TestCase;
use Sightline\Uninstaller;

final class UninstallTest extends TestCase {

	private int $post;
	private int $term;

	protected function setUp(): void {
		parent::setUp();
		update_option( Oauth::OPTION, array( 'client_id' => 'id', 'client_secret' => 'shh', 'refresh_token' => 'rt' ), false );
		set_transient( Oauth::STATE_TRANSIENT . '7', 'state', 900 );
		update_option( User_Details::OPTION, array( 'first_name' => 'Ada', 'email' => 'ada@example.org' ), false );
		update_option( Ai_Config::OPTION, array( 'provider' => 'openai', 'model' => 'm', 'api_key' => 'sk-secret' ), false );
		update_option( 'sightline_other_plugins_option', 'not ours' );
		$this->post = self::factory()->post->create();
		$this->term = self::factory()->category->create();
		update_post_meta( $this->post, Object_Meta::key( 'title' ), 'Own title' );
		update_post_meta( $this->post, Migrator::MARK_KEY, 'yoast' );
		update_post_meta( $this->post, '_sightline_not_a_field_of_ours', 'kept' );
		update_term_meta( $this->term, Object_Meta::key( 'description' ), 'Own description' );
	}

	/** Whether the options table holds the row (past any default_option_ filter of the running plugin). */
	private function stored( string $option ): bool {
		global $wpdb;
		return (bool) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name = %s", $option ) );
	}

	private function sitemap_file(): string {
		$dir = (string) ( new Store() )->dir();
		wp_mkdir_p( $dir );
		$file = $dir . '/' . \Sightline\Files\Uploads::file_name( 'post-post-1.cache' );
		file_put_contents( $file, 'v1' . "\n" . '<urlset/>' );
		return $file;
	}

	/** @return list<string> The hooks of ours among the scheduled events. */
	private static function our_events(): array {
		$hooks = array();
		foreach ( (array) _get_cron_array() as $events ) {
			$hooks = array_merge( $hooks, array_filter( array_keys( (array) $events ), static fn( $hook ) => str_starts_with( (string) $hook, 'sightline_' ) ) );
		}
		return array_values( array_unique( $hooks ) );
	}

	/**
	 * No event of ours outlives deactivation or uninstall (kept data or not): a job scheduled once on
	 * demand (the automatic redirects' moves), one with arguments, and a recurring one; another plugin's
	 * event stays.
	 */
	public function test_deactivation_and_uninstall_leave_no_event_of_ours(): void {
		$schedule = static function (): void {
			wp_schedule_single_event( time() + 60, \Sightline\Redirects\Moves_Job::HOOK );
			wp_schedule_single_event( time() + 90, 'sightline_some_batch', array( 3 ) );
			wp_schedule_event( time() + 120, 'hourly', 'sightline_some_fold' );
		};
		wp_schedule_event( time() + 60, 'hourly', 'another_plugins_event' );
		$schedule();
		foreach ( array( \Sightline\Redirects\Moves_Job::HOOK, 'sightline_some_batch', 'sightline_some_fold' ) as $hook ) {
			$this->assertContains( $hook, self::our_events() );
		}
		\Sightline\Lifecycle::deactivate_site();
		$this->assertSame( array(), self::our_events(), 'deactivation' );

		$schedule();
		Uninstaller::run();
		$this->assertSame( array(), self::our_events(), 'uninstall, data kept' );
		$this->assertNotFalse( wp_next_scheduled( 'another_plugins_event' ) );
		wp_clear_scheduled_hook( 'another_plugins_event' );
	}

	/**
	 * uninstall.php in a request where the plugin already ran (WP-CLI's `plugin uninstall --deactivate`,
	 * this test process): no "constant already defined" warning, and it does its work.
	 */
	public function test_uninstall_php_runs_where_the_plugin_is_loaded(): void {
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', plugin_basename( SIGHTLINE_FILE ) );
		}
		include SIGHTLINE_DIR . 'uninstall.php';
		$this->assertFalse( $this->stored( Oauth::OPTION ), 'it ran: the secrets are gone' );
	}

	public function test_kept_data_still_loses_every_secret_and_personal_detail(): void {
		Plugin::get( Settings::class )->update( array( 'separator' => '|' ) );
		$file = $this->sitemap_file();

		Uninstaller::run();

		$this->assertFalse( get_option( Oauth::OPTION ), 'Search Console client secret and tokens' );
		$this->assertFalse( get_transient( Oauth::STATE_TRANSIENT . '7' ), 'Search Console sign-in state' );
		$this->assertFalse( get_option( User_Details::OPTION ), "the admin's name and email" );
		$this->assertSame( array( 'provider' => 'openai', 'model' => 'm' ), get_option( Ai_Config::OPTION ), 'AI settings kept, key removed' );
		$this->assertSame( '|', get_option( Settings::OPTION )['separator'], 'SEO settings kept as chosen' );
		$this->assertSame( 'Own title', get_post_meta( $this->post, Object_Meta::key( 'title' ), true ) );
		$this->assertFileExists( $file );
	}

	public function test_removing_data_takes_ours_and_only_ours(): void {
		Plugin::get( Settings::class )->update( array( 'delete_data_on_uninstall' => true ) );
		$file = $this->sitemap_file();
		wp_cache_set( 'probe', 'still here', 'another_plugins_group' );

		Uninstaller::run();

		foreach ( Uninstaller::options() as $option ) {
			$this->assertFalse( $this->stored( $option ), $option );
		}
		$this->assertFalse( $this->stored( Ai_Config::OPTION ) );
		$this->assertSame( '', get_post_meta( $this->post, Object_Meta::key( 'title' ), true ) );
		$this->assertSame( '', get_post_meta( $this->post, Migrator::MARK_KEY, true ) );
		$this->assertSame( '', get_term_meta( $this->term, Object_Meta::key( 'description' ), true ) );
		$this->assertFileDoesNotExist( $file );
		$this->assertDirectoryDoesNotExist( dirname( $file ) );

		$this->assertSame( 'not ours', get_option( 'sightline_other_plugins_option' ), 'names are explicit, not a prefix' );
		$this->assertSame( 'kept', get_post_meta( $this->post, '_sightline_not_a_field_of_ours', true ) );
		$this->assertSame( 'still here', wp_cache_get( 'probe', 'another_plugins_group' ), 'other caches are not flushed' );
	}

	/**
	 * A large site's rows go a batch at a time: no query reads or deletes more than a batch of them (one
	 * statement for every row read every id into PHP and passed the database's packet size at a
	 * million posts), and the objects' meta caches follow.
	 */
	public function test_removing_data_deletes_meta_a_batch_at_a_time(): void {
		global $wpdb;
		Plugin::get( Settings::class )->update( array( 'delete_data_on_uninstall' => true ) );
		$key  = \Sightline\Checks\Score\Score_Store::SEO_KEY;
		$rows = array();
		add_filter( 'sightline_uninstall_meta_batch', static fn() => 100 );
		for ( $i = 1; $i <= 2 * 100 + 7; $i++ ) {
			$rows[] = $wpdb->prepare( '(%d, %s, %s)', 100000 + $i, $key, '80' );
		}
		foreach ( array_chunk( $rows, 1000 ) as $chunk ) {
			$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $chunk ) );
		}
		update_post_meta( $this->post, $key, '70' );
		$this->assertSame( '70', get_post_meta( $this->post, $key, true ), 'cached before' );
		$largest = 0;
		$watch   = static function ( $query ) use ( &$largest ) {
			if ( is_string( $query ) && preg_match( '/^DELETE FROM \S+postmeta WHERE meta_id IN \(([\d,]+)\)/', $query, $match ) ) {
				$largest = max( $largest, substr_count( $match[1], ',' ) + 1 );
			}
			return $query;
		};
		add_filter( 'query', $watch );
		Uninstaller::run();
		remove_filter( 'query', $watch );

		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", $key ) ) );
		$this->assertSame( 100, $largest, 'full batches, none larger' );
		$this->assertSame( '', get_post_meta( $this->post, $key, true ), 'the meta cache followed' );
	}

	/**
	 * A web uninstall of a large site deletes for as long as the database needs: the time limit is lifted
	 * where PHP allows it, or the rows not deleted before max_execution_time would stay.
	 */
	public function test_uninstall_lifts_the_time_limit(): void {
		Plugin::get( Settings::class )->update( array( 'delete_data_on_uninstall' => true ) );
		set_time_limit( 300 );
		try {
			Uninstaller::run();
			$this->assertSame( '0', ini_get( 'max_execution_time' ) );
		} finally {
			set_time_limit( 0 );
		}
	}

	public function test_the_sitemap_cache_folder_cannot_be_guessed(): void {
		$dir = (string) ( new Store() )->dir();
		$this->assertMatchesRegularExpression( '#/sightline/sitemaps-[0-9a-f]{20}$#', $dir );
		$this->assertStringNotContainsString( '/sightline/sitemaps/', $dir . '/' );
	}
}
