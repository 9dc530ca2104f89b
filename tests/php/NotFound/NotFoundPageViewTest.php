<?php
/**
 * What the 404 monitor costs a page view, measured on whole page views in child processes
 * (tests/php/includes/page-view.php) with the plugin active and not loaded: with the monitor on, a page
 * that exists adds no query and writes nothing (not even to the log); a 404 adds no query and no
 * database write, and appends one line to the log; a request a redirect rule answers and an address
 * WordPress redirects to its real page are not recorded.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\NotFound;

use Sightline\Plugin;
use Sightline\Redirects\Redirects;
use Sightline\Settings\Settings;
use Sightline\Tests\Factory;
use Sightline\Tests\TestCase;

final class NotFoundPageViewTest extends TestCase {

	/** @var array<string, array<string, array<string, mixed>>> page → side → result (with 'logged': lines the view appended) */
	private static array $views = array();

	/** @var mixed */
	private static $saved_settings;

	private static int $rule = 0;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$saved_settings = get_option( Settings::OPTION, null );
		$post                 = $factory->post->create( array( 'post_title' => 'Monitored post about gardens' ) );
		$pages                = array(
			'singular'  => wp_make_link_relative( (string) get_permalink( $post ) ),
			'home'      => '/',
			'404'       => '/no-such-address-at-all/?color=blue',
			'redirect'  => '/old-monitored-address',
			'canonical' => '/?p=' . $post, // WordPress sends it on to the permalink (when pretty permalinks are on).
		);
		Plugin::get( Settings::class )->update( array( 'enable_404_monitor' => true ) );
		$rule       = Plugin::get( Redirects::class )->create(
			array(
				'source' => '/old-monitored-address',
				'target' => '/',
			)
		);
		self::$rule = is_array( $rule ) ? (int) $rule['id'] : 0;
		self::commit_transaction();
		$log = Plugin::get( \Sightline\Not_Found\Log::class );
		$log->take();
		foreach ( $pages as $page => $uri ) {
			self::view( 'off', $uri ); // WordPress's own first-render work.
			foreach ( array( 'on', 'off' ) as $side ) {
				self::$views[ $page ][ $side ]           = self::view( $side, $uri );
				self::$views[ $page ][ $side ]['logged'] = array_column( $log->take(), 'url' );
			}
		}
	}

	public static function wpTearDownAfterClass(): void {
		if ( self::$rule > 0 ) {
			Plugin::get( Redirects::class )->delete( array( self::$rule ) );
		}
		update_option( Settings::OPTION, self::$saved_settings ?? array(), true );
		self::commit_transaction();
	}

	/**
	 * @return array<string, mixed>
	 */
	private static function view( string $side, string $uri ): array {
		return self::child_page_view( $side, $uri, array( 'SIGHTLINE_USER_AGENT' => 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' ) );
	}

	public function test_pages_that_exist_cost_nothing_with_the_monitor_on(): void {
		foreach ( array( 'singular', 'home' ) as $page ) {
			$on  = self::$views[ $page ]['on'];
			$off = self::$views[ $page ]['off'];
			$this->assertTrue( $on['loaded'] && $on['head'], "{$page}: the plugin ran" );
			$this->assertSame( array( $page ), $on['is'] );
			$this->assertSame( count( $off['queries'] ), count( $on['queries'] ), "{$page}: +0 queries:\n" . implode( "\n", array_diff( $on['queries'], $off['queries'] ) ) );
			$this->assertSame( array(), $on['writes'], "{$page}: no database write" );
			$this->assertSame( array(), $on['logged'], "{$page}: nothing logged" );
		}
	}

	public function test_a_404_is_logged_without_a_query_or_a_database_write(): void {
		$on  = self::$views['404']['on'];
		$off = self::$views['404']['off'];
		$this->assertSame( array( 404 ), $on['is'], 'the main query found nothing' );
		$this->assertSame( 404, $on['status'] );
		$this->assertSame( count( $off['queries'] ), count( $on['queries'] ), "+0 queries:\n" . implode( "\n", array_diff( $on['queries'], $off['queries'] ) ) );
		$this->assertSame( array(), $on['writes'] );
		$this->assertSame( array( '/no-such-address-at-all/?color=blue' ), $on['logged'], 'one line, the address with its query' );
		$this->assertSame( array(), $off['logged'] );
	}

	public function test_redirected_requests_are_not_recorded(): void {
		$this->assertSame( 301, self::$views['redirect']['on']['redirect'][1] ?? null, 'the rule answered' );
		$this->assertSame( array(), self::$views['redirect']['on']['logged'] );
		$this->assertSame( array(), self::$views['canonical']['on']['logged'] );
		$this->assertSame( 301, self::$views['canonical']['on']['redirect'][1] ?? null, 'WordPress sent it on' );
	}
}
