<?php
/**
 * Writes the object meta of a whole batch of migrated items with a handful of queries instead of four
 * per field (update_metadata() looks up the row, writes it, drops the object's meta cache and so reads
 * all of the object's meta again before the next field). It keeps what update_metadata() promises to
 * the rest of WordPress: values pass sanitize_meta() (our registered schemas), the short-circuit
 * filters (`update_|add_|delete_{type}_metadata`) are honoured, the before/after actions fire for
 * every row written (the sitemap invalidator listens to them), and the object's meta cache is
 * dropped before any listener runs. A value identical to the stored one is not written at all, so an
 * idempotent re-run writes nothing.
 *
 * Order, which makes a batch safe even where transactions are off: updates and deletes of the items'
 * fields, then one multi-row INSERT holding every new field row followed by the new marks (a single
 * statement is all-or-nothing), then updates of existing marks. An item is never marked before its
 * fields are stored.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- fires WordPress's own meta hooks, as update_metadata() does.
final class Meta_Writer {

	/** Rows per INSERT statement: the SQLite driver translates long statements slowly, row by row; 100 keeps both engines near their best. */
	private const INSERT_CHUNK = 100;

	private string $table;

	private string $column;

	/** @var list<array{0: int, 1: string, 2: mixed, 3: string, 4: bool}> id, key, value, stored text, is mark */
	private array $inserts = array();

	/** @var list<array{0: int, 1: string, 2: mixed, 3: string, 4: bool}> */
	private array $updates = array();

	/** @var list<array{0: int, 1: string}> */
	private array $deletes = array();

	/** @param 'post'|'term' $type */
	public function __construct( private string $type ) {
		$this->table  = (string) _get_meta_table( $type );
		$this->column = sanitize_key( $type . '_id' );
	}

	/**
	 * Plans the writes of one item against its stored meta (read from the primed cache; no query).
	 *
	 * @param array<string, mixed|null> $values Key => value in write order; null deletes the key.
	 * @param array<string, mixed>      $marks  Keys written after every other row of the batch.
	 */
	public function plan( int $id, array $values, array $marks ): void {
		$stored  = get_metadata_raw( $this->type, $id );
		$stored  = $stored ? $stored : array();
		$subtype = get_object_subtype( $this->type, $id );
		foreach ( array(
			false => $values,
			true  => $marks,
		) as $is_mark => $list ) {
			foreach ( $list as $key => $value ) {
				$key = (string) $key;
				if ( null === $value ) {
					if ( isset( $stored[ $key ] ) && null === apply_filters( "delete_{$this->type}_metadata", null, $id, $key, '', false ) ) {
						$this->deletes[] = array( $id, $key );
					}
					continue;
				}
				$value = sanitize_meta( $key, $value, $this->type, $subtype );
				if ( null !== apply_filters( "update_{$this->type}_metadata", null, $id, $key, $value, '' ) ) {
					continue;
				}
				$text = (string) maybe_serialize( $value );
				$now  = $stored[ $key ] ?? array();
				// Identical: nothing to write. Text the column cannot hold: $wpdb->insert()/update() refuse
				// it, so update_metadata() would write nothing either.
				if ( ( 1 === count( $now ) && $text === (string) $now[0] ) || ! $this->fits( $text ) ) {
					continue;
				}
				if ( $now ) {
					$this->updates[] = array( $id, $key, $value, $text, (bool) $is_mark );
				} elseif ( null === apply_filters( "add_{$this->type}_metadata", null, $id, $key, $value, false ) ) {
					$this->inserts[] = array( $id, $key, $value, $text, (bool) $is_mark );
				}
			}
		}
	}

	public function pending(): bool {
		return $this->inserts || $this->updates || $this->deletes;
	}

	/**
	 * Runs the planned writes (inside the caller's transaction), then drops the touched objects' meta
	 * caches and fires the after-actions.
	 *
	 * @return int Rows written.
	 * @throws \RuntimeException When a query fails: the caller's transaction rolls the batch back.
	 */
	public function write(): int {
		$touched = array_unique( array_merge( array_column( $this->inserts, 0 ), array_column( $this->updates, 0 ), array_column( $this->deletes, 0 ) ) );
		try {
			return $this->write_rows();
		} finally {
			// Written or rolled back, the objects' cached meta (a persistent cache too) is dropped: it is
			// read again from whatever the database holds.
			wp_cache_delete_multiple( $touched, $this->type . '_meta' );
		}
	}

	private function write_rows(): int {
		global $wpdb;
		$existing = $this->existing_ids();
		$updated  = array();
		foreach ( array( false, true ) as $marks ) {
			foreach ( $this->updates as list( $id, $key, $value, $text, $is_mark ) ) {
				if ( $is_mark !== $marks ) {
					continue;
				}
				$ids = $existing[ $id ][ $key ] ?? array();
				foreach ( $ids as $meta_id ) {
					do_action( "update_{$this->type}_meta", $meta_id, $id, $key, $value );
					'post' === $this->type && do_action( 'update_postmeta', $meta_id, $id, $key, $text );
				}
				$this->run( $wpdb->prepare( "UPDATE {$this->table} SET meta_value = %s WHERE {$this->column} = %d AND meta_key = %s", $text, $id, $key ) ); // phpcs:ignore WordPress.DB -- bulk meta writes (see the class comment); values prepared, table and column are WordPress's own.
				$updated[] = array( $ids, $id, $key, $value, $text );
			}
			if ( ! $marks ) {
				$this->delete_rows( $existing );
				$this->insert_rows();
			}
		}
		$touched = array_unique( array_merge( array_column( $this->inserts, 0 ), array_column( $this->updates, 0 ), array_column( $this->deletes, 0 ) ) );
		wp_cache_delete_multiple( $touched, $this->type . '_meta' );
		$this->after( $updated, $existing );
		$count         = count( $this->inserts ) + count( $this->updates ) + count( $this->deletes );
		$this->inserts = array();
		$this->updates = array();
		$this->deletes = array();
		return $count;
	}

	/**
	 * Meta ids of the rows to update or delete (the actions name them): one query for the batch.
	 *
	 * @return array<int, array<string, list<int>>>
	 */
	private function existing_ids(): array {
		global $wpdb;
		$pairs = array_merge( $this->updates, $this->deletes );
		if ( ! $pairs ) {
			return array();
		}
		$ids  = implode( ',', array_map( 'intval', array_unique( array_column( $pairs, 0 ) ) ) );
		$keys = implode( ',', array_map( static fn( $key ) => $wpdb->prepare( '%s', $key ), array_unique( array_column( $pairs, 1 ) ) ) );
		$rows = $wpdb->get_results( "SELECT meta_id, {$this->column} AS object_id, meta_key FROM {$this->table} WHERE {$this->column} IN ({$ids}) AND meta_key IN ({$keys}) ORDER BY meta_id", ARRAY_A ); // phpcs:ignore WordPress.DB -- bulk meta writes (see the class comment); ids intval()ed, keys prepared, table and column are WordPress's own.
		$out  = array();
		foreach ( $rows ? $rows : array() as $row ) {
			$out[ (int) $row['object_id'] ][ $row['meta_key'] ][] = (int) $row['meta_id'];
		}
		return $out;
	}

	/**
	 * @param array<int, array<string, list<int>>> $existing
	 */
	private function delete_rows( array $existing ): void {
		$all = array();
		foreach ( $this->deletes as list( $id, $key ) ) {
			$ids = $existing[ $id ][ $key ] ?? array();
			do_action( "delete_{$this->type}_meta", $ids, $id, $key, '' );
			'post' === $this->type && do_action( 'delete_postmeta', $ids );
			array_push( $all, ...$ids );
		}
		if ( $all ) {
			$this->run( "DELETE FROM {$this->table} WHERE meta_id IN (" . implode( ',', $all ) . ')' );
		}
	}

	private function insert_rows(): void {
		global $wpdb;
		// Fields first, marks last, in one statement per chunk.
		usort( $this->inserts, static fn( $a, $b ) => $a[4] <=> $b[4] );
		foreach ( $this->inserts as list( $id, $key, $value ) ) {
			do_action( "add_{$this->type}_meta", $id, $key, $value );
		}
		foreach ( array_chunk( $this->inserts, self::INSERT_CHUNK ) as $chunk ) {
			$rows = array_map( static fn( $row ) => $wpdb->prepare( '(%d, %s, %s)', $row[0], $row[1], $row[3] ), $chunk );
			$this->run( "INSERT INTO {$this->table} ({$this->column}, meta_key, meta_value) VALUES " . implode( ',', $rows ) );
		}
	}

	/**
	 * The after-actions, once every row is stored and the caches are dropped. New rows' ids are read
	 * back in one query, and only when someone listens (what an engine returns for a multi-row insert
	 * differs between MySQL and SQLite).
	 *
	 * @param list<array{0: list<int>, 1: int, 2: string, 3: mixed, 4: string}> $updated
	 * @param array<int, array<string, list<int>>>                              $existing
	 */
	private function after( array $updated, array $existing ): void {
		global $wpdb;
		foreach ( $this->deletes as list( $id, $key ) ) {
			$ids = $existing[ $id ][ $key ] ?? array();
			do_action( "deleted_{$this->type}_meta", $ids, $id, $key, '' );
			'post' === $this->type && do_action( 'deleted_postmeta', $ids );
		}
		foreach ( $updated as list( $ids, $id, $key, $value, $text ) ) {
			foreach ( $ids as $meta_id ) {
				do_action( "updated_{$this->type}_meta", $meta_id, $id, $key, $value );
				'post' === $this->type && do_action( 'updated_postmeta', $meta_id, $id, $key, $text );
			}
		}
		if ( ! $this->inserts || ! has_action( "added_{$this->type}_meta" ) ) {
			return;
		}
		$ids  = implode( ',', array_map( 'intval', array_unique( array_column( $this->inserts, 0 ) ) ) );
		$keys = implode( ',', array_map( static fn( $key ) => $wpdb->prepare( '%s', $key ), array_unique( array_column( $this->inserts, 1 ) ) ) );
		$new  = array();
		$rows = $wpdb->get_results( "SELECT meta_id, {$this->column} AS object_id, meta_key FROM {$this->table} WHERE {$this->column} IN ({$ids}) AND meta_key IN ({$keys})", ARRAY_A ); // phpcs:ignore WordPress.DB -- ids are intval()ed, keys prepared, table and column names are WordPress's own.
		foreach ( $rows ? $rows : array() as $row ) {
			// A key inserted here had no row before, so its row is the newest one.
			$new[ $row['object_id'] . '|' . $row['meta_key'] ] = max( (int) $row['meta_id'], $new[ $row['object_id'] . '|' . $row['meta_key'] ] ?? 0 ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- reads a fetched row, no query.
		}
		foreach ( $this->inserts as list( $id, $key, $value ) ) {
			do_action( "added_{$this->type}_meta", $new[ $id . '|' . $key ] ?? 0, $id, $key, $value );
		}
	}

	/** The check $wpdb->insert()/update() make: text the column's charset cannot hold is refused. */
	private function fits( string $text ): bool {
		global $wpdb;
		// Plain ASCII always fits; skipping the check saves work on nearly every value.
		return ! preg_match( '/[^\x00-\x7F]/', $text ) || $wpdb->strip_invalid_text_for_column( $this->table, 'meta_value', $text ) === $text;
	}

	private function run( string $sql ): void {
		global $wpdb;
		if ( false === $wpdb->query( $sql ) ) { // phpcs:ignore WordPress.DB -- bulk meta writes (see the class comment); $sql is built from prepared parts.
			throw new \RuntimeException( 'Sightline SEO migration: writing meta failed: ' . $wpdb->last_error ); // phpcs:ignore WordPress.Security.EscapeOutput -- an exception message, not output.
		}
	}
}
// phpcs:enable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
