<?php
/**
 * The redirects' hit counts: the log is capped like the 404 log, hits written while folds run are
 * counted once each (several PHP processes at once), and a fold file a dead fold left is folded by
 * the next fold, whatever version named it.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Redirects;

use Sightline\Plugin;
use Sightline\Redirects\Hits;
use Sightline\Redirects\Lookup_Store;
use Sightline\Redirects\Table;

require_once __DIR__ . '/Redirect_TestCase.php';

final class RedirectHitsTest extends Redirect_TestCase {

	private const WRITERS = 5;
	private const ROUNDS  = 300;

	private function hits(): Hits {
		return Plugin::get( Hits::class );
	}

	protected function tearDown(): void {
		$this->hits()->fold( new Table() );
		parent::tearDown();
	}

	public function test_the_hits_log_is_capped_by_lines(): void {
		$rule = $this->rule( array( 'source' => '/counted', 'target' => '/x' ) );
		for ( $i = 0; $i < Hits::MAX_LINES; $i++ ) {
			$this->hits()->record( $rule['id'], 1700000000 );
		}
		$this->assertFalse( $this->hits()->record( $rule['id'], 1700000001 ), 'past the cap a hit is not logged' );
		$this->assertSame( Hits::MAX_LINES, $this->hits()->pending()[ $rule['id'] ][0] );
		$this->hits()->fold( new Table() );
		$this->assertSame( Hits::MAX_LINES, $this->redirects()->find( $rule['id'] )['hits'] );
		$this->assertTrue( $this->hits()->record( $rule['id'] ), 'a fold makes room' );
	}

	public function test_a_fold_file_a_dead_fold_left_is_folded_and_removed(): void {
		$rule = $this->rule( array( 'source' => '/left-over', 'target' => '/x' ) );
		$dir  = (string) ( new Lookup_Store() )->dir();
		// The name the previous version gave its fold files, left by a fold that died before deleting it.
		file_put_contents( $dir . '/hits-AbCd1234.fold', "{$rule['id']} 1700000000\n{$rule['id']} 1700000050\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->hits()->record( $rule['id'], 1700000100 );
		$this->hits()->fold( new Table() );
		$this->assertSame( 3, $this->redirects()->find( $rule['id'] )['hits'] );
		$this->assertSame( '2023-11-14 22:15:00', $this->redirects()->find( $rule['id'] )['last_hit'] );
		$this->assertSame( array(), glob( $dir . '/*.fold' ) );
	}

	public function test_concurrent_hits_and_folds_lose_and_repeat_no_count(): void {
		$rule = $this->rule( array( 'source' => '/busy', 'target' => '/x' ) );
		self::commit_transaction();
		$folds    = 'sqlite' === DB_ENGINE ? 0 : 60; // SQLite: one writer at a time, the fold runs after.
		$start_at = sprintf( '%.6F', microtime( true ) + 2.0 );
		$commands = array();
		for ( $writer = 0; $writer < self::WRITERS; $writer++ ) {
			$commands[] = array( 'record', (string) $rule['id'], (string) self::ROUNDS );
		}
		if ( $folds > 0 ) {
			$commands[] = array( 'fold', (string) $folds );
		}
		$children = array();
		foreach ( $commands as $args ) {
			$command = implode( ' ', array_map( 'escapeshellarg', array_merge( array( PHP_BINARY, dirname( __DIR__ ) . '/includes/hits-writer.php', $start_at ), $args ) ) ) . ' 2>&1';
			$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ) ), $pipes );
			$this->assertIsResource( $process );
			$children[] = array( $process, $pipes[1], implode( ' ', $args ) );
		}
		foreach ( $children as list( $process, $out, $name ) ) {
			$output = (string) stream_get_contents( $out );
			fclose( $out );
			$this->assertSame( 0, proc_close( $process ), "{$name} failed:\n{$output}" );
			$result = json_decode( (string) strrchr( "\n" . $output, "\n" ), true );
			$this->assertIsArray( $result, "{$name} printed:\n{$output}" );
			if ( str_starts_with( $name, 'record' ) ) {
				$this->assertSame( self::ROUNDS, $result['done'], 'every hit was logged' );
			}
		}
		self::commit_transaction();
		$this->hits()->fold( new Table() );
		$this->assertSame( self::WRITERS * self::ROUNDS, $this->redirects()->find( $rule['id'] )['hits'], 'every hit counted once' );
		$this->redirects()->delete( array( (int) $rule['id'] ) );
		self::commit_transaction();
	}
}
