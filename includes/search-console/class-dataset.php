<?php
/**
 * The shape both sources fill (the API and an imported export): totals, a daily series and the
 * queries, pages, countries and devices tables, each row {key, clicks, impressions, ctr, position}.
 *
 * @package Sightline
 */

namespace Sightline\Search_Console;

defined( 'ABSPATH' ) || exit;

final class Dataset {

	public const TABLES = array( 'queries', 'pages', 'countries', 'devices' );

	/**
	 * @param array<string, list<array<string, mixed>>> $tables Parsed tables (dates, queries, …, filters).
	 * @return array<string, mixed>
	 */
	public static function from_tables( array $tables ): array {
		$dates = $tables['dates'] ?? array();
		usort( $dates, static fn( $a, $b ) => strcmp( $a['key'], $b['key'] ) );
		$data = array(
			'range'  => self::range( $dates, $tables['filters'] ?? array() ),
			'totals' => self::totals( $dates ? $dates : ( $tables['queries'] ?? $tables['pages'] ?? array() ) ),
			'dates'  => array_map( static fn( $row ) => array( 'date' => $row['key'] ) + self::metrics( $row ), $dates ),
		);
		foreach ( self::TABLES as $table ) {
			$rows = $tables[ $table ] ?? array();
			usort( $rows, static fn( $a, $b ) => array( $b['clicks'], $b['impressions'] ) <=> array( $a['clicks'], $a['impressions'] ) );
			$data[ $table ] = array_map( static fn( $row ) => array( 'key' => (string) $row['key'] ) + self::metrics( $row ), $rows );
		}
		$data['filters'] = array_map(
			static fn( $row ) => array(
				'name'  => $row['key'],
				'value' => $row['value'],
			),
			$tables['filters'] ?? array()
		);
		return $data;
	}

	/**
	 * @param array<string, mixed> $row
	 * @return array{clicks: int, impressions: int, ctr: float, position: float}
	 */
	public static function metrics( array $row ): array {
		return array(
			'clicks'      => (int) round( (float) $row['clicks'] ),
			'impressions' => (int) round( (float) $row['impressions'] ),
			'ctr'         => round( (float) $row['ctr'], 4 ),
			'position'    => round( (float) $row['position'], 2 ),
		);
	}

	/**
	 * Sums clicks and impressions; CTR from the sums; position weighted by impressions (how Search
	 * Console averages it).
	 *
	 * @param list<array<string, mixed>> $rows
	 * @return array{clicks: int, impressions: int, ctr: float, position: float}
	 */
	public static function totals( array $rows ): array {
		$clicks      = array_sum( array_map( static fn( $r ) => (float) $r['clicks'], $rows ) );
		$impressions = array_sum( array_map( static fn( $r ) => (float) $r['impressions'], $rows ) );
		$weighted    = array_sum( array_map( static fn( $r ) => (float) $r['position'] * (float) $r['impressions'], $rows ) );
		return array(
			'clicks'      => (int) round( $clicks ),
			'impressions' => (int) round( $impressions ),
			'ctr'         => $impressions > 0 ? round( $clicks / $impressions, 4 ) : 0.0,
			'position'    => $impressions > 0 ? round( $weighted / $impressions, 2 ) : 0.0,
		);
	}

	/**
	 * @param list<array<string, mixed>> $dates  Sorted.
	 * @param list<array<string, mixed>> $filters
	 * @return array{start: string, end: string, label: string}
	 */
	private static function range( array $dates, array $filters ): array {
		$label = '';
		foreach ( $filters as $filter ) {
			if ( 'date' === strtolower( (string) $filter['key'] ) ) {
				$label = (string) $filter['value'];
			}
		}
		return array(
			'start' => $dates ? (string) $dates[0]['key'] : '',
			'end'   => $dates ? (string) $dates[ count( $dates ) - 1 ]['key'] : '',
			'label' => $label,
		);
	}
}
