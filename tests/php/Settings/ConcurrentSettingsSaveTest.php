<?php
/**
 * Two admins saving the settings at once never lose a key the other did not touch. The interleaving is
 * played for real: admin A's save is held between reading the stored settings and writing them, and
 * admin B saves another key in that gap; both keys must be stored afterwards.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Settings;

use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class ConcurrentSettingsSaveTest extends TestCase {

	/** @var mixed */
	private $before;

	protected function setUp(): void {
		parent::setUp();
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Concurrent saves need a database server: run with --db mariadb.' );
		}
		$this->before = get_option( Settings::OPTION );
	}

	protected function tearDown(): void {
		if ( 'sqlite' !== DB_ENGINE ) {
			update_option( Settings::OPTION, $this->before );
			self::commit_transaction();
		}
		parent::tearDown();
	}

	public function test_a_save_in_the_gap_of_another_keeps_both_keys(): void {
		update_option( Settings::OPTION, array( 'page_title' => 'Kept %title%' ) );
		self::commit_transaction(); // The admins are other processes: they see committed rows only.

		$a = $this->start( 'separator', '"|"', 3.0 );
		$this->wait_for_line( $a[1], 'holding' );
		$b = $this->start( 'home_page_title', '"Home by B"', 0 );

		$out_b = $this->finish( $b );
		$out_a = $this->finish( $a );
		$this->assertStringEndsWith( 'saved', $out_a );
		$this->assertStringEndsWith( 'saved', $out_b );

		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( Settings::OPTION, 'options' );
		$stored = get_option( Settings::OPTION );
		$this->assertSame( '|', $stored['separator'] ?? null, 'admin A\'s key' );
		$this->assertSame( 'Home by B', $stored['home_page_title'] ?? null, 'admin B\'s key, saved while A was saving' );
		$this->assertSame( 'Kept %title%', $stored['page_title'] ?? null, 'the key nobody touched' );
	}

	/**
	 * @return array{0: resource, 1: resource}
	 */
	private function start( string $key, string $json, float $hold ): array {
		$command = implode( ' ', array_map( 'escapeshellarg', array( PHP_BINARY, dirname( __DIR__ ) . '/includes/settings-writer.php', $key, $json, (string) $hold ) ) ) . ' 2>&1';
		$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ) ), $pipes );
		$this->assertIsResource( $process );
		return array( $process, $pipes[1] );
	}

	/**
	 * @param resource $out
	 */
	private function wait_for_line( $out, string $line ): void {
		$read = (string) fgets( $out );
		$this->assertSame( $line, trim( $read ), 'the first save reached the gap' );
	}

	/**
	 * @param array{0: resource, 1: resource} $child
	 */
	private function finish( array $child ): string {
		$output = trim( (string) stream_get_contents( $child[1] ) );
		fclose( $child[1] );
		$this->assertSame( 0, proc_close( $child[0] ), $output );
		return $output;
	}
}
