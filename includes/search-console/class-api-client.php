<?php
/**
 * The Search Console API calls the screens need: the admin's properties and Search Analytics
 * (clicks, impressions, CTR, position) over a date range.
 *
 * @package Sightline
 */

namespace Sightline\Search_Console;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Api_Client {

	/** Rows per table: the most the screens show. */
	public const ROW_LIMIT = 250;

	public function __construct( private Oauth $oauth ) {}

	/**
	 * @return list<array{site_url: string, permission_level: string}>|WP_Error
	 */
	public function sites() {
		$answer = $this->call( 'GET', '/sites' );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$sites = array();
		foreach ( (array) ( $answer['siteEntry'] ?? array() ) as $entry ) {
			if ( is_array( $entry ) && isset( $entry['siteUrl'] ) ) {
				$sites[] = array(
					'site_url'         => (string) $entry['siteUrl'],
					'permission_level' => (string) ( $entry['permissionLevel'] ?? '' ),
				);
			}
		}
		return $sites;
	}

	/**
	 * Search Analytics rows for one property, grouped by $dimensions (none = one totals row).
	 *
	 * @param list<string> $dimensions date, query, page, country, device.
	 * @return list<array{keys: list<string>, clicks: float, impressions: float, ctr: float, position: float}>|WP_Error
	 */
	public function query( string $property, string $start, string $end, array $dimensions = array(), int $row_limit = self::ROW_LIMIT ) {
		$answer = $this->call(
			'POST',
			'/sites/' . rawurlencode( $property ) . '/searchAnalytics/query',
			array(
				'startDate'  => $start,
				'endDate'    => $end,
				'dimensions' => $dimensions,
				'rowLimit'   => $row_limit,
				'dataState'  => 'final',
			)
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$rows = array();
		foreach ( (array) ( $answer['rows'] ?? array() ) as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			$rows[] = array(
				'keys'        => array_map( 'strval', (array) ( $row['keys'] ?? array() ) ),
				'clicks'      => (float) ( $row['clicks'] ?? 0 ),
				'impressions' => (float) ( $row['impressions'] ?? 0 ),
				'ctr'         => (float) ( $row['ctr'] ?? 0 ),
				'position'    => (float) ( $row['position'] ?? 0 ),
			);
		}
		return $rows;
	}

	/**
	 * @param array<string, mixed>|null $body
	 * @return array<string, mixed>|WP_Error
	 */
	private function call( string $method, string $path, ?array $body = null ) {
		$token = $this->oauth->access_token();
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		$args = array(
			'method'  => $method,
			'headers' => array(
				'Authorization' => 'Bearer ' . $token,
				'Accept'        => 'application/json',
			),
		);
		if ( null !== $body ) {
			$args['headers']['Content-Type'] = 'application/json';
			$args['body']                    = (string) wp_json_encode( $body );
		}
		return Http::json( Endpoints::get( 'api' ) . $path, $args );
	}
}
