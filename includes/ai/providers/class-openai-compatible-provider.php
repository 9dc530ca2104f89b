<?php
/**
 * Any OpenAI-compatible chat-completions endpoint the admin configured (OpenAI, Azure-style gateways,
 * a local model server): POST {base_url}/chat/completions with the admin's model and key. Nothing is
 * sent unless the admin chose this provider and filled in its settings.
 *
 * @package Sightline
 */

namespace Sightline\Ai\Providers;

use Sightline\Ai\Address_Guard;
use Sightline\Ai\Ai_Config;
use Sightline\Ai\Prompt;
use Sightline\Ai\Provider_Interface;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Openai_Compatible_Provider implements Provider_Interface {

	public function __construct( private Ai_Config $config ) {}

	public function id(): string {
		return 'openai';
	}

	public function label(): string {
		return __( 'OpenAI-compatible API', 'sightline-seo' );
	}

	public function is_available(): bool {
		$config = $this->config->get();
		return '' !== $config['base_url'] && '' !== $config['model'] && '' !== $config['api_key'];
	}

	public function generate( Prompt $prompt ) {
		if ( ! $this->is_available() ) {
			return new WP_Error( 'sightline_ai_not_configured', __( 'The OpenAI-compatible provider is not configured: set its base URL, model and API key.', 'sightline-seo' ), array( 'status' => 503 ) );
		}
		$config = $this->config->get();
		$url    = $config['base_url'] . '/chat/completions';
		// Resolved once, checked, and the connection held to that address (Address_Guard).
		$pin = Address_Guard::pin( $config['base_url'] );
		if ( is_wp_error( $pin ) ) {
			return $pin;
		}
		if ( ! function_exists( 'curl_init' ) ) {
			return new WP_Error( 'sightline_ai_unreachable', __( 'The AI provider needs PHP\'s curl extension, which holds the connection to the address that was checked.', 'sightline-seo' ), array( 'status' => 502 ) );
		}
		$pinning = static function ( $handle, $args, $request_url ) use ( $pin, $url ): void {
			if ( $request_url !== $url || $pin['host'] === $pin['ip'] ) {
				return; // Not ours, or an address written as such: nothing to resolve.
			}
			$ip = str_contains( $pin['ip'], ':' ) ? '[' . $pin['ip'] . ']' : $pin['ip'];
			curl_setopt( $handle, CURLOPT_RESOLVE, array( $pin['host'] . ':' . $pin['port'] . ':' . $ip ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the one curl option WordPress has no argument for.
			curl_setopt( $handle, CURLOPT_FOLLOWLOCATION, false ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- likewise.
			curl_setopt( $handle, CURLOPT_PROTOCOLS, CURLPROTO_HTTP | CURLPROTO_HTTPS ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- likewise.
		};
		add_action( 'http_api_curl', $pinning, PHP_INT_MAX, 3 );
		$response = $this->post( $url, $config, $prompt );
		remove_action( 'http_api_curl', $pinning, PHP_INT_MAX );
		if ( is_wp_error( $response ) ) {
			return $this->transport_error( $response, $config['timeout'] );
		}
		return $this->answer( $response );
	}

	/**
	 * @param array{provider: string, base_url: string, model: string, api_key: string, timeout: int} $config
	 * @return array<string, mixed>|WP_Error
	 */
	private function post( string $url, array $config, Prompt $prompt ) {
		return wp_remote_post(
			$url,
			array(
				'timeout'     => $config['timeout'],
				// A redirect could send the key and the page to another host: answer it as an error instead.
				'redirection' => 0,
				'headers'     => array(
					'Authorization' => 'Bearer ' . $config['api_key'],
					'Content-Type'  => 'application/json',
					'Accept'        => 'application/json',
				),
				'body'        => (string) wp_json_encode(
					array(
						'model'       => $config['model'],
						'messages'    => array(
							array(
								'role'    => 'system',
								'content' => $prompt->system_instruction(),
							),
							array(
								'role'    => 'user',
								'content' => $prompt->user_message(),
							),
						),
						// A little variety, so "try again" gives another wording.
						'temperature' => 0 === $prompt->attempt ? 0.4 : 0.9,
						'n'           => 1,
					)
				),
			)
		);
	}

	/**
	 * The text of the provider's answer, or why there is none.
	 *
	 * @param array<string, mixed> $response
	 * @return string|WP_Error
	 */
	private function answer( array $response ) {
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( $status >= 300 && $status < 400 ) {
			return new WP_Error(
				'sightline_ai_provider_error',
				/* translators: %d: HTTP status. */
				sprintf( __( 'The AI provider answered with a redirect (HTTP %d), which is not followed: set its base URL to the address it redirects to.', 'sightline-seo' ), $status ),
				array( 'status' => 502 )
			);
		}
		if ( $status < 200 || $status >= 300 ) {
			$detail = is_array( $body ) ? (string) ( $body['error']['message'] ?? $body['message'] ?? '' ) : '';
			return new WP_Error(
				'sightline_ai_provider_error',
				/* translators: 1: HTTP status, 2: the provider's error message. */
				sprintf( __( 'The AI provider answered with an error (HTTP %1$d): %2$s', 'sightline-seo' ), $status, '' !== $detail ? $detail : __( 'no details given.', 'sightline-seo' ) ),
				array( 'status' => 502 )
			);
		}
		$content = is_array( $body ) ? ( $body['choices'][0]['message']['content'] ?? null ) : null;
		if ( ! is_string( $content ) || '' === trim( $content ) ) {
			return new WP_Error( 'sightline_ai_empty', __( 'The AI provider returned no text. Check the model name, or try again.', 'sightline-seo' ), array( 'status' => 502 ) );
		}
		return $content;
	}

	private function transport_error( WP_Error $error, int $timeout ): WP_Error {
		$message = $error->get_error_message();
		if ( false !== stripos( $message, 'timed out' ) || false !== stripos( $message, 'timeout' ) ) {
			return new WP_Error(
				'sightline_ai_timeout',
				/* translators: %d: seconds. */
				sprintf( __( 'The AI provider did not answer within %d seconds. Try again, or raise the timeout.', 'sightline-seo' ), $timeout ),
				array( 'status' => 504 )
			);
		}
		return new WP_Error(
			'sightline_ai_unreachable',
			/* translators: %s: transport error message. */
			sprintf( __( 'The AI provider could not be reached: %s', 'sightline-seo' ), $message ),
			array( 'status' => 502 )
		);
	}
}
