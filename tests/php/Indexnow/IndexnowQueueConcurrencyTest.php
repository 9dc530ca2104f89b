<?php
/**
 * The IndexNow queue under concurrent requests: several saves add URLs while the background send takes
 * them; afterwards every URL added was taken exactly once (no append lost to another request, none sent
 * twice).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Indexnow;

use Sightline\Indexnow\Queue;
use Sightline\Tests\TestCase;

final class IndexnowQueueConcurrencyTest extends TestCase {

	private const WRITERS = 5;
	private const ROUNDS  = 60;

	protected function setUp(): void {
		parent::setUp();
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Concurrent writers need a database server: run with --db mariadb.' );
		}
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => Queue::OPTION ) );
		self::commit_transaction();
		parent::tearDown();
	}

	public function test_concurrent_adds_and_takes_lose_and_repeat_nothing(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => Queue::OPTION ) );
		self::commit_transaction();

		$start_at = sprintf( '%.6F', microtime( true ) + 2.0 );
		$commands = array( array( 'take', (string) self::ROUNDS ) );
		for ( $writer = 0; $writer < self::WRITERS; $writer++ ) {
			$commands[] = array( 'add', (string) $writer, (string) self::ROUNDS );
		}
		$children = array();
		foreach ( $commands as $args ) {
			$command = implode( ' ', array_map( 'escapeshellarg', array_merge( array( PHP_BINARY, dirname( __DIR__ ) . '/includes/indexnow-queue-writer.php', $start_at ), $args ) ) ) . ' 2>&1';
			$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ) ), $pipes );
			$this->assertIsResource( $process );
			$children[] = array( $process, $pipes[1], implode( ' ', $args ) );
		}
		$taken = array();
		foreach ( $children as list( $process, $out, $name ) ) {
			$output = (string) stream_get_contents( $out );
			fclose( $out );
			$this->assertSame( 0, proc_close( $process ), "{$name} failed:\n{$output}" );
			$urls = json_decode( $output, true );
			$this->assertIsArray( $urls, "{$name} printed:\n{$output}" );
			$taken = array_merge( $taken, $urls );
		}
		self::commit_transaction(); // This connection's snapshot ends: the children's writes are visible.
		$taken = array_merge( $taken, ( new Queue() )->take() );

		$expected = array();
		for ( $writer = 0; $writer < self::WRITERS; $writer++ ) {
			for ( $round = 0; $round < self::ROUNDS; $round++ ) {
				$expected[] = 'http://example.org/w' . $writer . '-' . $round . '/';
			}
		}
		$this->assertSame( count( $taken ), count( array_unique( $taken ) ), 'no URL taken twice' );
		sort( $taken );
		sort( $expected );
		$this->assertSame( $expected, $taken, 'every URL added was taken' );
	}
}
