<?php
/**
 * Search performance for the screens, from the connected property (Search Analytics API) or else
 * from the last imported export. Both give the Dataset shape plus `source`.
 *
 * @package Sightline
 */

namespace Sightline\Search_Console;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Report {

	public const IMPORT_OPTION = 'sightline_search_console_import';

	/** Date ranges the screens offer, in days back from today. */
	public const RANGES = array( 7, 28, 90, 180, 365, 480 );

	public function __construct( private Oauth $oauth, private Api_Client $client ) {}

	/**
	 * @param array<string, mixed> $dataset From the Importer.
	 */
	public function save_import( array $dataset ): void {
		update_option( self::IMPORT_OPTION, array( 'imported_at' => time() ) + $dataset, false );
	}

	public function delete_import(): void {
		delete_option( self::IMPORT_OPTION );
	}

	/** @return array<string, mixed>|null */
	public function imported(): ?array {
		$stored = get_option( self::IMPORT_OPTION );
		return is_array( $stored ) && isset( $stored['totals'] ) ? $stored : null;
	}

	/**
	 * What the status route says about the import (no rows).
	 *
	 * @return array{imported_at: int, range: array<string, string>, counts: array<string, int>}|null
	 */
	public function import_summary(): ?array {
		$import = $this->imported();
		if ( ! $import ) {
			return null;
		}
		$counts = array();
		foreach ( array_merge( array( 'dates' ), Dataset::TABLES ) as $table ) {
			$counts[ $table ] = count( (array) ( $import[ $table ] ?? array() ) );
		}
		return array(
			'imported_at' => (int) $import['imported_at'],
			'range'       => (array) $import['range'],
			'counts'      => $counts,
		);
	}

	/**
	 * @return array<string, mixed>|WP_Error
	 */
	public function get( int $days ) {
		if ( $this->oauth->is_connected() && '' !== $this->oauth->property() ) {
			return $this->from_api( $days );
		}
		$import = $this->imported();
		if ( $import ) {
			return array( 'source' => 'import' ) + $import;
		}
		return new WP_Error(
			'sightline_search_console_no_data',
			__( 'There is no Search Console data yet: connect a property or import the Performance export.', 'sightline-seo' ),
			array( 'status' => 404 )
		);
	}

	/**
	 * @return array<string, mixed>|WP_Error
	 */
	private function from_api( int $days ) {
		$end      = gmdate( 'Y-m-d', (int) current_time( 'timestamp' ) ); // phpcs:ignore WordPress.DateTime.CurrentTimeTimestamp.Requested -- the site's local "today".
		$start    = gmdate( 'Y-m-d', strtotime( $end . ' -' . $days . ' days' ) );
		$property = $this->oauth->property();
		$tables   = array();
		foreach ( array(
			'dates'     => 'date',
			'queries'   => 'query',
			'pages'     => 'page',
			'countries' => 'country',
			'devices'   => 'device',
		) as $table => $dimension ) {
			$rows = $this->client->query( $property, $start, $end, array( $dimension ), 'dates' === $table ? 500 : Api_Client::ROW_LIMIT );
			if ( is_wp_error( $rows ) ) {
				return $rows;
			}
			$tables[ $table ] = array_map( static fn( $row ) => array( 'key' => $row['keys'][0] ?? '' ) + $row, $rows );
		}
		$totals = $this->client->query( $property, $start, $end );
		if ( is_wp_error( $totals ) ) {
			return $totals;
		}
		$data = Dataset::from_tables( $tables );
		if ( $totals ) {
			$data['totals'] = Dataset::metrics( $totals[0] );
		}
		$data['range'] = array(
			'start' => $start,
			'end'   => $end,
			'label' => '',
		);
		return array(
			'source'   => 'api',
			'property' => $property,
		) + $data;
	}
}
