<?php
/**
 * Background AI jobs and their suggestions, stored row by row in Jobs_Table. A job is the objects a user
 * picked; each row moves pending → running → ready (or failed), then applied or discarded on review.
 * Every change is one conditional UPDATE of one row, so two tabs running the same job never write the
 * same object twice, and a request that died while a row was running (a closed tab, a timeout) gives it
 * back after CLAIM_SECONDS: a job resumes where it stopped, whoever calls next.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Db\Contended_Write;

defined( 'ABSPATH' ) || exit;

final class Jobs {

	/** Row states. */
	public const PENDING   = 'pending';
	public const RUNNING   = 'running';
	public const READY     = 'ready';
	public const FAILED    = 'failed';
	public const APPLIED   = 'applied';
	public const DISCARDED = 'discarded';

	public const STATES = array( self::PENDING, self::RUNNING, self::READY, self::FAILED, self::APPLIED, self::DISCARDED );

	/** After this a running row whose request never came back is pending again. */
	public const CLAIM_SECONDS = 300;

	/** Most objects one job holds. */
	public const MAX_OBJECTS = 500;

	/**
	 * Notes a new job of $kind ('seo' or 'alt') for the user over the objects, each to get $fields (and
	 * for images of one post, $post_id, that post's image blocks too).
	 *
	 * @param list<int>    $ids
	 * @param list<string> $fields
	 */
	public function create( string $kind, int $user_id, array $ids, array $fields, int $post_id = 0 ): string {
		global $wpdb;
		Jobs_Table::upgrade();
		$job = bin2hex( random_bytes( 16 ) );
		$now = current_time( 'mysql', true );
		foreach ( array_values( array_unique( $ids ) ) as $id ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
			$wpdb->insert(
				Jobs_Table::name(),
				array(
					'job'        => $job,
					'user_id'    => $user_id,
					'kind'       => $kind,
					'object_id'  => $id,
					'fields'     => implode( ',', $fields ),
					'post_id'    => $post_id,
					'status'     => self::PENDING,
					'suggestion' => '{}',
					'error'      => '',
					'claimed'    => 0,
					'updated'    => $now,
				)
			);
		}
		return $job;
	}

	/**
	 * The job's kind, owner, fields and post (0 when none), or null when there is no such job.
	 *
	 * @return array{kind: string, user_id: int, fields: list<string>, post_id: int}|null
	 */
	public function find( string $job ): ?array {
		global $wpdb;
		Jobs_Table::upgrade();
		$table = Jobs_Table::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT kind, user_id, fields, post_id FROM {$table} WHERE job = %s LIMIT 1", $job ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'kind'    => (string) $row['kind'],
			'user_id' => (int) $row['user_id'],
			'fields'  => self::split( (string) $row['fields'] ),
			'post_id' => (int) $row['post_id'],
		);
	}

	/** The user's newest job of this kind that still has rows to run or review, or null. */
	public function latest( int $user_id, string $kind ): ?string {
		global $wpdb;
		Jobs_Table::upgrade();
		$table = Jobs_Table::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$job = $wpdb->get_var( $wpdb->prepare( "SELECT job FROM {$table} WHERE user_id = %d AND kind = %s AND status IN ('pending','running','ready','failed') ORDER BY id DESC LIMIT 1", $user_id, $kind ) );
		return is_string( $job ) ? $job : null;
	}

	/**
	 * Takes up to $count rows of the job to run: pending ones, and running ones whose request never
	 * came back. Each is taken by one UPDATE that only succeeds for one caller.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function claim( string $job, int $count ): array {
		global $wpdb;
		$table = Jobs_Table::name();
		$now   = time();
		$stale = $now - self::CLAIM_SECONDS;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our own table, one row at a time; the IN list is built of %d.
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE job = %s AND ( status = 'pending' OR ( status = 'running' AND claimed < %d ) ) ORDER BY id LIMIT %d", $job, $stale, $count * 2 ) );
		$taken = array();
		foreach ( $ids as $id ) {
			if ( count( $taken ) >= $count ) {
				break;
			}
			$won = Contended_Write::query( $wpdb->prepare( "UPDATE {$table} SET status = 'running', claimed = %d WHERE id = %d AND ( status = 'pending' OR ( status = 'running' AND claimed < %d ) )", $now, (int) $id, $stale ) );
			if ( 1 === $won ) {
				$taken[] = (int) $id;
			}
		}
		if ( ! $taken ) {
			return array();
		}
		$in   = implode( ',', array_fill( 0, count( $taken ), '%d' ) );
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE id IN ({$in}) ORDER BY id", ...$taken ), ARRAY_A );
		// phpcs:enable
		return array_map( array( self::class, 'decode' ), (array) $rows );
	}

	/**
	 * Records what a run of one row gave: $state ready (all fields written), pending (some left, say
	 * after a rate limit: the next run writes the rest) or failed, with what was written so far.
	 *
	 * @param array<string, string>     $suggestion
	 * @param array<string, mixed>|null $error
	 */
	public function record( int $row_id, string $state, array $suggestion, ?array $error = null ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table.
		$wpdb->update(
			Jobs_Table::name(),
			array(
				'status'     => $state,
				'suggestion' => (string) wp_json_encode( (object) $suggestion ),
				'error'      => null === $error ? '' : (string) wp_json_encode( $error ),
				'claimed'    => 0,
				'updated'    => current_time( 'mysql', true ),
			),
			array( 'id' => $row_id )
		);
	}

	/** Failed rows of the job become pending again (the user asked to retry them); how many did. */
	public function retry_failed( string $job ): int {
		global $wpdb;
		$table = Jobs_Table::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		return (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'pending' WHERE job = %s AND status = 'failed'", $job ) );
	}

	/**
	 * Closes a reviewed row (applied or discarded); false when it was not waiting for review.
	 */
	public function settle( string $job, int $object_id, string $state ): bool {
		global $wpdb;
		$table = Jobs_Table::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		return 1 === $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s WHERE job = %s AND object_id = %d AND status IN ('ready','failed','pending')", $state, $job, $object_id ) );
	}

	/**
	 * One row of the job, or null.
	 *
	 * @return array<string, mixed>|null
	 */
	public function row( string $job, int $object_id ): ?array {
		global $wpdb;
		$table = Jobs_Table::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE job = %s AND object_id = %d", $job, $object_id ), ARRAY_A );
		return is_array( $row ) ? self::decode( $row ) : null;
	}

	/**
	 * Every row of the job, in the order they were picked.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function rows( string $job ): array {
		global $wpdb;
		$table = Jobs_Table::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE job = %s ORDER BY id", $job ), ARRAY_A );
		return array_map( array( self::class, 'decode' ), (array) $rows );
	}

	/**
	 * How many rows of the job are in each state.
	 *
	 * @return array<string, int>
	 */
	public function counts( string $job ): array {
		global $wpdb;
		$table = Jobs_Table::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table.
		$found  = $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n FROM {$table} WHERE job = %s GROUP BY status", $job ), ARRAY_A );
		$counts = array_fill_keys( self::STATES, 0 );
		foreach ( (array) $found as $row ) {
			$counts[ (string) $row['status'] ] = (int) $row['n'];
		}
		$counts['total'] = array_sum( $counts );
		return $counts;
	}

	/**
	 * @param array<string, mixed> $row
	 * @return array{id: int, job: string, kind: string, object_id: int, fields: list<string>, status: string, suggestion: array<string, string>, error: array<string, mixed>|null}
	 */
	private static function decode( array $row ): array {
		$suggestion = json_decode( (string) $row['suggestion'], true );
		$error      = '' === (string) $row['error'] ? null : json_decode( (string) $row['error'], true );
		return array(
			'id'         => (int) $row['id'],
			'job'        => (string) $row['job'],
			'kind'       => (string) $row['kind'],
			'object_id'  => (int) $row['object_id'],
			'fields'     => self::split( (string) $row['fields'] ),
			'status'     => (string) $row['status'],
			'suggestion' => is_array( $suggestion ) ? array_map( 'strval', $suggestion ) : array(),
			'error'      => is_array( $error ) ? $error : null,
		);
	}

	/**
	 * @return list<string>
	 */
	private static function split( string $fields ): array {
		return array_values( array_filter( explode( ',', $fields ) ) );
	}
}
