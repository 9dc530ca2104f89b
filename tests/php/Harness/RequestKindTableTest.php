<?php
/**
 * The one request-kind decision (Request_Kind): a table of requests and the kind each is, whether it may
 * write, and whether it is the page view that must stay at +0 queries. The composition root, the
 * registration of settings and fields and the Breadcrumbs block all read this one answer.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Harness;

use Sightline\Request_Kind;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

/**
 * @covers \Sightline\Request_Kind
 */
final class RequestKindTableTest extends TestCase {

	/**
	 * @return array<string, array{0: array<string, string>, 1: array<string, string>, 2: array<string, bool>, 3: string, 4: bool}>
	 */
	public static function requests(): array {
		$web = array(
			'wp_cli'   => false,
			'cli_sapi' => false,
			'cron'     => false,
			'xmlrpc'   => false,
			'admin'    => false,
		);
		$get = static fn( string $uri, string $method = 'GET' ): array => array(
			'REQUEST_METHOD' => $method,
			'REQUEST_URI'    => $uri,
		);
		return array(
			'a post'                            => array( $get( '/2024/05/a-post/' ), array(), $web, Request_Kind::PAGE_VIEW, false ),
			'the home page, HEAD'               => array( $get( '/', 'HEAD' ), array(), $web, Request_Kind::PAGE_VIEW, false ),
			'a feed'                            => array( $get( '/feed/' ), array(), $web, Request_Kind::PAGE_VIEW, false ),
			'a sitemap'                         => array( $get( '/sitemap_index.xml' ), array(), $web, Request_Kind::PAGE_VIEW, false ),
			'a search with "wp-json" in it'     => array( $get( '/?s=wp-json' ), array(), $web, Request_Kind::PAGE_VIEW, false ),
			'a form posted to a page'           => array( $get( '/contact/', 'POST' ), array(), $web, Request_Kind::WRITE, true ),
			'a lower-case method'               => array( $get( '/contact/', 'post' ), array(), $web, Request_Kind::WRITE, true ),
			'a REST read'                       => array( $get( '/wp-json/wp/v2/posts' ), array(), $web, Request_Kind::REST, false ),
			'a REST read on a subfolder site'   => array( $get( '/blog/wp-json/sightline/v1/admin/global-settings' ), array(), $web, Request_Kind::REST, false ),
			'a REST write'                      => array( $get( '/wp-json/wp/v2/posts/1', 'PUT' ), array(), $web, Request_Kind::REST, true ),
			'REST without pretty permalinks'    => array( $get( '/?rest_route=/wp/v2/posts' ), array( 'rest_route' => '/wp/v2/posts' ), $web, Request_Kind::REST, false ),
			'wp-admin'                          => array( $get( '/wp-admin/edit.php' ), array(), array( 'admin' => true ) + $web, Request_Kind::ADMIN, true ),
			'admin-ajax.php'                    => array( $get( '/wp-admin/admin-ajax.php', 'POST' ), array(), array( 'admin' => true ) + $web, Request_Kind::ADMIN, true ),
			'wp-cron.php'                       => array( $get( '/wp-cron.php?doing_wp_cron' ), array(), array( 'cron' => true ) + $web, Request_Kind::CRON, true ),
			'xmlrpc.php, even by GET'           => array( $get( '/xmlrpc.php' ), array(), array( 'xmlrpc' => true ) + $web, Request_Kind::XMLRPC, true ),
			'WP-CLI'                            => array( array(), array(), array( 'wp_cli' => true ) + $web, Request_Kind::CLI, true ),
			'WP-CLI with a request faked'       => array( $get( '/' ), array(), array( 'wp_cli' => true, 'cli_sapi' => true ) + $web, Request_Kind::CLI, true ),
			'a PHP script on the command line'  => array( array(), array(), array( 'cli_sapi' => true ) + $web, Request_Kind::CLI, true ),
			'the command line playing a GET'    => array( $get( '/a-page/' ), array(), array( 'cli_sapi' => true ) + $web, Request_Kind::PAGE_VIEW, false ),
			'cron run by WP-CLI is WP-CLI'      => array( array(), array(), array( 'wp_cli' => true, 'cron' => true ) + $web, Request_Kind::CLI, true ),
		);
	}

	/**
	 * @dataProvider requests
	 * @param array<string, string> $server
	 * @param array<string, string> $get
	 * @param array<string, bool>   $flags
	 */
	public function test_each_request_has_one_kind( array $server, array $get, array $flags, string $kind, bool $may_write ): void {
		$this->assertSame( $kind, Request_Kind::decide( $server, $get, $flags, 'wp-json' ) );
		$this->assertSame( $may_write, Request_Kind::may_write_kind( $kind, strtoupper( $server['REQUEST_METHOD'] ?? '' ) ) );
	}

	public function test_the_running_request_is_decided_once_and_read_by_every_part(): void {
		global $wp_registered_settings;
		$server = $_SERVER;
		try {
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$_SERVER['REQUEST_URI']    = '/a-page/';
			Request_Kind::forget();
			$this->assertTrue( Request_Kind::is_page_view() );
			$this->assertFalse( Request_Kind::may_write() );
			$_SERVER['REQUEST_METHOD'] = 'POST';
			$this->assertTrue( Request_Kind::is_page_view(), 'kept for the request once decided' );

			// A page view registers neither the setting nor the fields (their readers need neither).
			unset( $wp_registered_settings[ Settings::OPTION ] );
			unregister_meta_key( 'post', Object_Meta::key( 'title' ) );
			$_SERVER['REQUEST_METHOD'] = 'GET';
			Request_Kind::forget();
			( new Settings() )->register_where_needed();
			( new Object_Meta() )->register_where_needed();
			$this->assertArrayNotHasKey( Settings::OPTION, get_registered_settings(), 'a page view' );
			$this->assertArrayNotHasKey( Object_Meta::key( 'title' ), get_registered_meta_keys( 'post', '' ), 'a page view' );

			// A form post registers both.
			$_SERVER['REQUEST_METHOD'] = 'POST';
			Request_Kind::forget();
			$this->assertSame( Request_Kind::WRITE, Request_Kind::current() );
			( new Settings() )->register_where_needed();
			( new Object_Meta() )->register_where_needed();
			$this->assertArrayHasKey( Settings::OPTION, get_registered_settings(), 'a form post' );
			$this->assertArrayHasKey( Object_Meta::key( 'title' ), get_registered_meta_keys( 'post', '' ), 'a form post' );
		} finally {
			$_SERVER = $server;
			Request_Kind::forget();
			( new Settings() )->register();
			( new Object_Meta() )->register();
		}
	}
}
