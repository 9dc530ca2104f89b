<?php
/**
 * Import/Export: GET exports every setting; POST imports with schema validation, a dry-run preview of
 * what changes, and nothing applied when any value is invalid.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Rest;

use Sightline\Settings\Schema;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class SettingsTransferRestTest extends TestCase {

	private const ROUTE = '/sightline/v1/admin/settings-transfer';

	/**
	 * @return array<string, array{0: string|null, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'  => array( null, 401 ),
			'subscriber' => array( 'subscriber', 403 ),
			'editor'     => array( 'editor', 403 ),
		);
	}

	/**
	 * @dataProvider roles
	 */
	public function test_both_methods_need_manage_options( ?string $role, int $status ): void {
		$this->assertSame( $status, $this->rest( 'GET', self::ROUTE, array(), $role )->get_status() );
		$response = $this->rest( 'POST', self::ROUTE, array( 'settings' => array( 'author_archive' => false ) ), $role );
		$this->assertSame( $status, $response->get_status() );
		$this->assertArrayNotHasKey( 'author_archive', (array) get_option( Settings::OPTION ) );
	}

	public function test_export_holds_every_setting_and_marks_the_file(): void {
		update_option( Settings::OPTION, array( 'facebook_page_url' => 'https://facebook.com/exported' ) );
		$response = $this->rest( 'GET', self::ROUTE, array(), 'administrator' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'sightline-seo', $data['plugin'] );
		$this->assertSame( SIGHTLINE_VERSION, $data['version'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT/', $data['exported_at'] );
		$this->assertSame( array_keys( Schema::defaults( Settings::schema() ) ), array_keys( $data['settings'] ) );
		$this->assertSame( 'https://facebook.com/exported', $data['settings']['facebook_page_url'] );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] );
	}

	public function test_export_then_import_round_trips_without_changes(): void {
		$export = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data();
		$result = $this->rest( 'POST', self::ROUTE, $export, 'administrator' );
		$this->assertSame( 200, $result->get_status(), wp_json_encode( $result->get_data() ) );
		$this->assertSame( array(), $result->get_data()['changes'] );
		$this->assertFalse( $result->get_data()['applied'] );
	}

	public function test_dry_run_lists_changes_and_stores_nothing(): void {
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'settings' => array(
					'twitter_card_type' => 'summary',
					'author_archive'    => true, // same as the default: not a change.
					'home_page_robots'  => array( 'general' => array( 'noindex' ) ),
				),
				'dry_run'  => true,
			),
			'administrator'
		);
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertTrue( $data['dry_run'] );
		$this->assertFalse( $data['applied'] );
		$this->assertSame( '2 settings will change.', $data['message'] );
		$changes = array_column( $data['changes'], null, 'key' );
		$this->assertSame( array( 'key' => 'twitter_card_type', 'from' => 'summary_large_image', 'to' => 'summary' ), $changes['twitter_card_type'] );
		$this->assertSame( array( 'general' => array( 'noindex' ) ), $changes['home_page_robots']['to'] );
		$this->assertArrayNotHasKey( 'author_archive', $changes );
		$this->assertArrayNotHasKey( 'twitter_card_type', (array) get_option( Settings::OPTION ) );
	}

	public function test_import_applies_the_changes(): void {
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'plugin'   => 'sightline-seo',
				'settings' => array(
					'facebook_page_url' => 'https://facebook.com/imported',
					'no_index'          => array( 'search', 'category' ),
				),
			),
			'administrator'
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $response->get_data()['applied'] );
		$this->assertSame( '2 settings imported.', $response->get_data()['message'] );
		$settings = \Sightline\Plugin::get( Settings::class );
		$this->assertSame( 'https://facebook.com/imported', $settings->get( 'facebook_page_url' ) );
		$this->assertSame( array( 'search', 'category' ), $settings->get( 'no_index' ) );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function invalid_files(): array {
		return array(
			'unknown setting'    => array( array( 'settings' => array( 'facebook_page_url' => 'https://x.test', 'not_a_setting' => 1 ) ), 'not_a_setting' ),
			'bad enum value'     => array( array( 'settings' => array( 'author_archive' => false, 'twitter_card_type' => 'huge' ) ), 'twitter_card_type' ),
			'bad robots value'   => array( array( 'settings' => array( 'home_page_robots' => array( 'general' => array( 'noindex', 'index-me' ) ) ) ), 'home_page_robots' ),
			'settings is a list' => array( array( 'settings' => array( 1, 2 ) ), 'settings' ),
			'empty settings'     => array( array( 'settings' => array() ), 'settings' ),
			'other plugin file'  => array( array( 'plugin' => 'wordpress-seo', 'settings' => array( 'author_archive' => false ) ), 'plugin' ),
		);
	}

	/**
	 * @dataProvider invalid_files
	 * @param array<string, mixed> $body
	 */
	public function test_invalid_file_is_refused_naming_the_field_and_nothing_is_applied( array $body, string $field ): void {
		$response = $this->rest( 'POST', self::ROUTE, $body, 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $response );
		$this->assertStringContainsString( $field, wp_json_encode( $response->get_data()['data']['params'] ) );
		$this->assertArrayNotHasKey( 'author_archive', (array) get_option( Settings::OPTION ), 'nothing stored' );
		$this->assertArrayNotHasKey( 'facebook_page_url', (array) get_option( Settings::OPTION ), 'nothing stored' );
	}

	public function test_missing_settings_is_a_400(): void {
		$this->assertRestError( 400, 'rest_missing_callback_param', $this->rest( 'POST', self::ROUTE, array( 'dry_run' => true ), 'administrator' ) );
	}
}
