<?php
/**
 * Google's OAuth and Search Console API addresses. Filterable as one set, so a test (or a proxy) can
 * point them at another base URL, e.g. a fake server on 127.0.0.1.
 *
 * @package Sightline
 */

namespace Sightline\Search_Console;

defined( 'ABSPATH' ) || exit;

final class Endpoints {

	public const DEFAULTS = array(
		'auth'   => 'https://accounts.google.com/o/oauth2/v2/auth',
		'token'  => 'https://oauth2.googleapis.com/token',
		'revoke' => 'https://oauth2.googleapis.com/revoke',
		'api'    => 'https://searchconsole.googleapis.com/webmasters/v3',
	);

	/** Read-only access is all the screens need. */
	public const SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly';

	/**
	 * @return array{auth:string, token:string, revoke:string, api:string}
	 */
	public static function all(): array {
		/**
		 * Filters the Google endpoints Search Console uses (OAuth authorize, token, revoke, API base).
		 *
		 * @param array{auth:string, token:string, revoke:string, api:string} $endpoints
		 */
		$filtered = apply_filters( 'sightline_search_console_endpoints', self::DEFAULTS );
		$filtered = is_array( $filtered ) ? array_intersect_key( $filtered, self::DEFAULTS ) + self::DEFAULTS : self::DEFAULTS;
		return array_map( static fn( $url ) => untrailingslashit( (string) $url ), $filtered );
	}

	public static function get( string $name ): string {
		return self::all()[ $name ] ?? '';
	}
}
