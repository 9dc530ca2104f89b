<?php
/**
 * Just after activation, before the admin saved anything, reading the settings costs no query: the
 * settings row exists (empty, autoloaded) so page views find it among the autoloaded options.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Settings;

use Sightline\Lifecycle;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class FreshSiteQueriesTest extends TestCase {

	private function queries_to_read_settings(): int {
		global $wpdb;
		// A new request: options come from the autoloaded set, nothing is remembered as missing yet.
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		wp_cache_delete( Settings::OPTION, 'options' );
		wp_load_alloptions();
		$settings = Plugin::get( Settings::class );
		$settings->flush();
		$before = $wpdb->num_queries;
		$settings->all();
		return $wpdb->num_queries - $before;
	}

	public function test_a_just_activated_site_reads_its_settings_without_a_query(): void {
		delete_option( Settings::OPTION );
		delete_option( Lifecycle::VERSION_OPTION );

		Lifecycle::activate();

		$this->assertSame( array(), get_option( Settings::OPTION ), 'nothing saved: the defaults apply' );
		$this->assertSame( 0, $this->queries_to_read_settings() );
		$this->assertSame( '%title% %separator% %site_name%', Plugin::get( Settings::class )->get( 'global_default.page_title' ) );
	}

	public function test_activation_keeps_saved_settings(): void {
		Plugin::get( Settings::class )->update( array( 'separator' => '|' ) );

		Lifecycle::activate();

		$this->assertSame( '|', Plugin::get( Settings::class )->get( 'separator' ) );
		$this->assertSame( 0, $this->queries_to_read_settings() );
	}
}
