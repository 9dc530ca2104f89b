<?php
/**
 * How request addresses and rule sources are compared: everything is relative to the site's home path
 * (a site in /blog/ matches the source /old against /blog/old), percent-decoded, and for exact and
 * prefix rules in lower case, with the trailing slash of an exact path ignored. One place, read by the
 * validator, the compiled lookup and the page-view answer, so a rule saved is a rule matched.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

defined( 'ABSPATH' ) || exit;

final class Paths {

	/**
	 * The path (relative to the home path, starting with /) and raw query string of a request URI or of
	 * a URL of this site; null for an address on another host.
	 *
	 * @return array{0: string, 1: string}|null [ path, query ]
	 */
	public static function relative( string $uri ): ?array {
		$parts = wp_parse_url( $uri );
		if ( false === $parts ) {
			return null;
		}
		if ( isset( $parts['host'] ) && strtolower( $parts['host'] ) !== strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) ) {
			return null;
		}
		$path = '/' . ltrim( (string) ( $parts['path'] ?? '' ), '/' );
		$home = rtrim( (string) wp_parse_url( home_url(), PHP_URL_PATH ), '/' );
		if ( '' !== $home ) {
			if ( $path === $home ) {
				$path = '/';
			} elseif ( str_starts_with( $path, $home . '/' ) ) {
				$path = substr( $path, strlen( $home ) );
			} else {
				return null; // Outside the site.
			}
		}
		return array( $path, (string) ( $parts['query'] ?? '' ) );
	}

	/** The key an exact rule is stored under and a request is looked up with. */
	public static function exact_key( string $path, string $query = '' ): string {
		$path = strtolower( rawurldecode( $path ) );
		if ( strlen( $path ) > 1 ) {
			$path = rtrim( $path, '/' );
		}
		return '' === $query ? $path : $path . '?' . self::query_key( $query );
	}

	/** A prefix rule's source and a request path, as they are compared. */
	public static function prefix_key( string $path ): string {
		return strtolower( rawurldecode( $path ) );
	}

	/** What regular expressions are matched against: the decoded path, case kept. */
	public static function regex_subject( string $path ): string {
		return rawurldecode( $path );
	}

	/** A query string with its parameters in a fixed order, so ?b=2&a=1 and ?a=1&b=2 are one key. */
	private static function query_key( string $query ): string {
		$pairs = array_filter( explode( '&', $query ), static fn( $pair ) => '' !== $pair );
		sort( $pairs );
		return strtolower( rawurldecode( implode( '&', $pairs ) ) );
	}
}
