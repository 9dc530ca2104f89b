<?php
/**
 * Deleting a site of the network drops every table of ours with it: WordPress drops only the tables it
 * knows by name, the rest comes from our wpmu_drop_tables filter. Played with real tables (not the
 * temporary ones the test transaction makes): a site is made, set up, then deleted.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Multisite;

use Sightline\Lifecycle;

require_once __DIR__ . '/Multisite_TestCase.php';

/**
 * @group multisite
 */
final class DeletedSiteTablesTest extends Multisite_TestCase {

	public function test_every_table_of_a_site_is_in_the_list_of_tables_dropped_with_it(): void {
		global $wpdb;
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Lists the tables of a database server: run with --db mariadb.' );
		}
		switch_to_blog( self::site( 'third' ) );
		$ours   = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'sightline_' ) . '%' ) ); // phpcs:ignore WordPress.DB
		$tables = apply_filters( 'wpmu_drop_tables', $wpdb->tables( 'blog' ), self::site( 'third' ) );
		restore_current_blog();
		$this->assertContains( $wpdb->base_prefix . '3_sightline_redirects', $ours );
		$this->assertContains( $wpdb->base_prefix . '3_sightline_404s', $ours );
		foreach ( $ours as $table ) {
			$this->assertContains( $table, $tables, "{$table} would stay behind" );
		}
		$this->assertNotContains( $wpdb->base_prefix . 'sightline_redirects', $tables, 'the main site\'s table stays' );
	}

	public function test_a_deleted_site_leaves_no_table_of_ours(): void {
		global $wpdb;
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Lists the tables of a database server: run with --db mariadb.' );
		}
		// Real tables: the site is made and deleted outside the test's transaction.
		remove_filter( 'query', array( $this, '_create_temporary_tables' ) );
		remove_filter( 'query', array( $this, '_drop_temporary_tables' ) );
		self::commit_transaction();
		$site = wp_insert_site(
			array(
				'domain' => WP_TESTS_DOMAIN,
				'path'   => '/doomed/',
				'title'  => 'Doomed',
			)
		);
		$this->assertIsInt( $site );
		switch_to_blog( $site );
		Lifecycle::activate_site( true );
		\Sightline\Not_Found\Maintenance::install();
		\Sightline\Redirects\Table::install();
		$prefix = $wpdb->prefix;
		restore_current_blog();
		$like   = $wpdb->esc_like( $prefix . 'sightline_' ) . '%';
		$before = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) ); // phpcs:ignore WordPress.DB
		$this->assertContains( $prefix . 'sightline_404s', $before );
		$this->assertContains( $prefix . 'sightline_redirects', $before );

		wp_delete_site( $site );
		$after = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) ); // phpcs:ignore WordPress.DB
		$this->assertSame( array(), $after, 'tables left by the deleted site' );
		$this->start_transaction();
	}
}
