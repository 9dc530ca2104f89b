<?php
/**
 * The registry: every check runs, results are cached in a non-autoloaded option and re-run on demand,
 * ignore/un-ignore persists, a throwing check becomes a warning; and the REST routes per role.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Check_Result;
use Sightline\Checks\Site;
use Sightline\Checks\Site\Fetched_Page;
use Sightline\Checks\Site\Site_Context;
use Sightline\Checks\Site_Checks;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class SiteChecksRegistryTest extends TestCase {

	private const ROUTE = '/sightline/v1/checks/site';

	private const IDS = array( 'site_reachable', 'home_title', 'home_description', 'home_h1', 'home_h2', 'home_image_alt', 'images_without_alt', 'home_internal_links', 'home_canonical', 'home_indexable', 'https', 'home_open_graph', 'home_structured_data', 'sitemap', 'search_engine_visibility', 'robots_txt', 'other_seo_plugins', 'tagline' );

	protected function setUp(): void {
		parent::setUp();
		// No server answers for example.org here: the REST tests run the checks against a blocked loopback.
		add_filter( 'pre_http_request', static fn( $pre, $args, $url ) => new \WP_Error( 'http_request_failed', 'loopback blocked in tests' ), 10, 3 );
	}

	private function registry(): Site_Checks {
		return Plugin::get( Site_Checks::class );
	}

	public function test_every_check_of_the_issue_is_registered(): void {
		$this->assertSame( self::IDS, $this->registry()->ids() );
	}

	public function test_run_caches_results_in_a_non_autoloaded_option(): void {
		$context = new Site_Context( new Settings(), static fn( string $url ) => HomePageChecksTest::page() );
		$report  = $this->registry()->run( $context );
		$this->assertCount( count( self::IDS ), $report['checks'] );
		$this->assertEqualsWithDelta( time(), $report['ran_at'], 5 );
		$this->assertFalse( $report['stale'] );
		foreach ( $report['checks'] as $check ) {
			$this->assertSame( array( 'id', 'status', 'message', 'description', 'category', 'ignore', 'link' ), array_keys( $check ) );
			$this->assertContains( $check['status'], Check_Result::STATUSES );
		}
		global $wpdb;
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Site_Checks::RESULTS_OPTION ) );
		$this->assertContains( $autoload, array( 'no', 'off' ) );
		$this->assertSame( $report, $this->registry()->report(), 'report() reads the cache' );
	}

	public function test_settings_change_marks_results_stale(): void {
		$this->registry()->run( new Site_Context( new Settings(), static fn( string $url ) => HomePageChecksTest::page() ) );
		( new Settings() )->update( array( 'author_archive' => false ) );
		$this->assertTrue( $this->registry()->report()['stale'] );
	}

	public function test_a_throwing_check_becomes_a_warning(): void {
		$broken = new class() extends Site\Site_Check {
			public function id(): string {
				return 'broken';
			}
			public function run( Site_Context $context ): Check_Result {
				throw new \RuntimeException( 'parser surprise' );
			}
		};
		add_filter( 'sightline_site_checks', static fn( $checks ) => array( $broken ) );
		$registry = new Site_Checks( new Settings() );
		$report   = $registry->run( new Site_Context( new Settings(), static fn( string $url ) => Fetched_Page::failed( $url, 'x' ) ) );
		$this->assertSame( 'warning', $report['checks'][0]['status'] );
		$this->assertStringContainsString( 'parser surprise', $report['checks'][0]['message'] );
	}

	/**
	 * @return array<string, array{0: string|null, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( null, 401 ),
			'editor'        => array( 'editor', 403 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * @dataProvider roles
	 */
	public function test_routes_need_manage_options( ?string $role, int $status ): void {
		$this->assertSame( $status, $this->rest( 'GET', self::ROUTE, array(), $role )->get_status() );
		$this->assertSame( $status, $this->rest( 'POST', self::ROUTE, array(), $role )->get_status() );
		$this->assertSame( $status, $this->rest( 'POST', self::ROUTE . '/ignore', array( 'id' => 'tagline' ), $role )->get_status() );
		$this->assertSame( $status, $this->rest( 'DELETE', self::ROUTE . '/ignore', array( 'id' => 'tagline' ), $role )->get_status() );
		if ( 200 !== $status ) {
			$this->assertFalse( get_option( Site_Checks::RESULTS_OPTION ), 'nothing ran for a user without manage_options' );
		}
	}

	public function test_rest_run_reports_a_blocked_loopback_as_warnings_not_a_crash(): void {
		$response = $this->rest( 'POST', self::ROUTE, array(), 'administrator' );
		$this->assertSame( 200, $response->get_status() );
		$checks = array_column( $response->get_data()['checks'], null, 'id' );
		$this->assertSame( 'warning', $checks['site_reachable']['status'] );
		$this->assertStringContainsString( 'loopback blocked in tests', $checks['site_reachable']['message'] );
		$this->assertSame( 'warning', $checks['home_title']['status'] );
		$this->assertSame( 'warning', $checks['sitemap']['status'] );
	}

	public function test_ignore_and_unignore_persist_and_flag_results(): void {
		$this->rest( 'POST', self::ROUTE, array(), 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE . '/ignore', array( 'id' => 'tagline' ), 'administrator' );
		$this->assertSame( array( 'tagline' ), $response->get_data()['ignored'] );
		$this->assertSame( array( 'tagline' ), get_option( Site_Checks::IGNORED_OPTION ) );
		$checks = array_column( $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data()['checks'], null, 'id' );
		$this->assertTrue( $checks['tagline']['ignore'] );
		$this->assertFalse( $checks['https']['ignore'] );

		$this->rest( 'DELETE', self::ROUTE . '/ignore', array( 'id' => 'tagline' ), 'administrator' );
		$checks = array_column( $this->rest( 'GET', self::ROUTE, array(), 'administrator' )->get_data()['checks'], null, 'id' );
		$this->assertFalse( $checks['tagline']['ignore'] );
		$this->assertSame( array(), get_option( Site_Checks::IGNORED_OPTION ) );
	}

	public function test_ignoring_an_unknown_check_is_a_400_naming_id(): void {
		$response = $this->rest( 'POST', self::ROUTE . '/ignore', array( 'id' => 'nope' ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $response );
		$this->assertArrayHasKey( 'id', $response->get_data()['data']['params'] );
		$this->assertFalse( get_option( Site_Checks::IGNORED_OPTION ) );
		$this->assertRestError( 400, 'rest_missing_callback_param', $this->rest( 'POST', self::ROUTE . '/ignore', array(), 'administrator' ) );
	}
}
