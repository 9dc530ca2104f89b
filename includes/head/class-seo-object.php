<?php
/**
 * The post or term an ability works on: the input fields that name it, finding it (with the REST
 * layer's lookup and its "not found" errors) and the per-object permission the REST routes apply
 * (edit_post on a post, edit_term on a term).
 *
 * @package Sightline
 */

namespace Sightline\Head;

use WP_Error;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Seo_Object {

	/**
	 * Input properties naming a post or a term.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function input_properties( bool $terms = true ): array {
		$properties = array(
			'object_type' => array(
				'description' => __( 'Whether id is a post (any post type) or a term (any taxonomy).', 'sightline-seo' ),
				'type'        => 'string',
				'enum'        => array( 'post', 'term' ),
				'default'     => 'post',
			),
			'id'          => array(
				'description' => $terms ? __( 'Id of the post or term.', 'sightline-seo' ) : __( 'Id of the post.', 'sightline-seo' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		if ( ! $terms ) {
			unset( $properties['object_type'] );
		}
		return $properties;
	}

	/**
	 * @param array<string, mixed> $input
	 */
	public static function find( array $input ): WP_Post|WP_Term|WP_Error {
		$id = (int) ( $input['id'] ?? 0 );
		return 'term' === ( $input['object_type'] ?? 'post' ) ? Object_Settings::find_term( $id ) : Object_Settings::find_post( $id );
	}

	/**
	 * Whether the current user may edit the object, by the REST routes' rule (Object_Settings::may_edit()):
	 * an id that names nothing lets through, for execute()'s "not found", only users who may edit
	 * everyone's posts; anyone else is refused as for an object that is not theirs.
	 *
	 * @param mixed $input
	 */
	public static function can_edit( $input ): bool {
		return Object_Settings::may_edit( self::find( is_array( $input ) ? $input : array() ) );
	}
}
