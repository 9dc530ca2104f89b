<?php
/**
 * GET|POST /sightline/v1/admin/global-settings for every role, valid and invalid payloads.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Settings;

use Sightline\Plugin;
use Sightline\Settings\Schema;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class GlobalSettingsRestTest extends TestCase {

	private const ROUTE = '/sightline/v1/admin/global-settings';

	public function test_route_is_registered_with_both_methods(): void {
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( self::ROUTE, $routes );
		$methods = array_merge( ...array_map( static fn( $handler ) => array_keys( $handler['methods'] ), $routes[ self::ROUTE ] ) );
		$this->assertContains( 'GET', $methods );
		$this->assertContains( 'POST', $methods );
	}

	/**
	 * @return array<string, array{0: string|null, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( null, 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'editor'        => array( 'editor', 403 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * @dataProvider roles
	 */
	public function test_get_needs_manage_options( ?string $role, int $status ): void {
		$response = $this->rest( 'GET', self::ROUTE, array(), $role );
		$this->assertSame( $status, $response->get_status() );
		if ( 200 === $status ) {
			$this->assertEquals( Schema::for_json( Settings::schema(), Schema::defaults( Settings::schema() ) ), $response->get_data() );
		}
	}

	/**
	 * @dataProvider roles
	 */
	public function test_post_needs_manage_options( ?string $role, int $status ): void {
		$response = $this->rest( 'POST', self::ROUTE, array( 'data' => array( 'author_archive' => false ) ), $role );
		$this->assertSame( $status, $response->get_status() );
		$stored = get_option( Settings::OPTION );
		if ( 200 === $status ) {
			$this->assertFalse( $stored['author_archive'] );
		} else {
			$this->assertArrayNotHasKey( 'author_archive', (array) $stored );
		}
	}

	public function test_post_saves_changed_settings_and_answers_success_and_message(): void {
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'data' => array(
					'twitter_card_type' => 'summary',
					'home_page_robots'  => array( 'general' => array( 'noindex', 'nofollow' ) ),
					'social_profiles'   => array( 'facebook' => 'https://facebook.com/example' ),
				),
			),
			'administrator'
		);
		$this->assertSame( 200, $response->get_status() );
		$body = $response->get_data();
		$this->assertTrue( $body['success'] );
		$this->assertSame( 'Settings saved successfully.', $body['message'] );

		$get = $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data();
		$this->assertSame( 'summary', $get['twitter_card_type'] );
		$this->assertSame( array( 'noindex', 'nofollow' ), $get['home_page_robots']['general'] );
		$this->assertSame( 'https://facebook.com/example', $get['social_profiles']['facebook'] );
		// A partial object is completed with the defaults of the keys it left out.
		$this->assertSame( '', $get['social_profiles']['instagram'] );
		// Settings that were not sent keep their values.
		$this->assertSame( '%title% %separator% %site_name%', $get['page_title'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function invalid_payloads(): array {
		return array(
			'unknown key'        => array( array( 'not_a_setting' => 1 ), 'not_a_setting' ),
			'wrong enum'         => array( array( 'twitter_card_type' => 'gallery' ), 'twitter_card_type' ),
			'wrong type'         => array( array( 'author_archive' => 'sometimes' ), 'author_archive' ),
			'bad robots value'   => array( array( 'home_page_robots' => array( 'general' => array( 'noindex', 'index-please' ) ) ), 'home_page_robots' ),
			'negative image id'  => array( array( 'fallback_image_id' => -3 ), 'fallback_image_id' ),
			'unknown profile'    => array( array( 'social_profiles' => array( 'myspace' => 'x' ) ), 'social_profiles' ),
			'too long separator' => array( array( 'separator' => str_repeat( '-', 11 ) ), 'separator' ),
		);
	}

	/**
	 * @dataProvider invalid_payloads
	 * @param array<string, mixed> $data
	 */
	public function test_invalid_input_is_a_400_naming_the_field_and_stores_nothing( array $data, string $field ): void {
		$data['date_archive'] = false; // A valid change in the same request must not be stored either.
		$response             = $this->rest( 'POST', self::ROUTE, array( 'data' => $data ), 'administrator' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $field, wp_json_encode( $response->get_data() ) );
		$this->assertSame( array(), get_option( Settings::OPTION ) );
	}

	public function test_missing_data_is_a_400(): void {
		$response = $this->rest( 'POST', self::ROUTE, array( 'author_archive' => false ), 'administrator' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'data', $response->get_data()['message'] );
	}

	/**
	 * Every object of the schema is a JSON object in the answers, empty maps included (`{}`, which
	 * json_encode() prints `[]` for an empty PHP array): the read, the save's answer and the export.
	 */
	public function test_empty_maps_are_json_objects_as_the_schema_says(): void {
		$this->assertSame( array(), Plugin::get( Settings::class )->get( 'post_type_templates' ), 'an empty map to begin with' );
		$answers = array(
			'read'   => $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data(),
			'save'   => $this->rest( 'POST', self::ROUTE, array( 'data' => array( 'separator' => '|' ) ), 'administrator' )->get_data()['data'],
			'export' => $this->rest( 'GET', '/sightline/v1/admin/settings-transfer', array(), 'administrator' )->get_data()['settings'],
		);
		$objects = 0;
		$walk    = function ( array $schema, $value, string $path ) use ( &$walk, &$objects ): void {
			if ( ! in_array( 'object', (array) ( $schema['type'] ?? array() ), true ) || null === $value ) {
				return;
			}
			$this->assertInstanceOf( \stdClass::class, $value, "{$path} is a JSON object" );
			++$objects;
			foreach ( (array) $value as $key => $item ) {
				$property = $schema['properties'][ $key ] ?? ( is_array( $schema['additionalProperties'] ?? null ) ? $schema['additionalProperties'] : array() );
				$walk( $property, $item, "{$path}.{$key}" );
			}
		};
		foreach ( $answers as $name => $answer ) {
			$walk( Settings::schema(), json_decode( (string) wp_json_encode( $answer ) ), $name );
		}
		$this->assertGreaterThan( 30, $objects );
		$this->assertSame( '{}', wp_json_encode( json_decode( (string) wp_json_encode( $answers['read'] ) )->post_type_templates ) );
	}

	public function test_schema_of_the_route_is_the_schema_file(): void {
		$response = $this->rest( 'OPTIONS', self::ROUTE, array(), 'administrator' );
		$schema   = $response->get_data()['schema'];
		$this->assertSame( array_keys( Schema::load( Settings::SCHEMA )['properties'] ), array_keys( $schema['properties'] ) );
	}
}
