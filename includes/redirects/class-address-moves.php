<?php
/**
 * Redirects for addresses that moved (a post, page or term whose slug or parent changed, the pages and
 * child terms below it, posts after a permalink structure change): one exact 301 per moved address,
 * written together through Redirects::create_many() (one check of loops, chains and duplicates, one
 * compile). Rules that sent visitors to an old address are pointed at its new one (no chain), and an
 * automatic rule from a new address is removed (it would loop now that the address is live again). A
 * rule someone wrote is never removed or replaced: an admin's exact rule on the new address keeps
 * answering it, and the automatic rule that would chain into it is refused instead.
 *
 * Descendants get one rule each rather than a prefix rule: only the addresses that were published
 * are redirected, so a page created later under the old address is not shadowed, and our prefix
 * rules send every match to one fixed target (they do not carry the rest of the path over).
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

defined( 'ABSPATH' ) || exit;

final class Address_Moves {

	public function __construct( private Redirects $redirects ) {}

	/**
	 * The rules that send each old address to its new one: [ old URL, new URL ] pairs of this site;
	 * pairs whose address did not change, or that leave the site, give none.
	 *
	 * @param list<array{0: string, 1: string}> $moves
	 * @return list<array{source: string, target: string, status: int, match: string, query: string}>
	 */
	public static function rules( array $moves ): array {
		$rules = array();
		$seen  = array();
		foreach ( $moves as list( $old_url, $new_url ) ) {
			$old = Paths::relative( $old_url );
			$new = Paths::relative( $new_url );
			if ( null === $old || null === $new ) {
				continue;
			}
			$key = Paths::exact_key( $old[0], $old[1] );
			if ( Paths::exact_key( $new[0], $new[1] ) === $key || isset( $seen[ $key ] ) ) {
				continue;
			}
			$seen[ $key ] = true;
			$rules[]      = array(
				'source' => $old[0] . ( '' === $old[1] ? '' : '?' . $old[1] ),
				'target' => $new[0] . ( '' === $new[1] ? '' : '?' . $new[1] ),
				'status' => 301,
				'match'  => 'exact',
				'query'  => 'keep',
			);
		}
		return $rules;
	}

	/**
	 * The rule of a moved base (a category or tag base): every address below $old_base to the same
	 * rest below $new_base (both paths from the home URL, ending in /).
	 *
	 * @return array{source: string, target: string, status: int, match: string, query: string}
	 */
	public static function base_rule( string $old_base, string $new_base ): array {
		return array(
			'source' => '^' . preg_quote( $old_base, null ) . '(.+)$',
			'target' => $new_base . '$1',
			'status' => 301,
			'match'  => 'regex',
			'query'  => 'keep',
		);
	}

	/**
	 * [ old base, new base ] of a rule base_rule() made, or null for any other rule.
	 *
	 * @param array<string, mixed> $rule
	 * @return array{0: string, 1: string}|null
	 */
	private static function base_move( array $rule ): ?array {
		if ( 'regex' !== $rule['match'] || ! preg_match( '#^\^(/.*)\(\.\+\)\$$#', (string) $rule['source'], $source ) || ! str_ends_with( (string) $rule['target'], '$1' ) ) {
			return null;
		}
		return array( stripslashes( $source[1] ), substr( (string) $rule['target'], 0, -2 ) );
	}

	/**
	 * Stores $rules (exact rules from rules(), base rules from base_rule()), first repointing rules
	 * that led to an old address or base and removing rules from a new one (it is live again).
	 *
	 * @param list<array<string, mixed>> $rules
	 * @return int Rules created.
	 */
	public function create( array $rules ): int {
		$done = $this->apply( $rules );
		return is_wp_error( $done ) ? 0 : $done['created'];
	}

	/**
	 * As create(), with what was done or why nothing was.
	 *
	 * @param list<array<string, mixed>> $rules
	 * @return array{created: int, repointed: int, removed: int}|\WP_Error
	 */
	public function apply( array $rules ) {
		if ( array() === $rules ) {
			return array(
				'created'   => 0,
				'repointed' => 0,
				'removed'   => 0,
			);
		}
		// Reading the stored rules and writing the change under one lock (taken again, nested, by the write).
		return Write_Lock::run( fn() => $this->apply_now( $rules ) );
	}

	/**
	 * @param list<array<string, mixed>> $rules
	 * @return array{created: int, repointed: int, removed: int}|\WP_Error
	 */
	private function apply_now( array $rules ) {
		$redirects = $this->redirects;
		$targets   = array(); // Old exact key => new target.
		$sources   = array(); // New exact key => true.
		$bases     = array(); // [ old base, new base ] of the base rules among $rules.
		$live      = array(); // Source of a base rule from a new base => true.
		foreach ( $rules as $rule ) {
			$base = self::base_move( $rule );
			if ( null !== $base ) {
				$bases[] = $base;

				$live[ self::base_rule( $base[1], $base[0] )['source'] ] = true;
			}
			if ( 'exact' !== $rule['match'] ) {
				continue;
			}
			$old = explode( '?', (string) $rule['source'], 2 );
			$new = explode( '?', (string) $rule['target'], 2 );

			$targets[ Paths::exact_key( $old[0], $old[1] ?? '' ) ] = (string) $rule['target'];
			$sources[ Paths::exact_key( $new[0], $new[1] ?? '' ) ] = true;
		}
		$stale   = array();
		$repoint = array();
		$through = array(); // Stored base moves [ old base, new base ] an old address may be reached through.
		foreach ( $redirects->each() as $stored ) {
			$base = self::base_move( $stored );
			if ( null !== $base ) {
				$through[] = $base;
			}
			if ( 'regex' === $stored['match'] && isset( $live[ $stored['source'] ] ) && ! empty( $stored['automatic'] ) ) {
				$stale[] = (int) $stored['id'];
				continue;
			}
			// A rule to an address below a base that moves now follows it (its own target stays below the base).
			foreach ( $bases as list( $old_base, $new_base ) ) {
				if ( str_starts_with( (string) $stored['target'], $old_base ) ) {
					$repoint[ (int) $stored['id'] ] = $new_base . substr( (string) $stored['target'], strlen( $old_base ) );
					continue 2;
				}
			}
			if ( 'exact' === $stored['match'] ) {
				$parts = explode( '?', (string) $stored['source'], 2 );
				if ( isset( $sources[ Paths::exact_key( $parts[0], $parts[1] ?? '' ) ] ) ) {
					if ( ! empty( $stored['automatic'] ) ) {
						$stale[] = (int) $stored['id'];
					}
					continue;
				}
			}
			$local = Target::local( (string) $stored['target'] );
			$key   = null === $local ? null : Paths::exact_key( $local[0], $local[1] );
			if ( null !== $key && isset( $targets[ $key ] ) ) {
				$repoint[ (int) $stored['id'] ] = $targets[ $key ];
			}
		}
		// An old address below a base that moved before is also reached from the older base
		// (/category/news/ → /topics/news/, now /topics/stories/): that address gets its own rule to
		// the newest one, which exact matching answers before the base's regex (one hop, not two).
		foreach ( $rules as $rule ) {
			foreach ( 'exact' === $rule['match'] ? $through : array() as list( $old_base, $new_base ) ) {
				if ( str_starts_with( (string) $rule['source'], $new_base ) ) {
					$rules[] = array( 'source' => $old_base . substr( (string) $rule['source'], strlen( $new_base ) ) ) + $rule;
				}
			}
		}
		$inputs = array();
		foreach ( $rules as $index => $rule ) {
			$inputs[ 'moved ' . $index ] = $rule;
		}
		// Removals, repointings and new rules: one check, one transaction, one compile.
		return $redirects->apply_moves( $stale, $repoint, $inputs );
	}
}
