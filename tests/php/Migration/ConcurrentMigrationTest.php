<?php
/**
 * The same items migrated by several processes at once end in exactly the state of one clean run: one
 * row per field, no field written twice.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Migrator;
use Sightline\Settings\Object_Meta;
use Sightline\Tests\TestCase;

final class ConcurrentMigrationTest extends TestCase {

	private const WRITERS = 6;

	/** @var list<int> */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Concurrent writers need a database server: run with --db mariadb.' );
		}
	}

	protected function tearDown(): void {
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		self::commit_transaction();
		parent::tearDown();
	}

	public function test_the_same_items_migrated_by_several_processes_at_once_are_written_once(): void {
		global $wpdb;
		for ( $i = 0; $i < 8; $i++ ) {
			$post = self::factory()->post->create( array( 'post_title' => "Item {$i}" ) );
			update_post_meta( $post, '_yoast_wpseo_title', "Own title {$i} %%sep%% %%sitename%%" );
			update_post_meta( $post, '_yoast_wpseo_metadesc', "Own description {$i}" );
			update_post_meta( $post, '_yoast_wpseo_meta-robots-noindex', '1' );
			$this->posts[] = $post;
		}
		self::commit_transaction(); // The writers are other processes: they see committed rows only.

		$start_at = sprintf( '%.6F', microtime( true ) + 2.0 );
		$children = array();
		for ( $writer = 0; $writer < self::WRITERS; $writer++ ) {
			$args       = array_merge( array( PHP_BINARY, dirname( __DIR__ ) . '/includes/migration-writer.php', $start_at, 'wordpress-seo' ), array_map( 'strval', $this->posts ) );
			$process    = proc_open( implode( ' ', array_map( 'escapeshellarg', $args ) ) . ' 2>&1', array( 1 => array( 'pipe', 'w' ) ), $pipes );
			$children[] = array( $process, $pipes[1] );
		}
		foreach ( $children as [ $process, $out ] ) {
			$output = (string) stream_get_contents( $out );
			fclose( $out );
			$this->assertSame( 0, proc_close( $process ), "writer failed:\n{$output}" );
		}

		self::commit_transaction();
		$ids  = implode( ',', array_map( 'intval', $this->posts ) );
		$rows = $wpdb->get_results( "SELECT post_id, meta_key, COUNT(*) AS n FROM {$wpdb->postmeta} WHERE post_id IN ({$ids}) AND meta_key LIKE '\\_sightline\\_%' GROUP BY post_id, meta_key", ARRAY_A ); // phpcs:ignore WordPress.DB
		$this->assertNotEmpty( $rows );
		$twice = array_filter( $rows, static fn( $row ) => (int) $row['n'] > 1 );
		$this->assertSame( array(), array_values( $twice ), 'fields written more than once' );
		foreach ( $this->posts as $i => $post ) {
			wp_cache_delete( $post, 'post_meta' );
			$this->assertSame( "Own title {$i} %separator% %site_name%", get_post_meta( $post, Object_Meta::key( 'title' ), true ) );
			$this->assertSame( 'on', get_post_meta( $post, Object_Meta::key( 'robots_noindex' ), true ) );
			$this->assertSame( 'wordpress-seo', get_post_meta( $post, Migrator::MARK_KEY, true ) );
			$this->assertCount( 1, get_post_meta( $post, Migrator::MARK_KEY ) );
		}
	}
}
