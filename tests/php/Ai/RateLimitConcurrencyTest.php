<?php
/**
 * The per-user AI rate limit holds when requests arrive together: thirty PHP processes of one user
 * take from it at the same instant and exactly ten get through (the database counts, not each
 * process's own read of the count).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Ai;

use Sightline\Ai\Rate_Limit;
use Sightline\Tests\TestCase;

final class RateLimitConcurrencyTest extends TestCase {

	private const PROCESSES = 30;

	private const USER = 987654;

	protected function setUp(): void {
		parent::setUp();
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Concurrent requests need a database server: run with --db mariadb.' );
		}
	}

	protected function tearDown(): void {
		$this->remove_rows();
		self::commit_transaction();
		parent::tearDown();
	}

	public function test_thirty_parallel_requests_of_one_user_get_ten_through(): void {
		$this->remove_rows();
		self::commit_transaction();
		// Well inside one window, so all thirty count in the same one.
		$window = Rate_Limit::WINDOW;
		if ( $window - ( time() % $window ) < 8 ) {
			sleep( $window - ( time() % $window ) + 1 );
		}
		$start_at = sprintf( '%.6F', microtime( true ) + 3.0 );
		$children = array();
		for ( $i = 0; $i < self::PROCESSES; $i++ ) {
			$command    = implode( ' ', array_map( 'escapeshellarg', array( PHP_BINARY, dirname( __DIR__ ) . '/includes/ai-rate-taker.php', $start_at, (string) self::USER ) ) ) . ' 2>&1';
			$process    = proc_open( $command, array( 1 => array( 'pipe', 'w' ) ), $pipes );
			$children[] = array( $process, $pipes[1] );
		}
		$allowed = 0;
		foreach ( $children as [ $process, $out ] ) {
			$output = trim( (string) stream_get_contents( $out ) );
			fclose( $out );
			$this->assertSame( 0, proc_close( $process ), "a request failed:\n{$output}" );
			$this->assertContains( $output, array( '0', '1' ), $output );
			$allowed += (int) $output;
		}
		$this->assertSame( Rate_Limit::REQUESTS, $allowed, 'requests let through at once' );
		$this->assertInstanceOf( \WP_Error::class, Rate_Limit::take( self::USER ), 'and the next one waits' );
	}

	public function test_a_new_window_starts_a_new_count_and_drops_the_old_row(): void {
		global $wpdb;
		$seconds = static fn() => array(
			'requests' => 2,
			'seconds'  => 5,
		);
		add_filter( 'sightline_ai_rate_limit', $seconds );
		// The three takes at the start of a window, so that on a busy machine they cannot straddle two.
		time_sleep_until( ( intdiv( time(), 5 ) + 1 ) * 5 + 0.05 );
		$this->assertTrue( Rate_Limit::take( self::USER ) );
		$this->assertTrue( Rate_Limit::take( self::USER ) );
		$refused = Rate_Limit::take( self::USER );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 429, $refused->get_error_data()['status'] );
		time_sleep_until( ( intdiv( time(), 5 ) + 1 ) * 5 + 0.05 );
		$this->assertTrue( Rate_Limit::take( self::USER ) );
		$rows = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( Rate_Limit::ROW_PREFIX . self::USER . '_' ) . '%' ) ); // phpcs:ignore WordPress.DB
		$this->assertCount( 1, $rows, 'one counting row per user' );
	}

	private function remove_rows(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( Rate_Limit::ROW_PREFIX . self::USER . '_' ) . '%' ) ); // phpcs:ignore WordPress.DB
	}
}
