<?php
/**
 * What the answers sent before WordPress builds a page (on `setup_theme`: the stored sitemaps, the
 * IndexNow key file, /llms.txt) share: which front-end GET or HEAD request may be one, the path it names
 * below the site's home, and sending the answer.
 *
 * @package Sightline
 */

namespace Sightline\Http;

defined( 'ABSPATH' ) || exit;

final class Early_Response {

	/**
	 * The request's URI when it is a front-end GET or HEAD request whose URI contains $needle; null for
	 * every other request (a page view stops at this one substring test).
	 */
	public static function request_uri( string $needle ): ?string {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only parsed and matched against our own routes, never printed or stored.
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : '';
		if ( ! str_contains( $uri, $needle ) || is_admin() || wp_doing_ajax() || wp_doing_cron() ) {
			return null;
		}
		return in_array( self::method(), array( 'GET', 'HEAD' ), true ) ? $uri : null;
	}

	/**
	 * The request's path below the site's home path ('llms.txt' for /llms.txt, or for /blog/llms.txt on
	 * a site at /blog/; '' for the home page); null when the request is outside the site or names a REST
	 * route.
	 */
	public static function relative_path( string $uri ): ?string {
		$path  = (string) wp_parse_url( $uri, PHP_URL_PATH );
		$query = array();
		wp_parse_str( (string) wp_parse_url( $uri, PHP_URL_QUERY ), $query );
		if ( isset( $query['rest_route'] ) ) {
			return null;
		}
		$home = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		return str_starts_with( $path, $home ) ? substr( $path, strlen( $home ) ) : null;
	}

	/**
	 * Sends an answer (without its body to a HEAD request) and ends the request.
	 *
	 * @param array{status: int, headers: array<string, string>, body: string} $response A body built
	 *        and escaped for its content type by its maker (XML by the sitemap Renderer, Markdown by
	 *        Llms\Markdown, the IndexNow key as plain text).
	 */
	public static function send( array $response ): void {
		status_header( $response['status'] );
		foreach ( $response['headers'] as $name => $value ) {
			header( "{$name}: {$value}" );
		}
		if ( 'HEAD' !== self::method() ) {
			echo $response['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built and escaped for its content type when it was made (see above).
		}
		exit;
	}

	private static function method(): string {
		return isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
	}
}
