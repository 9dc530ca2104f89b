<?php
/**
 * Refuses rules that would make visitors bounce: a loop (a rule whose target it matches itself, or two
 * rules sending to each other), a chain (a target another rule redirects again, or a source another
 * rule already sends to), and a second rule for a source that one already handles. Every error names
 * the other rule. Candidates (the rules being saved or imported) are checked together with the stored
 * ones in one pass over one compiled lookup, so importing 10,000 lines stays linear.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Chains {

	/**
	 * The error of each candidate that loops, chains or duplicates.
	 *
	 * @param array<int|string, array<string, mixed>> $candidates Validated fields, keyed by the stored id
	 *                                                            (an update) or a label ('line 7', 'new').
	 * @param iterable<array<string, mixed>>          $stored     Every stored rule (Table::each()).
	 * @return array<int|string, WP_Error>
	 */
	public static function errors( array $candidates, iterable $stored ): array {
		$rules  = array(); // Internal id => rule; candidates get negative ids.
		$labels = array(); // Internal id => the candidate's key.
		foreach ( $stored as $rule ) {
			$rules[ (int) $rule['id'] ] = $rule;
		}
		$next = -1;
		foreach ( $candidates as $key => $rule ) {
			$id = is_int( $key ) ? $key : $next--;
			if ( is_int( $key ) && ! isset( $rules[ $key ] ) ) {
				$id = $next--;
			}
			$rules[ $id ]  = array( 'id' => $id ) + $rule;
			$labels[ $id ] = $key;
		}
		$errors = self::duplicates( $rules, $labels );
		$lookup = self::lookup( $rules );
		foreach ( $rules as $id => $rule ) {
			$local = empty( $rule['enabled'] ) ? null : Target::local( (string) $rule['target'] );
			if ( null === $local ) {
				continue;
			}
			$match = $lookup->match( $local[0], $local[1] );
			if ( null === $match ) {
				continue;
			}
			$other = (int) $match['rule'][0];
			if ( $other === $id && isset( $labels[ $id ] ) ) {
				$errors[ $labels[ $id ] ] ??= self::error(
					/* translators: %s: the rule (source → target). */
					sprintf( __( 'Redirect loop: %s sends visitors to an address its own source matches.', 'sightline-seo' ), self::name( $rule, $labels ) )
				);
			} elseif ( $other !== $id && isset( $labels[ $id ] ) ) {
				$errors[ $labels[ $id ] ] ??= self::error(
					sprintf(
						/* translators: 1: this rule, 2: the other rule. */
						__( 'Redirect chain: the target of %1$s is redirected again by %2$s. Point it to the final address instead.', 'sightline-seo' ),
						self::name( $rule, $labels ),
						self::name( $rules[ $other ], $labels )
					)
				);
			} elseif ( $other !== $id && isset( $labels[ $other ] ) ) {
				$errors[ $labels[ $other ] ] ??= self::error(
					sprintf(
						/* translators: 1: this rule, 2: the other rule. */
						__( 'Redirect chain: %2$s already sends visitors to the source of %1$s. Point that rule to the final address instead.', 'sightline-seo' ),
						self::name( $rules[ $other ], $labels ),
						self::name( $rule, $labels )
					)
				);
			}
		}
		return $errors;
	}

	/**
	 * @param array<int, array<string, mixed>> $rules
	 * @param array<int, int|string>           $labels
	 * @return array<int|string, WP_Error>
	 */
	private static function duplicates( array $rules, array $labels ): array {
		$seen   = array();
		$errors = array();
		foreach ( $rules as $id => $rule ) {
			$key = $rule['match'] . ':' . ( 'regex' === $rule['match'] ? $rule['source'] : self::key( $rule ) );
			if ( ! isset( $seen[ $key ] ) ) {
				$seen[ $key ] = $id;
				continue;
			}
			$first = $seen[ $key ];
			$label = $labels[ $id ] ?? $labels[ $first ] ?? null;
			if ( null !== $label ) {
				$errors[ $label ] ??= self::error(
					/* translators: %s: the other rule. */
					sprintf( __( 'This source is already redirected by %s.', 'sightline-seo' ), self::name( $rules[ isset( $labels[ $id ] ) ? $first : $id ], $labels ) )
				);
			}
		}
		return $errors;
	}

	/**
	 * What makes two exact or prefix rules the same source (the regex source itself for regex rules).
	 *
	 * @param array<string, mixed> $rule
	 */
	public static function key( array $rule ): string {
		if ( 'regex' === $rule['match'] ) {
			return (string) $rule['source'];
		}
		$parts = explode( '?', (string) $rule['source'], 2 );
		return 'prefix' === $rule['match'] ? Paths::prefix_key( $parts[0] ) : Paths::exact_key( $parts[0], $parts[1] ?? '' );
	}

	/**
	 * @param array<int, array<string, mixed>> $rules
	 */
	private static function lookup( array $rules ): Lookup {
		$compiled = Lookup::compile( $rules );
		$shards   = $compiled['shards'];
		return new Lookup( $compiled['head'], static fn( int $shard ) => $shards[ $shard ] ?? array() );
	}

	/**
	 * How an error names a rule: "rule #12 (/a → /b)" for a stored one, "line 7 (/a → /b)" in an import.
	 *
	 * @param array<string, mixed>   $rule
	 * @param array<int, int|string> $labels
	 */
	private static function name( array $rule, array $labels ): string {
		$id    = (int) $rule['id'];
		$label = $labels[ $id ] ?? null;
		$what  = is_string( $label ) ? ( 'new' === $label ? __( 'this rule', 'sightline-seo' ) : $label ) : sprintf( /* translators: %d: rule id. */ __( 'rule #%d', 'sightline-seo' ), $id );
		return sprintf( '%s (%s → %s)', $what, $rule['source'], '' === $rule['target'] ? (string) $rule['status'] : $rule['target'] );
	}

	private static function error( string $message ): WP_Error {
		return new WP_Error( 'sightline_redirect_chain', $message, array( 'status' => 400 ) );
	}
}
