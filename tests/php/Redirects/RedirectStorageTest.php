<?php
/**
 * Where redirects live: the table is created on activation and upgraded when its schema version changes
 * (dbDelta), the empty index is autoloaded so page views of a site without rules never query for it,
 * the hourly hit fold is scheduled, and uninstall with data removal drops the table and our options.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

use Sightline\Files\Uploads;
use Sightline\Plugin;
use Sightline\Redirects\Compiler;
use Sightline\Redirects\Hits;
use Sightline\Redirects\Lookup_Store;
use Sightline\Redirects\Maintenance;
use Sightline\Redirects\Responder;
use Sightline\Redirects\Sitemap_Exclusions;
use Sightline\Redirects\Table;
use Sightline\Settings\Settings;
use Sightline\Uninstaller;

require_once __DIR__ . '/Redirect_TestCase.php';

final class RedirectStorageTest extends Redirect_TestCase {

	public function test_activation_made_the_table_the_autoloaded_index_and_the_hourly_fold(): void {
		global $wpdb;
		$this->assertSame( Table::name(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Table::name() ) ) );
		$columns = $wpdb->get_col( 'SHOW COLUMNS FROM ' . Table::name() ); // phpcs:ignore WordPress.DB
		$this->assertSame( array( 'id', 'source', 'match_type', 'target', 'status', 'query_handling', 'enabled', 'automatic', 'by_non_admin', 'hits', 'last_hit', 'created', 'modified' ), $columns );
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Lookup_Store::INDEX_OPTION ) );
		$this->assertContains( $autoload, array( 'yes', 'on', 'auto-on' ), 'page views read the index with the autoloaded options' );
		$this->assertSame( Table::DB_VERSION, get_option( Table::VERSION_OPTION ) );
		$this->assertNotFalse( wp_next_scheduled( Hits::CRON_HOOK ) );
	}

	public function test_a_new_schema_version_runs_dbdelta_on_the_next_admin_request(): void {
		$queries = array();
		add_filter(
			'query',
			static function ( $query ) use ( &$queries ) {
				$queries[] = $query;
				return $query;
			}
		);
		$this->assertNotFalse( has_action( 'admin_init', array( \Sightline\Plugin::get( Maintenance::class ), 'upgrade' ) ) );
		\Sightline\Plugin::get( Maintenance::class )->upgrade();
		$this->assertSame( array(), preg_grep( '/sightline_redirects/', $queries ), 'nothing to do at the current version' );

		update_option( Table::VERSION_OPTION, '0' );
		\Sightline\Plugin::get( Maintenance::class )->upgrade();
		$this->assertNotEmpty( preg_grep( '/DESCRIBE\s+\S*sightline_redirects/i', $queries ), 'dbDelta compared the table' );
		$this->assertSame( Table::DB_VERSION, get_option( Table::VERSION_OPTION ) );
	}

	public function test_the_compiled_files_hold_data_only_and_do_nothing_when_requested_directly(): void {
		if ( wp_using_ext_object_cache() ) {
			$this->markTestSkipped( 'the build lives in the object cache' );
		}
		$this->rule( array( 'source' => '/a', 'target' => '/b' ) );
		$this->rule( array( 'source' => "^/x/(\d+)'\$", 'match' => 'regex', 'target' => '/y/$1' ) );
		$token = Lookup_Store::index()['token'];
		$dir   = (string) ( new Lookup_Store() )->dir();
		$files = glob( $dir . '/' . $token . '-*.php' );
		$this->assertCount( 2, $files, 'the head and one exact-match shard' );
		foreach ( $files as $file ) {
			$this->assertIsArray( include $file );
			exec( escapeshellarg( PHP_BINARY ) . ' -r ' . escapeshellarg( 'echo "start"; include ' . var_export( $file, true ) . '; echo "defined";' ), $out );
			$this->assertSame( array( 'start' ), $out, 'without WordPress the file stops before anything' );
			$out = array();
		}
		$this->assertFileExists( $dir . '/index.php' );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $dir . '/.htaccess' ) );
	}

	public function test_a_page_view_finds_the_build_by_its_recorded_key_without_the_salt_even_after_the_salts_change(): void {
		if ( wp_using_ext_object_cache() ) {
			$this->markTestSkipped( 'the build lives in the object cache' );
		}
		$this->rule( array( 'source' => '/salted', 'target' => '/kept' ) );
		$this->assertSame( Uploads::key( 'redirects' ), Lookup_Store::index()['key'], 'the build recorded its folder key' );
		$dir = (string) ( new Lookup_Store() )->dir();
		$this->assertFileExists( $dir . '/' . Lookup_Store::index()['token'] . '-head.php' );

		// The salts change (a security reset); the page view after it asks for no salt and finds the files.
		$salts = 0;
		$count = static function () use ( &$salts ) {
			++$salts;
			return 'a-new-salt-after-a-reset';
		};
		add_filter( 'salt', $count );
		$store     = new Lookup_Store();
		$compiler  = new Compiler( static fn() => new Table(), $store );
		$responder = new Responder( static fn() => $compiler, static fn() => Plugin::get( Hits::class ), static fn() => Plugin::get( Sitemap_Exclusions::class ) );
		$found     = $responder->find( '/salted' );
		remove_filter( 'salt', $count );

		$this->assertSame( home_url( '/kept' ), $found['location'] ?? null );
		$this->assertSame( 0, $salts, 'no salt asked for, no hash computed on the page view' );
		$this->assertSame( $dir, $store->dir() );
		add_filter( 'salt', $count );
		$rotated = (string) Uploads::folder( 'redirects' );
		remove_filter( 'salt', $count );
		$this->assertNotSame( $dir, $rotated );
		$this->assertDirectoryDoesNotExist( $rotated, 'nothing written again under a new name' );

		// A stored key that is not a key names no other path.
		update_option( Lookup_Store::INDEX_OPTION, array( 'key' => '../../../x' ) + (array) get_option( Lookup_Store::INDEX_OPTION ) );
		$this->assertSame( '', Lookup_Store::index()['key'] );
		$this->assertSame( Uploads::folder( 'redirects' ), ( new Lookup_Store() )->dir() );
	}

	public function test_uninstall_with_data_removal_drops_the_table_and_the_options(): void {
		$this->rule( array( 'source' => '/a', 'target' => '/b' ) );
		Plugin::get( Settings::class )->update( array( 'delete_data_on_uninstall' => true ) );
		$queries = array();
		add_filter(
			'query',
			static function ( $query ) use ( &$queries ) {
				$queries[] = $query;
				return $query;
			}
		);

		Uninstaller::run();

		$this->assertNotEmpty( preg_grep( '/^DROP (TEMPORARY )?TABLE IF EXISTS ' . preg_quote( Table::name(), '/' ) . '$/', $queries ) );
		$this->assertContains( Lookup_Store::INDEX_OPTION, Uninstaller::options() );
		$this->assertContains( Table::VERSION_OPTION, Uninstaller::options() );
		$this->assertFalse( get_option( Lookup_Store::INDEX_OPTION ) );
	}
}
