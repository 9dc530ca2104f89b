<?php
/**
 * The checks that look at the site rather than the home page's HTML: reachability, HTTPS, sitemap,
 * search engine visibility, robots.txt, other SEO plugins, tagline.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Site;
use Sightline\Checks\Site\Fetched_Page;
use Sightline\Checks\Site\Site_Context;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class SiteConfigChecksTest extends TestCase {

	private const INDEX = '<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>http://example.org/post-sitemap.xml</loc></sitemap><sitemap><loc>http://example.org/page-sitemap.xml</loc></sitemap></sitemapindex>';

	/**
	 * @param array<string, Fetched_Page> $pages URL => page; anything else answers 404.
	 */
	private function context( array $pages ): Site_Context {
		return new Site_Context(
			new Settings(),
			static fn( string $url ) => $pages[ $url ] ?? Fetched_Page::from_html( $url, 'Not found', 404 )
		);
	}

	public function test_reachability(): void {
		$check = new Site\Reachability_Check();
		$home  = home_url( '/' );
		$this->assertSame( 'success', $check->run( $this->context( array( $home => HomePageChecksTest::page() ) ) )->status );

		$failed = $check->run( $this->context( array( $home => Fetched_Page::failed( $home, 'cURL error 28: Operation timed out' ) ) ) );
		$this->assertSame( 'warning', $failed->status );
		$this->assertStringContainsString( 'cURL error 28', $failed->message );

		$this->assertSame( 'error', $check->run( $this->context( array( $home => Fetched_Page::from_html( $home, 'down', 503 ) ) ) )->status );

		$moved = new Fetched_Page( $home, 200, array(), '<html></html>', null, 'https://www.elsewhere.test/' );
		$this->assertSame( 'warning', $check->run( $this->context( array( $home => $moved ) ) )->status );
	}

	public function test_https(): void {
		$check = new Site\Https_Check();
		$this->assertSame( 'warning', $check->run( $this->context( array() ) )->status, 'example.org is http' );
		update_option( 'home', 'https://example.org' );
		$home = home_url( '/' );
		$this->assertSame( 'success', $check->run( $this->context( array( $home => HomePageChecksTest::page() ) ) )->status );
		$bad_cert = $check->run( $this->context( array( $home => Fetched_Page::failed( $home, 'cURL error 60: SSL certificate problem: self-signed certificate' ) ) ) );
		$this->assertSame( 'warning', $bad_cert->status );
	}

	public function test_sitemap_index_valid_and_invalid(): void {
		$check = new Site\Sitemap_Check();
		$url   = home_url( '/sitemap_index.xml' );
		$this->assertSame( $url, Site\Sitemap_Check::url() );

		$ok = $check->run( $this->context( array( $url => Fetched_Page::from_html( $url, self::INDEX, 200, array( 'content-type' => 'application/xml' ) ) ) ) );
		$this->assertSame( 'success', $ok->status );
		$this->assertStringContainsString( '2 sitemaps', $ok->message );

		$missing = $check->run( $this->context( array() ) );
		$this->assertSame( 'warning', $missing->status );
		$this->assertStringContainsString( 'HTTP status 404', $missing->message );

		$urlset = '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://example.org/</loc></url></urlset>';
		foreach ( array( '<html><body>Hello</body></html>', $urlset, '<sitemapindex><sitemap>', '' ) as $body ) {
			$result = $check->run( $this->context( array( $url => Fetched_Page::from_html( $url, $body ) ) ) );
			$this->assertSame( 'warning', $result->status, $body );
		}
		$this->assertSame( '/advanced/sitemaps', substr( $missing->link['url'], strpos( $missing->link['url'], '#' ) + 1 ) );
	}

	public function test_sitemap_switched_off_is_a_warning_without_a_request(): void {
		( new Settings() )->update( array( 'enable_xml_sitemap' => false ) );
		$context = new Site_Context( new Settings(), function () {
			$this->fail( 'no request when sitemaps are off' );
		} );
		$this->assertSame( 'warning', ( new Site\Sitemap_Check() )->run( $context )->status );
	}

	public function test_search_engine_visibility(): void {
		$check = new Site\Search_Visibility_Check();
		update_option( 'blog_public', '1' );
		$this->assertSame( 'success', $check->run( $this->context( array() ) )->status );
		update_option( 'blog_public', '0' );
		$result = $check->run( $this->context( array() ) );
		$this->assertSame( 'error', $result->status );
		$this->assertStringContainsString( 'options-reading.php', $result->link['url'] );
	}

	public function test_robots_txt(): void {
		$check = new Site\Robots_Txt_Check();
		$url   = home_url( '/robots.txt' );
		$this->assertSame( 'success', $check->run( $this->context( array( $url => Fetched_Page::from_html( $url, "User-agent: *\nDisallow:", 200, array( 'Content-Type' => 'text/plain; charset=utf-8' ) ) ) ) )->status );
		$this->assertSame( 'warning', $check->run( $this->context( array() ) )->status );
		$this->assertSame( 'warning', $check->run( $this->context( array( $url => Fetched_Page::from_html( $url, '<html></html>', 200, array( 'Content-Type' => 'text/html' ) ) ) ) )->status );
	}

	public function test_other_seo_plugins(): void {
		$check = new Site\Other_Seo_Plugins_Check();
		$this->assertSame( 'success', $check->run( $this->context( array() ) )->status );
		update_option( 'active_plugins', array_merge( (array) get_option( 'active_plugins' ), array( 'wordpress-seo/wp-seo.php', 'slim-seo/slim-seo.php' ) ) );
		$result = $check->run( $this->context( array() ) );
		$this->assertSame( 'error', $result->status );
		$this->assertStringContainsString( 'Yoast SEO, Slim SEO', $result->message );
	}

	public function test_tagline(): void {
		$check = new Site\Tagline_Check();
		update_option( 'blogdescription', '' );
		$this->assertSame( 'warning', $check->run( $this->context( array() ) )->status );
		update_option( 'blogdescription', 'Just another WordPress site' );
		$this->assertSame( 'warning', $check->run( $this->context( array() ) )->status );
		update_option( 'blogdescription', 'Hand tools that last' );
		$this->assertSame( 'success', $check->run( $this->context( array() ) )->status );
	}
}
