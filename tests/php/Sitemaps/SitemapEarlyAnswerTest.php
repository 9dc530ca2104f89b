<?php
/**
 * Stored sitemaps are answered before WordPress builds a page (Early_Answer): the same answer as the
 * full path, never a stale one (new content, settings, another sitemap page), only for sitemap
 * addresses, and in a real request before the theme, `init`, the main query and the template.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Plugin;
use Sightline\Sitemaps\Early_Answer;
use Sightline\Sitemaps\Store;
use Sightline\Tests\Factory;

final class SitemapEarlyAnswerTest extends Sitemap_TestCase {

	/** @var list<int> Posts committed for the child processes (plain permalinks there). */
	private static array $committed = array();

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$committed = $factory->post->create_many( 3 );
	}

	private function early(): Early_Answer {
		return Plugin::get( Early_Answer::class );
	}

	/** The early answer for a path, as the next request would get it (this request's reads forgotten). */
	private function early_answer( string $path, ?string $since = null, ?string $etags = null ): ?array {
		Plugin::get( \Sightline\Sitemaps\State::class )->reset();
		return $this->early()->find( $path, $since, $etags );
	}

	public function test_a_served_sitemap_is_answered_early_exactly_as_the_full_path_did(): void {
		self::factory()->post->create( array( 'post_title' => 'Early bird' ) );
		foreach ( array( '/sitemap_index.xml', '/sitemap-post-post-1.xml', '/sitemap.xsl' ) as $path ) {
			$this->assertNull( $this->early_answer( $path ), "{$path}: nothing stored before the first request" );
			$full  = $this->fetch( $path );
			$early = $this->early_answer( $path );
			$this->assertNotNull( $early, "{$path}: the full path kept a copy" );
			$this->assertSame( 200, $early['status'] );
			$this->assertSame( $full['body'], $early['body'], $path );
			foreach ( $early['headers'] as $name => $value ) {
				$this->assertSame( $full['headers'][ $name ] ?? null, $value, "{$path}: header {$name}" );
			}
		}
	}

	public function test_a_conditional_get_is_answered_early_with_304(): void {
		self::factory()->post->create();
		$full = $this->fetch( '/sitemap-post-post-1.xml' );

		$again = $this->early_answer( '/sitemap-post-post-1.xml', null, $full['headers']['ETag'] );
		$this->assertSame( 304, $again['status'] );
		$this->assertSame( '', $again['body'] );
		$this->assertSame( 304, $this->early_answer( '/sitemap-post-post-1.xml', gmdate( 'D, d M Y H:i:s' ) . ' GMT' )['status'], 'a copy as of now' );
	}

	public function test_a_post_published_makes_the_copies_it_changes_stale(): void {
		self::factory()->post->create();
		$this->fetch( '/sitemap_index.xml' );
		$this->fetch( '/sitemap-post-post-1.xml' );
		$this->fetch( '/sitemap-author-1.xml' );

		$post = self::factory()->post->create( array( 'post_title' => 'Published just now' ) );

		$this->assertNull( $this->early_answer( '/sitemap_index.xml' ), 'the index changed' );
		$this->assertNull( $this->early_answer( '/sitemap-post-post-1.xml' ), 'the page listing the post changed' );
		$page = $this->fetch( '/sitemap-post-post-1.xml' );
		$this->assertContains( get_permalink( $post ), $this->locs( $page['body'] ) );
		$this->assertContains( get_permalink( $post ), $this->locs( $this->early_answer( '/sitemap-post-post-1.xml' )['body'] ), 'the new copy lists it' );
	}

	public function test_a_settings_change_makes_every_copy_stale_and_turning_sitemaps_off_removes_them(): void {
		self::factory()->post->create();
		$this->fetch( '/sitemap_index.xml' );
		$this->fetch( '/sitemap-post-post-1.xml' );
		$dir = ( new Store() )->dir();
		$this->assertFileExists( (string) ( new Store() )->file( Early_Answer::slot( 'index', 1 ) ) );

		$this->update_settings( array( 'enable_xml_image_sitemap' => false ) );
		$this->assertNull( $this->early_answer( '/sitemap_index.xml' ) );
		$this->assertNull( $this->early_answer( '/sitemap-post-post-1.xml' ) );

		$this->fetch( '/sitemap_index.xml' );
		$this->update_settings( array( 'enable_xml_sitemap' => false ) );
		$this->assertSame( array(), glob( $dir . '/' . Early_Answer::PREFIX . '*' ), 'no copy is left when sitemaps are off' );
		$this->assertNull( $this->early_answer( '/sitemap_index.xml' ) );
	}

	public function test_only_sitemap_addresses_are_answered_early(): void {
		self::factory()->post->create();
		$this->fetch( '/sitemap_index.xml' );
		$this->fetch( '/sitemap-post-post-1.xml' );

		foreach ( array( '/hello-world/', '/sitemap.xml', '/wp-sitemap.xml', '/sitemap-post-post-0.xml', '/blog/sitemap_index.xml', '/?rest_route=/wp/v2/posts&sightline_sitemap=index', '/sitemap-post-post-1.xml.bak' ) as $path ) {
			$this->assertNull( Early_Answer::route( $path ) ? $this->early_answer( $path ) : null, $path );
		}
		$this->assertSame( array( 'post-post', 1 ), Early_Answer::route( '/sitemap-post-post-1.xml?utm=x' ) );
		$this->assertSame( array( 'index', 1 ), Early_Answer::route( '/?sightline_sitemap=index' ) );
		$this->assertSame( array( 'post-page', 2 ), Early_Answer::route( '/?sightline_sitemap=post-page&sightline_sitemap_page=2' ) );
	}

	public function test_a_real_request_is_answered_before_the_theme_init_and_the_main_query(): void {
		$index = '/?sightline_sitemap=index';
		$first = $this->child( $index );
		$this->assertGreaterThan( 0, $first['template'], 'the first request went the full way (and kept a copy)' );
		$this->assertStringContainsString( '<sitemapindex', $first['body'] );

		$second = $this->child( $index );
		$this->assertSame( $first['body'], $second['body'], 'the same index' );
		$this->assertSame( 0, $second['theme'], 'no theme loaded' );
		$this->assertSame( 0, $second['init'], 'init never ran' );
		$this->assertSame( 0, $second['wp'], 'no main query' );
		$this->assertSame( array(), $second['writes'] );
		$this->assertLessThan( $first['queries'], $second['queries'] );

		$page = $this->child( '/?sightline_sitemap=post-post&sightline_sitemap_page=1' );
		$this->assertContains( get_permalink( self::$committed[0] ), $this->locs( $page['body'] ) );
		$early = $this->child( '/?sightline_sitemap=post-post&sightline_sitemap_page=1' );
		$this->assertSame( array( 0, $page['body'] ), array( $early['init'], $early['body'] ) );
	}

	/**
	 * A request in its own PHP process (tests/php/includes/page-view.php): what it printed and how far
	 * WordPress got. Queries are counted, not listed.
	 *
	 * @return array{body: string, init: int, theme: int, wp: int, template: int, writes: list<string>, queries: int}
	 */
	private function child( string $uri ): array {
		$json            = self::child_page_view( 'on', $uri );
		$json['queries'] = count( $json['queries'] );
		return $json;
	}
}
