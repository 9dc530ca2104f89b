<?php
/**
 * What the plain-text files answered before WordPress builds a page (the IndexNow key file, /llms.txt)
 * share: which file a request path names, and sending an answer.
 *
 * @package Sightline
 */

namespace Sightline\Http;

defined( 'ABSPATH' ) || exit;

final class Text_Response {

	/**
	 * The request's path below the site's home path ('llms.txt' for /llms.txt, or for /blog/llms.txt
	 * on a site at /blog/); null when the request is outside the site or names a REST route.
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
	 * Sends an answer and ends the request.
	 *
	 * @param array{status: int, headers: array<string, string>, body: string} $response
	 */
	public static function send( array $response, bool $head_only ): void {
		status_header( $response['status'] );
		foreach ( $response['headers'] as $name => $value ) {
			header( "{$name}: {$value}" );
		}
		if ( ! $head_only ) {
			echo $response['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- plain text served as text/plain (the key, or Markdown escaped by Llms\Markdown).
		}
		exit;
	}
}
