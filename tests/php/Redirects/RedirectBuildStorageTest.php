<?php
/**
 * Where the compiled rules live when storing them goes wrong: an object cache that refuses the items
 * (too large for it) and no uploads folder to fall back on leave the last good build answering, with
 * Site Health saying why and no compile of the table on page views; an item the cache evicted is
 * rebuilt (from the build's database copy), never read as an empty shard.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

use Sightline\Plugin;
use Sightline\Redirects\Compiler;
use Sightline\Redirects\Hits;
use Sightline\Redirects\Lookup_Store;
use Sightline\Redirects\Redirects;
use Sightline\Redirects\Responder;
use Sightline\Redirects\Sitemap_Exclusions;
use Sightline\Redirects\Site_Health;
use Sightline\Redirects\Table;

require_once __DIR__ . '/Redirect_TestCase.php';

/** A persistent object cache that refuses items of the redirects' group larger than a limit, as memcached does past its item size. */
final class Refusing_Object_Cache extends \WP_Object_Cache {

	public int $limit = PHP_INT_MAX;

	/**
	 * @param int|string $key
	 * @param mixed      $data
	 * @param string     $group
	 * @param int        $expire
	 */
	public function set( $key, $data, $group = 'default', $expire = 0 ) {
		if ( Lookup_Store::GROUP === $group && strlen( serialize( $data ) ) > $this->limit ) { // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- the size a cache server sees.
			return false;
		}
		return parent::set( $key, $data, $group, $expire );
	}
}

final class RedirectBuildStorageTest extends Redirect_TestCase {

	private Refusing_Object_Cache $cache;

	/** @var mixed */
	private $saved_cache;

	private Compiler $compiler;

	private Redirects $service;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_cache           = $GLOBALS['wp_object_cache'];
		$this->cache                 = new Refusing_Object_Cache();
		$GLOBALS['wp_object_cache'] = $this->cache;
		wp_using_ext_object_cache( true );
		add_filter( 'upload_dir', array( self::class, 'no_uploads' ) ); // Nothing to fall back on.
		$this->compiler = new Compiler( static fn() => new Table(), new Lookup_Store() );
		$this->service  = new Redirects( new Table(), $this->compiler, Plugin::get( Hits::class ) );
	}

	protected function tearDown(): void {
		remove_filter( 'upload_dir', array( self::class, 'no_uploads' ) );
		wp_using_ext_object_cache( false );
		$GLOBALS['wp_object_cache'] = $this->saved_cache;
		parent::tearDown();
	}

	/**
	 * @param array<string, mixed> $uploads
	 * @return array<string, mixed>
	 */
	public static function no_uploads( $uploads ): array {
		$uploads['error'] = 'Unable to create directory (test).';
		return $uploads;
	}

	/**
	 * @return array{id: int, status: int, location: string}|null
	 */
	private function answer_now( string $uri ): ?array {
		return ( new Responder( fn() => $this->compiler, static fn() => Plugin::get( Hits::class ), static fn() => Plugin::get( Sitemap_Exclusions::class ) ) )->find( $uri );
	}

	public function test_a_refused_build_leaves_the_last_good_one_answering_and_site_health_says_why(): void {
		global $wpdb;
		$this->assertIsArray( $this->service->create( array( 'source' => '/old', 'target' => '/new' ) ) );
		$good = Lookup_Store::index();
		$this->assertSame( 'cache', $good['where'] );

		$this->cache->limit = 10; // Now every compiled item is too large.
		$this->assertIsArray( $this->service->create( array( 'source' => '/second', 'target' => '/x' ) ), 'the rule itself is saved' );
		$this->assertSame( $good, Lookup_Store::index(), 'the index still names the last good build' );
		$this->assertSame( 'cache_refused_unwritable', get_option( Lookup_Store::ERROR_OPTION )['error'] );

		$before = $wpdb->num_queries;
		$this->assertSame( home_url( '/new' ), $this->answer_now( '/old' )['location'], 'the last good build answers' );
		$this->assertNull( $this->answer_now( '/second' ), 'the change is not live yet' );
		$this->assertSame( $before, $wpdb->num_queries, 'page views compile nothing from the table' );

		$health = new Site_Health();
		$this->assertArrayHasKey( Site_Health::TEST, $health->register( array() )['direct'] );
		$result = $health->run();
		$this->assertSame( 'critical', $result['status'] );
		$this->assertStringContainsString( 'object cache refused the compiled rules', $result['description'] );

		$this->cache->limit = PHP_INT_MAX; // Fixed: the next wp-admin request compiles again.
		$this->assertTrue( $this->compiler->rebuild() );
		$this->assertFalse( get_option( Lookup_Store::ERROR_OPTION ) );
		$this->assertSame( home_url( '/x' ), $this->answer_now( '/second' )['location'] );
		$this->assertArrayNotHasKey( Site_Health::TEST, $health->register( array() )['direct'] ?? array() );
	}

	public function test_an_evicted_shard_is_rebuilt_never_read_as_empty(): void {
		global $wpdb;
		$rows = array();
		for ( $i = 0; $i < 300; $i++ ) {
			$rows[] = array( 'source' => "/evicted-{$i}", 'match' => 'exact', 'target' => "/kept-{$i}", 'status' => 301, 'query' => 'keep', 'enabled' => true );
		}
		( new Table() )->insert_many( $rows );
		$this->assertTrue( $this->compiler->rebuild() );
		$index = Lookup_Store::index();
		$this->assertGreaterThan( 1, $index['shards'] );
		for ( $shard = 0; $shard < $index['shards']; $shard++ ) {
			wp_cache_delete( $index['token'] . '-shard-' . $shard, Lookup_Store::GROUP ); // The cache evicted them.
		}
		$before = $wpdb->num_queries;
		$this->assertSame( home_url( '/kept-123' ), $this->answer_now( '/evicted-123' )['location'] );
		$this->assertSame( home_url( '/kept-7' ), $this->answer_now( '/evicted-7' )['location'] );
		$this->assertLessThanOrEqual( $before + 1, $wpdb->num_queries, "read from the build's database copy, not compiled from the table" );
		$this->assertIsArray( wp_cache_get( $index['token'] . '-shard-0', Lookup_Store::GROUP ), 'stored again' );

		wp_cache_delete( $index['token'] . '-head', Lookup_Store::GROUP );
		$this->assertSame( home_url( '/kept-200' ), $this->answer_now( '/evicted-200' )['location'], 'a missing head too' );
	}
}
