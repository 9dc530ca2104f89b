<?php
/**
 * Where the AI provider may be called: public addresses only, on every site, IPv4 and IPv6 (IPv4 carried
 * in IPv6 judged as what it carries), checked on the address actually connected to (resolved once and
 * pinned), of a plain form that cannot reach another service of the host; private ones only when the
 * server owner lists them. And the key never follows a new address it was not entered for.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Address_Guard;
use Sightline\Ai\Ai_Config;
use Sightline\Tests\TestCase;

require_once __DIR__ . '/FakeOpenAiServer.php';

final class AddressGuardTest extends TestCase {

	private const AUTH = '/sightline/v1/ai/auth';

	private const NOT_PUBLIC = array(
		'127.0.0.1',
		'127.9.9.9',
		'0.0.0.0',
		'10.1.2.3',
		'172.16.5.4',
		'172.31.255.255',
		'192.168.0.9',
		'169.254.169.254',
		'100.64.0.1',
		'198.18.0.1',
		'224.0.0.1',
		'240.0.0.1',
		'255.255.255.255',
		'::',
		'::1',
		'fd00::1',
		'fd00:ec2::254',
		'fc00::1',
		'fe80::1',
		'febf:ffff::1',
		'fec0::1',
		'ff02::1',
		'::ffff:127.0.0.1',
		'::ffff:169.254.169.254',
		'::ffff:10.0.0.1',
		'::ffff:0.0.0.0',
		'::127.0.0.1',
		'64:ff9b::7f00:1',
		'2002:7f00:1::1',
		'2002:a9fe:a9fe::1',
	);

	private const PUBLIC = array( '8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1' );

	private static ?FakeOpenAiServer $server = null;

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		parent::tearDownAfterClass();
	}

	public function test_private_loopback_link_local_and_metadata_addresses_are_not_public(): void {
		foreach ( self::NOT_PUBLIC as $ip ) {
			$this->assertFalse( Address_Guard::is_public_ip( $ip ), $ip );
		}
		foreach ( self::PUBLIC as $ip ) {
			$this->assertTrue( Address_Guard::is_public_ip( $ip ), $ip );
		}
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function private_urls(): array {
		return array(
			'loopback'          => array( 'http://127.0.0.1:11434/v1' ),
			'localhost'         => array( 'http://localhost:11434/v1' ),
			'decimal loopback'  => array( 'http://2130706433/v1' ),
			'unspecified'       => array( 'http://0.0.0.0:8080/v1' ),
			'metadata'          => array( 'http://169.254.169.254/latest' ),
			'private'           => array( 'https://10.0.0.5/v1' ),
			'IPv6 loopback'     => array( 'http://[::1]:8080/v1' ),
			'IPv4-mapped'       => array( 'http://[::ffff:127.0.0.1]/v1' ),
			'IPv4-mapped hex'   => array( 'http://[::ffff:a9fe:a9fe]/v1' ),
			'unique local'      => array( 'http://[fd00::1]/v1' ),
			'link-local IPv6'   => array( 'http://[fe80::1]/v1' ),
			'name to private'   => array( 'https://internal.example.org/v1' ),
			'name to fd00::/8'  => array( 'https://v6-internal.example.org/v1' ),
			'mixed answer'      => array( 'https://mixed.example.org/v1' ),
		);
	}

	/**
	 * @dataProvider private_urls
	 */
	public function test_a_private_address_is_refused_on_save_on_a_single_site( string $url ): void {
		$this->fake_dns();
		$this->assertFalse( is_multisite() );
		$response = $this->rest( 'POST', self::AUTH, array( 'provider' => 'openai', 'base_url' => $url, 'model' => 'm', 'accessKey' => 'sk-1' ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $response );
		$this->assertArrayHasKey( 'base_url', $response->get_data()['data']['params'] );
		$this->assertFalse( get_option( Ai_Config::OPTION ), 'nothing stored' );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function bent_urls(): array {
		return array(
			'query'           => array( 'https://api.example.org/v1?target=admin' ),
			'empty query'     => array( 'https://api.example.org/v1?' ),
			'fragment'        => array( 'https://api.example.org/v1#x' ),
			'user'            => array( 'https://user:pass@api.example.org/v1' ),
			'dot dot'         => array( 'https://api.example.org/v1/../admin' ),
			'encoded dot dot' => array( 'https://api.example.org/v1/%2e%2e/admin' ),
			'encoded slash'   => array( 'https://api.example.org/v1%2Fadmin' ),
			'semicolon'       => array( 'https://api.example.org/v1;x=1' ),
			'not http'        => array( 'gopher://api.example.org/v1' ),
		);
	}

	/**
	 * @dataProvider bent_urls
	 */
	public function test_a_path_or_query_that_could_reach_another_service_is_refused( string $url ): void {
		$this->fake_dns();
		$response = $this->rest( 'POST', self::AUTH, array( 'provider' => 'openai', 'base_url' => $url, 'model' => 'm', 'accessKey' => 'sk-1' ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $response );
		$this->assertArrayHasKey( 'base_url', $response->get_data()['data']['params'] );
	}

	public function test_a_public_address_with_a_plain_path_and_any_port_is_accepted(): void {
		$this->fake_dns();
		foreach ( array( 'https://api.example.org/v1', 'https://api.example.org:8443/openai/deployments/gpt-4o_mini.v2', 'http://[2606:4700:4700::1111]/v1' ) as $url ) {
			$response = $this->rest( 'POST', self::AUTH, array( 'provider' => 'openai', 'base_url' => $url, 'model' => 'm', 'accessKey' => 'sk-1' ), 'administrator' );
			$this->assertSame( 200, $response->get_status(), $url . ': ' . wp_json_encode( $response->get_data() ) );
		}
	}

	public function test_a_stored_private_address_is_never_called(): void {
		$this->fake_dns();
		$sent = 0;
		add_filter(
			'pre_http_request',
			static function () use ( &$sent ) {
				++$sent;
				return new \WP_Error( 'sent', 'sent' );
			}
		);
		foreach ( array( 'http://169.254.169.254/latest', 'https://internal.example.org/v1', 'http://[::ffff:7f00:1]/v1' ) as $url ) {
			// Stored before this check existed, or by another plugin: refused when used.
			update_option( Ai_Config::OPTION, array( 'provider' => 'openai', 'base_url' => $url, 'model' => 'm', 'api_key' => 'sk-1' ) );
			$post     = self::factory()->post->create( array( 'post_title' => 'Owls' ) );
			$response = $this->rest( 'POST', '/sightline/v1/generate-content', array( 'type' => 'page_title', 'post_id' => $post ), 'administrator' );
			$this->assertGreaterThanOrEqual( 400, $response->get_status(), $url );
		}
		$this->assertSame( 0, $sent, 'no request left for a private address' );
	}

	public function test_the_connection_goes_to_the_address_that_was_checked_resolved_once(): void {
		self::$server ??= new FakeOpenAiServer();
		$port    = (int) wp_parse_url( self::$server->base_url(), PHP_URL_PORT );
		$lookups = 0;
		// A name this machine cannot resolve (the test site's own host, which WordPress lets requests go
		// to): the request only reaches the server if curl connects to the address our check resolved
		// (pinned), not to one it looks up itself.
		add_filter(
			'sightline_ai_resolve_host',
			static function ( $answer, $host ) use ( &$lookups ) {
				if ( WP_TESTS_DOMAIN !== $host ) {
					return $answer;
				}
				++$lookups;
				return array( '127.0.0.1' );
			},
			10,
			2
		);
		add_filter( 'sightline_ai_private_hosts', static fn() => array( '127.0.0.1' ) ); // The server owner's choice.
		update_option( Ai_Config::OPTION, array( 'provider' => 'openai', 'base_url' => 'http://' . WP_TESTS_DOMAIN . ":{$port}/v1", 'model' => 'test-model', 'api_key' => 'sk-test-123' ) );
		$post     = self::factory()->post->create( array( 'post_title' => 'Night sky photography', 'post_content' => '<p>Long exposures.</p>' ) );
		$response = $this->rest( 'POST', '/sightline/v1/generate-content', array( 'type' => 'page_title', 'post_id' => $post ), 'administrator' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 1, $lookups, 'the name is resolved once per request' );
		$last = array_slice( self::$server->requests(), -1 )[0];
		$this->assertSame( WP_TESTS_DOMAIN . ":{$port}", $last['host'] );
	}

	public function test_a_new_address_without_the_key_entered_again_clears_the_key(): void {
		$this->fake_dns();
		update_option( Ai_Config::OPTION, array( 'provider' => 'openai', 'base_url' => 'https://api.example.org/v1', 'model' => 'm', 'api_key' => 'sk-for-example-org' ) );

		// The same address (the trailing slash aside) keeps the key.
		$same = $this->rest( 'POST', self::AUTH, array( 'base_url' => 'https://api.example.org/v1/', 'model' => 'm2' ), 'administrator' );
		$this->assertSame( 200, $same->get_status() );
		$this->assertSame( 'sk-for-example-org', get_option( Ai_Config::OPTION )['api_key'] );

		$moved = $this->rest( 'POST', self::AUTH, array( 'base_url' => 'https://other.example.net/v1' ), 'administrator' );
		$this->assertSame( 200, $moved->get_status(), (string) wp_json_encode( $moved->get_data() ) );
		$this->assertFalse( $moved->get_data()['has_key'] );
		$this->assertFalse( $moved->get_data()['connected'] );
		$this->assertStringContainsString( 'the stored API key was removed', $moved->get_data()['message'] );
		$this->assertSame( '', get_option( Ai_Config::OPTION )['api_key'] );
		$this->assertSame( 'https://other.example.net/v1', get_option( Ai_Config::OPTION )['base_url'] );

		$sent = array();
		add_filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( &$sent ) {
				$sent[] = $url;
				return new \WP_Error( 'sent', 'sent' );
			},
			10,
			3
		);
		$post = self::factory()->post->create( array( 'post_title' => 'Owls' ) );
		$this->rest( 'POST', '/sightline/v1/generate-content', array( 'type' => 'page_title', 'post_id' => $post ), 'administrator' );
		$this->assertSame( array(), $sent, 'the old key never goes to the new host' );

		$with_key = $this->rest( 'POST', self::AUTH, array( 'base_url' => 'https://third.example.net/v1', 'accessKey' => 'sk-for-third' ), 'administrator' );
		$this->assertSame( 200, $with_key->get_status() );
		$this->assertSame( 'sk-for-third', get_option( Ai_Config::OPTION )['api_key'], 'entered with the address: kept' );
	}

	/** DNS as the tests need it: example names answer public or private addresses, nothing real is asked. */
	private function fake_dns(): void {
		add_filter(
			'sightline_ai_resolve_host',
			static function ( $answer, $host ) {
				$names = array(
					'api.example.org'            => array( '93.184.216.34', '2606:2800:220:1::1' ),
					'other.example.net'          => array( '93.184.216.35' ),
					'third.example.net'          => array( '93.184.216.36' ),
					'internal.example.org'       => array( '10.0.0.7' ),
					'v6-internal.example.org'    => array( 'fd12:3456::7' ),
					'mixed.example.org'          => array( '93.184.216.34', '127.0.0.1' ),
				);
				return $names[ $host ] ?? $answer;
			},
			10,
			2
		);
	}
}
