<?php
/**
 * The 404 monitor under load: several PHP processes record 404s at the same time (each through the
 * recorder of a real 404 page view) while another folds the log into the table again and again; every
 * count arrives, none twice, and no writer ever waited on the database.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\NotFound;

use Sightline\Not_Found\Table;
use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/NotFound_TestCase.php';

final class NotFoundConcurrencyTest extends NotFound_TestCase {

	private const WRITERS = 6;
	private const ROUNDS  = 300;

	/** @var mixed The settings row before the test: put back as it was, since the test commits. */
	private $saved_settings;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_settings = get_option( Settings::OPTION, array() );
	}

	protected function tearDown(): void {
		Plugin::get( Table::class )->clear();
		update_option( Settings::OPTION, $this->saved_settings, true );
		self::commit_transaction();
		parent::tearDown();
	}

	public function test_concurrent_404s_and_folds_lose_and_repeat_no_count(): void {
		$folder_runs = 'sqlite' === DB_ENGINE ? 0 : 100; // SQLite: one writer at a time, the folds run after.
		$this->switch_on();
		self::commit_transaction();

		$start_at = sprintf( '%.6F', microtime( true ) + 2.0 );
		$commands = array();
		for ( $writer = 0; $writer < self::WRITERS; $writer++ ) {
			$commands[] = array( 'record', (string) $writer, (string) self::ROUNDS );
		}
		if ( $folder_runs > 0 ) {
			$commands[] = array( 'fold', (string) $folder_runs );
		}
		$children = array();
		foreach ( $commands as $args ) {
			$command = implode( ' ', array_map( 'escapeshellarg', array_merge( array( PHP_BINARY, dirname( __DIR__ ) . '/includes/not-found-writer.php', $start_at ), $args ) ) ) . ' 2>&1';
			$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ) ), $pipes );
			$this->assertIsResource( $process );
			$children[] = array( $process, $pipes[1], implode( ' ', $args ) );
		}
		$folds = 0;
		foreach ( $children as list( $process, $out, $name ) ) {
			$output = (string) stream_get_contents( $out );
			fclose( $out );
			$this->assertSame( 0, proc_close( $process ), "{$name} failed:\n{$output}" );
			$result = json_decode( (string) strrchr( "\n" . $output, "\n" ), true );
			$this->assertIsArray( $result, "{$name} printed:\n{$output}" );
			if ( str_starts_with( $name, 'fold' ) ) {
				$folds = $result['done'];
			} else {
				$this->assertSame( self::ROUNDS, $result['done'] );
			}
		}
		self::commit_transaction(); // This connection's snapshot ends: the children's writes are visible.
		if ( $folder_runs > 0 ) {
			$this->assertSame( $folder_runs, $folds, 'every fold got the lock' );
		}
		$this->monitor()->fold(); // What was logged after the last concurrent fold.

		$expected = array( '/shared-missing' => self::WRITERS * self::ROUNDS / 2 );
		for ( $writer = 0; $writer < self::WRITERS; $writer++ ) {
			$expected[ '/w' . $writer ] = self::ROUNDS / 2;
		}
		$counts = $this->counts();
		ksort( $counts );
		ksort( $expected );
		$this->assertSame( $expected, $counts, 'every 404 counted once' );
		$shared = $this->monitor()->page( 'shared', 1, 1 )['items'][0];
		$this->assertSame(
			array(
				array(
					'host' => 'referrer.example',
					'hits' => self::WRITERS * self::ROUNDS / 2,
				),
			),
			$shared['referrers']
		);
	}
}
