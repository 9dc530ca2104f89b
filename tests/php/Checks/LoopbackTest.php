<?php
/**
 * The checks with real HTTP: the home page, sitemap index and robots.txt are fetched through
 * wp_remote_get from a PHP built-in server on 127.0.0.1 that plays the site; and an address where
 * nothing listens gives warnings that say why.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Site_Checks;
use Sightline\Plugin;
use Sightline\Tests\SearchConsole\FakeServer;
use Sightline\Tests\TestCase;

require_once dirname( __DIR__ ) . '/SearchConsole/FakeServer.php';

final class LoopbackTest extends TestCase {

	private static ?FakeServer $server = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = new FakeServer( __DIR__ . '/fixtures/loopback-site.php' );
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		parent::tearDownAfterClass();
	}

	public function test_checks_read_the_real_home_page_sitemap_and_robots_over_http(): void {
		update_option( 'home', rtrim( self::$server->url(), '/' ) );
		update_option( 'blogdescription', 'Tested over loopback' );
		$checks = array_column( Plugin::get( Site_Checks::class )->run()['checks'], null, 'id' );
		foreach ( array( 'site_reachable', 'home_title', 'home_description', 'home_h1', 'home_h2', 'home_image_alt', 'home_internal_links', 'home_canonical', 'home_indexable', 'home_open_graph', 'home_structured_data', 'sitemap', 'robots_txt', 'tagline' ) as $id ) {
			$this->assertSame( 'success', $checks[ $id ]['status'], "{$id}: {$checks[ $id ]['message']}" );
		}
		$this->assertStringContainsString( 'lists 1 sitemap', $checks['sitemap']['message'] );
		$this->assertSame( 'warning', $checks['https']['status'] );
	}

	public function test_an_unreachable_site_gives_warnings_that_say_why(): void {
		$probe = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port  = (int) substr( strrchr( stream_socket_get_name( $probe, false ), ':' ), 1 );
		fclose( $probe ); // Nothing listens there any more.
		update_option( 'home', 'http://localhost:' . $port );
		$checks = array_column( Plugin::get( Site_Checks::class )->run()['checks'], null, 'id' );
		$this->assertSame( 'warning', $checks['site_reachable']['status'] );
		$this->assertMatchesRegularExpression( '/cURL error 7|connect/i', $checks['site_reachable']['message'] );
		$this->assertSame( 'warning', $checks['home_title']['status'] );
		$this->assertSame( 'warning', $checks['robots_txt']['status'] );
	}
}
