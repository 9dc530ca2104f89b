<?php
/**
 * POST /sightline/v1/sitemap/generate-cache and `wp sightline sitemap regenerate`.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Sitemaps\Sitemap_Command;
use Sightline\Sitemaps\Store;

require_once __DIR__ . '/Sitemap_TestCase.php';
require_once __DIR__ . '/fake-wp-cli.php';

final class SitemapRestTest extends Sitemap_TestCase {

	private const ROUTE = '/sightline/v1/sitemap/generate-cache';

	/**
	 * @return array<string, array{0: string|null, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'anonymous'     => array( null, 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'editor'        => array( 'editor', 403 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * @dataProvider roles
	 */
	public function test_generate_cache_needs_manage_options( ?string $role, int $status ): void {
		$response = $this->rest( 'POST', self::ROUTE, array(), $role );
		$this->assertSame( $status, $response->get_status() );
	}

	public function test_generate_cache_rebuilds_and_answers_message_and_description(): void {
		self::factory()->post->create_many( 3 );
		$stale_index = $this->server()->index()['body'];
		// A copy that no longer matches the database (written behind WordPress's back).
		global $wpdb;
		$extra = self::factory()->post->create();
		$this->server()->index();
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'draft' ), array( 'ID' => $extra ) );
		clean_post_cache( $extra );

		$response = $this->rest( 'POST', self::ROUTE, array(), 'administrator' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( 'message', 'description' ), array_keys( $data ) );
		$this->assertSame( 'Sitemap cache regenerated.', $data['message'] );
		// Home (1) + posts (Hello world! + 3) + page (Sample Page) + category (Uncategorized) + author (admin).
		$this->assertSame( 'The index lists 5 sitemaps with 8 URLs; each page is rebuilt on its next request.', $data['description'] );
		$this->assertNotContains( get_permalink( $extra ), $this->locs( $this->fetch( '/sitemap-post-post-1.xml' )['body'] ) );
		$this->assertNotEmpty( $stale_index );
	}

	public function test_generate_cache_is_refused_while_sitemaps_are_off(): void {
		$this->update_settings( array( 'enable_xml_sitemap' => false ) );
		$response = $this->rest( 'POST', self::ROUTE, array(), 'administrator' );
		$this->assertRestError( 409, 'sightline_sitemaps_off', $response );
	}

	public function test_generate_cache_failure_uses_the_spec_message(): void {
		$store = new Store();
		$this->server()->index();
		$dir = (string) $store->dir();
		// A cache folder that cannot be emptied: a file in it that is a non-empty directory.
		mkdir( $dir . '/x.cache.blocked.tmp' );
		file_put_contents( $dir . '/x.cache.blocked.tmp/f', 'x' );
		$response = $this->rest( 'POST', self::ROUTE, array(), 'administrator' );
		unlink( $dir . '/x.cache.blocked.tmp/f' );
		rmdir( $dir . '/x.cache.blocked.tmp' );
		$this->assertRestError( 500, 'sightline_sitemap_cache_failed', $response );
		$this->assertSame( 'Error generating sitemap cache. Please try again.', $response->get_data()['message'] );
	}

	public function test_cli_regenerate_builds_every_page(): void {
		add_filter( 'sightline_sitemap_page_size', static fn() => 2 );
		$this->reset_groups();
		self::factory()->post->create_many( 3 );
		\WP_CLI::$messages = array();
		( new Sitemap_Command( $this->server() ) )->regenerate( array(), array() );
		$this->assertSame( array( 'success', 'Sitemap cache regenerated: 6 sitemaps, 8 URLs.' ), end( \WP_CLI::$messages ) );

		global $wpdb;
		$queries = $wpdb->num_queries;
		$this->server()->page( 'post-post', 2 );
		$this->assertSame( 0, $wpdb->num_queries - $queries, 'pages were built ahead' );
	}

	public function test_cli_index_only(): void {
		\WP_CLI::$messages = array();
		( new Sitemap_Command( $this->server() ) )->regenerate( array(), array( 'index-only' => true ) );
		$this->assertSame( 'success', end( \WP_CLI::$messages )[0] );
		$this->assertStringEndsWith( '(index only).', end( \WP_CLI::$messages )[1] );
	}
}
