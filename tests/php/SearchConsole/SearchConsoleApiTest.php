<?php
/**
 * Connecting with the admin's own OAuth client and reading Search Analytics, against a fake Google on
 * 127.0.0.1 started for this class. Secrets and tokens never leave the server.
 *
 * @package Sightline
 */

namespace Sightline\Tests\SearchConsole;

use Sightline\Plugin;
use Sightline\Search_Console\Oauth;
use Sightline\Tests\TestCase;

require_once __DIR__ . '/FakeServer.php';

final class SearchConsoleApiTest extends TestCase {

	private const BASE = '/sightline/v1/search-console';

	private static ?FakeServer $google = null;

	private static string $log = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$log    = (string) tempnam( sys_get_temp_dir(), 'sl-gsc-' );
		self::$google = new FakeServer( __DIR__ . '/fixtures/fake-google.php', array( 'SIGHTLINE_FAKE_LOG' => self::$log ) );
	}

	public static function tearDownAfterClass(): void {
		self::$google?->stop();
		@unlink( self::$log ); // phpcs:ignore
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		file_put_contents( self::$log, '' );
		$base = self::$google->url( '' );
		add_filter(
			'sightline_search_console_endpoints',
			static fn() => array( 'auth' => $base . '/auth', 'token' => $base . '/token', 'revoke' => $base . '/revoke', 'api' => $base . '/webmasters/v3' )
		);
	}

	/** @return list<array<string, mixed>> */
	private function requests(): array {
		return array_map( static fn( $line ) => json_decode( $line, true ), array_filter( explode( "\n", (string) file_get_contents( self::$log ) ) ) );
	}

	private function connect(): void {
		$this->rest( 'POST', self::BASE . '/credentials', array( 'client_id' => 'cid.apps.googleusercontent.com', 'client_secret' => 'the-secret' ), 'administrator' );
		$auth_url = $this->rest( 'GET', self::BASE . '/status', array(), 'current' )->get_data()['auth_url'];
		parse_str( (string) wp_parse_url( $auth_url, PHP_URL_QUERY ), $query );
		$this->assertTrue( Plugin::get( Oauth::class )->finish_connect( array( 'state' => $query['state'], 'code' => 'good-code' ) ) );
	}

	public function test_credentials_give_a_consent_url_and_are_never_returned(): void {
		$response = $this->rest( 'POST', self::BASE . '/credentials', array( 'client_id' => 'cid.apps.googleusercontent.com', 'client_secret' => 'the-secret' ), 'administrator' );
		$this->assertSame( 200, $response->get_status() );
		$status = $response->get_data()['status'];
		$this->assertTrue( $status['has_client'] );
		$this->assertFalse( $status['connected'] );
		$this->assertStringNotContainsString( 'the-secret', (string) wp_json_encode( $response->get_data() ) );
		$this->assertStringStartsWith( self::$google->url( '/auth?' ), $status['auth_url'] );
		parse_str( (string) wp_parse_url( $status['auth_url'], PHP_URL_QUERY ), $query );
		$this->assertSame( 'cid.apps.googleusercontent.com', $query['client_id'] );
		$this->assertSame( admin_url( 'admin-post.php?action=sightline_search_console_oauth' ), $query['redirect_uri'] );
		$this->assertSame( 'https://www.googleapis.com/auth/webmasters.readonly', $query['scope'] );
		$this->assertSame( 'offline', $query['access_type'] );
		$this->assertSame( 32, strlen( $query['state'] ) );
	}

	public function test_bad_credentials_are_a_400_naming_the_field(): void {
		$response = $this->rest( 'POST', self::BASE . '/credentials', array( 'client_id' => 'has spaces', 'client_secret' => 'x' ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $response );
		$this->assertArrayHasKey( 'client_id', $response->get_data()['data']['params'] );
		$this->assertFalse( get_option( Oauth::OPTION ) );
	}

	public function test_connect_stores_tokens_server_side_only(): void {
		$this->connect();
		$stored = get_option( Oauth::OPTION );
		$this->assertSame( 'rt-1', $stored['refresh_token'] );
		$token_request = $this->requests()[0];
		$this->assertSame( '/token', $token_request['path'] );
		$this->assertSame( 'authorization_code', $token_request['post']['grant_type'] );
		$this->assertSame( admin_url( 'admin-post.php?action=sightline_search_console_oauth' ), $token_request['post']['redirect_uri'] );

		$status = $this->rest( 'GET', self::BASE . '/status', array(), 'administrator' )->get_data();
		$this->assertTrue( $status['connected'] );
		$json = (string) wp_json_encode( $status );
		foreach ( array( 'rt-1', 'at-1', 'the-secret' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $json );
		}
		global $wpdb;
		$this->assertContains( $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Oauth::OPTION ) ), array( 'no', 'off' ) );
	}

	public function test_a_wrong_state_or_refused_code_does_not_connect(): void {
		$this->rest( 'POST', self::BASE . '/credentials', array( 'client_id' => 'cid.apps.googleusercontent.com', 'client_secret' => 'the-secret' ), 'administrator' );
		$oauth = Plugin::get( Oauth::class );
		$oauth->auth_url();
		$error = $oauth->finish_connect( array( 'state' => 'forged', 'code' => 'good-code' ) );
		$this->assertWPErrorCode( 'sightline_search_console_state', $error );
		$this->assertSame( array(), $this->requests(), 'no token request without a matching state' );

		parse_str( (string) wp_parse_url( $oauth->auth_url(), PHP_URL_QUERY ), $query );
		$error = $oauth->finish_connect( array( 'state' => $query['state'], 'code' => 'bad-code' ) );
		$this->assertWPErrorCode( 'sightline_search_console_refused', $error );
		$this->assertStringContainsString( 'Bad Request', $error->get_error_message() );
		$this->assertFalse( $oauth->is_connected() );
	}

	public function test_sites_select_and_report_from_the_api(): void {
		$this->connect();
		$this->assertKeepsContract( 'rest-search-console-status', $this->rest( 'GET', self::BASE . '/status', array(), 'administrator' )->get_data() );
		$sites = $this->rest( 'GET', self::BASE . '/sites', array(), 'administrator' );
		$this->assertKeepsContract( 'rest-search-console-sites', $sites->get_data() );
		$this->assertSame( array( 'https://example.org/', 'sc-domain:example.org' ), array_column( $sites->get_data(), 'site_url' ) );
		$this->assertSame( 'Bearer at-1', $this->requests()[1]['auth'] );

		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'POST', self::BASE . '/site', array( 'site_url' => 'https://not-mine.test/' ), 'administrator' ) );
		$selected = $this->rest( 'POST', self::BASE . '/site', array( 'site_url' => 'https://example.org/' ), 'administrator' );
		$this->assertSame( 200, $selected->get_status() );
		$this->assertKeepsContract( 'rest-search-console-change', $selected->get_data() );

		file_put_contents( self::$log, '' );
		$report = $this->rest( 'GET', self::BASE . '/report', array( 'days' => 28 ), 'administrator' );
		$this->assertSame( 200, $report->get_status(), (string) wp_json_encode( $report->get_data() ) );
		$data = $report->get_data();
		$this->assertKeepsContract( 'rest-search-console-report', $data );
		$this->assertSame( 'api', $data['source'] );
		$this->assertSame( array( 'clicks' => 40, 'impressions' => 800, 'ctr' => 0.05, 'position' => 5.0 ), $data['totals'] );
		$this->assertSame( array( '2024-05-01', '2024-05-02' ), array_column( $data['dates'], 'date' ) );
		$this->assertSame( 'hand forged hammer', $data['queries'][0]['key'] );
		$this->assertSame( 'https://example.org/hammers/', $data['pages'][0]['key'] );

		$queries = array_map( static fn( $r ) => json_decode( $r['body'], true ), $this->requests() );
		$today   = gmdate( 'Y-m-d', (int) current_time( 'timestamp' ) ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested
		$this->assertSame( $today, $queries[0]['endDate'] );
		$this->assertSame( gmdate( 'Y-m-d', strtotime( $today . ' -28 days' ) ), $queries[0]['startDate'] );
		$this->assertSame( array( array( 'date' ), array( 'query' ), array( 'page' ), array( 'country' ), array( 'device' ), array() ), array_column( $queries, 'dimensions' ) );
	}

	public function test_an_expired_access_token_is_refreshed(): void {
		$this->connect();
		update_option( Oauth::OPTION, array( 'expires_at' => time() - 10 ) + get_option( Oauth::OPTION ), false );
		$this->assertSame( 200, $this->rest( 'GET', self::BASE . '/sites', array(), 'administrator' )->get_status() );
		$requests = $this->requests();
		$this->assertSame( 'refresh_token', $requests[1]['post']['grant_type'] );
		$this->assertSame( 'Bearer at-2', $requests[2]['auth'] );
	}

	public function test_an_unreachable_google_fails_fast_with_a_clear_message(): void {
		$this->connect();
		$probe = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port  = (int) substr( strrchr( stream_socket_get_name( $probe, false ), ':' ), 1 );
		fclose( $probe );
		add_filter( 'sightline_search_console_endpoints', static fn( $e ) => array( 'api' => 'http://localhost:' . $port ) + $e, 20 );
		$response = $this->rest( 'GET', self::BASE . '/sites', array(), 'administrator' );
		$this->assertRestError( 502, 'sightline_search_console_unreachable', $response );
		$this->assertStringContainsString( 'could not be reached', $response->get_data()['message'] );
	}

	public function test_disconnect_revokes_the_grant_at_google_then_forgets_the_tokens(): void {
		$this->connect();
		$response = $this->rest( 'POST', self::BASE . '/disconnect', array(), 'administrator' );
		$this->assertKeepsContract( 'rest-search-console-change', $response->get_data() );
		$this->assertTrue( $response->get_data()['data']['revoked'] ?? $response->get_data()['revoked'] );
		$revoke = array_values( array_filter( $this->requests(), static fn( $r ) => '/revoke' === $r['path'] ) );
		$this->assertCount( 1, $revoke );
		$this->assertSame( 'POST', $revoke[0]['method'] );
		$this->assertSame( 'rt-1', $revoke[0]['post']['token'], 'the refresh token, which ends every access token' );
		$stored = get_option( Oauth::OPTION );
		$this->assertArrayNotHasKey( 'refresh_token', $stored );
		$this->assertSame( 'cid.apps.googleusercontent.com', $stored['client_id'] );
		$this->assertRestError( 404, 'sightline_search_console_no_data', $this->rest( 'GET', self::BASE . '/report', array(), 'administrator' ) );
	}

	/**
	 * @return array<string, array{0: string|null, 1: int}>
	 */
	public static function roles(): array {
		return array( 'anonymous' => array( null, 401 ), 'editor' => array( 'editor', 403 ) );
	}

	/**
	 * @dataProvider roles
	 */
	public function test_every_route_needs_manage_options( ?string $role, int $status ): void {
		// Valid arguments: WordPress validates them before it asks the permission callback.
		$credentials = array( 'client_id' => 'cid.apps.googleusercontent.com', 'client_secret' => 'the-secret' );
		foreach ( array( array( 'GET', '/status', array() ), array( 'POST', '/credentials', $credentials ), array( 'POST', '/disconnect', array() ), array( 'GET', '/sites', array() ), array( 'POST', '/site', array( 'site_url' => 'https://example.org/' ) ), array( 'GET', '/report', array() ), array( 'POST', '/import', array() ), array( 'DELETE', '/import', array() ) ) as list( $method, $path, $params ) ) {
			$this->assertSame( $status, $this->rest( $method, self::BASE . $path, $params, $role )->get_status(), "{$method} {$path}" );
		}
		$this->assertFalse( get_option( Oauth::OPTION ) );
		$this->assertSame( array(), $this->requests() );
	}

	private function assertWPErrorCode( string $code, $error ): void {
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( $code, $error->get_error_code() );
	}

	public function test_routes_do_not_exist_while_the_feature_is_off(): void {
		update_option( 'sightline_settings', array( 'enable_google_console' => false ) );
		$this->assertRestError( 404, 'rest_no_route', $this->rest( 'GET', self::BASE . '/status', array(), 'administrator' ) );
	}

	public function test_a_failed_connection_names_only_a_code_from_the_fixed_list(): void {
		$this->act_as( 'administrator' );
		$location = null;
		add_filter(
			'wp_redirect',
			static function ( $url ) use ( &$location ) {
				$location = $url;
				throw new \RuntimeException( 'redirected' );
			}
		);
		$_GET = array(
			'state' => 'forged',
			'error' => '<script>alert(1)</script> Your site is hacked, call +1 555',
		);
		try {
			Plugin::get( Oauth::class )->handle_callback();
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'redirected', $e->getMessage() );
		}
		parse_str( (string) wp_parse_url( (string) $location, PHP_URL_QUERY ), $query );
		$this->assertSame( 'sightline_search_console_state', $query['sightline_gsc_error'] );
		$this->assertStringNotContainsString( 'hacked', (string) $location );

		$errors = $this->rest( 'GET', self::BASE . '/status', array(), 'administrator' )->get_data();
		$errors = $errors['data']['status']['errors'] ?? $errors['status']['errors'] ?? $errors['errors'];
		$this->assertSame( Oauth::callback_errors(), $errors );
		$this->assertArrayHasKey( 'sightline_search_console_failed', $errors, 'the fallback for any other failure' );
	}
}
