<?php
/**
 * The 404 monitor's one write path besides the page view's append: folds the log into the table (one
 * fold at a time, under a database lock, a chunk of lines at a time), keeps the table within its cap and
 * retention, and answers the screen, REST, Site Health and WP-CLI. Lists fold first, so they show what
 * this server logged so far.
 *
 * A flood of made-up addresses cannot push out the ones visitors really hit: addresses already in the
 * table are always counted, new ones only take free rows, at most MAX_NEW_PER_FOLD a fold (the most
 * requested first), and the others are dropped and counted in DROPPED_OPTION (Site Health says so).
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Db\Lock;

defined( 'ABSPATH' ) || exit;

final class Monitor {

	/** Rows kept at most: above it the least seen (then the oldest) are dropped at each fold. */
	public const MAX_ROWS = 5000;

	/** New addresses one fold may add: a flood fills the free rows over many hours, not at once. */
	public const MAX_NEW_PER_FOLD = 1000;

	/** Not autoloaded: array{lines: int, addresses: int, since: int} of 404s not recorded since the last clear. */
	public const DROPPED_OPTION = 'sightline_404_dropped';

	/** Addresses not seen for this many days are dropped by the daily cron run. */
	public const RETENTION_DAYS = 30;

	/** Seconds a fold waits for another one to finish. */
	private const LOCK_WAIT = 10;

	public function __construct( private Log $log, private Table $table ) {}

	/**
	 * Adds the logged 404s to the table and keeps it within its cap. False when another fold held the
	 * lock too long (its lines stay in the log for the next run).
	 */
	public function fold(): bool {
		if ( ! self::lock() ) {
			return false;
		}
		try {
			$room    = min( self::MAX_NEW_PER_FOLD, max( 0, self::MAX_ROWS - $this->table->count() ) );
			$refused = 0;
			$taken   = $this->log->take_chunks(
				function ( array $entries ) use ( &$room, &$refused ): void {
					$refused += $this->table->add( self::count( $entries ), $room );
				}
			);
			if ( $taken['lines'] > 0 ) {
				$this->table->prune( time() - self::RETENTION_DAYS * DAY_IN_SECONDS, self::MAX_ROWS );
			}
			if ( $taken['dropped'] > 0 || $refused > 0 ) {
				self::note_dropped( $taken['dropped'], $refused );
			}
		} finally {
			self::unlock();
		}
		return true;
	}

	/**
	 * What was not recorded: lines past a log's cap, new addresses past the table's room.
	 */
	private static function note_dropped( int $lines, int $addresses ): void {
		$dropped = self::dropped();
		update_option(
			self::DROPPED_OPTION,
			array(
				'lines'     => $dropped['lines'] + $lines,
				'addresses' => $dropped['addresses'] + $addresses,
				'since'     => 0 === $dropped['since'] ? time() : $dropped['since'],
			),
			false
		);
	}

	/**
	 * @return array{lines: int, addresses: int, since: int}
	 */
	public static function dropped(): array {
		$dropped = get_option( self::DROPPED_OPTION );
		return array(
			'lines'     => (int) ( is_array( $dropped ) ? ( $dropped['lines'] ?? 0 ) : 0 ),
			'addresses' => (int) ( is_array( $dropped ) ? ( $dropped['addresses'] ?? 0 ) : 0 ),
			'since'     => (int) ( is_array( $dropped ) ? ( $dropped['since'] ?? 0 ) : 0 ),
		);
	}

	/** The cron run: fold, then drop what is past retention. */
	public function maintain(): void {
		$this->fold();
		$this->table->prune( time() - self::RETENTION_DAYS * DAY_IN_SECONDS, self::MAX_ROWS );
	}

	/**
	 * @return array{items: list<array<string, mixed>>, total: int}
	 */
	public function page( string $search, int $page, int $per_page, string $orderby = 'hits', string $order = 'desc' ): array {
		$this->fold();
		return $this->table->page( $search, $page, $per_page, $orderby, $order );
	}

	/**
	 * @param list<int> $ids
	 */
	public function delete( array $ids ): int {
		return $this->table->delete( $ids );
	}

	/** Deletes every row and what the log holds. */
	public function clear(): int {
		$this->log->take_chunks( static function (): void {} );
		delete_option( self::DROPPED_OPTION );
		return $this->table->clear();
	}

	/** Addresses that answered 404 in the last seven days. */
	public function this_week(): int {
		$this->fold();
		return $this->table->count_since( time() - WEEK_IN_SECONDS );
	}

	/**
	 * Log lines counted per address.
	 *
	 * @param list<array{time: int, host: string, url: string}> $entries
	 * @return array<string, array{hits: int, first: int, last: int, hosts: array<string, int>}>
	 */
	public static function count( array $entries ): array {
		$counts = array();
		foreach ( $entries as $entry ) {
			$url = $entry['url'];
			if ( ! isset( $counts[ $url ] ) ) {
				$counts[ $url ] = array(
					'hits'  => 0,
					'first' => $entry['time'],
					'last'  => $entry['time'],
					'hosts' => array(),
				);
			}
			++$counts[ $url ]['hits'];
			$counts[ $url ]['first'] = min( $counts[ $url ]['first'], $entry['time'] );
			$counts[ $url ]['last']  = max( $counts[ $url ]['last'], $entry['time'] );
			if ( '' !== $entry['host'] ) {
				$counts[ $url ]['hosts'][ $entry['host'] ] = ( $counts[ $url ]['hosts'][ $entry['host'] ] ?? 0 ) + 1;
			}
		}
		return $counts;
	}

	/** One fold at a time: a named lock on the primary (Db\Lock; nothing to take on SQLite). */
	private static function lock(): bool {
		return Lock::acquire( '404_fold', self::LOCK_WAIT );
	}

	private static function unlock(): void {
		Lock::release( '404_fold' );
	}
}
