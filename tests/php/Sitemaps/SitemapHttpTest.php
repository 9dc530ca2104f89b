<?php
/**
 * The sitemap URLs as real requests: index, pages, stylesheet, redirects, 404s when off, conditional
 * GET, core's sitemaps switched off, and no database writes while serving.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Plugin;
use Sightline\Sitemaps\Registry;
use Sightline\Sitemaps\Sitemaps;

require_once __DIR__ . '/Sitemap_TestCase.php';

final class SitemapHttpTest extends Sitemap_TestCase {

	public function test_index_is_served_as_xml_with_stylesheet_and_valid(): void {
		self::factory()->post->create();
		$response = $this->fetch( '/sitemap_index.xml' );
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( 'application/xml; charset=UTF-8', $response['headers']['Content-Type'] );
		$this->assertSame( 'noindex, follow', $response['headers']['X-Robots-Tag'] );
		$this->assertStringContainsString( '<?xml-stylesheet type="text/xsl" href="' . home_url( '/sitemap.xsl' ) . '"?>', $response['body'] );
		$this->assertContains( home_url( '/sitemap-post-post-1.xml' ), $this->locs( $response['body'] ) );
		$this->assertValidXml( $response['body'], 'siteindex.xsd' );
	}

	public function test_page_urls_are_served_and_unknown_pages_are_404(): void {
		$post = self::factory()->post->create();
		$page = $this->fetch( '/sitemap-post-post-1.xml' );
		$this->assertSame( 200, $page['status'] );
		$this->assertContains( get_permalink( $post ), $this->locs( $page['body'] ) );
		$this->assertValidXml( $page['body'], 'sitemap-with-images.xsd' );

		$this->assertSame( 404, $this->fetch( '/sitemap-post-post-2.xml' )['status'], 'page past the end' );
		$this->assertSame( 404, $this->fetch( '/sitemap-post-nosuchtype-1.xml' )['status'], 'unknown post type' );
		$this->assertSame( 404, $this->fetch( '/sitemap-tax-post_format-1.xml' )['status'], 'excluded taxonomy' );
	}

	public function test_only_a_sitemap_request_adds_the_hooks_that_serve_it(): void {
		$sitemaps = Plugin::get( Sitemaps::class );
		$this->get_page( home_url( '/?s=crawling+sitemaps' ) );
		$this->assertFalse( has_filter( 'posts_pre_query', array( $sitemaps, 'skip_main_query' ) ), 'a page view runs no sitemap filter on its queries' );
		$this->assertFalse( has_filter( 'template_include', array( $sitemaps, 'template' ) ) );

		$this->assertSame( 200, $this->fetch( '/sitemap_index.xml' )['status'] );
		$this->assertSame( 10, has_filter( 'posts_pre_query', array( $sitemaps, 'skip_main_query' ) ) );
		$this->assertSame( PHP_INT_MAX, has_filter( 'template_include', array( $sitemaps, 'template' ) ) );
	}

	/**
	 * On a page view the redirects add their filter of the sitemaps' entries for a sitemap's address
	 * only (REST and WP-CLI add it at their start; this process plays those too, so it is taken off first).
	 */
	public function test_only_a_sitemap_page_view_gets_the_redirects_filter_of_its_entries(): void {
		$this->redirect_rule( array( 'source' => '/old-address' ) );
		$filter    = array( Plugin::get( \Sightline\Redirects\Sitemap_Exclusions::class ), 'leave_out' );
		$responder = Plugin::get( \Sightline\Redirects\Responder::class );
		$uri       = $_SERVER['REQUEST_URI'] ?? null;
		$method    = $_SERVER['REQUEST_METHOD'] ?? null;
		remove_filter( Sitemaps::ENTRIES_FILTER, $filter );
		try {
			$_SERVER['REQUEST_METHOD'] = 'GET';
			foreach ( array( '/a-post/', '/?s=sitemaps', '/my-sitemap-tips/', '/search/sitemaps/' ) as $page_view ) {
				$_SERVER['REQUEST_URI'] = $page_view;
				$responder->answer();
				$this->assertFalse( has_filter( Sitemaps::ENTRIES_FILTER, $filter ), $page_view );
			}
			$_SERVER['REQUEST_URI'] = '/sitemap-post-post-1.xml';
			$responder->answer();
			$this->assertSame( 10, has_filter( Sitemaps::ENTRIES_FILTER, $filter ) );
		} finally {
			add_filter( Sitemaps::ENTRIES_FILTER, $filter );
			$_SERVER['REQUEST_URI']    = $uri;
			$_SERVER['REQUEST_METHOD'] = $method;
		}
	}

	public function test_stylesheet_is_served(): void {
		$response = $this->fetch( '/sitemap.xsl' );
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( 'text/xsl; charset=UTF-8', $response['headers']['Content-Type'] );
		$this->assertStringContainsString( '<xsl:stylesheet', $response['body'] );
		$xsl = new \DOMDocument();
		$this->assertTrue( $xsl->loadXML( $response['body'] ), 'the stylesheet is well-formed XML' );
	}

	public function test_stylesheet_renders_a_human_readable_table(): void {
		$this->assertTrue( class_exists( \XSLTProcessor::class ), 'needs PHP xsl' );
		$post = self::factory()->post->create();
		$body = $this->fetch( '/sitemap-post-post-1.xml' )['body'];
		$xml  = new \DOMDocument();
		$xml->loadXML( $body );
		$xsl = new \DOMDocument();
		$xsl->loadXML( $this->fetch( '/sitemap.xsl' )['body'] );
		$processor = new \XSLTProcessor();
		$processor->importStylesheet( $xsl );
		$html = (string) $processor->transformToXml( $xml );
		$this->assertStringContainsString( '<table>', $html );
		$this->assertStringContainsString( 'href="' . get_permalink( $post ) . '"', $html );
		$this->assertStringContainsString( sprintf( 'This sitemap lists %d URLs.', count( $this->locs( $body ) ) ), $html );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function legacy_urls(): array {
		return array(
			'sitemap.xml'                        => array( '/sitemap.xml' ),
			'wp-sitemap.xml'                     => array( '/wp-sitemap.xml' ),
			// The other SEO plugins' addresses, which a site that moved from one has submitted: Yoast SEO's,
			// Rank Math's and All in One SEO's per type (its pages numbered from 2), SEOPress's index and
			// its pages numbered from 1, Slim SEO's per post type and taxonomy.
			'Yoast SEO post-sitemap.xml'         => array( '/post-sitemap.xml' ),
			'Yoast SEO post_tag-sitemap2.xml'    => array( '/post_tag-sitemap2.xml' ),
			'All in One SEO author-sitemap.xml'  => array( '/author-sitemap.xml' ),
			'SEOPress sitemaps.xml'              => array( '/sitemaps.xml' ),
			'SEOPress page-sitemap1.xml'         => array( '/page-sitemap1.xml' ),
			'Slim SEO sitemap-post-type-post'    => array( '/sitemap-post-type-post.xml' ),
			'a post type with a hyphen'          => array( '/my-books-sitemap.xml' ),
			'All in One SEO sitemap.rss'         => array( '/sitemap.rss' ),
			'Slim SEO sitemap-taxonomy-category' => array( '/sitemap-taxonomy-category.xml' ),
		);
	}

	/**
	 * @dataProvider legacy_urls
	 */
	public function test_legacy_urls_redirect_to_the_index( string $path ): void {
		$response = $this->fetch( $path );
		$this->assertSame( 301, $response['status'] );
		$this->assertSame( home_url( '/sitemap_index.xml' ), $response['redirect']['location'] );
	}

	public function test_core_sitemaps_are_off(): void {
		$this->assertFalse( wp_sitemaps_get_server()->sitemaps_enabled() );
		$this->assertSame( 404, $this->fetch( '/wp-sitemap-posts-post-1.xml' )['status'] );
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function every_sitemap_url(): array {
		return array(
			'index'          => array( '/sitemap_index.xml' ),
			'posts'          => array( '/sitemap-post-post-1.xml' ),
			'pages'          => array( '/sitemap-post-page-1.xml' ),
			'categories'     => array( '/sitemap-tax-category-1.xml' ),
			'authors'        => array( '/sitemap-author-1.xml' ),
			'home'           => array( '/sitemap-home-1.xml' ),
			'stylesheet'     => array( '/sitemap.xsl' ),
			'sitemap.xml'    => array( '/sitemap.xml' ),
			'wp-sitemap.xml' => array( '/wp-sitemap.xml' ),
			'plain index'    => array( '/?sightline_sitemap=index' ),
		);
	}

	/**
	 * @dataProvider every_sitemap_url
	 */
	public function test_every_sitemap_url_is_404_when_sitemaps_are_off( string $path ): void {
		$post = self::factory()->post->create( array( 'post_type' => 'page' ) );
		$this->factory()->category->add_post_terms( self::factory()->post->create(), array( self::factory()->category->create() ), 'category' );
		$this->assertSame( str_ends_with( $path, 'sitemap.xml' ) ? 301 : 200, $this->fetch( $path )['status'], 'served while on' );

		$this->update_settings( array( 'enable_xml_sitemap' => false ) );
		$response = $this->fetch( $path );
		$this->assertSame( 404, $response['status'] );
		$this->assertNull( $response['redirect'] );
		$this->assertTrue( is_404() );
		$this->assertStringNotContainsString( '<urlset', $response['body'] );
		$this->assertStringNotContainsString( '<sitemapindex', $response['body'] );
		$this->assertNotEmpty( $post );
	}

	/**
	 * The ETag is the page's version and If-None-Match compares it exactly; Last-Modified is a date no
	 * later than the answer, and If-Modified-Since compares dates (a date later than now, which we
	 * never print, is ignored).
	 */
	public function test_last_modified_and_conditional_get(): void {
		self::factory()->post->create( array( 'post_date' => '2024-03-01 10:00:00' ) );
		$first = $this->fetch( '/sitemap-post-post-1.xml' );
		$this->assertSame( 200, $first['status'] );
		$modified = $first['headers']['Last-Modified'];
		$this->assertMatchesRegularExpression( '/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/', $modified );
		$this->assertLessThanOrEqual( time(), strtotime( $modified ) );
		$etag = $first['headers']['ETag'];
		$this->assertMatchesRegularExpression( '/^"\d+"$/', $etag );

		$again = $this->fetch( '/sitemap-post-post-1.xml', null, $etag );
		$this->assertSame( 304, $again['status'] );
		$this->assertSame( '', $again['body'] );
		$this->assertSame( 304, $this->fetch( '/sitemap-post-post-1.xml', null, '"1", W/' . $etag )['status'], 'a list, a weak tag' );
		$this->assertSame( 200, $this->fetch( '/sitemap-post-post-1.xml', gmdate( 'D, d M Y H:i:s' ) . ' GMT', '"1"' )['status'], 'If-None-Match decides when both are sent' );

		$this->assertSame( 304, $this->fetch( '/sitemap-post-post-1.xml', gmdate( 'D, d M Y H:i:s' ) . ' GMT' )['status'], 'a copy as of now' );
		$older = $this->fetch( '/sitemap-post-post-1.xml', gmdate( 'D, d M Y H:i:s', strtotime( $modified ) - 1 ) . ' GMT' );
		$this->assertSame( 200, $older['status'] );
		$this->assertNotSame( '', $older['body'] );
		$this->assertSame( 200, $this->fetch( '/sitemap-post-post-1.xml', gmdate( 'D, d M Y H:i:s', time() + HOUR_IN_SECONDS ) . ' GMT' )['status'], 'a date in the future is ignored' );

		$index = $this->fetch( '/sitemap_index.xml' );
		$this->assertSame( 304, $this->fetch( '/sitemap_index.xml', null, $index['headers']['ETag'] )['status'] );
	}

	public function test_serving_writes_nothing_to_the_database(): void {
		self::factory()->post->create();
		$writes = array();
		add_filter(
			'query',
			static function ( $sql ) use ( &$writes ) {
				if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', (string) $sql ) ) {
					$writes[] = $sql;
				}
				return $sql;
			}
		);
		foreach ( array( '/sitemap_index.xml', '/sitemap-post-post-1.xml', '/sitemap-home-1.xml', '/sitemap-author-1.xml' ) as $path ) {
			$this->assertSame( 200, $this->fetch( $path )['status'], $path );
			$this->assertSame( 200, $this->fetch( $path )['status'], $path . ' (warm)' );
		}
		$this->assertSame( array(), $writes );
	}

	public function test_plain_permalinks_use_query_strings(): void {
		$this->set_permalink_structure( '' );
		$post  = self::factory()->post->create();
		$index = $this->fetch( '/?sightline_sitemap=index' );
		$this->assertSame( 200, $index['status'] );
		$this->assertContains( home_url( '/?sightline_sitemap=post-post&sightline_sitemap_page=1' ), $this->locs( $index['body'] ) );
		$page = $this->fetch( '/?sightline_sitemap=post-post&sightline_sitemap_page=1' );
		$this->assertContains( get_permalink( $post ), $this->locs( $page['body'] ) );
	}

	/**
	 * WordPress stores rewrite rules only on a flush: after an update that changed one of ours (the
	 * group pattern gained `archives`), the first admin request stores them again.
	 */
	public function test_an_admin_request_stores_our_rules_again_when_one_is_missing_or_changed(): void {
		$rules = get_option( 'rewrite_rules' );
		$this->assertIsArray( $rules );
		$this->assertSame( array(), array_diff_key( Registry::ROUTES, $rules ), 'set up with our rules' );
		$old = array();
		foreach ( $rules as $pattern => $query ) {
			// The group pattern of the version before, without archives.
			$old[ str_replace( '|author|home|archives)', '|author|home)', $pattern ) ] = $query;
		}
		update_option( 'rewrite_rules', $old );
		Plugin::get( Sitemaps::class )->flush_rules_if_missing();
		$this->assertSame( array(), array_diff_key( Registry::ROUTES, (array) get_option( 'rewrite_rules' ) ) );
	}

	/**
	 * Polylang's settings put the language in every address or take it out: a sitemap copy made before
	 * is not served again (its ETag moves), as after a new permalink structure.
	 */
	public function test_polylangs_settings_make_every_copy_stale(): void {
		add_option( 'polylang', array( 'hide_default' => 1 ) );
		$first = $this->fetch( '/sitemap-post-post-1.xml' );
		$etag  = $first['headers']['ETag'] ?? '';
		$this->assertNotSame( '', $etag );
		$this->assertSame( 304, $this->fetch( '/sitemap-post-post-1.xml', null, $etag )['status'] );
		update_option( 'polylang', array( 'hide_default' => 0 ) );
		$this->assertSame( 200, $this->fetch( '/sitemap-post-post-1.xml', null, $etag )['status'] );
	}
}
