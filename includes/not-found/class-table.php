<?php
/**
 * The 404 monitor's table ({prefix}sightline_404s): one row per address, with its count, the hosts that
 * linked to it (at most MAX_HOSTS, the most frequent kept), and when it was first and last seen.
 * Created and upgraded with dbDelta on activation and whenever its schema version changes. Only cron,
 * admin, REST and CLI code reads or writes it; page views append to the Log instead.
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Db\Paged_Rows;
use Sightline\Db\Rows_By_Id;
use Sightline\Db\Versioned_Schema;

defined( 'ABSPATH' ) || exit;

final class Table {

	/** Bump when the CREATE TABLE below changes: the next admin, REST or CLI request runs dbDelta. */
	public const DB_VERSION = '1';

	/** Autoloaded: which schema version the table has. */
	public const VERSION_OPTION = 'sightline_404s_db';

	public const NAME = 'sightline_404s';

	/** Referring hosts kept per address. */
	public const MAX_HOSTS = 10;

	/** Addresses read and written per statement by a fold. */
	private const BATCH = 200;

	/** Columns a list can be ordered by. */
	public const ORDER_BY = array( 'hits', 'last_seen', 'first_seen', 'url' );

	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . self::NAME;
	}

	public static function install(): void {
		self::schema()->install();
	}

	/** The table's schema and its recorded version. */
	public static function schema(): Versioned_Schema {
		// dbDelta's format: two spaces after PRIMARY KEY, one field per line.
		return new Versioned_Schema(
			self::name(),
			'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
url varchar(1000) NOT NULL,
url_hash char(40) NOT NULL,
hits bigint(20) unsigned NOT NULL DEFAULT 0,
referrers text NOT NULL,
first_seen datetime NOT NULL,
last_seen datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY url_hash (url_hash),
KEY last_seen (last_seen),
KEY hits (hits)',
			self::VERSION_OPTION,
			self::DB_VERSION
		);
	}

	public static function drop(): void {
		self::schema()->drop();
	}

	/**
	 * A row as the REST contract (includes/contracts/not-found-entry.json) describes it.
	 *
	 * @param array<string, mixed> $row
	 * @return array{id: int, url: string, hits: int, referrers: list<array{host: string, hits: int}>, first_seen: string, last_seen: string}
	 */
	public static function to_entry( array $row ): array {
		$referrers = array();
		foreach ( self::hosts( (string) $row['referrers'] ) as $host => $hits ) {
			$referrers[] = array(
				'host' => (string) $host,
				'hits' => (int) $hits,
			);
		}
		return array(
			'id'         => (int) $row['id'],
			'url'        => (string) $row['url'],
			'hits'       => (int) $row['hits'],
			'referrers'  => $referrers,
			'first_seen' => (string) $row['first_seen'],
			'last_seen'  => (string) $row['last_seen'],
		);
	}

	/**
	 * Adds counted 404s. Called by Monitor::fold() only, one fold at a time, so a row's referrers can
	 * be merged here without another fold writing them meanwhile; the count itself is added in SQL.
	 * Addresses already in the table are always counted; new ones take at most $room rows, the most
	 * requested first, and the others are refused. BATCH addresses at a time cost one read, one UPDATE
	 * and one INSERT, whatever the number of rows they touch.
	 *
	 * @param array<string, array{hits: int, first: int, last: int, hosts: array<string, int>}> $counts Counts by address.
	 * @param int                                                                               $room   New rows allowed; lowered by the rows added.
	 * @return int New addresses refused for want of room.
	 */
	public function add( array $counts, int &$room = PHP_INT_MAX ): int {
		global $wpdb;
		$table   = self::name();
		$refused = 0;
		uasort( $counts, static fn( $a, $b ) => $b['hits'] <=> $a['hits'] );
		foreach ( array_chunk( $counts, self::BATCH, true ) as $chunk ) {
			$hashes   = array_map( 'sha1', array_map( 'strval', array_keys( $chunk ) ) );
			$rows     = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, url_hash, referrers FROM {$table} WHERE url_hash IN (" . implode( ',', array_fill( 0, count( $hashes ), '%s' ) ) . ')', $hashes ), ARRAY_A ); // phpcs:ignore WordPress.DB -- our own table, prepared.
			$existing = array_column( $rows, null, 'url_hash' );
			$counted  = array();
			$new      = array();
			foreach ( $chunk as $url => $count ) {
				$url  = (string) $url;
				$hash = sha1( $url );
				$last = gmdate( 'Y-m-d H:i:s', $count['last'] );
				if ( isset( $existing[ $hash ] ) ) {
					$hosts          = self::merge_hosts( self::hosts( (string) $existing[ $hash ]['referrers'] ), $count['hosts'] );
					$id             = (int) $existing[ $hash ]['id'];
					$counted[ $id ] = array( $count['hits'], (string) wp_json_encode( (object) $hosts ), $last );
					continue;
				}
				if ( $room <= 0 ) {
					++$refused;
					continue;
				}
				--$room;
				$new[] = array( $url, $hash, $count['hits'], (string) wp_json_encode( (object) self::merge_hosts( array(), $count['hosts'] ) ), gmdate( 'Y-m-d H:i:s', $count['first'] ), $last );
			}
			self::count_again( $counted );
			self::insert( $new );
		}
		return $refused;
	}

	/**
	 * Adds hits to rows in one UPDATE: each row's count grows, its referrers are replaced by the merged
	 * ones, its last sighting moves forward only.
	 *
	 * @param array<int, array{int, string, string}> $counted By row id: hits, referrers JSON, last seen.
	 */
	private static function count_again( array $counted ): void {
		global $wpdb;
		if ( array() === $counted ) {
			return;
		}
		$table = self::name();
		$hits  = array();
		$hosts = array();
		$seen  = array();
		foreach ( $counted as $id => list( $more, $referrers, $last ) ) {
			$hits[]  = $wpdb->prepare( 'WHEN %d THEN %d', $id, $more );
			$hosts[] = $wpdb->prepare( 'WHEN %d THEN %s', $id, $referrers );
			$seen[]  = $wpdb->prepare( 'WHEN %d THEN CASE WHEN last_seen < %s THEN %s ELSE last_seen END', $id, $last, $last );
		}
		$ids = implode( ',', array_map( 'intval', array_keys( $counted ) ) );
		$wpdb->query( "UPDATE {$table} SET hits = hits + CASE id " . implode( ' ', $hits ) . ' END, referrers = CASE id ' . implode( ' ', $hosts ) . ' END, last_seen = CASE id ' . implode( ' ', $seen ) . " END WHERE id IN ({$ids})" ); // phpcs:ignore WordPress.DB -- our own table, each part prepared above.
	}

	/**
	 * Adds new rows in one INSERT. Should it fail (a row the fold could not see, an oversized statement),
	 * the rows are added one at a time, so only a row that cannot be added is lost.
	 *
	 * @param list<array{string, string, int, string, string, string}> $rows Each: url, hash, hits, referrers JSON, first seen, last seen.
	 */
	private static function insert( array $rows ): void {
		global $wpdb;
		if ( array() === $rows ) {
			return;
		}
		$table  = self::name();
		$values = array_map( static fn( array $row ): string => $wpdb->prepare( '(%s, %s, %d, %s, %s, %s)', $row ), $rows ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the row's six values, as one array.
		if ( false !== $wpdb->query( "INSERT INTO {$table} (url, url_hash, hits, referrers, first_seen, last_seen) VALUES " . implode( ', ', $values ) ) ) { // phpcs:ignore WordPress.DB -- our own table, each row prepared above.
			return;
		}
		foreach ( $rows as $row ) {
			$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
				$table,
				array_combine( array( 'url', 'url_hash', 'hits', 'referrers', 'first_seen', 'last_seen' ), $row ),
				array( '%s', '%s', '%d', '%s', '%s', '%s' )
			);
		}
	}

	/** Rows in the table. */
	public function count(): int {
		global $wpdb;
		$table = self::name();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB -- our own table.
	}

	/**
	 * One page of rows, with the total for the pager.
	 *
	 * @return array{items: list<array<string, mixed>>, total: int}
	 */
	public function page( string $search, int $page, int $per_page, string $orderby = 'hits', string $order = 'desc' ): array {
		$orderby = in_array( $orderby, self::ORDER_BY, true ) ? $orderby : 'hits';
		$found   = Paged_Rows::fetch( self::name(), array( 'url', 'referrers' ), $search, $orderby, $order, $page, $per_page );
		return array(
			'items' => array_map( array( self::class, 'to_entry' ), $found['rows'] ),
			'total' => $found['total'],
		);
	}

	/**
	 * @param list<int> $ids
	 * @return int Rows deleted.
	 */
	public function delete( array $ids ): int {
		return Rows_By_Id::delete( self::name(), $ids );
	}

	/** @return int Rows deleted. */
	public function clear(): int {
		global $wpdb;
		$table = self::name();
		return (int) $wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB -- our own table.
	}

	/**
	 * Drops rows last seen before $before, then, above $max rows, the least seen (oldest first among
	 * equals).
	 *
	 * @return int Rows deleted.
	 */
	public function prune( int $before, int $max ): int {
		global $wpdb;
		$table   = self::name();
		$deleted = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE last_seen < %s", gmdate( 'Y-m-d H:i:s', $before ) ) ); // phpcs:ignore WordPress.DB -- our own table, prepared.
		$over    = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ) - $max; // phpcs:ignore WordPress.DB -- our own table.
		if ( $over > 0 ) {
			$ids      = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} ORDER BY hits ASC, last_seen ASC, id ASC LIMIT %d", $over ) ) ); // phpcs:ignore WordPress.DB -- our own table, prepared.
			$deleted += $this->delete( $ids );
		}
		return $deleted;
	}

	/** How many addresses answered 404 since $since (Unix time). */
	public function count_since( int $since ): int {
		global $wpdb;
		$table = self::name();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE last_seen >= %s", gmdate( 'Y-m-d H:i:s', $since ) ) ); // phpcs:ignore WordPress.DB -- our own table, prepared.
	}

	/**
	 * @return array<string, int> host => hits
	 */
	private static function hosts( string $json ): array {
		$hosts = json_decode( $json, true );
		return is_array( $hosts ) ? array_map( 'intval', $hosts ) : array();
	}

	/**
	 * Two host counts added up, the most frequent MAX_HOSTS kept ('' = no referrer is not a host).
	 *
	 * @param array<string, int> $hosts
	 * @param array<string, int> $more
	 * @return array<string, int>
	 */
	private static function merge_hosts( array $hosts, array $more ): array {
		foreach ( $more as $host => $hits ) {
			if ( '' !== (string) $host ) {
				$hosts[ (string) $host ] = ( $hosts[ (string) $host ] ?? 0 ) + $hits;
			}
		}
		arsort( $hosts );
		return array_slice( $hosts, 0, self::MAX_HOSTS, true );
	}
}
