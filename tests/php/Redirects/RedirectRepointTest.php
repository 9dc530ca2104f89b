<?php
/**
 * A permalink change that moves thousands of addresses: the redirects are made by a WP-Cron job with
 * its progress on record, as one change (a few bulk statements, one compile), and all or nothing.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

use Sightline\Plugin;
use Sightline\Redirects\Address_Moves;
use Sightline\Redirects\Moves_Job;
use Sightline\Redirects\Offers;
use Sightline\Redirects\Table;

require_once __DIR__ . '/Redirect_TestCase.php';

final class RedirectRepointTest extends Redirect_TestCase {

	/** @var list<string> Statements on the redirects table, as sent. */
	private array $writes = array();

	/**
	 * Rules from /legacy-N to /old-N/, and the moves /old-N/ → /new-N/ a permalink change calls for.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function seed( int $count ): array {
		$stored = array();
		$moves  = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$stored[] = array( 'source' => "/legacy-{$i}", 'match' => 'exact', 'target' => "/old-{$i}/", 'status' => 301, 'query' => 'keep', 'enabled' => true );
			$moves[]  = array( home_url( "/old-{$i}/" ), home_url( "/new-{$i}/" ) );
		}
		( new Table() )->insert_many( $stored );
		return Address_Moves::rules( $moves );
	}

	/**
	 * @param string $query
	 */
	public function count_writes( $query ): string {
		if ( preg_match( '/^\s*(UPDATE|INSERT|DELETE)\b.*' . preg_quote( Table::name(), '/' ) . '\b/is', (string) $query ) ) {
			$this->writes[] = strtok( (string) $query, ' ' );
		}
		return (string) $query;
	}

	public function test_five_thousand_repointed_rules_are_one_background_change_in_bulk_statements(): void {
		$rules = $this->seed( 5000 );
		Moves_Job::queue( $rules );
		$this->assertSame( array( 'queued', 5000 ), array( Moves_Job::progress()['status'], Moves_Job::progress()['total'] ) );
		$this->assertNotFalse( wp_next_scheduled( Moves_Job::HOOK ), 'made by WP-Cron, not the save' );

		add_filter( 'query', array( $this, 'count_writes' ) );
		$compiles = did_action( 'update_option_' . \Sightline\Redirects\Lookup_Store::INDEX_OPTION );
		do_action( Moves_Job::HOOK );
		remove_filter( 'query', array( $this, 'count_writes' ) );

		$this->assertSame( array_fill( 0, 10, 'UPDATE' ), array_values( array_filter( $this->writes, static fn( $w ) => 'UPDATE' === $w ) ), '5,000 repointed in ten statements of 500' );
		$this->assertCount( 10, array_filter( $this->writes, static fn( $w ) => 'INSERT' === $w ), '5,000 new rules in ten statements' );
		$this->assertSame( 1, did_action( 'update_option_' . \Sightline\Redirects\Lookup_Store::INDEX_OPTION ) - $compiles, 'compiled once' );
		$this->assertNull( Moves_Job::progress(), 'done: the job gives way to the offer notice' );
		$this->assertSame( 5000, Offers::permalinks()['created'] );
		$this->assertSame( home_url( '/new-4321/' ), $this->answer( '/legacy-4321' )['location'], 'repointed: no chain' );
		$this->assertSame( home_url( '/new-17/' ), $this->answer( '/old-17/' )['location'] );
	}

	public function test_a_write_that_fails_changes_nothing_and_the_job_says_so(): void {
		if ( 'sqlite' === DB_ENGINE ) {
			// Under the SQLite drop-in, inside the test's own transaction, the failed statement's rollback
			// also undid the job row written before our savepoint; MariaDB shows the savepoint's work alone.
			$this->markTestSkipped( 'Runs on MariaDB.' );
		}
		$rules = $this->seed( 3 );
		Moves_Job::queue( $rules );
		// The insert of the new rules fails as a real one can: a duplicate key (the id of a stored rule).
		$taken = (int) $this->redirects()->each()->current()['id'];
		$table = Table::name();
		$break = static fn( $query ) => preg_match( '/^\s*INSERT INTO ' . preg_quote( $table, '/' ) . ' \(source/', (string) $query ) ? "INSERT INTO {$table} (id, source, target, created, modified) VALUES ({$taken}, '/dup', '/dup', '2020-01-01 00:00:00', '2020-01-01 00:00:00')" : $query;
		add_filter( 'query', $break );
		$suppress = $GLOBALS['wpdb']->suppress_errors( true );
		do_action( Moves_Job::HOOK );
		$GLOBALS['wpdb']->suppress_errors( $suppress );
		remove_filter( 'query', $break );

		$this->assertSame( 'failed', Moves_Job::progress()['status'] );
		$this->assertStringContainsString( 'nothing was changed', Moves_Job::progress()['error'] );
		$targets = array_column( iterator_to_array( $this->redirects()->each(), false ), 'target', 'source' );
		$this->assertSame( array( '/legacy-0' => '/old-0/', '/legacy-1' => '/old-1/', '/legacy-2' => '/old-2/' ), $targets, 'the repointing was rolled back with the failed insert' );
	}
}
