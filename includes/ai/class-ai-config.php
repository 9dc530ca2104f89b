<?php
/**
 * The AI connection the admin chose, in the option `sightline_ai` (not autoloaded: only AI requests
 * read it). The API key is write-only: public_view() reports whether one is stored, never its value.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Ai_Config {

	public const OPTION = 'sightline_ai';

	public const PROVIDERS = array( 'offline', 'wordpress', 'openai' );

	public const DEFAULT_TIMEOUT = 20;

	/** A generation holds the editor's request open: never longer than this. */
	public const MAX_TIMEOUT = 30;

	/**
	 * @return array{provider: string, base_url: string, model: string, api_key: string, timeout: int}
	 */
	public static function defaults(): array {
		return array(
			'provider' => 'offline',
			'base_url' => '',
			'model'    => '',
			'api_key'  => '',
			'timeout'  => self::DEFAULT_TIMEOUT,
		);
	}

	/**
	 * @return array{provider: string, base_url: string, model: string, api_key: string, timeout: int}
	 */
	public function get(): array {
		$stored = get_option( self::OPTION, array() );
		$config = array_merge( self::defaults(), array_intersect_key( is_array( $stored ) ? $stored : array(), self::defaults() ) );
		if ( ! in_array( $config['provider'], self::PROVIDERS, true ) ) {
			$config['provider'] = 'offline';
		}
		$config['timeout'] = max( 1, min( self::MAX_TIMEOUT, (int) $config['timeout'] ) );
		return $config;
	}

	/**
	 * The configuration as REST may show it: the key replaced by whether one is set.
	 *
	 * @return array{provider: string, base_url: string, model: string, timeout: int, has_key: bool}
	 */
	public function public_view(): array {
		$config = $this->get();
		$view   = $config;
		unset( $view['api_key'] );
		$view['has_key'] = '' !== $config['api_key'];
		return $view;
	}

	/**
	 * Validates and stores changed fields. An absent `api_key` keeps the stored key; '' removes it.
	 * Choosing the OpenAI-compatible provider needs a base URL, a model and a key.
	 *
	 * @param array<string, mixed> $changes
	 * @return true|WP_Error
	 */
	public function update( array $changes ) {
		$config = $this->get();
		foreach ( array_intersect_key( $changes, self::defaults() ) as $field => $value ) {
			if ( 'timeout' === $field ) {
				$config['timeout'] = (int) $value;
				continue;
			}
			$config[ $field ] = trim( (string) $value );
		}
		$config['base_url'] = untrailingslashit( $config['base_url'] );
		$error              = $this->validate( $config );
		if ( $error ) {
			return $error;
		}
		update_option( self::OPTION, $config, false );
		return true;
	}

	/**
	 * @param array{provider: string, base_url: string, model: string, api_key: string, timeout: int} $config
	 */
	private function validate( array $config ): ?WP_Error {
		$invalid = static fn( string $param, string $message ): WP_Error => new WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( $param => $message ),
			)
		);
		if ( ! in_array( $config['provider'], self::PROVIDERS, true ) ) {
			/* translators: %s: list of provider ids. */
			return $invalid( 'provider', sprintf( __( 'provider must be one of: %s.', 'sightline-seo' ), implode( ', ', self::PROVIDERS ) ) );
		}
		// Any http(s) address: admins may run a model on their own network (e.g. http://localhost:11434/v1).
		if ( '' !== $config['base_url'] && ( false === filter_var( $config['base_url'], FILTER_VALIDATE_URL ) || ! in_array( wp_parse_url( $config['base_url'], PHP_URL_SCHEME ), array( 'http', 'https' ), true ) ) ) {
			return $invalid( 'base_url', __( 'base_url must be an http:// or https:// address, e.g. https://api.openai.com/v1.', 'sightline-seo' ) );
		}
		if ( '' !== $config['base_url'] && is_multisite() && ! current_user_can( 'manage_network_options' ) && self::is_private_address( $config['base_url'] ) ) {
			// On a network, a site admin must not make the server call into its own network.
			return $invalid( 'base_url', __( 'base_url points to a private or local address: on a multisite network only a network administrator may choose one.', 'sightline-seo' ) );
		}
		if ( $config['timeout'] < 1 || $config['timeout'] > self::MAX_TIMEOUT ) {
			/* translators: %d: maximum seconds. */
			return $invalid( 'timeout', sprintf( __( 'timeout must be between 1 and %d seconds.', 'sightline-seo' ), self::MAX_TIMEOUT ) );
		}
		if ( 'openai' === $config['provider'] ) {
			foreach ( array(
				'base_url' => __( 'The OpenAI-compatible provider needs a base URL.', 'sightline-seo' ),
				'model'    => __( 'The OpenAI-compatible provider needs a model name.', 'sightline-seo' ),
				'api_key'  => __( 'The OpenAI-compatible provider needs an API key (accessKey).', 'sightline-seo' ),
			) as $field => $message ) {
				if ( '' === $config[ $field ] ) {
					return $invalid( 'api_key' === $field ? 'accessKey' : $field, $message );
				}
			}
		}
		return null;
	}

	/**
	 * Whether a URL's host is this machine or a private or reserved network (a literal address, a name
	 * such as localhost, or a name that resolves to one).
	 */
	public static function is_private_address( string $url ): bool {
		$host = strtolower( trim( (string) wp_parse_url( $url, PHP_URL_HOST ), '[]' ) );
		if ( '' === $host ) {
			return false;
		}
		if ( 'localhost' === $host || str_ends_with( $host, '.localhost' ) || str_ends_with( $host, '.local' ) || str_ends_with( $host, '.internal' ) ) {
			return true;
		}
		$ip = filter_var( $host, FILTER_VALIDATE_IP ) ? $host : gethostbyname( $host );
		if ( ! filter_var( $ip, FILTER_VALIDATE_IP ) ) {
			return false; // Does not resolve here: not a private address of this network.
		}
		return false === filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE );
	}
}
