<?php
/**
 * Named database locks (MySQL / MariaDB GET_LOCK). A lock name is server-wide, shared by every install
 * on the same database server: the name is built from a secret of this install (its auth salt), so
 * another site on the server cannot guess it and hold our lock to stall our writers. SQLite has a
 * single writer by design and no named locks: nothing to take there.
 *
 * @package Sightline
 */

namespace Sightline\Db;

defined( 'ABSPATH' ) || exit;

final class Lock {

	/**
	 * The lock's name for a purpose (say "404_fold" or "migrate_post"), per site: "sightline_" and a
	 * keyed hash of the purpose and the table prefix (MySQL caps names at 64 characters).
	 */
	public static function name( string $purpose ): string {
		global $wpdb;
		return 'sightline_' . substr( hash_hmac( 'sha256', 'lock:' . $wpdb->prefix . ':' . $purpose, wp_salt( 'auth' ) ), 0, 40 );
	}

	/** Waits up to $wait seconds for the lock; true when it is held (always true on SQLite). */
	public static function acquire( string $purpose, int $wait ): bool {
		global $wpdb;
		if ( self::is_sqlite() ) {
			return true;
		}
		// A named lock lives on one server: every request must take it on the primary, never a replica.
		Primary::reads();
		return '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', self::name( $purpose ), $wait ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- named locks have no WordPress API.
	}

	public static function release( string $purpose ): void {
		global $wpdb;
		if ( ! self::is_sqlite() ) {
			Primary::reads();
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', self::name( $purpose ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- named locks have no WordPress API.
		}
	}

	private static function is_sqlite(): bool {
		return defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE;
	}
}
