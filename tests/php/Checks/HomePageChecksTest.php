<?php
/**
 * Every home page check against a page built to pass it and pages built to fail it, fed directly
 * through the context's fetcher (no server).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Check_Result;
use Sightline\Checks\Site;
use Sightline\Checks\Site\Fetched_Page;
use Sightline\Checks\Site\Site_Check_Interface;
use Sightline\Checks\Site\Site_Context;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class HomePageChecksTest extends TestCase {

	/** A home page that passes every HTML check. */
	public const GOOD_HEAD = '<title>Acme Tools – Hand tools that last</title>'
		. '<meta name="description" content="Hand-forged hammers, chisels and planes, sharpened and tested in our workshop.">'
		. '<link rel="canonical" href="http://example.org/">'
		. '<meta property="og:title" content="Acme Tools"><meta property="og:description" content="Hand tools that last.">'
		. '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Acme"}</script>';

	public const GOOD_BODY = '<h1>Acme Tools</h1><h2>Hammers</h2><p><img src="/h.jpg" alt="A hammer"> <img src="/line.png" alt=""></p>'
		. '<a href="/hammers/">Hammers</a> <a href="http://example.org/about/">About</a> <a href="https://other.test/">Elsewhere</a>';

	public static function page( string $head = self::GOOD_HEAD, string $body = self::GOOD_BODY, array $headers = array() ): Fetched_Page {
		return Fetched_Page::from_html( home_url( '/' ), "<!doctype html><html><head>{$head}</head><body>{$body}</body></html>", 200, $headers );
	}

	private function run_check( Site_Check_Interface $check, Fetched_Page $home ): Check_Result {
		$context = new Site_Context( new Settings(), static fn( string $url ) => $home );
		$result  = $check->run( $context );
		$this->assertSame( $check->id(), $result->id );
		return $result;
	}

	/**
	 * @return array<string, array{0: class-string<Site_Check_Interface>, 1: string, 2: string, 3: string}>
	 *         check, head, body, expected status (failing pages; the good page must pass them all).
	 */
	public static function failing_pages(): array {
		$long_title = '<title>' . str_repeat( 'Hand tools ', 7 ) . '</title>';
		$long_desc  = '<meta name="description" content="' . str_repeat( 'Sharp chisels. ', 12 ) . '">';
		return array(
			'title missing'                 => array( Site\Title_Check::class, '', self::GOOD_BODY, 'error' ),
			'title empty'                   => array( Site\Title_Check::class, '<title> </title>', self::GOOD_BODY, 'error' ),
			'title too long'                => array( Site\Title_Check::class, $long_title, self::GOOD_BODY, 'warning' ),
			'description missing'           => array( Site\Meta_Description_Check::class, '<title>A</title>', self::GOOD_BODY, 'warning' ),
			'description too long'          => array( Site\Meta_Description_Check::class, $long_desc, self::GOOD_BODY, 'warning' ),
			'no h1'                         => array( Site\H1_Check::class, self::GOOD_HEAD, '<h2>Only h2</h2>', 'warning' ),
			'two h1'                        => array( Site\H1_Check::class, self::GOOD_HEAD, '<h1>One</h1><h1>Two</h1>', 'warning' ),
			'no h2'                         => array( Site\H2_Check::class, self::GOOD_HEAD, '<h1>One</h1><h3>Three</h3>', 'warning' ),
			'image without alt'             => array( Site\Image_Alt_Check::class, self::GOOD_HEAD, '<img src="/a.jpg" alt="A"><img src="/b.jpg">', 'warning' ),
			'no images'                     => array( Site\Image_Alt_Check::class, self::GOOD_HEAD, '<p>Text only</p>', 'suggestion' ),
			'only external links'           => array( Site\Internal_Links_Check::class, self::GOOD_HEAD, '<a href="https://other.test/x">x</a><a href="#top">top</a><a href="mailto:a@b.c">mail</a><a href="/">home</a>', 'warning' ),
			'no canonical'                  => array( Site\Canonical_Check::class, '<title>A</title>', self::GOOD_BODY, 'warning' ),
			'two canonicals'                => array( Site\Canonical_Check::class, '<link rel="canonical" href="http://example.org/"><link rel="canonical" href="http://example.org/?a">', self::GOOD_BODY, 'warning' ),
			'canonical to another site'     => array( Site\Canonical_Check::class, '<link rel="canonical" href="https://elsewhere.test/">', self::GOOD_BODY, 'warning' ),
			'noindex meta'                  => array( Site\Home_Indexable_Check::class, '<meta name="robots" content="noindex, follow">', self::GOOD_BODY, 'error' ),
			'robots none'                   => array( Site\Home_Indexable_Check::class, '<meta name="ROBOTS" content="none">', self::GOOD_BODY, 'error' ),
			'og description missing'        => array( Site\Open_Graph_Check::class, '<meta property="og:title" content="A">', self::GOOD_BODY, 'warning' ),
			'no structured data'            => array( Site\Structured_Data_Check::class, '<title>A</title>', self::GOOD_BODY, 'suggestion' ),
			'structured data invalid json'  => array( Site\Structured_Data_Check::class, '<script type="application/ld+json">{"@type": Organization}</script>', self::GOOD_BODY, 'warning' ),
		);
	}

	/**
	 * @dataProvider failing_pages
	 * @param class-string<Site_Check_Interface> $class_name
	 */
	public function test_check_fails_on_a_page_built_to_fail_it( string $class_name, string $head, string $body, string $status ): void {
		$result = $this->run_check( new $class_name(), self::page( $head, $body ) );
		$this->assertSame( $status, $result->status, $result->message );
		$this->assertNotSame( '', $result->description, 'a failing check says how to fix it' );
		$this->assertIsArray( $result->link, 'a failing check links to the screen that fixes it' );
		$this->assertStringStartsWith( 'http', $result->link['url'] );
	}

	/**
	 * @return array<string, array{0: class-string<Site_Check_Interface>}>
	 */
	public static function home_checks(): array {
		$classes = array( Site\Title_Check::class, Site\Meta_Description_Check::class, Site\H1_Check::class, Site\H2_Check::class, Site\Image_Alt_Check::class, Site\Internal_Links_Check::class, Site\Canonical_Check::class, Site\Home_Indexable_Check::class, Site\Open_Graph_Check::class, Site\Structured_Data_Check::class );
		return array_combine( $classes, array_map( static fn( $c ) => array( $c ), $classes ) );
	}

	/**
	 * @dataProvider home_checks
	 * @param class-string<Site_Check_Interface> $class_name
	 */
	public function test_check_passes_on_a_good_home_page( string $class_name ): void {
		$result = $this->run_check( new $class_name(), self::page() );
		$this->assertSame( 'success', $result->status, $result->message );
		$this->assertSame( 'general', $result->category );
	}

	/**
	 * @dataProvider home_checks
	 * @param class-string<Site_Check_Interface> $class_name
	 */
	public function test_a_failed_fetch_is_a_warning_that_says_why( string $class_name ): void {
		$result = $this->run_check( new $class_name(), Fetched_Page::failed( home_url( '/' ), 'cURL error 7: Failed to connect' ) );
		$this->assertSame( 'warning', $result->status );
		$this->assertStringContainsString( 'cURL error 7: Failed to connect', $result->message );

		$result = $this->run_check( new $class_name(), Fetched_Page::from_html( home_url( '/' ), '<h1>Oops</h1>', 500 ) );
		$this->assertSame( 'warning', $result->status );
		$this->assertStringContainsString( 'HTTP status 500', $result->message );
	}

	/**
	 * With our Open Graph tags switched off, the tags the home page lacks are for the theme or another
	 * plugin to print, or for the switch: the check says so and links to it, not to the home page's texts.
	 */
	public function test_missing_open_graph_tags_with_ours_switched_off_point_to_the_switch(): void {
		$home   = self::page( '<title>A</title>' );
		$result = $this->run_check( new Site\Open_Graph_Check(), $home );
		$this->assertStringContainsString( '/general/homepage/social', $result->link['url'] );

		Plugin::get( Settings::class )->update( array( 'enable_open_graph' => false ) );
		$context = new Site_Context( Plugin::get( Settings::class ), static fn( string $url ) => $home );
		$result  = ( new Site\Open_Graph_Check() )->run( $context );
		$this->assertSame( 'warning', $result->status );
		$this->assertStringContainsString( 'og:title, og:description', $result->message );
		$this->assertStringContainsString( 'Open Graph tags are switched off', $result->description );
		$this->assertStringContainsString( '/general/social/facebook', $result->link['url'] );

		$passed = ( new Site\Open_Graph_Check() )->run( new Site_Context( Plugin::get( Settings::class ), static fn( string $url ) => self::page() ) );
		$this->assertSame( 'success', $passed->status, 'tags another plugin prints pass' );
	}

	public function test_noindex_in_the_x_robots_tag_header_is_an_error(): void {
		$result = $this->run_check( new Site\Home_Indexable_Check(), self::page( self::GOOD_HEAD, self::GOOD_BODY, array( 'X-Robots-Tag' => 'noindex' ) ) );
		$this->assertSame( 'error', $result->status );
	}

	public function test_title_limit_follows_the_length_limits_filter(): void {
		add_filter( 'sightline_length_limits', static fn( $limits ) => array( 'title' => 10 ) + $limits );
		$result = $this->run_check( new Site\Title_Check(), self::page() );
		$this->assertSame( 'warning', $result->status );
		$this->assertStringContainsString( 'about 10', $result->message );
	}

	public function test_internal_link_targets(): void {
		$home = 'http://example.org/';
		$this->assertSame( '/about', Site\Internal_Links_Check::internal_target( 'http://example.org/about/', $home ) );
		$this->assertSame( '/shop?x=1', Site\Internal_Links_Check::internal_target( 'shop?x=1', $home ) );
		$this->assertNull( Site\Internal_Links_Check::internal_target( 'https://other.test/about', $home ) );
		$this->assertNull( Site\Internal_Links_Check::internal_target( 'http://example.org/', $home ) );
		$this->assertNull( Site\Internal_Links_Check::internal_target( 'tel:+123', $home ) );
	}
}
