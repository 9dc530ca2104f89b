<?php
/**
 * On a site whose database drop-in sends reads to replicas (HyperDB, LudicrousDB), what must see
 * another request's write asks for the primary first: a named lock (a GET_LOCK is a SELECT to those
 * drop-ins), the sitemap stamps a sitemap request checks its stored copy against, the settings the
 * settings screen shows. The drop-in is played by a wpdb on the test's own connection that records
 * when the request's reads were sent to the primary; tests/multi-server/run.sh --replica runs the
 * same promises against a real lagging replica.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Db;

use Sightline\Db\Lock;
use Sightline\Db\Primary;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\State;
use Sightline\Tests\TestCase;

final class PrimaryReadsTest extends TestCase {

	private \wpdb $real;

	/** @var \wpdb&object{log: list<string>} */
	private $split;

	protected function setUp(): void {
		parent::setUp();
		if ( 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'The splitting drop-in is a wpdb on a database server: run with --db mariadb.' );
		}
		global $wpdb;
		$this->real  = $wpdb;
		$this->split = new class( $wpdb ) extends \wpdb {
			/** @var list<string> Each query, and "primary" where the reads were sent to the primary. */
			public array $log = array();

			public function __construct( \wpdb $real ) { // phpcs:ignore Generic.CodeAnalysis.UselessOverridingMethod
				foreach ( get_object_vars( $real ) as $key => $value ) {
					$this->$key = $value;
				}
			}

			public function send_reads_to_primaries(): void {
				$this->log[] = 'primary';
			}

			/** @param string $query */
			public function query( $query ) {
				$this->log[] = (string) $query;
				return parent::query( $query );
			}
		};
		$wpdb = $this->split; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- the drop-in's place.
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb = $this->real; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		parent::tearDown();
	}

	public function test_without_a_splitting_drop_in_nothing_is_asked(): void {
		global $wpdb;
		$wpdb = $this->real; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		$this->assertFalse( Primary::is_split() );
		$this->assertFalse( Primary::reads() );
	}

	public function test_a_lock_is_taken_and_released_on_the_primary(): void {
		$this->assertTrue( Primary::is_split() );
		$this->assertTrue( Lock::acquire( 'primary_reads_test', 0 ) );
		Lock::release( 'primary_reads_test' );
		$this->assertSame( array( 'primary', 'GET_LOCK', 'primary', 'RELEASE_LOCK' ), $this->kinds() );
	}

	public function test_a_sitemap_request_reads_the_stamps_as_the_primary_has_them(): void {
		$state = new State();
		$state->bump_all();
		$before = $state->latest();
		// Another server bumps the stamps: this request's options (from a replica) do not have it yet.
		$stored        = get_option( State::OPTION );
		$stored['all'] = $before + 1000;
		$this->split->update( $this->split->options, array( 'option_value' => maybe_serialize( $stored ) ), array( 'option_name' => State::OPTION ) );
		$this->assertSame( $before, $state->latest(), 'the request kept the stamps it had read' );
		$this->split->log = array();
		$state->read_from_primary();
		$this->assertSame( 'primary', $this->split->log[0] ?? '' );
		$this->assertGreaterThanOrEqual( $before + 1000, $state->latest() );
	}

	public function test_the_settings_screen_reads_the_settings_as_the_primary_has_them(): void {
		$settings = new Settings();
		update_option( Settings::OPTION, array( 'separator' => '-' ) );
		$this->assertSame( '-', $settings->get( 'separator' ) );
		// Saved by another server: the row changed, this request's copy did not.
		$this->split->update( $this->split->options, array( 'option_value' => maybe_serialize( array( 'separator' => '|' ) ) ), array( 'option_name' => Settings::OPTION ) );
		$this->assertSame( '-', $settings->get( 'separator' ) );
		$settings->read_from_primary();
		$this->assertSame( '|', $settings->get( 'separator' ) );
		$this->assertContains( 'primary', $this->split->log );
	}

	/** @return list<string> The log as "primary", "GET_LOCK", "RELEASE_LOCK" and "other". */
	private function kinds(): array {
		return array_map(
			static fn( string $entry ): string => 'primary' === $entry ? 'primary' : ( str_contains( $entry, 'RELEASE_LOCK' ) ? 'RELEASE_LOCK' : ( str_contains( $entry, 'GET_LOCK' ) ? 'GET_LOCK' : 'other' ) ),
			$this->split->log
		);
	}
}
