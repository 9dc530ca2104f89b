<?php
/**
 * Sitemap freshness stamps survive concurrent writers: several PHP processes (a cron publish, an editor's
 * save, a migration) bump stamps of different pages at the same moment, and afterwards every page any of
 * them changed is newer than before (no writer's change lost to another's read-modify-write).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Plugin;
use Sightline\Sitemaps\State;
use Sightline\Tests\TestCase;

final class SitemapStampConcurrencyTest extends TestCase {

	private const WRITERS = 6;
	private const ROUNDS  = 40;

	protected function setUp(): void {
		parent::setUp();
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Concurrent writers need a database server: run with --db mariadb.' );
		}
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => State::OPTION ) );
		self::commit_transaction();
		parent::tearDown();
	}

	/** The stored stamps as the database holds them now (outside any snapshot or cache). */
	private function stored(): State {
		global $wpdb;
		self::commit_transaction(); // End this connection's snapshot so the children's commits are visible.
		wp_cache_flush();
		$state = Plugin::get( State::class );
		$state->reset();
		return $state;
	}

	public function test_concurrent_writers_lose_no_page_stamp(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => State::OPTION ) );
		self::commit_transaction();

		$children = array();
		$start_at = sprintf( '%.6F', microtime( true ) + 2.0 ); // Every writer starts at once, WordPress loaded.
		for ( $writer = 0; $writer < self::WRITERS; $writer++ ) {
			$pages   = array( 1 + $writer * 3, 2 + $writer * 3, 3 + $writer * 3 );
			$command = implode(
				' ',
				array_map( 'escapeshellarg', array_merge( array( PHP_BINARY, dirname( __DIR__ ) . '/includes/sitemap-stamp-writer.php', $start_at, 'post-post', (string) self::ROUNDS ), array_map( 'strval', $pages ) ) )
			) . ' 2>&1';
			$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ) ), $pipes );
			$this->assertIsResource( $process );
			$children[] = array( $process, $pipes[1], $pages );
		}
		$written = array();
		foreach ( $children as [ $process, $out, $pages ] ) {
			$output = (string) stream_get_contents( $out );
			fclose( $out );
			$this->assertSame( 0, proc_close( $process ), 'writer of pages ' . implode( ',', $pages ) . " failed:\n{$output}" );
			$stamps = json_decode( $output, true );
			$this->assertIsArray( $stamps, "writer printed:\n{$output}" );
			$written += $stamps;
		}

		$state = $this->stored();
		$stale = array();
		foreach ( $written as $page => $stamp ) {
			if ( $state->page_stamp( 'post-post', (int) $page ) < $stamp ) {
				$stale[ $page ] = array( 'written' => $stamp, 'stored' => $state->page_stamp( 'post-post', (int) $page ) );
			}
		}
		$this->assertCount( self::WRITERS * 3, $written );
		$this->assertSame( array(), $stale, 'pages whose newest stamp another writer overwrote' );
	}
}
