<?php
/**
 * Checks a regular-expression source before it is saved: it compiles alone and inside the combined
 * pattern the lookup joins rules into (without eating the alternatives after it, as an unclosed \Q or
 * an extended-mode comment would), it uses nothing the combined lookup cannot hold (backreferences,
 * named groups, recursion, verbs), it has no nested unbounded quantifiers such as (a+)+, and input
 * generated from the pattern itself to make it backtrack (Regex_Samples::attacks(): (a|a)*, nested
 * quantifiers, chains of .*) stays within PHP's default pcre.backtrack_limit. A rule that passes can
 * run on every page view without stalling one.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Regex_Guard {

	/** The delimiter every rule pattern is wrapped in (a control character no source may contain). */
	public const DELIMITER = "\x01";

	/**
	 * Backtracking steps a test run may take: PHP's default limit, which a page view runs under. A pattern
	 * that backtracks in quadratic time on the attack strings stays below it; cubic and worse do not.
	 */
	private const BACKTRACK_LIMIT = 1000000;

	/** A rule the combined check puts beside the candidate, and the only path it matches. */
	private const SENTINEL = '^/sightline-sentinel-7f3a$';

	public static function pattern( string $regex ): string {
		return self::DELIMITER . $regex . self::DELIMITER;
	}

	/**
	 * @return true|WP_Error
	 */
	public static function check( string $regex ) {
		$refused = array(
			'/\\\\[1-9]|\\\\g|\\\\k/'         => __( 'Backreferences (\\1, \\g, \\k) are not supported in redirect sources.', 'sightline-seo' ),
			'/\(\?(P?<(?![=!])|\')/'          => __( 'Named groups are not supported in redirect sources; use plain groups and $1, $2… in the target.', 'sightline-seo' ),
			'/\(\?(R|[+-]?\d|&|P>)/'          => __( 'Recursive patterns are not supported in redirect sources.', 'sightline-seo' ),
			'/\(\*/'                          => __( 'Pattern verbs such as (*SKIP) are not supported in redirect sources.', 'sightline-seo' ),
			'/\\\\[CX]|\\\\[pP]\{?[A-Za-z]*/' => __( 'Unicode and single-byte escapes (\\C, \\X, \\p) are not supported in redirect sources.', 'sightline-seo' ),
		);
		foreach ( $refused as $test => $message ) {
			if ( preg_match( $test, $regex ) ) {
				return self::error( $message );
			}
		}
		// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- the compile error is reported as a validation message below.
		if ( false === @preg_match( self::pattern( $regex ), '' ) ) {
			return self::error(
				/* translators: %s: PCRE's error message. */
				sprintf( __( 'The regular expression does not compile: %s.', 'sightline-seo' ), self::last_error() )
			);
		}
		if ( ! self::combines( $regex ) ) {
			return self::error( __( 'The regular expression does not work inside the combined pattern the redirects are matched with (an unclosed \\Q or an extended-mode comment swallows what follows it).', 'sightline-seo' ) );
		}
		if ( self::has_nested_quantifiers( $regex ) ) {
			return self::error( __( 'The regular expression has nested quantifiers such as (a+)+, which can backtrack catastrophically. Rewrite it without a repeated group that itself repeats.', 'sightline-seo' ) );
		}
		if ( ! self::survives_hostile_paths( $regex ) ) {
			return self::error( __( 'The regular expression backtracks catastrophically on long paths (it hit the backtracking limit). Make it more specific, for example [^/]+ in place of .* between slashes.', 'sightline-seo' ) );
		}
		return true;
	}

	/**
	 * Whether the rule, placed before and after another rule in a combined pattern as Lookup joins them,
	 * compiles and leaves the other rule matching its own path.
	 */
	private static function combines( string $regex ): bool {
		$sentinel = array( self::SENTINEL, array( 0 ) );
		$rule     = array( $regex, array( 0 ) );
		foreach ( array( array( $rule, $sentinel ), array( $sentinel, $rule ) ) as $group ) {
			// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a failure is the answer.
			if ( 1 !== @preg_match( Lookup::combine( $group ), '/sightline-sentinel-7f3a', $mark ) || ! isset( $mark['MARK'] ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether a group holding an unbounded quantifier (*, +, {n,}) is itself repeated without bound, unless
	 * each repetition must start with a literal its quantified inside cannot match, as in (-[a-z]+)*:
	 * such a group can split a path only one way, so it cannot backtrack catastrophically.
	 */
	public static function has_nested_quantifiers( string $regex ): bool {
		$stack  = array();
		$starts = array();
		$length = strlen( $regex );
		$inner  = false; // Whether the last closed group held an unbounded quantifier.
		for ( $i = 0; $i < $length; $i++ ) {
			$char = $regex[ $i ];
			if ( '\\' === $char ) {
				++$i;
				$inner = false;
				continue;
			}
			if ( '[' === $char ) { // Skip a character class: nothing in it quantifies.
				$i     = self::class_end( $regex, $i );
				$inner = false;
				continue;
			}
			if ( '(' === $char ) {
				$stack[]  = false;
				$starts[] = $i;
				$inner    = false;
				continue;
			}
			if ( ')' === $char ) {
				$inner = (bool) array_pop( $stack );
				$start = (int) array_pop( $starts );
				if ( $inner && self::unbounded_at( $regex, $i + 1 ) && ! self::literal_led( substr( $regex, $start + 1, $i - $start - 1 ) ) ) {
					return true;
				}
				if ( $inner && array() !== $stack ) {
					$stack[ count( $stack ) - 1 ] = true;
				}
				continue;
			}
			if ( array() !== $stack && self::unbounded_at( $regex, $i ) ) {
				$stack[ count( $stack ) - 1 ] = true;
			}
			$inner = false;
		}
		return false;
	}

	/** Whether a group's content starts with a literal character that the rest of it cannot match. */
	private static function literal_led( string $content ): bool {
		$content = (string) preg_replace( '/^\?:/', '', $content );
		$first   = $content[0] ?? '';
		if ( '' === $first || str_contains( $content, '|' ) || str_contains( '\\[(.^$|?*+{)', $first ) || self::unbounded_at( $content, 1 ) || '?' === ( $content[1] ?? '' ) ) {
			return false;
		}
		// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a rest that does not compile alone is not literal-led.
		return 0 === @preg_match( self::pattern( substr( $content, 1 ) ), $first );
	}

	/** Whether an unbounded quantifier starts at $at: *, + or {n,} / {n,m} with m > 1. */
	private static function unbounded_at( string $regex, int $at ): bool {
		$char = $regex[ $at ] ?? '';
		if ( '*' === $char || '+' === $char ) {
			return true;
		}
		if ( '{' === $char && preg_match( '/\G\{(\d*),(\d*)\}/', $regex, $m, 0, $at ) ) {
			return '' === $m[2] || (int) $m[2] > 1;
		}
		if ( '{' === $char && preg_match( '/\G\{(\d+)\}/', $regex, $m, 0, $at ) ) {
			return (int) $m[1] > 1;
		}
		return false;
	}

	/**
	 * Where the character class opened at $start ends (its `]`), or the pattern's length when it is not
	 * closed. A `]` right after `[` or `[^` is a character of the class.
	 */
	public static function class_end( string $regex, int $start ): int {
		$length = strlen( $regex );
		$i      = $start + 1;
		if ( '^' === ( $regex[ $i ] ?? '' ) ) {
			++$i;
		}
		if ( ']' === ( $regex[ $i ] ?? '' ) ) {
			++$i;
		}
		for ( ; $i < $length; $i++ ) {
			if ( '\\' === $regex[ $i ] ) {
				++$i;
			} elseif ( ']' === $regex[ $i ] ) {
				return $i;
			}
		}
		return $length;
	}

	/**
	 * Runs the pattern on attack strings generated from it (Regex_Samples::attacks()) with the backtracking
	 * limit of a page view and the JIT off (the JIT has its own stack limit instead of the backtracking
	 * one), so a pattern that blows up is caught here.
	 */
	private static function survives_hostile_paths( string $regex ): bool {
		$limit = ini_get( 'pcre.backtrack_limit' );
		$jit   = ini_get( 'pcre.jit' );
		ini_set( 'pcre.backtrack_limit', (string) self::BACKTRACK_LIMIT ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- restored below; bounds this test run only.
		ini_set( 'pcre.jit', '0' ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- restored below.
		// A comment makes the pattern new to PCRE's cache, so it is compiled under these settings.
		$pattern  = self::DELIMITER . '(?#' . wp_rand() . ')' . $regex . self::DELIMITER;
		$subjects = Regex_Samples::attacks( $regex );
		$ok       = true;
		foreach ( $subjects as $subject ) {
			// phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a failure is read from preg_last_error().
			if ( false === @preg_match( $pattern, $subject ) && PREG_NO_ERROR !== preg_last_error() ) {
				$ok = false;
				break;
			}
		}
		ini_set( 'pcre.backtrack_limit', (string) $limit ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- restoring.
		ini_set( 'pcre.jit', (string) $jit ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- restoring.
		return $ok;
	}

	private static function last_error(): string {
		$error = error_get_last();
		$text  = is_array( $error ) ? preg_replace( '/^preg_match\(\): /', '', (string) $error['message'] ) : preg_last_error_msg();
		return rtrim( (string) $text, '.' );
	}

	private static function error( string $message ): WP_Error {
		return new WP_Error( 'sightline_redirect_regex', $message, array( 'status' => 400 ) );
	}
}
