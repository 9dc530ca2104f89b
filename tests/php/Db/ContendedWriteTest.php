<?php
/**
 * Writes that several requests make on one row at once (the IndexNow queue, the AI rate limit, the
 * sitemap stamps, AI job claims) run through Db\Contended_Write: when InnoDB ends one with a deadlock
 * (seen in CI: the queue's INSERT IGNORE between five writers), the statement runs again instead of
 * being lost or printed into the response. The deadlock is made here by the database itself: the
 * statement's first runs are swapped for a compound statement that raises MariaDB's deadlock error.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Db;

use Sightline\Ai\Rate_Limit;
use Sightline\Db\Contended_Write;
use Sightline\Indexnow\Queue;
use Sightline\Tests\TestCase;

final class ContendedWriteTest extends TestCase {

	private const DEADLOCK = "BEGIN NOT ATOMIC SIGNAL SQLSTATE '40001' SET MYSQL_ERRNO = 1213, MESSAGE_TEXT = 'Deadlock found when trying to get lock; try restarting transaction'; END";

	/** @var list<string> The statements sent that matched the one under test. */
	private array $runs = array();

	private bool $show_errors;

	/** Where PHP's error_log() writes during a test (what WordPress logs of a failed query). */
	private string $log;

	private string|false $previous_log;

	protected function setUp(): void {
		parent::setUp();
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Deadlocks are InnoDB\'s: run with --db mariadb.' );
		}
		global $wpdb;
		$this->show_errors = $wpdb->show_errors;
		$wpdb->show_errors(); // As a site with WP_DEBUG_DISPLAY: a reported error is printed.
		$this->log          = (string) wp_tempnam( 'sightline-contended' );
		$this->previous_log = ini_set( 'error_log', $this->log );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->show_errors( $this->show_errors );
		ini_set( 'error_log', (string) $this->previous_log );
		wp_delete_file( $this->log );
		parent::tearDown();
	}

	/**
	 * Swaps the first $times statements that contain $needle for $replacement.
	 */
	private function fail_first( string $needle, int $times, string $replacement = self::DEADLOCK ): void {
		add_filter(
			'query',
			function ( string $query ) use ( $needle, &$times, $replacement ): string {
				if ( ! str_contains( $query, $needle ) ) {
					return $query;
				}
				$this->runs[] = $query;
				return $times-- > 0 ? $replacement : $query;
			}
		);
	}

	public function test_a_statement_that_lost_its_turn_runs_again_and_prints_nothing(): void {
		global $wpdb;
		$this->fail_first( 'sightline_contended_probe', 2 );
		ob_start();
		$rows = Contended_Write::query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, 'x', 'off')", 'sightline_contended_probe' ) );
		$printed = ob_get_clean();
		$this->assertSame( 1, $rows );
		$this->assertCount( 3, $this->runs, 'two lost turns, then the write' );
		$this->assertSame( '', $printed );
		$this->assertSame( '', (string) file_get_contents( $this->log ), 'nothing logged' );
		$this->assertSame( 'x', $wpdb->get_var( "SELECT option_value FROM {$wpdb->options} WHERE option_name = 'sightline_contended_probe'" ) );
	}

	public function test_another_error_is_reported_at_once_and_a_turn_lost_every_time_after_the_last_try(): void {
		global $wpdb;
		$this->fail_first( 'sightline_contended_probe', 1, 'UPDATE sightline_no_such_table SET a = 1' );
		ob_start();
		$rows    = Contended_Write::query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = 'y' WHERE option_name = %s", 'sightline_contended_probe' ) );
		$printed = (string) ob_get_clean();
		$this->assertSame( 0, $rows );
		$this->assertCount( 1, $this->runs, 'not run again' );
		$this->assertStringContainsString( 'sightline_no_such_table', $printed, 'reported as WordPress reports a failed query' );
		$this->assertStringContainsString( 'sightline_no_such_table', (string) file_get_contents( $this->log ), 'and logged' );

		$this->runs = array();
		$this->fail_first( 'sightline_contended_again', Contended_Write::TRIES );
		ob_start();
		$rows    = Contended_Write::query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = 'y' WHERE option_name = %s", 'sightline_contended_again' ) );
		$printed = (string) ob_get_clean();
		$this->assertSame( 0, $rows );
		$this->assertCount( Contended_Write::TRIES, $this->runs );
		$this->assertStringContainsString( 'Deadlock found', $printed );
	}

	public function test_the_indexnow_queue_keeps_a_url_whose_append_met_a_deadlock(): void {
		$queue = new Queue();
		$queue->clear();
		$queue->add( array( 'https://example.org/first/' ) );
		$this->fail_first( 'CONCAT( option_value', 1 );
		ob_start();
		$queue->add( array( 'https://example.org/second/' ) );
		$this->assertSame( '', ob_get_clean() );
		$this->assertSame( array( 'https://example.org/first/', 'https://example.org/second/' ), $queue->take() );
	}

	public function test_the_ai_rate_limit_does_not_refuse_a_request_whose_count_met_a_deadlock(): void {
		$user = self::factory()->user->create();
		$this->fail_first( 'option_value = option_value + 1', 1 );
		ob_start();
		$taken = Rate_Limit::take( $user );
		$this->assertSame( '', ob_get_clean() );
		$this->assertTrue( $taken, 'the first request of a window is allowed' );
	}
}
