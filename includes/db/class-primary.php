<?php
/**
 * Reads that must see what was just written, on a site whose database drop-in sends reads to replicas
 * (HyperDB, LudicrousDB and their kind): such a drop-in sends a SELECT to a replica, which may lag
 * behind the primary, and keeps a request on the primary only after that request itself wrote. A
 * promise that depends on another request's write (a lock, the stamps a stored copy is checked
 * against, settings shown after a save, a migration's progress) asks for the primary here, for the
 * rest of the request. Without such a drop-in nothing happens: WordPress has one database.
 *
 * @package Sightline
 */

namespace Sightline\Db;

defined( 'ABSPATH' ) || exit;

final class Primary {

	/** True when the database drop-in splits reads from writes (it offers to send reads to the primary). */
	public static function is_split(): bool {
		global $wpdb;
		return is_object( $wpdb ) && ( method_exists( $wpdb, 'send_reads_to_primaries' ) || method_exists( $wpdb, 'send_reads_to_masters' ) );
	}

	/**
	 * Sends this request's reads to the primary from now on; true when the drop-in splits reads (so a
	 * value read earlier in the request may be a replica's and is worth reading again).
	 */
	public static function reads(): bool {
		global $wpdb;
		if ( ! is_object( $wpdb ) ) {
			return false;
		}
		// LudicrousDB 5.2 renamed the method and deprecated the old name: the new one first.
		if ( method_exists( $wpdb, 'send_reads_to_primaries' ) ) {
			$wpdb->send_reads_to_primaries();
			return true;
		}
		if ( method_exists( $wpdb, 'send_reads_to_masters' ) ) {
			$wpdb->send_reads_to_masters();
			return true;
		}
		return false;
	}
}
