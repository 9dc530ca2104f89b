<?php
/**
 * `GET /sightline/v1/admin/site-settings`: what the settings screens need to know about the site itself —
 * its public post types, taxonomies and archive types (for the per-type templates and robot
 * instructions), the home-page mode and the site's name, tagline, address and icon. Read-only.
 *
 * @package Sightline
 */

namespace Sightline\Settings;

use Sightline\Rest\Rest_Controller;
use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Site_Settings_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'admin/site-settings';

	/** Archive types the robots lists accept besides post types and taxonomies. */
	public const ARCHIVE_TYPES = array( 'author', 'date', 'search' );

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( $this->site_settings() );
	}

	/**
	 * @return array<string, mixed>
	 */
	public function site_settings(): array {
		$data = array(
			'site'          => array(
				'site_name' => get_bloginfo( 'name' ),
				'tagline'   => get_bloginfo( 'description' ),
				'site_url'  => home_url( '/' ),
				'favicon'   => get_site_icon_url( 32 ),
			),
			'home_page'     => array(
				'show_on_front'  => 'page' === get_option( 'show_on_front' ) && get_option( 'page_on_front' ) ? 'page' : 'posts',
				'page_on_front'  => (int) get_option( 'page_on_front' ),
				'page_for_posts' => (int) get_option( 'page_for_posts' ),
			),
			'post_types'    => $this->post_types(),
			'taxonomies'    => $this->taxonomies(),
			'archive_types' => $this->archive_types(),
		);
		/**
		 * Filters the site data the settings screens receive (add-ons add post types or archive types).
		 *
		 * @param array<string, mixed> $data
		 */
		return apply_filters( 'sightline_site_settings', $data );
	}

	/**
	 * Public post types except attachments (their pages redirect or are thin, and no list offers them).
	 *
	 * @return list<array{slug: string, label: string, singular_label: string, has_archive: bool}>
	 */
	private function post_types(): array {
		$types = array();
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $type ) {
			if ( 'attachment' === $type->name ) {
				continue;
			}
			$types[] = array(
				'slug'           => $type->name,
				'label'          => $type->labels->name,
				'singular_label' => $type->labels->singular_name,
				'has_archive'    => (bool) $type->has_archive,
			);
		}
		return $types;
	}

	/**
	 * Public taxonomies with their own pages (post formats are not offered: they have no meaningful archive).
	 *
	 * @return list<array{slug: string, label: string, singular_label: string, object_types: list<string>}>
	 */
	private function taxonomies(): array {
		$taxonomies = array();
		foreach ( get_taxonomies( array( 'public' => true ), 'objects' ) as $taxonomy ) {
			if ( 'post_format' === $taxonomy->name ) {
				continue;
			}
			$taxonomies[] = array(
				'slug'           => $taxonomy->name,
				'label'          => $taxonomy->labels->name,
				'singular_label' => $taxonomy->labels->singular_name,
				'object_types'   => array_values( (array) $taxonomy->object_type ),
			);
		}
		return $taxonomies;
	}

	/**
	 * @return list<array{slug: string, label: string}>
	 */
	private function archive_types(): array {
		return array(
			array(
				'slug'  => 'author',
				'label' => __( 'Author Archives', 'sightline-seo' ),
			),
			array(
				'slug'  => 'date',
				'label' => __( 'Date Archives', 'sightline-seo' ),
			),
			array(
				'slug'  => 'search',
				'label' => __( 'Search Results', 'sightline-seo' ),
			),
		);
	}

	/**
	 * The answer's schema: includes/contracts/rest-site-settings.json, which the TS types come from too.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( 'rest-site-settings' ) );
	}
}
