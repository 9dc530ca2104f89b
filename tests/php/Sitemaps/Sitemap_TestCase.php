<?php
/**
 * Shared set-up for the sitemap tests: pretty permalinks with our rules, an empty cache and fresh
 * in-memory state for every test, and helpers to fetch, parse and validate sitemaps.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\Registry;
use Sightline\Sitemaps\Page_Boundaries;
use Sightline\Sitemaps\Server;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;
use Sightline\Tests\TestCase;

abstract class Sitemap_TestCase extends TestCase {

	protected const XSD_DIR = SIGHTLINE_TESTS_REPO . '/tests/fixtures/xsd/';

	protected function setUp(): void {
		parent::setUp();
		$this->set_permalink_structure( '/%postname%/' );
		// The file cache lives outside the rolled-back transaction: start every test without it.
		( new Store() )->flush();
		Plugin::get( State::class )->reset();
		Plugin::get( Registry::class )->reset();
	}

	protected function tearDown(): void {
		( new Store() )->flush();
		Plugin::get( State::class )->reset();
		Plugin::get( Registry::class )->reset();
		parent::tearDown();
	}

	protected function server(): Server {
		return Plugin::get( Server::class );
	}

	protected function boundaries(): Page_Boundaries {
		return Plugin::get( Page_Boundaries::class );
	}

	/**
	 * @param array<string, mixed> $changes
	 */
	protected function update_settings( array $changes ): void {
		$saved = Plugin::get( Settings::class )->update( $changes );
		$this->assertIsArray( $saved );
		Plugin::get( Registry::class )->reset();
	}

	/** After post types, taxonomies or filters changed inside a test. */
	protected function reset_groups(): void {
		Plugin::get( Registry::class )->reset();
	}

	/** A whole front-end request for a sitemap URL path. */
	protected function fetch( string $path, ?string $if_modified_since = null, ?string $if_none_match = null ): array {
		foreach ( array( 'HTTP_IF_MODIFIED_SINCE' => $if_modified_since, 'HTTP_IF_NONE_MATCH' => $if_none_match ) as $key => $value ) {
			if ( null !== $value ) {
				$_SERVER[ $key ] = $value;
			} else {
				unset( $_SERVER[ $key ] );
			}
		}
		Plugin::get( State::class )->reset();
		return $this->get_page( home_url( $path ) );
	}

	/**
	 * The <loc> values of a sitemap or index.
	 *
	 * @return list<string>
	 */
	protected function locs( string $xml ): array {
		$doc = simplexml_load_string( $xml );
		$this->assertNotFalse( $doc, "Not XML:\n" . $xml );
		$doc->registerXPathNamespace( 's', 'http://www.sitemaps.org/schemas/sitemap/0.9' );
		return array_map( 'strval', $doc->xpath( '/s:sitemapindex/s:sitemap/s:loc | /s:urlset/s:url/s:loc' ) );
	}

	/**
	 * lastmod by loc.
	 *
	 * @return array<string, string>
	 */
	protected function lastmods( string $xml ): array {
		$doc = simplexml_load_string( $xml );
		$doc->registerXPathNamespace( 's', 'http://www.sitemaps.org/schemas/sitemap/0.9' );
		$out = array();
		foreach ( $doc->xpath( '/s:sitemapindex/s:sitemap | /s:urlset/s:url' ) as $node ) {
			$node->registerXPathNamespace( 's', 'http://www.sitemaps.org/schemas/sitemap/0.9' );
			$out[ (string) $node->xpath( 's:loc' )[0] ] = (string) ( $node->xpath( 's:lastmod' )[0] ?? '' );
		}
		return $out;
	}

	/** Asserts the document is valid against an XSD of tests/fixtures/xsd with xmllint. */
	protected function assertValidXml( string $xml, string $xsd ): void {
		$file = wp_tempnam( 'sitemap.xml' );
		file_put_contents( $file, $xml );
		$output = array();
		exec( sprintf( 'xmllint --noout --nonet --schema %s %s 2>&1', escapeshellarg( self::XSD_DIR . $xsd ), escapeshellarg( $file ) ), $output, $status );
		unlink( $file );
		$this->assertSame( 0, $status, "xmllint ({$xsd}):\n" . implode( "\n", $output ) . "\n" . $xml );
	}

	/**
	 * A redirect rule made through the redirects' one write path (target /elsewhere/ unless given).
	 *
	 * @param array<string, mixed> $fields
	 * @return array<string, mixed>
	 */
	protected function redirect_rule( array $fields ): array {
		$rule = Plugin::get( \Sightline\Redirects\Redirects::class )->create( $fields + array( 'target' => '/elsewhere/' ) );
		$this->assertIsArray( $rule, is_wp_error( $rule ) ? $rule->get_error_message() : '' );
		return $rule;
	}

	/** The URL of a group's page. */
	protected function url( string $group, int $page = 1 ): string {
		return Plugin::get( Registry::class )->url( $group, $page );
	}

	protected function path( string $url ): string {
		return (string) wp_parse_url( $url, PHP_URL_PATH );
	}
}
