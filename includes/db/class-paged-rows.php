<?php
/**
 * One page of one of our own tables for a list screen: an optional search (LIKE on some columns), an
 * order, LIMIT/OFFSET, and the total matching rows for the pager.
 *
 * @package Sightline
 */

namespace Sightline\Db;

defined( 'ABSPATH' ) || exit;

final class Paged_Rows {

	/**
	 * @param string       $table          Full table name, prefix included.
	 * @param list<string> $search_columns Columns the search looks in (any of them matching).
	 * @param string       $orderby        A column from the caller's allow-list (it goes into the SQL as is).
	 * @return array{rows: list<array<string, mixed>>, total: int}
	 */
	public static function fetch( string $table, array $search_columns, string $search, string $orderby, string $order, int $page, int $per_page ): array {
		global $wpdb;
		$where = '1=1';
		$args  = array();
		$order = 'asc' === strtolower( $order ) ? 'ASC' : 'DESC';
		if ( '' !== $search ) {
			$like  = '%' . $wpdb->esc_like( $search ) . '%';
			$where = '(' . implode( ' OR ', array_map( static fn( string $column ): string => "{$column} LIKE %s", $search_columns ) ) . ')';
			$args  = array_fill( 0, count( $search_columns ), $like );
		}
		$total = (int) $wpdb->get_var( $args ? $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$where}", $args ) : "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB -- our own table, prepared.
		$args  = array_merge( $args, array( $per_page, ( max( 1, $page ) - 1 ) * $per_page ) );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$where} ORDER BY {$orderby} {$order}, id {$order} LIMIT %d OFFSET %d", $args ), ARRAY_A ); // phpcs:ignore WordPress.DB -- our own table, prepared; ORDER BY from the caller's allow-list.
		return array(
			'rows'  => array_values( (array) $rows ),
			'total' => $total,
		);
	}
}
