<?php
/**
 * All in One SEO's redirects: the table {prefix}aioseo_redirects, created by the AIOSEO Redirects addon
 * (Pro). The free plugin's public code does not hold the table's definition; it shows the fields a rule
 * has (the redirects list and editor: source_url, target_url, type, regex, ignore_slash, ignore_case,
 * query parameters, custom rules, enabled) and their values: types 301, 302, 303, 304, 307, 308, the
 * error codes 400 to 505 and 0 for pass through; query handling ignore, exact, pass or utm. The reader
 * reads the columns by those names and accepts both spellings the code shows for the query handling
 * (query_param, query_parameters) and the custom rules (custom_rules, rules).
 *
 * @package Sightline
 */

namespace Sightline\Migration\Redirect_Sources;

use Sightline\Migration\Abstract_Redirect_Reader;
use Sightline\Migration\Mapped_Redirect;

defined( 'ABSPATH' ) || exit;

final class Aioseo extends Abstract_Redirect_Reader {

	protected const TABLE = 'aioseo_redirects';

	public function read( string $group, array $ids ): array {
		$out = array();
		foreach ( $this->rows( $ids ) as $id => $row ) {
			$out[ $id ] = array( $this->map( $row ) );
		}
		return $out;
	}

	/**
	 * @param array<string, mixed> $row
	 */
	private function map( array $row ): Mapped_Redirect {
		$regex   = ! empty( $row['regex'] );
		$query   = (string) ( $row['query_param'] ?? $row['query_parameters'] ?? 'ignore' );
		$code    = (int) ( $row['type'] ?? 301 );
		$status  = self::status( $code );
		$url     = (string) $row['source_url'];
		$exact_q = 'exact' === $query;
		$source  = $regex ? ( empty( $row['ignore_case'] ) ? '' : '(?i)' ) . $url : self::path( $exact_q ? $url : self::without_query( $url ) );
		$rule    = new Mapped_Redirect(
			$source,
			$regex ? 'regex' : 'exact',
			self::target( (string) ( $row['target_url'] ?? '' ) ),
			null === $status ? 301 : $status[0],
			in_array( $query, array( 'pass', 'utm' ), true ) ? 'keep' : 'ignore',
			! isset( $row['enabled'] ) || ! empty( $row['enabled'] )
		);
		if ( null === $status ) {
			$rule->skipped( 0 === $code ? __( 'the pass-through redirect type', 'sightline-seo' ) : self::status_note( $code ) );
		} elseif ( '' !== $status[1] ) {
			$rule->converted( $status[1] );
		}
		if ( 'utm' === $query ) {
			$rule->converted( __( 'All in One SEO passed only the UTM parameters of the request to the target; every query parameter is passed now.', 'sightline-seo' ) );
		}
		$custom = self::custom_rules( $row['custom_rules'] ?? $row['rules'] ?? '' );
		if ( array() !== $custom ) {
			/* translators: %s: comma-separated kinds of custom rules (login, ip, referrer…). */
			$rule->skipped( sprintf( __( 'the custom rules (%s)', 'sightline-seo' ), implode( ', ', $custom ) ) );
		}
		return $rule;
	}

	/**
	 * The kinds of the custom rules a redirect has (a JSON list of { type, key, value, regex }).
	 *
	 * @param mixed $raw
	 * @return list<string>
	 */
	private static function custom_rules( $raw ): array {
		$rules = is_string( $raw ) ? json_decode( $raw, true ) : $raw;
		if ( ! is_array( $rules ) ) {
			return array();
		}
		$kinds = array();
		foreach ( $rules as $rule ) {
			if ( is_array( $rule ) && '' !== (string) ( $rule['type'] ?? '' ) ) {
				$kinds[] = sanitize_key( (string) $rule['type'] );
			}
		}
		return array_values( array_unique( $kinds ) );
	}
}
