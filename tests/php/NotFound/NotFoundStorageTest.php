<?php
/**
 * Where the 404 monitor keeps its record: the table made on activation and upgraded when its schema
 * version changes (dbDelta), the hourly cron run, and uninstall removing the table, its option and the
 * log whatever the admin chose (it is a record of visits).
 *
 * @package Sightline
 */

namespace Sightline\Tests\NotFound;

use Sightline\Not_Found\Maintenance;
use Sightline\Not_Found\Table;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Uninstaller;

require_once __DIR__ . '/NotFound_TestCase.php';

final class NotFoundStorageTest extends NotFound_TestCase {

	public function test_activation_made_the_table_and_the_hourly_cron_run(): void {
		global $wpdb;
		$this->assertSame( Table::name(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', Table::name() ) ) );
		$columns = $wpdb->get_col( 'SHOW COLUMNS FROM ' . Table::name() ); // phpcs:ignore WordPress.DB
		$this->assertSame( array( 'id', 'url', 'url_hash', 'hits', 'referrers', 'first_seen', 'last_seen' ), $columns );
		$this->assertSame( Table::DB_VERSION, get_option( Table::VERSION_OPTION ) );
		$this->assertNotFalse( wp_next_scheduled( Maintenance::CRON_HOOK ) );
		$this->assertNotFalse( has_action( 'sightline_activated', array( Maintenance::class, 'install' ) ) );
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
		$this->assertNotFalse( has_action( 'admin_init', array( Maintenance::class, 'upgrade' ) ) );
		Maintenance::upgrade();
		$this->assertSame( array(), preg_grep( '/sightline_404s/', $queries ), 'nothing to do at the current version' );

		update_option( Table::VERSION_OPTION, '0' );
		Maintenance::upgrade();
		$this->assertNotEmpty( preg_grep( '/DESCRIBE\s+\S*sightline_404s/i', $queries ), 'dbDelta compared the table' );
		$this->assertSame( Table::DB_VERSION, get_option( Table::VERSION_OPTION ) );
	}

	public function test_the_log_folder_is_not_served_and_deactivation_unschedules(): void {
		$this->hit( '/x' );
		$dir = (string) $this->log()->dir();
		$this->assertStringContainsString( '/sightline/not-found-', $dir );
		$this->assertFileExists( $dir . '/index.php' );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $dir . '/.htaccess' ) );
		Maintenance::deactivate();
		$this->assertFalse( wp_next_scheduled( Maintenance::CRON_HOOK ) );
		Maintenance::install();
	}

	public function test_uninstall_removes_the_record_even_when_data_is_kept(): void {
		$this->assertFalse( (bool) Plugin::get( Settings::class )->get( 'delete_data_on_uninstall' ), 'data kept' );
		$this->hit( '/recorded' );
		$dir     = (string) $this->log()->dir();
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
		$this->assertFalse( get_option( Table::VERSION_OPTION ) );
		$this->assertDirectoryDoesNotExist( $dir );
		$this->assertNotFalse( get_option( Settings::OPTION ), 'the settings were kept' );
	}
}
