<?php
/**
 * The redirect writes that must be one (the automatic rules of a permalink change: removed, repointed
 * and new rules together) are all or nothing outside a test's transaction too, as on a real request.
 * On SQLite the 3.x driver of SQLite Database Integration runs statements as MySQL would, so a
 * SAVEPOINT taken outside a transaction was gone at once: its RELEASE failed (printed where errors
 * show) and a failed write's rows stayed. Found in the e2e site's debug log.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Redirects;

use Sightline\Redirects\Table;

require_once __DIR__ . '/Redirect_TestCase.php';

final class RedirectTransactionTest extends Redirect_TestCase {

	private const KEPT   = '/sightline-transaction-kept';
	private const UNDONE = '/sightline-transaction-undone';

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Table::name() . ' WHERE source IN (%s, %s)', self::KEPT, self::UNDONE ) ); // phpcs:ignore WordPress.DB -- the rows this test committed.
		self::commit_transaction();
		parent::tearDown();
	}

	private function insert( string $source ): void {
		( new Table() )->insert(
			array(
				'source'  => $source,
				'match'   => 'exact',
				'target'  => '/somewhere/',
				'status'  => 301,
				'query'   => 'keep',
				'enabled' => true,
			)
		);
	}

	private function stored( string $source ): bool {
		global $wpdb;
		return null !== $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Table::name() . ' WHERE source = %s', $source ) ); // phpcs:ignore WordPress.DB -- our own table.
	}

	public function test_writes_outside_a_transaction_are_kept_together_or_undone_together(): void {
		global $wpdb;
		self::commit_transaction(); // As a request: no transaction open around the writes.
		$show = $wpdb->show_errors;
		$wpdb->show_errors();
		ob_start();
		try {
			$kept   = Table::all_or_nothing(
				function (): bool {
					$this->insert( self::KEPT );
					return true;
				}
			);
			$undone = Table::all_or_nothing(
				function (): bool {
					$this->insert( self::UNDONE );
					return false; // A later write of the same change failed.
				}
			);
		} finally {
			$printed = (string) ob_get_clean();
			$wpdb->show_errors( $show );
		}
		$this->assertSame( '', $printed, 'no database error' );
		$this->assertTrue( $kept );
		$this->assertFalse( $undone );
		$this->assertTrue( $this->stored( self::KEPT ), 'the change that succeeded is stored' );
		$this->assertFalse( $this->stored( self::UNDONE ), 'the change that failed is undone whole' );
	}
}
