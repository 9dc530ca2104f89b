<?php
/**
 * Registers Sightline SEO's category and abilities with WordPress's Abilities API (6.9+). The plugin
 * builds this only when the API initialises its registries (see Plugin::boot()), which happens when
 * something asks for abilities: core's wp-abilities/v1 routes, the AI client, an MCP adapter. A page
 * view never does, and on WordPress before 6.9 the hooks never fire, so nothing is registered.
 *
 * @package Sightline
 */

namespace Sightline\Abilities;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Abilities implements Hookable_Interface {

	/** The ability category every Sightline SEO ability is in. */
	public const CATEGORY = 'sightline-seo';

	/**
	 * @param list<Ability> $abilities
	 */
	public function __construct( private array $abilities ) {}

	public function add_hooks(): void {
		add_action( 'wp_abilities_api_categories_init', array( $this, 'register_category' ) );
		add_action( 'wp_abilities_api_init', array( $this, 'register_abilities' ) );
	}

	public function register_category(): void {
		wp_register_ability_category(
			self::CATEGORY,
			array(
				'label'       => __( 'Sightline SEO', 'sightline-seo' ),
				'description' => __( 'Search engine optimisation: analyse the site and its posts, write and edit SEO titles and descriptions, and read the XML sitemaps.', 'sightline-seo' ),
			)
		);
	}

	public function register_abilities(): void {
		foreach ( $this->abilities as $ability ) {
			wp_register_ability( $ability->name(), $ability->args() );
		}
	}

	/**
	 * @return list<Ability>
	 */
	public function abilities(): array {
		return $this->abilities;
	}
}
