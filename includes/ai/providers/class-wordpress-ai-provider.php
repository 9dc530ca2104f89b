<?php
/**
 * WordPress's own AI client (`wp_ai_client_prompt()`, WordPress 7.0+), which uses the connectors the
 * admin set up under Settings > Connectors. On older sites the function does not exist and the provider
 * is simply unavailable.
 *
 * The client's prompt builder never throws: a failure inside a chain of calls puts the builder in an
 * error state and the generating method returns it as a WP_Error, and `is_supported_for_*()` answers
 * false when no configured model can run the prompt (or AI is turned off on the site).
 *
 * @package Sightline
 */

namespace Sightline\Ai\Providers;

use Sightline\Ai\Prompt;
use Sightline\Ai\Provider_Interface;
use WP_AI_Client_Prompt_Builder;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class WordPress_Ai_Provider implements Provider_Interface {

	public function id(): string {
		return 'wordpress'; // phpcs:ignore WordPress.WP.CapitalPDangit.Misspelled -- the stored provider id, lower case by design.
	}

	public function label(): string {
		return __( 'WordPress AI (Settings > Connectors)', 'sightline-seo' );
	}

	public function is_available(): bool {
		return function_exists( 'wp_ai_client_prompt' ) && wp_ai_client_prompt( 'ping' )->is_supported_for_text_generation();
	}

	public function generate( Prompt $prompt ) {
		if ( ! function_exists( 'wp_ai_client_prompt' ) ) {
			return new WP_Error( 'sightline_ai_not_configured', __( "WordPress's AI client is not available on this site (it needs WordPress 7.0 or later). Choose another provider.", 'sightline-seo' ), array( 'status' => 503 ) );
		}
		$builder = $this->builder( $prompt, true );
		if ( ! $builder->is_supported_for_text_generation() ) {
			// A text model that takes no temperature can still write: ask it without one.
			$builder = $this->builder( $prompt, false );
			if ( ! $builder->is_supported_for_text_generation() ) {
				return new WP_Error( 'sightline_ai_not_configured', __( 'No AI connector that writes text is set up. Add one under Settings > Connectors, or choose another provider.', 'sightline-seo' ), array( 'status' => 503 ) );
			}
		}
		$result = $builder->generate_text_result();
		if ( is_wp_error( $result ) ) {
			/* translators: %s: error message. */
			return new WP_Error( 'sightline_ai_provider_error', sprintf( __( 'The AI provider answered with an error: %s', 'sightline-seo' ), $result->get_error_message() ), array( 'status' => 502 ) );
		}
		// The first candidate's text; an answer with no text part (only thoughts or a file) is no answer.
		$text = (string) ( $result->toTexts()[0] ?? '' );
		if ( '' === trim( $text ) ) {
			return new WP_Error( 'sightline_ai_empty', __( 'The AI provider returned no text. Try again.', 'sightline-seo' ), array( 'status' => 502 ) );
		}
		return $text;
	}

	/**
	 * The prompt as the AI client takes it: the page as the user message, what to write and its length
	 * limit as the system instruction; a livelier temperature when the author asked to try again.
	 */
	private function builder( Prompt $prompt, bool $with_temperature ): WP_AI_Client_Prompt_Builder {
		$builder = wp_ai_client_prompt( $prompt->user_message() )->using_system_instruction( $prompt->system_instruction() );
		return $with_temperature ? $builder->using_temperature( 0 === $prompt->attempt ? 0.4 : 0.9 ) : $builder;
	}
}
