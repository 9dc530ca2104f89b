<?php
/**
 * GET|POST /sightline/v1/ai/auth: admins only, validation names the field, the key is write-only.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Ai_Config;
use Sightline\Tests\TestCase;

final class AiAuthRestTest extends TestCase {

	private const ROUTE = '/sightline/v1/ai/auth';

	/**
	 * @return array<string, array{0: string|null, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( null, 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'author'        => array( 'author', 403 ),
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
			$data = $response->get_data();
			$this->assertSame( 'offline', $data['provider'], 'The offline generator is the default.' );
			$this->assertTrue( $data['connected'] );
			$this->assertFalse( $data['has_key'] );
			$this->assertSame( array( 'offline', 'wordpress', 'openai' ), array_column( $data['providers'], 'id' ) );
			$this->assertFalse( $data['providers'][1]['available'], 'WordPress 6.6 has no wp_ai_client_prompt().' );
		}
	}

	/**
	 * @dataProvider roles
	 */
	public function test_post_needs_manage_options( ?string $role, int $status ): void {
		$response = $this->rest( 'POST', self::ROUTE, array( 'accessKey' => 'sk-secret' ), $role );
		$this->assertSame( $status, $response->get_status() );
		$stored = get_option( Ai_Config::OPTION );
		if ( 200 === $status ) {
			$this->assertSame( 'sk-secret', $stored['api_key'] );
		} else {
			$this->assertFalse( $stored );
		}
	}

	public function test_the_key_is_stored_but_never_returned(): void {
		$saved = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'accessKey' => 'sk-very-secret-key',
				'provider'  => 'openai',
				'base_url'  => 'https://llm.example.org/v1/',
				'model'     => 'gpt-test',
			),
			'administrator'
		);
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( 'AI settings saved.', $saved->get_data()['message'] );
		$this->assertStringNotContainsString( 'sk-very-secret-key', (string) wp_json_encode( $saved->get_data() ) );

		$read = $this->rest( 'GET', self::ROUTE, array(), 'administrator' );
		$data = $read->get_data();
		$this->assertStringNotContainsString( 'sk-very-secret-key', (string) wp_json_encode( $data ) );
		$this->assertArrayNotHasKey( 'api_key', $data );
		$this->assertArrayNotHasKey( 'accessKey', $data );
		$this->assertTrue( $data['has_key'] );
		$this->assertSame( 'openai', $data['provider'] );
		$this->assertSame( 'https://llm.example.org/v1', $data['base_url'], 'The trailing slash is dropped.' );
		$this->assertTrue( $data['connected'] );
		$this->assertArrayNotHasKey( Ai_Config::OPTION, wp_load_alloptions(), 'The option is not autoloaded.' );
	}

	public function test_switching_provider_keeps_the_stored_key_and_an_empty_key_removes_it(): void {
		update_option( Ai_Config::OPTION, array( 'provider' => 'openai', 'base_url' => 'https://llm.example.org/v1', 'model' => 'm', 'api_key' => 'sk-kept' ) );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, array( 'provider' => 'offline' ), 'administrator' )->get_status() );
		$this->assertSame( 'sk-kept', get_option( Ai_Config::OPTION )['api_key'] );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, array( 'accessKey' => '' ), 'administrator' )->get_status() );
		$this->assertSame( '', get_option( Ai_Config::OPTION )['api_key'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function invalid(): array {
		return array(
			'unknown provider'     => array( array( 'provider' => 'skynet' ), 'provider' ),
			'not a URL'            => array( array( 'base_url' => 'not a url' ), 'base_url' ),
			'ftp URL'              => array( array( 'base_url' => 'ftp://llm.example.org' ), 'base_url' ),
			'timeout out of range' => array( array( 'timeout' => 0 ), 'timeout' ),
			'openai without model' => array( array( 'provider' => 'openai', 'base_url' => 'https://llm.example.org/v1', 'accessKey' => 'k' ), 'model' ),
			'openai without key'   => array( array( 'provider' => 'openai', 'base_url' => 'https://llm.example.org/v1', 'model' => 'm' ), 'accessKey' ),
			'openai without URL'   => array( array( 'provider' => 'openai', 'model' => 'm', 'accessKey' => 'k' ), 'base_url' ),
		);
	}

	/**
	 * @dataProvider invalid
	 * @param array<string, mixed> $payload
	 */
	public function test_invalid_config_is_a_400_naming_the_field( array $payload, string $field ): void {
		$response = $this->rest( 'POST', self::ROUTE, $payload, 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $response );
		$this->assertArrayHasKey( $field, $response->get_data()['data']['params'] );
		$this->assertFalse( get_option( Ai_Config::OPTION ), 'Nothing is stored.' );
	}
}
