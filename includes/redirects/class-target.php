<?php
/**
 * What a redirect may point to, checked when it is saved: a path of this site starting with a single /,
 * or a full http(s) URL the admin typed. Everything that lets a redirect leave the site without saying
 * so is refused: protocol-relative //host, backslashes (browsers read /\host as //host), other schemes
 * (javascript:, data:), line breaks (header injection), spaces and control characters.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Target {

	/** Statuses that send the visitor elsewhere (the others, 410 and 451, take no target). */
	public const REDIRECTS = array( 301, 302, 307 );

	/**
	 * The target as it will be stored, or the error naming what is wrong with it.
	 *
	 * @return string|WP_Error
	 */
	public static function check( string $target, int $status ) {
		$target = trim( $target );
		if ( ! in_array( $status, self::REDIRECTS, true ) ) {
			return '' === $target ? '' : self::error( __( 'A 410 or 451 rule answers without sending the visitor elsewhere: leave the target empty.', 'sightline-seo' ) );
		}
		if ( '' === $target ) {
			return self::error( __( 'Enter a target: a path of this site starting with / or a full http(s):// URL.', 'sightline-seo' ) );
		}
		if ( preg_match( '/[\x00-\x1f\x7f]|%0[ad]/i', $target ) ) {
			return self::error( __( 'The target contains a line break or a control character.', 'sightline-seo' ) );
		}
		if ( preg_match( '/\s/', $target ) ) {
			return self::error( __( 'The target contains a space; encode it as %20.', 'sightline-seo' ) );
		}
		if ( str_contains( $target, '\\' ) ) {
			return self::error( __( 'The target contains a backslash, which browsers read as a slash and can send visitors to another site.', 'sightline-seo' ) );
		}
		if ( str_starts_with( $target, '//' ) ) {
			return self::error( __( 'Protocol-relative targets (//host) are refused: type the full https:// URL to send visitors to another site.', 'sightline-seo' ) );
		}
		if ( preg_match( '/^[a-z][a-z0-9+.-]*:/i', $target ) ) {
			return self::check_url( $target );
		}
		if ( ! str_starts_with( $target, '/' ) ) {
			return self::error( __( 'The target must be a path of this site starting with / or a full http(s):// URL.', 'sightline-seo' ) );
		}
		return $target;
	}

	/**
	 * The site path a target leads to, for loop and chain checks; null for another site.
	 *
	 * @return array{0: string, 1: string}|null [ path, query ]
	 */
	public static function local( string $target ): ?array {
		if ( '' === $target ) {
			return null;
		}
		if ( str_starts_with( $target, '/' ) ) {
			$parts = wp_parse_url( $target );
			return false === $parts ? null : array( (string) ( $parts['path'] ?? '/' ), (string) ( $parts['query'] ?? '' ) );
		}
		return Paths::relative( $target );
	}

	/**
	 * The site address a request is sent to (groups filled in, the query kept when asked), for following
	 * rules as a browser would; null for another site.
	 *
	 * @param list<string> $groups $0, $1… of a regex match.
	 * @return array{0: string, 1: string}|null [ path, query ]
	 */
	public static function destination( string $target, array $groups, string $query ): ?array {
		if ( array() !== $groups ) {
			$target = (string) preg_replace_callback( '/\$(\d)/', static fn( $m ) => self::encode_group( $groups[ (int) $m[1] ] ?? '' ), $target );
		}
		if ( '' !== $query ) {
			$target .= ( str_contains( $target, '?' ) ? '&' : '?' ) . $query;
		}
		return self::local( $target );
	}

	/**
	 * The address to send a visitor to: the target with regex groups filled in, the request's query
	 * string when the rule keeps it, and a site path made absolute on the home URL. Filled-in groups come
	 * from the request, so a local target stays on the site whatever they hold (home_url() joins the path
	 * after the host) and the result goes through wp_sanitize_redirect().
	 *
	 * @param list<string> $groups $0, $1… of a regex match.
	 */
	public static function location( string $target, array $groups, string $query ): string {
		if ( array() !== $groups ) {
			$target = (string) preg_replace_callback( '/\$(\d)/', static fn( $m ) => self::encode_group( $groups[ (int) $m[1] ] ?? '' ), $target );
		}
		if ( '' !== $query ) {
			$target .= ( str_contains( $target, '?' ) ? '&' : '?' ) . $query;
		}
		$location = str_starts_with( $target, '/' ) ? home_url( $target ) : $target;
		return wp_sanitize_redirect( $location );
	}

	/**
	 * @return string|WP_Error
	 */
	private static function check_url( string $target ) {
		$parts  = wp_parse_url( $target );
		$scheme = is_array( $parts ) ? strtolower( (string) ( $parts['scheme'] ?? '' ) ) : '';
		if ( 'http' !== $scheme && 'https' !== $scheme ) {
			return self::error( __( 'Only http:// and https:// addresses are accepted as targets.', 'sightline-seo' ) );
		}
		if ( empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || ! preg_match( '~^https?://[^/?#]+(/|$|\?|#)~i', $target ) ) {
			return self::error( __( 'The target URL has no valid host.', 'sightline-seo' ) );
		}
		$host_end = strlen( $scheme ) + 3 + strlen( (string) $parts['host'] ) + ( isset( $parts['port'] ) ? strlen( ':' . $parts['port'] ) : 0 );
		$dollar   = strpos( $target, '$' );
		if ( false !== $dollar && $dollar <= $host_end ) {
			return self::error( __( 'Regular-expression groups ($1…) may only be used after the host, in the path or query of the target.', 'sightline-seo' ) );
		}
		return $target;
	}

	/**
	 * A regex group put into a target: slashes kept (it is usually a path), everything else
	 * percent-encoded so it cannot add a query, a fragment or a line break.
	 */
	private static function encode_group( string $value ): string {
		return str_replace( '%2F', '/', rawurlencode( $value ) );
	}

	private static function error( string $message ): WP_Error {
		return new WP_Error( 'sightline_redirect_target', $message, array( 'status' => 400 ) );
	}
}

