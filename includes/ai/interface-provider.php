<?php
/**
 * One way of writing SEO text. Providers are interchangeable behind Content_Generator: the built-in
 * offline generator, WordPress's own AI client (7.0+) and an OpenAI-compatible endpoint.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

defined( 'ABSPATH' ) || exit;

interface Provider_Interface {

	/** Stable id stored in the configuration: 'offline', 'wordpress' or 'openai'. */ // phpcs:ignore WordPress.WP.CapitalPDangit.Misspelled -- quotes the lower-case provider id.
	public function id(): string;

	public function label(): string;

	/**
	 * Whether the provider can be used on this site now (its API exists, its settings are complete).
	 */
	public function is_available(): bool;

	/**
	 * Writes the text the prompt asks for. Errors carry a clear message and an HTTP status in their data.
	 *
	 * @return string|\WP_Error
	 */
	public function generate( Prompt $prompt );
}
