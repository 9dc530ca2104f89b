<?php
/**
 * Refuses rules that would make visitors bounce: a loop (a rule whose target it matches itself, or two
 * rules sending to each other), found by following the rules on concrete addresses (each rule's source,
 * a sample path of each regex alternative, with the query string kept when the rule keeps it), a chain (a target another rule redirects again, or a source another
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
			if ( empty( $rule['enabled'] ) || ! in_array( (int) $rule['status'], Target::REDIRECTS, true ) ) {
				continue;
			}
			foreach ( self::first_hops( $rule, $lookup ) as $to ) {
				$next = self::hop( $lookup, $to );
				if ( null === $next ) {
					continue;
				}
				$other = $next['id'];
				if ( $other === $id && isset( $labels[ $id ] ) ) {
					$errors[ $labels[ $id ] ] ??= self::error(
						/* translators: %s: the rule (source → target). */
						sprintf( __( 'Redirect loop: %s sends visitors to an address its own source matches.', 'sightline-seo' ), self::name( $rule, $labels ) )
					);
				} elseif ( $other !== $id && ( isset( $labels[ $id ] ) || isset( $labels[ $other ] ) ) && self::comes_back( $lookup, $next['to'], $id ) ) {
					$errors[ $labels[ $id ] ?? $labels[ $other ] ] ??= self::error(
						sprintf(
							/* translators: 1: this rule, 2: the other rule. */
							__( 'Redirect loop: %1$s and %2$s send visitors back and forth.', 'sightline-seo' ),
							self::name( isset( $labels[ $id ] ) ? $rule : $rules[ $other ], $labels ),
							self::name( isset( $labels[ $id ] ) ? $rules[ $other ] : $rule, $labels )
						)
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
		}
		return $errors;
	}

	/**
	 * Where the rule sends visitors: its target read as an address, and the address each concrete
	 * request it answers is sent to (its own source, a sample path of each regex alternative), with
	 * the groups filled in and the query string kept when the rule keeps it. Text comparison alone
	 * misses /a?x=1 → /a (kept query: /a?x=1 again) and /a/(\d+) → /b/$1 against /b/(\d+) → /a/$1.
	 *
	 * @param array<string, mixed> $rule
	 * @return list<array{0: string, 1: string}>
	 */
	private static function first_hops( array $rule, Lookup $lookup ): array {
		$hops  = array();
		$local = Target::local( (string) $rule['target'] );
		if ( null !== $local ) {
			$hops[] = $local;
		}
		foreach ( self::requests( $rule ) as $request ) {
			$hop = self::hop( $lookup, $request );
			// A sample another rule answers first is not this rule's to follow.
			if ( null !== $hop && $hop['id'] === (int) $rule['id'] && null !== $hop['to'] ) {
				$hops[] = $hop['to'];
			}
		}
		return $hops;
	}

	/**
	 * Concrete requests the rule's source matches.
	 *
	 * @param array<string, mixed> $rule
	 * @return list<array{0: string, 1: string}>
	 */
	private static function requests( array $rule ): array {
		if ( 'regex' === $rule['match'] ) {
			return array_map( static fn( string $path ) => array( $path, '' ), Regex_Samples::samples( (string) $rule['source'] ) );
		}
		$parts = explode( '?', (string) $rule['source'], 2 );
		return array( array( $parts[0], $parts[1] ?? '' ) );
	}

	/**
	 * The rule a request matches and where it sends it (null for another site or a 410/451).
	 *
	 * @param array{0: string, 1: string} $request
	 * @return array{id: int, to: array{0: string, 1: string}|null}|null
	 */
	private static function hop( Lookup $lookup, array $request ): ?array {
		$match = $lookup->match( $request[0], $request[1] );
		if ( null === $match ) {
			return null;
		}
		list( $id, $target, $status, $keep ) = $match['rule'];
		return array(
			'id' => (int) $id,
			'to' => in_array( (int) $status, Target::REDIRECTS, true ) ? Target::destination( (string) $target, $match['groups'], $keep ? $request[1] : '' ) : null,
		);
	}

	/**
	 * Whether following the rules from $from (a few hops at most) reaches rule $id again.
	 *
	 * @param array{0: string, 1: string}|null $from
	 */
	private static function comes_back( Lookup $lookup, ?array $from, int $id ): bool {
		for ( $hops = 0; $hops < 5 && null !== $from; $hops++ ) {
			$next = self::hop( $lookup, $from );
			if ( null === $next ) {
				return false;
			}
			if ( $next['id'] === $id ) {
				return true;
			}
			$from = $next['to'];
		}
		return false;
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
