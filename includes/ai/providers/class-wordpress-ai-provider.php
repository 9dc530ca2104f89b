<?php
/**
 * WordPress's own AI client (`wp_ai_client_prompt()`, WordPress 7.0+), which uses the connectors the
 * admin set up under Settings > Connectors. Feature-detected: on older sites it is simply unavailable.
 *
 * @package Sightline
 */

namespace Sightline\Ai\Providers;

use Sightline\Ai\Prompt;
use Sightline\Ai\Provider_Interface;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class WordPress_Ai_Provider implements Provider_Interface {

	/**
	 * @param string $entry_point The prompt-builder function; replaceable so tests can stand in for 7.0.
	 */
	public function __construct( private string $entry_point = 'wp_ai_client_prompt' ) {}

	public function id(): string {
		return 'wordpress'; // phpcs:ignore WordPress.WP.CapitalPDangit.Misspelled -- the stored provider id, lower case by design.
	}

	public function label(): string {
		return __( 'WordPress AI (Settings > Connectors)', 'sightline-seo' );
	}

	public function is_available(): bool {
		if ( ! function_exists( $this->entry_point ) ) {
			return false;
		}
		try {
			$builder = call_user_func( $this->entry_point, 'ping' );
			if ( is_object( $builder ) && method_exists( $builder, 'is_supported_for_text_generation' ) ) {
				return (bool) $builder->is_supported_for_text_generation();
			}
			return is_object( $builder ) && method_exists( $builder, 'generate_text' );
		} catch ( \Throwable $e ) {
			return false;
		}
	}

	public function generate( Prompt $prompt ) {
		if ( ! function_exists( $this->entry_point ) ) {
			return new WP_Error( 'sightline_ai_not_configured', __( "WordPress's AI client is not available on this site (it needs WordPress 7.0 or later). Choose another provider.", 'sightline-seo' ), array( 'status' => 503 ) );
		}
		try {
			$builder = call_user_func( $this->entry_point, $prompt->user_message() );
			if ( method_exists( $builder, 'is_supported_for_text_generation' ) && ! $builder->is_supported_for_text_generation() ) {
				return new WP_Error( 'sightline_ai_not_configured', __( 'No AI connector that writes text is set up. Add one under Settings > Connectors, or choose another provider.', 'sightline-seo' ), array( 'status' => 503 ) );
			}
			if ( method_exists( $builder, 'using_system_instruction' ) ) {
				$builder = $builder->using_system_instruction( $prompt->system_instruction() );
			}
			if ( method_exists( $builder, 'using_temperature' ) ) {
				$builder = $builder->using_temperature( 0 === $prompt->attempt ? 0.4 : 0.9 );
			}
			$text = $builder->generate_text();
		} catch ( \Throwable $e ) {
			/* translators: %s: error message. */
			return new WP_Error( 'sightline_ai_provider_error', sprintf( __( 'The AI provider answered with an error: %s', 'sightline-seo' ), $e->getMessage() ), array( 'status' => 502 ) );
		}
		if ( is_wp_error( $text ) ) {
			/* translators: %s: error message. */
			return new WP_Error( 'sightline_ai_provider_error', sprintf( __( 'The AI provider answered with an error: %s', 'sightline-seo' ), $text->get_error_message() ), array( 'status' => 502 ) );
		}
		if ( ! is_string( $text ) || '' === trim( $text ) ) {
			return new WP_Error( 'sightline_ai_empty', __( 'The AI provider returned no text. Try again.', 'sightline-seo' ), array( 'status' => 502 ) );
		}
		return $text;
	}
}
