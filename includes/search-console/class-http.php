<?php
/**
 * The one place Search Console talks HTTP: short timeouts, JSON in and out, and errors that say what
 * failed (no answer, or Google's own error text) so the admin can act on them.
 *
 * @package Sightline
 */

namespace Sightline\Search_Console;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Http {

	/** Seconds before a call to Google counts as failed. */
	public const TIMEOUT = 15;

	/**
	 * @param array<string, mixed> $args wp_remote_request arguments (method, headers, body).
	 * @return array<string, mixed>|WP_Error The decoded JSON answer.
	 */
	public static function json( string $url, array $args = array() ) {
		$response = wp_remote_request(
			$url,
			$args + array(
				'timeout'     => self::TIMEOUT,
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $response ) ) {
			return new WP_Error(
				'sightline_search_console_unreachable',
				/* translators: %s: the transport error. */
				sprintf( __( 'Google Search Console could not be reached: %s', 'sightline-seo' ), $response->get_error_message() ),
				array( 'status' => 502 )
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( $status < 200 || $status >= 300 ) {
			$detail = '';
			if ( is_array( $body ) ) {
				$error  = $body['error'] ?? null;
				$detail = is_array( $error ) ? (string) ( $error['message'] ?? '' ) : (string) ( $body['error_description'] ?? $error ?? '' );
			}
			return new WP_Error(
				'sightline_search_console_refused',
				'' !== $detail
					/* translators: 1: HTTP status, 2: Google's error message. */
					? sprintf( __( 'Google Search Console refused the request (HTTP %1$d): %2$s', 'sightline-seo' ), $status, $detail )
					/* translators: %d: HTTP status. */
					: sprintf( __( 'Google Search Console refused the request (HTTP %d).', 'sightline-seo' ), $status ),
				array(
					'status'        => 401 === $status || 403 === $status ? 403 : 502,
					'google_status' => $status,
				)
			);
		}
		if ( ! is_array( $body ) ) {
			return new WP_Error( 'sightline_search_console_bad_answer', __( 'Google Search Console sent an answer that is not JSON.', 'sightline-seo' ), array( 'status' => 502 ) );
		}
		return $body;
	}
}
