<?php
/**
 * Real requests, each in its own PHP process (tests/php/includes/page-view.php), with 10,000 committed
 * rules of which 100 are regular expressions: a matching rule answers on `setup_theme`, before the
 * theme, `init` and the main query, without a database write (the hit goes to the log); a page view no
 * rule matches makes exactly the queries WordPress alone makes (+0, plugin on vs not loaded).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

use Sightline\Plugin;
use Sightline\Redirects\Compiler;
use Sightline\Redirects\Hits;
use Sightline\Redirects\Lookup_Store;
use Sightline\Redirects\Table;
use Sightline\Tests\Factory;
use Sightline\Tests\TestCase;

final class RedirectEarlyAnswerTest extends TestCase {

	private static string $post_path = '';

	/** A post whose address a rule answers (its page view is redirected; the sitemaps leave it out). */
	private static string $redirected_path = '';

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$post_path       = (string) wp_make_link_relative( get_permalink( $factory->post->create( array( 'post_title' => 'Early redirect neighbour' ) ) ) );
		self::$redirected_path = (string) wp_make_link_relative( get_permalink( $factory->post->create( array( 'post_title' => 'Early redirected post' ) ) ) );
		$rules                 = array();
		for ( $i = 1; $i <= 10000; $i++ ) {
			if ( $i <= 100 ) {
				$rules[] = array( 'source' => "^/archive-{$i}/(\\d+)/?$", 'match' => 'regex', 'target' => "/moved-{$i}/\$1", 'status' => 301, 'query' => 'keep', 'enabled' => true );
			} elseif ( $i <= 200 ) {
				$rules[] = array( 'source' => "/section-{$i}/", 'match' => 'prefix', 'target' => "/s{$i}/", 'status' => 302, 'query' => 'ignore', 'enabled' => true );
			} else {
				$rules[] = array( 'source' => "/old-{$i}", 'match' => 'exact', 'target' => "/new-{$i}/", 'status' => 301, 'query' => 'keep', 'enabled' => true );
			}
		}
		$rules[] = array( 'source' => '/early-gone', 'match' => 'exact', 'target' => '', 'status' => 410, 'query' => 'keep', 'enabled' => true );
		$rules[] = array( 'source' => self::$redirected_path, 'match' => 'exact', 'target' => '/early-elsewhere/', 'status' => 301, 'query' => 'keep', 'enabled' => true );
		( new Table() )->insert_many( $rules );
		Plugin::get( Compiler::class )->rebuild();
	}

	public static function wpTearDownAfterClass(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Table::name() ); // phpcs:ignore WordPress.DB
		Plugin::get( Compiler::class )->rebuild();
		Plugin::get( Hits::class )->fold( new Table() );
	}

	public function test_a_matching_rule_answers_before_the_theme_init_and_the_main_query(): void {
		$exact = $this->child( 'on', '/old-5000?utm_source=x' );
		$this->assertSame( array( home_url( '/new-5000/?utm_source=x' ), 301 ), $exact['redirect'] );
		$this->assertSame( array( 0, 0, 0, 0 ), array( $exact['theme'], $exact['init'], $exact['wp'], $exact['template'] ) );
		$this->assertSame( array(), $exact['writes'], 'no database write on the front end' );

		$regex = $this->child( 'on', '/archive-99/123/' );
		$this->assertSame( array( home_url( '/moved-99/123' ), 301 ), $regex['redirect'] );
		$this->assertSame( 0, $regex['wp'] );

		$prefix = $this->child( 'on', '/section-150/deep/page?x=1' );
		$this->assertSame( array( home_url( '/s150/' ), 302 ), $prefix['redirect'] );

		$gone = $this->child( 'on', '/early-gone/' );
		$this->assertNull( $gone['redirect'] );
		$this->assertSame( 410, $gone['status'] );
		$this->assertStringContainsString( '<h1>Gone</h1>', $gone['html'] );
		$this->assertSame( 0, $gone['wp'] );
	}

	/**
	 * A sitemap's page view, whose process starts no REST or WP-CLI hooks, leaves out the address a
	 * rule answers (the redirects' filter added for a sitemap's address: Responder); a post's page view
	 * loads nothing of it.
	 */
	public function test_a_sitemap_page_view_leaves_out_the_addresses_the_rules_answer(): void {
		( new \Sightline\Sitemaps\Store() )->flush();
		$sitemap = $this->child( 'on', '/?sightline_sitemap=post-post&sightline_sitemap_page=1' );
		$this->assertStringContainsString( '<urlset', $sitemap['body'] );
		$this->assertContains( home_url( self::$post_path ), self::locs( $sitemap['body'] ) );
		$this->assertNotContains( home_url( self::$redirected_path ), self::locs( $sitemap['body'] ) );
		$this->assertSame( array( home_url( '/early-elsewhere/' ), 301 ), $this->child( 'on', self::$redirected_path )['redirect'], 'the rule answers it' );
		$this->assertNotContains( 'includes/redirects/class-sitemap-exclusions.php', $this->child( 'on', self::$post_path )['ours'] );
		( new \Sightline\Sitemaps\Store() )->flush();
	}

	/**
	 * @return list<string>
	 */
	private static function locs( string $xml ): array {
		preg_match_all( '#<loc>([^<]*)</loc>#', $xml, $matches );
		return array_map( static fn( string $loc ): string => html_entity_decode( $loc, ENT_XML1 ), $matches[1] );
	}

	public function test_hits_are_logged_by_the_request_and_folded_into_the_table_later(): void {
		$id = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT id FROM ' . Table::name() . ' WHERE source = %s', '/old-777' ) ); // phpcs:ignore WordPress.DB
		$this->child( 'on', '/old-777' );
		$this->child( 'on', '/old-777/' );
		$this->assertSame( 2, Plugin::get( Hits::class )->pending()[ $id ][0] ?? 0 );
	}

	public function test_a_page_view_no_rule_matches_adds_no_query(): void {
		$this->assertNotSame( '', Lookup_Store::index()['token'], '10,001 rules are enabled' );
		foreach ( array( self::$post_path, '/', '/archive-99/not-a-number/', '/section-15/', '/old-5000/child/' ) as $uri ) {
			$this->child( 'off', $uri ); // WordPress's own first-render work (caches it fills once).
			$on  = $this->child( 'on', $uri );
			$off = $this->child( 'off', $uri );
			$this->assertNull( $on['redirect'], $uri );
			$this->assertGreaterThan( 0, $on['wp'], "{$uri}: the page went on to the main query" );
			$this->assertSame( self::timeless( $off['queries'] ), self::timeless( $on['queries'] ), "{$uri}: the same queries with the plugin and its 10,001 rules as without the plugin" );
			// No write of the plugin's own. On SQLite a block theme's first render tries to store its
			// navigation post in every child (the parent's open transaction holds the write lock), with
			// the plugin or without it: the two sides are compared.
			$this->assertSame( self::timeless( $off['writes'] ), self::timeless( $on['writes'] ), "{$uri}: the same writes (none on MariaDB) with the plugin as without it" );
		}
	}

	/**
	 * The queries with the clock taken out: WordPress's own first-render writes in a child (the navigation
	 * post, block style transients) carry the time they ran, which differs between two children on a
	 * loaded machine.
	 *
	 * @param list<string> $queries
	 * @return list<string>
	 */
	private static function timeless( array $queries ): array {
		return array_map(
			static fn ( string $query ): string => (string) preg_replace( array( "/'\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}'/", "/'\d{10}'/" ), array( "'<datetime>'", "'<timestamp>'" ), $query ),
			$queries
		);
	}

	/**
	 * @return array{redirect: array{0: string, 1: int}|null, status: int, html: string, init: int, theme: int, wp: int, template: int, writes: list<string>, queries: list<string>}
	 */
	private function child( string $side, string $uri ): array {
		$command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__ ) . '/includes/page-view.php' ) . ' ' . $side . ' ' . escapeshellarg( $uri ) . ' 2>&1';
		exec( $command, $out, $rc );
		$json = json_decode( (string) strrchr( "\n" . implode( "\n", $out ), "\n" ), true );
		$this->assertSame( 0, $rc, implode( "\n", $out ) );
		$this->assertIsArray( $json, implode( "\n", $out ) );
		return $json;
	}
}
