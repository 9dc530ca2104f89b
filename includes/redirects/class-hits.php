<?php
/**
 * Hit counts without a database write on the front end: a matched request appends "id time" to a log
 * file next to the compiled rules (one short locked append, no row lock, nothing waits on the database),
 * and an hourly cron event adds the counted hits to the table. Lists add the hits not folded yet, so
 * the screen is current between two runs.
 *
 * The log is a Http\Request_Log, as the 404 monitor's: capped by bytes and lines between two folds,
 * folded with the inode check (a hit written while a fold runs lands in the new log, never lost), read
 * a chunk of lines at a time (never whole into memory), and a fold file a dead fold left is folded by
 * the next one, which runs under its own database lock.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Files\Uploads;
use Sightline\Http\Request_Log;

defined( 'ABSPATH' ) || exit;

final class Hits {

	public const CRON_HOOK = 'sightline_redirects_fold_hits';

	private const LOG = 'hits.log';

	/** About 100,000 hits of "id time" between two hourly folds; past it a hit is not counted. */
	public const MAX_BYTES = 2 * MB_IN_BYTES;

	public const MAX_LINES = 100000;

	public function __construct( private Lookup_Store $store ) {}

	public function record( int $id, ?int $time = null ): bool {
		if ( ! $this->store->ensure_dir() ) {
			return false;
		}
		return $this->log()->append( $id . ' ' . ( $time ?? time() ) );
	}

	/**
	 * Hits recorded and not yet added to the table.
	 *
	 * @return array<int, array{0: int, 1: int}> rule id => [ count, last unix time ]
	 */
	public function pending(): array {
		$hits = array();
		if ( null !== $this->store->dir() ) {
			$this->log()->peek(
				static function ( array $lines ) use ( &$hits ): void {
					$hits = self::count( $lines, $hits );
				}
			);
		}
		return $hits;
	}

	/**
	 * Moves the log aside (new hits start a new one), waits for a write still in flight, adds its counts
	 * to the table a chunk at a time and deletes it; one fold at a time.
	 */
	public function fold( Table $table ): void {
		if ( null === $this->store->dir() ) {
			return;
		}
		Write_Lock::run(
			fn() => $this->log()->fold(
				static function ( array $lines ) use ( $table ): void {
					$table->add_hits( self::count( $lines ) );
				}
			),
			'fold'
		);
	}

	private function log(): Request_Log {
		$dir = (string) $this->store->dir();
		return new Request_Log( $dir . '/' . Uploads::file_name( self::LOG ), self::MAX_BYTES, self::MAX_LINES, $dir . '/hits-*.fold' );
	}

	/**
	 * @param list<string>                      $lines
	 * @param array<int, array{0: int, 1: int}> $hits Counts so far.
	 * @return array<int, array{0: int, 1: int}>
	 */
	private static function count( array $lines, array $hits = array() ): array {
		foreach ( $lines as $line ) {
			if ( ! preg_match( '/^(\d+) (\d+)$/', $line, $m ) ) {
				continue;
			}
			$id          = (int) $m[1];
			$hits[ $id ] = array( ( $hits[ $id ][0] ?? 0 ) + 1, max( $hits[ $id ][1] ?? 0, (int) $m[2] ) );
		}
		return $hits;
	}
}
