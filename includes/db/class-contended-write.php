<?php
/**
 * One write statement that several requests may run on the same row at once: an append to a queue, a
 * counter's increment, the first insert of a shared row. InnoDB may end one of them with a deadlock or
 * a lock wait timeout ("… try restarting transaction"). That is a lost turn, not a fault: the statement
 * rolled back whole (each runs on its own, autocommitted), so it is run again. Those lost turns are
 * neither printed into the response nor logged; any other error, or a turn still lost after the last
 * try, is reported as WordPress reports a failed query.
 *
 * @package Sightline
 */

namespace Sightline\Db;

defined( 'ABSPATH' ) || exit;

final class Contended_Write {

	/** Runs of one statement before its error is reported. */
	public const TRIES = 4;

	/**
	 * Runs a prepared write statement; the rows it changed (0 when it failed after every try).
	 */
	public static function query( string $sql ): int {
		global $wpdb;
		$suppressed = $wpdb->suppress_errors( true );
		try {
			for ( $try = 1; ; $try++ ) {
				$result = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB -- prepared by the caller.
				if ( false !== $result ) {
					return (int) $result;
				}
				if ( $try >= self::TRIES || ! self::lost_turn( (string) $wpdb->last_error ) ) {
					break;
				}
				usleep( random_int( 1000, 5000 ) * $try ); // Apart from the writer it met, so both go through.
			}
		} finally {
			$wpdb->suppress_errors( $suppressed );
		}
		$wpdb->print_error( (string) $wpdb->last_error );
		return 0;
	}

	/** Whether the database ended the statement for another one holding its rows (MySQL, MariaDB). */
	public static function lost_turn( string $error ): bool {
		return str_contains( $error, 'try restarting transaction' );
	}
}
