<?php
/**
 * One Sightline SEO ability for WordPress's Abilities API (6.9+): its name, what it does, the JSON
 * schemas of its input and output, who may run it and what it does to the site (the annotations).
 * Each registers itself when the API initialises (a service of the `abilities` request kind); the API validates the input against the schema and asks
 * permission() before execute() runs, then checks the output against its schema.
 *
 * The permission callback answers a plain yes or no: an error from it would be hidden from callers anyway (the
 * API reports every refusal the same way), and it runs before execute(), which gives the clear errors.
 *
 * @package Sightline
 */

namespace Sightline\Abilities;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

abstract class Ability implements Hookable_Interface {

	public function add_hooks(): void {
		add_action( 'wp_abilities_api_init', array( $this, 'register' ) );
	}

	public function register(): void {
		wp_register_ability( $this->name(), $this->args() );
	}

	/** The ability's full name, `sightline-seo/<verb-object>`. */
	abstract public function name(): string;

	abstract protected function label(): string;

	/** What it does and when to use it, for AI assistants and developers. */
	abstract protected function description(): string;

	/**
	 * JSON schema of the input; null for an ability that takes none.
	 *
	 * @return array<string, mixed>|null
	 */
	abstract protected function input_schema(): ?array;

	/**
	 * @return array<string, mixed>
	 */
	abstract protected function output_schema(): array;

	/**
	 * @return array{readonly: bool, destructive: bool, idempotent: bool}
	 */
	abstract protected function annotations(): array;

	/**
	 * Whether the current user may run it with this input (per object where the input names one).
	 *
	 * @param mixed $input The input, already valid against input_schema().
	 */
	abstract public function permission( $input = null ): bool;

	/**
	 * @param mixed $input The input, already valid against input_schema().
	 * @return mixed|\WP_Error The output, valid against output_schema(), or an error that says what is wrong.
	 */
	abstract public function execute( $input = null );

	/**
	 * The arguments of wp_register_ability().
	 *
	 * @return array<string, mixed>
	 */
	public function args(): array {
		$args  = array(
			'label'               => $this->label(),
			'description'         => $this->description(),
			'category'            => Abilities::CATEGORY,
			'output_schema'       => $this->output_schema(),
			'execute_callback'    => array( $this, 'execute' ),
			'permission_callback' => array( $this, 'permission' ),
			'meta'                => array(
				'annotations'  => $this->annotations(),
				// For AI assistants, MCP clients and other plugins, and through wp-abilities/v1.
				'public'       => true,
				'show_in_rest' => true,
			),
		);
		$input = $this->input_schema();
		if ( null !== $input ) {
			$args['input_schema'] = $input;
		}
		return $args;
	}
}
