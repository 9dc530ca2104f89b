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
	 * Validates and stores changed fields. An absent `api_key` keeps the stored key; '' removes it. A new
	 * base URL without the key entered again removes the stored key: a key is only ever sent to the
	 * address it was entered for. Choosing the OpenAI-compatible provider needs a base URL, a model and
	 * a key (entered with the address).
	 *
	 * @param array<string, mixed> $changes
	 * @return true|WP_Error
	 */
	public function update( array $changes ) {
		$stored = $this->get();
		$config = $stored;
		foreach ( array_intersect_key( $changes, self::defaults() ) as $field => $value ) {
			if ( 'timeout' === $field ) {
				$config['timeout'] = (int) $value;
				continue;
			}
			$config[ $field ] = trim( (string) $value );
		}
		$config['base_url'] = untrailingslashit( $config['base_url'] );
		$key_dropped        = false;
		if ( $config['base_url'] !== $stored['base_url'] && ! array_key_exists( 'api_key', $changes ) && '' !== $stored['api_key'] ) {
			$config['api_key'] = '';
			$key_dropped       = true;
		}
		$error = $this->validate( $config, $key_dropped );
		if ( $error ) {
			return $error;
		}
		update_option( self::OPTION, $config, false );
		return true;
	}

	/**
	 * @param array{provider: string, base_url: string, model: string, api_key: string, timeout: int} $config
	 * @param bool                                                                                    $key_dropped The base URL changed and took the key with it: saved without one.
	 */
	private function validate( array $config, bool $key_dropped ): ?WP_Error {
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
		// A public address only, of a plain form (Address_Guard); checked again on every request, on the
		// address actually connected to. A name that does not resolve now is kept (DNS may be down).
		if ( '' !== $config['base_url'] ) {
			$form = Address_Guard::form_error( $config['base_url'] );
			if ( null !== $form ) {
				return $invalid( 'base_url', $form );
			}
			$pin = Address_Guard::pin( $config['base_url'] );
			if ( is_wp_error( $pin ) && 'sightline_ai_address_refused' === $pin->get_error_code() ) {
				return $invalid( 'base_url', $pin->get_error_message() );
			}
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
				if ( '' === $config[ $field ] && ! ( $key_dropped && 'api_key' === $field ) ) {
					return $invalid( 'api_key' === $field ? 'accessKey' : $field, $message );
				}
			}
		}
		return null;
	}
}
