<?php
/**
 * The `sightline_head` REST field on every public post type and taxonomy: the head a page would get
 * (title, description, canonical, robots, Open Graph / X tags, JSON-LD and the escaped HTML), so headless
 * front ends print the same SEO markup as the theme. Read-only; it follows the item's own REST access.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Head_Field implements Hookable_Interface {

	public const FIELD = 'sightline_head';

	public function __construct( private Head_Output $output ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register' ) );
	}

	public function register(): void {
		$args       = array(
			'get_callback' => array( $this, 'value' ),
			'schema'       => self::schema(),
		);
		$post_types = array_filter( get_post_types( array( 'show_in_rest' => true ), 'objects' ), 'is_post_type_viewable' );
		register_rest_field( array_keys( $post_types ), self::FIELD, $args );
		$taxonomies = array_filter( get_taxonomies( array( 'show_in_rest' => true ), 'objects' ), 'is_taxonomy_viewable' );
		// The tags controller names its object type 'tag', not 'post_tag'.
		$names = array_map( static fn( string $name ) => 'post_tag' === $name ? 'tag' : $name, array_keys( $taxonomies ) );
		register_rest_field( $names, self::FIELD, $args );
	}

	/**
	 * @param array<string, mixed>  $item        The prepared REST item (id, taxonomy, …).
	 * @param string                $field_name
	 * @param \WP_REST_Request|null $request
	 * @param string                $object_type
	 * @return array<string, mixed>|null
	 */
	public function value( $item, $field_name = '', $request = null, $object_type = '' ) {
		$id       = (int) ( $item['id'] ?? 0 );
		$taxonomy = 'tag' === $object_type ? 'post_tag' : (string) $object_type;
		if ( taxonomy_exists( $taxonomy ) ) {
			$term = get_term( $id, $taxonomy );
			return $term instanceof \WP_Term ? $this->output->document( Context::for_term( $term ) ) : null;
		}
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post ) {
			return null;
		}
		return $this->output->document( Context::for_post( $post ) );
	}

	/**
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'description' => __( 'The SEO head of the page (Sightline SEO), for headless front ends.', 'sightline-seo' ),
			'type'        => 'object',
			'context'     => array( 'view', 'edit' ),
			'readonly'    => true,
			'properties'  => array(
				'title'       => array( 'type' => 'string' ),
				'description' => array( 'type' => 'string' ),
				'canonical'   => array( 'type' => 'string' ),
				'robots'      => array( 'type' => 'object' ),
				'tags'        => array( 'type' => 'array' ),
				'json_ld'     => array( 'type' => 'object' ),
				'html'        => array( 'type' => 'string' ),
			),
		);
	}
}
