<?php
/**
 * Rank Math's redirects: the table {prefix}rank_math_redirections (id, sources, url_to, header_code,
 * hits, status, created, updated, last_accessed). `sources` is a serialized list of
 * { pattern, comparison (exact|start|contains|end|regex), ignore ('case' or '') }: patterns are kept
 * without the leading slash, and Rank Math compares them with the request path stripped of its
 * slashes and query string. `url_to` is a full URL; status is active, inactive or trashed; the query
 * string of the request is passed on to the target.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Redirect_Sources;

use Sightline\Migration\Abstract_Redirect_Reader;
use Sightline\Migration\Mapped_Redirect;

defined( 'ABSPATH' ) || exit;

final class Rank_Math extends Abstract_Redirect_Reader {

	protected const TABLE = 'rank_math_redirections';

	public function read( string $group, array $ids ): array {
		$out = array();
		foreach ( $this->rows( $ids ) as $id => $row ) {
			$out[ $id ] = $this->map( $row );
		}
		return $out;
	}

	/**
	 * @param array<string, mixed> $row
	 * @return list<Mapped_Redirect>
	 */
	private function map( array $row ): array {
		$sources = maybe_unserialize( (string) $row['sources'] );
		$code    = (int) $row['header_code'];
		$status  = self::status( $code );
		$target  = self::target( (string) $row['url_to'] );
		$rules   = array();
		foreach ( is_array( $sources ) ? $sources : array() as $source ) {
			if ( ! is_array( $source ) || '' === trim( (string) ( $source['pattern'] ?? '' ) ) ) {
				continue;
			}
			$pattern    = wp_specialchars_decode( (string) $source['pattern'] );
			$comparison = (string) ( $source['comparison'] ?? 'exact' );
			$rule       = $this->rule( $pattern, $comparison, null === $status ? 301 : $status[0], $target, 'active' === $row['status'] );
			if ( null === $status ) {
				$rule->skipped( self::status_note( $code ) );
			} elseif ( '' !== $status[1] ) {
				$rule->converted( $status[1] );
			}
			if ( 'trashed' === $row['status'] ) {
				$rule->skipped( __( "a redirect in Rank Math's trash", 'sightline-seo' ) );
			}
			$rules[] = $rule;
		}
		if ( array() !== $rules ) {
			// Rank Math counts hits per redirect, not per source: the first rule carries them.
			$rules[0]->hits_from( (int) $row['hits'], isset( $row['last_accessed'] ) ? (string) $row['last_accessed'] : null, true );
		}
		return $rules;
	}

	private function rule( string $pattern, string $comparison, int $status, string $target, bool $enabled ): Mapped_Redirect {
		switch ( $comparison ) {
			case 'start':
				return new Mapped_Redirect( self::path( $pattern ), 'prefix', $target, $status, 'keep', $enabled );
			case 'contains':
				$rule = new Mapped_Redirect( self::contains_regex( untrailingslashit( $pattern ), false ), 'regex', $target, $status, 'keep', $enabled );
				/* translators: %s: the text Rank Math looked for in the address. */
				$rule->converted( sprintf( __( 'the "contains %s" match became a regular expression matching the same addresses.', 'sightline-seo' ), $pattern ) );
				return $rule;
			case 'end':
				$rule = new Mapped_Redirect( self::ends_regex( $pattern, false ), 'regex', $target, $status, 'keep', $enabled );
				/* translators: %s: the text Rank Math looked for at the end of the address. */
				$rule->converted( sprintf( __( 'the "ends with %s" match became a regular expression matching the same addresses.', 'sightline-seo' ), $pattern ) );
				return $rule;
			case 'regex':
				return new Mapped_Redirect( self::trimmed_path_regex( stripslashes( $pattern ) ), 'regex', $target, $status, 'keep', $enabled );
			default:
				return new Mapped_Redirect( self::path( $pattern ), 'exact', $target, $status, 'keep', $enabled );
		}
	}
}
