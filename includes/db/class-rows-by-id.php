<?php
/**
 * Deleting rows of one of our own tables by id (a list screen's bulk delete), in one prepared query.
 *
 * @package Sightline
 */

namespace Sightline\Db;

defined( 'ABSPATH' ) || exit;

final class Rows_By_Id {

	/**
	 * @param string    $table Full table name, prefix included.
	 * @param list<int> $ids   Duplicates and non-positive values are ignored.
	 * @return int Rows deleted.
	 */
	public static function delete( string $table, array $ids ): int {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( array() === $ids ) {
			return 0;
		}
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ) ); // phpcs:ignore WordPress.DB -- our own table, prepared.
	}
}
