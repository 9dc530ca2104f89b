<?php
/**
 * The settings service: defaults derived from the schema, merging, validation, register_setting.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Settings;

use Sightline\Plugin;
use Sightline\Settings\Schema;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class SettingsTest extends TestCase {

	private function settings(): Settings {
		return Plugin::get( Settings::class );
	}

	public function test_every_setting_of_the_specification_has_a_default(): void {
		$all = $this->settings()->all();
		foreach ( array( 'page_title', 'page_description', 'fallback_image', 'fallback_image_id', 'facebook_page_url', 'facebook_author_fallback', 'twitter_card_type', 'twitter_profile_username', 'twitter_profile_fallback', 'social_profiles', 'home_page_robots', 'home_page_featured_image', 'home_page_facebook_image_url', 'home_page_twitter_image_url', 'author_archive', 'date_archive', 'enable_xml_sitemap', 'enable_xml_image_sitemap' ) as $key ) {
			$this->assertArrayHasKey( $key, $all, $key );
		}
		$this->assertSame( '%title% %separator% %site_name%', $this->settings()->get( 'global_default.page_title' ) );
		$this->assertSame( array(), $this->settings()->get( 'home_page_robots.general' ) );
		$this->assertSame( 'summary_large_image', $all['twitter_card_type'] );
		$this->assertTrue( $all['author_archive'] );
		$this->assertTrue( $all['enable_xml_sitemap'] );
		foreach ( array( 'enable_page_level_seo', 'enable_google_console', 'enable_schemas', 'enable_migration' ) as $flag ) {
			$this->assertTrue( $all[ $flag ], $flag );
		}
	}

	public function test_defaults_validate_against_their_own_schema(): void {
		$this->assertTrue( rest_validate_value_from_schema( Schema::defaults( Settings::schema() ), Settings::schema(), 'settings' ) );
	}

	public function test_stored_values_are_merged_over_defaults_and_unknown_keys_dropped(): void {
		update_option( Settings::OPTION, array( 'separator' => '|', 'social_profiles' => array( 'twitter' => 'https://x.com/a' ) ) );
		$this->settings()->flush();
		$all = $this->settings()->all();
		$this->assertSame( '|', $all['separator'] );
		$this->assertSame( 'https://x.com/a', $all['social_profiles']['twitter'] );
		$this->assertSame( '', $all['social_profiles']['facebook'] );
	}

	public function test_page_views_read_the_generated_defaults_and_merge_only_what_is_stored(): void {
		$schema = Schema::load( Settings::SCHEMA );
		$this->assertSame( Schema::defaults( $schema ), Schema::load( 'global-settings-defaults' ), 'the generated defaults are the schema\'s (npm run types)' );

		// Stored values of every shape: nested objects partly set, lists, a null, an unknown key.
		$stored = array(
			'separator'        => '|',
			'auto_description' => array( 'length' => 120 ),
			'home_page_robots' => array( 'general' => array( 'noindex' ) ),
			'social_profiles'  => null,
			'rogue'            => 1,
		);
		// Written as a migration or a restore would, past the sanitising filter, to read the raw shapes.
		global $wpdb;
		delete_option( Settings::OPTION );
		$wpdb->insert( $wpdb->options, array( 'option_name' => Settings::OPTION, 'option_value' => serialize( $stored ), 'autoload' => 'on' ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( Settings::OPTION, 'options' );
		$this->settings()->flush();
		$this->assertSame( Schema::merge( $schema, $stored ), $this->settings()->all(), 'the same as merging over the whole schema, order included' );
		$this->assertSame( 120, $this->settings()->get( 'auto_description.length' ) );
		$this->assertSame( 0, $this->settings()->get( 'auto_description.social_length' ) );
	}

	public function test_settings_are_read_once_and_every_option_write_is_seen_at_once(): void {
		$this->assertSame( '-', $this->settings()->get( 'separator' ) );
		$reads = 0;
		$count = static function ( $value ) use ( &$reads ) {
			++$reads;
			return $value;
		};
		add_filter( 'option_' . Settings::OPTION, $count );
		$this->settings()->get( 'separator' );
		$this->settings()->get( 'home_page_robots.general' );
		$this->assertSame( 0, $reads, 'merged settings are kept for the request' );

		add_option( Settings::OPTION, array( 'separator' => '|' ) );
		$this->assertSame( '|', $this->settings()->get( 'separator' ), 'add_option' );
		update_option( Settings::OPTION, array( 'separator' => '~' ) );
		$this->assertSame( '~', $this->settings()->get( 'separator' ), 'update_option' );
		delete_option( Settings::OPTION );
		$this->assertSame( '-', $this->settings()->get( 'separator' ), 'delete_option' );
	}

	public function test_direct_option_writes_are_sanitised_by_the_schema(): void {
		update_option( Settings::OPTION, array( 'twitter_card_type' => 'gallery', 'date_archive' => false, 'rogue' => 1 ) );
		$stored = get_option( Settings::OPTION );
		$this->assertSame( array( 'date_archive' => false ), $stored );
	}

	public function test_update_reports_the_field_and_stores_nothing_when_invalid(): void {
		$result = $this->settings()->update( array( 'date_archive' => false, 'twitter_card_type' => 'gallery' ) );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'twitter_card_type', $result->get_error_data()['field'] ?? null );
		$this->assertSame( array(), get_option( Settings::OPTION ) );
	}

	public function test_setting_is_registered(): void {
		$registered = get_registered_settings();
		$this->assertArrayHasKey( Settings::OPTION, $registered );
		$this->assertSame( 'object', $registered[ Settings::OPTION ]['type'] );
	}
}
