<?php
/**
 * The redirect rules' table ({prefix}sightline_redirects): created and upgraded with dbDelta on activation
 * and whenever its schema version changes, and every query on it. Only admin, REST, CLI and cron code
 * reads it; page views read the compiled lookup (Lookup) instead.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Db\Paged_Rows;
use Sightline\Db\Rows_By_Id;
use Sightline\Db\Versioned_Schema;

defined( 'ABSPATH' ) || exit;

final class Table {

	/** Bump when the CREATE TABLE below changes: the next admin, REST or CLI request runs dbDelta. */
	public const DB_VERSION = '2';

	/** Autoloaded: which schema version the table has (read on admin, REST and CLI requests). */
	public const VERSION_OPTION = 'sightline_redirects_db';

	public const NAME = 'sightline_redirects';

	/** Columns a list can be ordered by. */
	public const ORDER_BY = array( 'id', 'source', 'target', 'status', 'hits', 'last_hit', 'created', 'modified' );

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
source varchar(1000) NOT NULL,
match_type varchar(10) NOT NULL DEFAULT \'exact\',
target text NOT NULL,
status smallint(3) unsigned NOT NULL DEFAULT 301,
query_handling varchar(10) NOT NULL DEFAULT \'keep\',
enabled tinyint(1) unsigned NOT NULL DEFAULT 1,
automatic tinyint(1) unsigned NOT NULL DEFAULT 0,
by_non_admin tinyint(1) unsigned NOT NULL DEFAULT 0,
hits bigint(20) unsigned NOT NULL DEFAULT 0,
last_hit datetime DEFAULT NULL,
created datetime NOT NULL,
modified datetime NOT NULL,
PRIMARY KEY  (id),
KEY source (source(191)),
KEY enabled (enabled)',
			self::VERSION_OPTION,
			self::DB_VERSION
		);
	}

	/**
	 * A row as the REST schema (includes/settings/redirect.json) describes a rule.
	 *
	 * @param object|array<string, mixed> $row
	 * @return array<string, mixed>
	 */
	public static function to_rule( $row ): array {
		$row = (array) $row;
		return array(
			'id'           => (int) $row['id'],
			'source'       => (string) $row['source'],
			'match'        => (string) $row['match_type'],
			'target'       => (string) $row['target'],
			'status'       => (int) $row['status'],
			'query'        => (string) $row['query_handling'],
			'enabled'      => (bool) (int) $row['enabled'],
			'automatic'    => (bool) (int) ( $row['automatic'] ?? 0 ),
			'by_non_admin' => (bool) (int) ( $row['by_non_admin'] ?? 0 ),
			'hits'         => (int) $row['hits'],
			'last_hit'     => null === $row['last_hit'] ? null : (string) $row['last_hit'],
			'created'      => (string) $row['created'],
			'modified'     => (string) $row['modified'],
		);
	}

	/**
	 * @param array<string, mixed> $rule Validated fields (source, match, target, status, query, enabled).
	 * @return array<string, mixed>
	 */
	private static function to_row( array $rule ): array {
		return array(
			'source'         => $rule['source'],
			'match_type'     => $rule['match'],
			'target'         => $rule['target'],
			'status'         => (int) $rule['status'],
			'query_handling' => $rule['query'],
			'enabled'        => $rule['enabled'] ? 1 : 0,
		);
	}

	/**
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = self::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB -- our own table, prepared.
		return is_array( $row ) ? self::to_rule( $row ) : null;
	}

	/**
	 * @param array<string, mixed>                         $rule   Validated fields.
	 * @param array{automatic?: bool, by_non_admin?: bool} $origin Who made it: the plugin when an address
	 *                                                   moved, and whether the user acting could not manage options.
	 */
	public function insert( array $rule, array $origin = array() ): int {
		global $wpdb;
		$now = current_time( 'mysql', true );
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
			self::name(),
			self::to_row( $rule ) + array(
				'automatic'    => empty( $origin['automatic'] ) ? 0 : 1,
				'by_non_admin' => empty( $origin['by_non_admin'] ) ? 0 : 1,
				'created'      => $now,
				'modified'     => $now,
			)
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		return (int) $wpdb->insert_id;
	}

	/**
	 * Inserts many validated rules in one statement per 500 (CSV import, automatic rules, bench seeding).
	 *
	 * @param list<array<string, mixed>>                   $rules
	 * @param array{automatic?: bool, by_non_admin?: bool} $origin As insert()'s, for every rule.
	 * @return bool Whether every statement succeeded.
	 */
	public function insert_many( array $rules, array $origin = array() ): bool {
		global $wpdb;
		$table     = self::name();
		$now       = current_time( 'mysql', true );
		$automatic = empty( $origin['automatic'] ) ? 0 : 1;
		$non_admin = empty( $origin['by_non_admin'] ) ? 0 : 1;
		$ok        = true;
		foreach ( array_chunk( $rules, 500 ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $rule ) {
				$row      = self::to_row( $rule );
				$values[] = $wpdb->prepare( '(%s, %s, %s, %d, %s, %d, %d, %d, %s, %s)', $row['source'], $row['match_type'], $row['target'], $row['status'], $row['query_handling'], $row['enabled'], $automatic, $non_admin, $now, $now );
			}
			$ok = false !== $wpdb->query( "INSERT INTO {$table} (source, match_type, target, status, query_handling, enabled, automatic, by_non_admin, created, modified) VALUES " . implode( ',', $values ) ) && $ok; // phpcs:ignore WordPress.DB -- our own table, every value prepared above.
		}
		return $ok;
	}

	/**
	 * Points many rules at new targets, one statement per 500.
	 *
	 * @param array<int, string> $targets Rule id => new target (validated).
	 * @return bool Whether every statement succeeded.
	 */
	public function repoint_many( array $targets ): bool {
		global $wpdb;
		$table = self::name();
		$now   = current_time( 'mysql', true );
		$ok    = true;
		foreach ( array_chunk( $targets, 500, true ) as $chunk ) {
			$cases = '';
			foreach ( $chunk as $id => $target ) {
				$cases .= $wpdb->prepare( ' WHEN %d THEN %s', $id, $target );
			}
			$ids = implode( ',', array_map( 'intval', array_keys( $chunk ) ) );
			$ok  = false !== $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET target = CASE id{$cases} END, modified = %s WHERE id IN ({$ids})", $now ) ) && $ok; // phpcs:ignore WordPress.DB -- our own table, every value prepared.
		}
		return $ok;
	}

	/**
	 * Whether to write in a savepoint: when a transaction is open on this connection (a test's, a
	 * caller's), since START TRANSACTION would commit it. Unknown counts as open on MySQL and MariaDB:
	 * an implicit commit of someone else's transaction is worse than a savepoint outside one.
	 */
	private static function in_transaction(): bool {
		global $wpdb;
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			// The SQLite driver of WordPress's SQLite Database Integration 3.x runs statements as MySQL
			// would (autocommit): a SAVEPOINT outside a transaction is gone at once, its RELEASE fails and
			// the writes are not one. It says whether a transaction is open; the older translator passed
			// SAVEPOINT to SQLite, which opens a transaction when none is.
			$connection = $wpdb->dbh ?? null;
			return ! ( is_object( $connection ) && method_exists( $connection, 'inTransaction' ) ) || (bool) $connection->inTransaction();
		}
		$open = $wpdb->get_var( 'SELECT @@in_transaction' ); // phpcs:ignore WordPress.DB -- no API for transactions.
		return null === $open || '0' !== (string) $open;
	}

	/**
	 * Runs $writes in one database transaction (a savepoint inside one already open): all of them, or
	 * none when one fails.
	 *
	 * @param callable(): bool $writes Whether every write succeeded.
	 */
	public static function all_or_nothing( callable $writes ): bool {
		global $wpdb;
		$nested = self::in_transaction();
		$wpdb->query( $nested ? 'SAVEPOINT sightline_redirects' : 'START TRANSACTION' ); // phpcs:ignore WordPress.DB -- no API for transactions.
		$ok = false;
		try {
			$ok = $writes();
		} finally {
			if ( $ok ) {
				$wpdb->query( $nested ? 'RELEASE SAVEPOINT sightline_redirects' : 'COMMIT' ); // phpcs:ignore WordPress.DB -- no API for transactions.
			} else {
				$wpdb->query( $nested ? 'ROLLBACK TO SAVEPOINT sightline_redirects' : 'ROLLBACK' ); // phpcs:ignore WordPress.DB -- no API for transactions.
				if ( $nested ) {
					$wpdb->query( 'RELEASE SAVEPOINT sightline_redirects' ); // phpcs:ignore WordPress.DB -- ends the savepoint (and on SQLite the transaction it opened).
				}
			}
		}
		return $ok;
	}

	/**
	 * @param array<string, mixed> $rule Validated fields.
	 */
	public function update( int $id, array $rule ): bool {
		global $wpdb;
		return false !== $wpdb->update( self::name(), self::to_row( $rule ) + array( 'modified' => current_time( 'mysql', true ) ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
	}

	/**
	 * @param list<int> $ids
	 * @return int Rows deleted.
	 */
	public function delete( array $ids ): int {
		return Rows_By_Id::delete( self::name(), $ids );
	}

	/**
	 * @param list<int> $ids
	 */
	public function set_enabled( array $ids, bool $enabled ): int {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( array() === $ids ) {
			return 0;
		}
		$table = self::name();
		$args  = array_merge( array( $enabled ? 1 : 0, current_time( 'mysql', true ) ), $ids );
		return (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET enabled = %d, modified = %s WHERE id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $args ) ); // phpcs:ignore WordPress.DB -- our own table, prepared.
	}

	/**
	 * One page of rules, newest first unless told otherwise, with the total for the pager.
	 *
	 * @return array{rules: list<array<string, mixed>>, total: int}
	 */
	public function page( string $search, int $page, int $per_page, string $orderby = 'id', string $order = 'desc' ): array {
		$orderby = in_array( $orderby, self::ORDER_BY, true ) ? $orderby : 'id';
		$found   = Paged_Rows::fetch( self::name(), array( 'source', 'target' ), $search, $orderby, $order, $page, $per_page );
		return array(
			'rules' => array_map( array( self::class, 'to_rule' ), $found['rows'] ),
			'total' => $found['total'],
		);
	}

	/**
	 * Every rule (export, compile, chain checks), in id order, a batch at a time.
	 *
	 * @return \Generator<int, array<string, mixed>>
	 */
	public function each( bool $enabled_only = false ): \Generator {
		global $wpdb;
		$table = self::name();
		$last  = 0;
		$where = $enabled_only ? 'AND enabled = 1' : '';
		do {
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE id > %d {$where} ORDER BY id ASC LIMIT 2000", $last ), ARRAY_A ); // phpcs:ignore WordPress.DB -- our own table, prepared.
			foreach ( $rows as $row ) {
				$last = (int) $row['id'];
				yield self::to_rule( $row );
			}
			$full = 2000 === count( $rows );
		} while ( $full );
	}

	/**
	 * Adds counted hits: count and last time per rule id (rules deleted since are skipped by the WHERE).
	 *
	 * @param array<int, array{0: int, 1: int}> $hits Rule id => [ count, last unix time ].
	 */
	public function add_hits( array $hits ): void {
		global $wpdb;
		$table = self::name();
		foreach ( $hits as $id => $hit ) {
			$last = gmdate( 'Y-m-d H:i:s', $hit[1] );
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET hits = hits + %d, last_hit = CASE WHEN last_hit IS NULL OR last_hit < %s THEN %s ELSE last_hit END WHERE id = %d", $hit[0], $last, $last, $id ) ); // phpcs:ignore WordPress.DB -- our own table, prepared.
		}
	}

	public static function drop(): void {
		self::schema()->drop();
	}
}
