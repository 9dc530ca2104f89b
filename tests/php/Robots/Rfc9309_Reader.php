<?php
/**
 * A robots.txt reader written for the tests, apart from the plugin's own, as RFC 9309 and Google's
 * robots.txt specification say a crawler reads the file: records begin with user-agent lines; a crawler
 * takes every record whose user-agent names its product token (case-insensitive; the records merge),
 * or else the `*` records; the longest matching rule path wins, allow on a tie; `*` matches any
 * characters and a final `$` the end of the path; no matching rule means allowed. Google reads the
 * Google-Extended product token this way too, from a record of its own, while Googlebot keeps its own
 * record (or `*`).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Robots;

final class Rfc9309_Reader {

	/** @var list<array{0: list<string>, 1: list<array{0: string, 1: string}>}> */
	private array $records = array();

	public function __construct( string $text ) {
		$agents      = array();
		$rules       = array();
		$last_was_ua = false;
		foreach ( explode( "\n", str_replace( "\r", "\n", $text ) ) as $line ) {
			$hash = strpos( $line, '#' );
			$line = trim( false === $hash ? $line : substr( $line, 0, $hash ) );
			$colon = strpos( $line, ':' );
			if ( false === $colon ) {
				continue;
			}
			$field = strtolower( trim( substr( $line, 0, $colon ) ) );
			$value = trim( substr( $line, $colon + 1 ) );
			if ( 'user-agent' === $field ) {
				if ( ! $last_was_ua && $agents ) {
					$this->records[] = array( $agents, $rules );
					$agents          = array();
					$rules           = array();
				}
				$agents[]    = strtolower( $value );
				$last_was_ua = true;
			} elseif ( 'allow' === $field || 'disallow' === $field ) {
				$last_was_ua = false;
				if ( $agents ) {
					$rules[] = array( $field, $value );
				}
			}
		}
		if ( $agents ) {
			$this->records[] = array( $agents, $rules );
		}
	}

	public function allowed( string $product_token, string $path ): bool {
		$rules = $this->rules( strtolower( $product_token ) );
		if ( null === $rules ) {
			$rules = $this->rules( '*' ) ?? array();
		}
		$best_length = -1;
		$allowed     = true;
		foreach ( $rules as list( $field, $pattern ) ) {
			if ( '' === $pattern || ! $this->match( $pattern, $path ) ) {
				continue;
			}
			$length = strlen( $pattern );
			if ( $length > $best_length || ( $length === $best_length && 'allow' === $field ) ) {
				$best_length = $length;
				$allowed     = 'allow' === $field;
			}
		}
		return $allowed;
	}

	/** @return list<array{0: string, 1: string}>|null */
	private function rules( string $agent ): ?array {
		$found = null;
		foreach ( $this->records as list( $agents, $rules ) ) {
			if ( in_array( $agent, $agents, true ) ) {
				$found = array_merge( $found ?? array(), $rules );
			}
		}
		return $found;
	}

	private function match( string $pattern, string $path ): bool {
		$end   = '$' === substr( $pattern, -1 );
		$parts = array_map( fn( $part ) => preg_quote( $part, '~' ), explode( '*', $end ? substr( $pattern, 0, -1 ) : $pattern ) );
		return 1 === preg_match( '~^' . implode( '.*', $parts ) . ( $end ? '$' : '' ) . '~', $path );
	}
}
