<?php
/**
 * Registers Sightline SEO's ability category with WordPress's Abilities API (6.9+); each feature's
 * abilities (Ability subclasses, named in its module under `abilities`) register themselves in it. The
 * plugin builds these only when the API initialises its registries (see Plugin::boot()), which happens
 * when something asks for abilities: core's wp-abilities/v1 routes, the AI client, an MCP adapter. A
 * page view never does, and on WordPress before 6.9 the hooks never fire, so nothing is registered.
 *
 * @package Sightline
 */

namespace Sightline\Abilities;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Abilities implements Hookable_Interface {

	/** The ability category every Sightline SEO ability is in. */
	public const CATEGORY = 'sightline-seo';

	public function add_hooks(): void {
		add_action( 'wp_abilities_api_categories_init', array( $this, 'register_category' ) );
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
}
