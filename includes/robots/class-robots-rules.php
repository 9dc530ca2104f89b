<?php
/**
 * A robots.txt read as RFC 9309 says a crawler reads it: groups start with one or more user-agent lines;
 * a crawler obeys the groups naming its product token (matched case-insensitively; several groups for
 * one token combine), or else the `*` groups; among the rules matching a path the longest wins, and an
 * allow wins a tie. Used to find which line of the editor's text contradicts the AI crawler policy.
 *
 * @package Sightline
 */

namespace Sightline\Robots;

defined( 'ABSPATH' ) || exit;

final class Robots_Rules {

	/** @var list<array{agents: list<string>, rules: list<array{allow: bool, path: string, line: int, text: string}>}> */
	private array $groups = array();

	public function __construct( string $text ) {
		$group  = null;
		$in_ua  = false;
		$number = 0;
		foreach ( (array) preg_split( '/\r\n|\r|\n/', $text ) as $raw ) {
			++$number;
			$line = trim( (string) preg_replace( '/#.*$/', '', (string) $raw ) );
			if ( ! preg_match( '/^([A-Za-z-]+)\s*:\s*(.*)$/', $line, $parts ) ) {
				continue;
			}
			$key   = strtolower( $parts[1] );
			$value = trim( $parts[2] );
			if ( 'user-agent' === $key ) {
				if ( null === $group || ! $in_ua ) {
					$this->groups[] = array(
						'agents' => array(),
						'rules'  => array(),
					);
					$group          = count( $this->groups ) - 1;
				}
				$this->groups[ $group ]['agents'][] = self::token( $value );
				$in_ua                              = true;
			} elseif ( ( 'allow' === $key || 'disallow' === $key ) && null !== $group ) {
				$in_ua = false;
				if ( '' !== $value ) { // An empty Disallow allows everything: no rule.
					$this->groups[ $group ]['rules'][] = array(
						'allow' => 'allow' === $key,
						'path'  => $value,
						'line'  => $number,
						'text'  => trim( (string) $raw ),
					);
				}
			}
		}
	}

	/** The product token of a user-agent value, lower case (`Googlebot/2.1` → `googlebot`; `*` stays). */
	public static function token( string $value ): string {
		return '*' === $value ? '*' : strtolower( (string) preg_replace( '/[^A-Za-z_-].*$/s', '', $value ) );
	}

	/**
	 * The rules a crawler with this product token obeys.
	 *
	 * @return list<array{allow: bool, path: string, line: int, text: string}>
	 */
	public function rules_for( string $token ): array {
		$token = self::token( $token );
		foreach ( array( $token, '*' ) as $agent ) {
			$rules = array();
			$found = false;
			foreach ( $this->groups as $group ) {
				if ( in_array( $agent, $group['agents'], true ) ) {
					$found = true;
					array_push( $rules, ...$group['rules'] );
				}
			}
			if ( $found ) {
				return $rules;
			}
		}
		return array();
	}

	/**
	 * The rule that decides a path for this crawler, or null when none matches (allowed).
	 *
	 * @return array{allow: bool, path: string, line: int, text: string}|null
	 */
	public function deciding_rule( string $token, string $path ): ?array {
		$best = null;
		foreach ( $this->rules_for( $token ) as $rule ) {
			if ( ! self::matches( $rule['path'], $path ) ) {
				continue;
			}
			$length = strlen( $rule['path'] );
			if ( null === $best || $length > strlen( $best['path'] ) || ( strlen( $best['path'] ) === $length && $rule['allow'] && ! $best['allow'] ) ) {
				$best = $rule;
			}
		}
		return $best;
	}

	public function allows( string $token, string $path ): bool {
		$rule = $this->deciding_rule( $token, $path );
		return null === $rule || $rule['allow'];
	}

	/** A rule's path pattern (`*` any characters, a final `$` the end) against a path. */
	private static function matches( string $pattern, string $path ): bool {
		$anchored = str_ends_with( $pattern, '$' );
		$pattern  = $anchored ? substr( $pattern, 0, -1 ) : $pattern;
		$regex    = '#^' . str_replace( '\*', '.*', preg_quote( $pattern, '#' ) ) . ( $anchored ? '$' : '' ) . '#';
		return 1 === preg_match( $regex, $path );
	}
}
