<?php
/**
 * `sightline-seo/update-seo-fields`: sets some SEO fields of one post or term. The fields and their
 * rules are object-meta.json's, the schema the REST API validates and sanitises the same fields with
 * when the editor saves them; the Abilities API checks the input against it before anything runs, so
 * bad input is refused with the field and the rule it breaks, and nothing is stored. Fields the input
 * does not name are left as they are. Same permission as saving them over REST: edit_post on the post,
 * edit_term on the term.
 *
 * Annotations: it writes (not readonly), the same input leaves the same state (idempotent), and it
 * only replaces the SEO fields it names, never content (not destructive; core's REST route then runs
 * it with POST).
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Abilities\Abilities;
use Sightline\Abilities\Ability;
use Sightline\Settings\Object_Meta;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Update_Seo_Fields_Ability extends Ability {

	public function __construct( private Get_Seo_Fields_Ability $reader ) {}

	public function name(): string {
		return 'sightline-seo/update-seo-fields';
	}

	protected function label(): string {
		return __( 'Update SEO fields', 'sightline-seo' );
	}

	protected function description(): string {
		return sprintf(
			/* translators: 1: %title%, 2: %site_name% (template variables, printed as they are). */
			__( 'Sets SEO fields of one post or term: search title and description, canonical URL, robots (inherit, on or off), social titles, descriptions and images, focus keyword, breadcrumb title. Only the fields given change; an empty string returns a field to the site template. Titles and descriptions may use template variables such as %1$s and %2$s. Answers with the fields and what the page now prints.', 'sightline-seo' ),
			'%title%',
			'%site_name%'
		);
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => Seo_Object::input_properties() + array(
				'fields' => array(
					'description'          => __( 'The fields to set, by name.', 'sightline-seo' ),
					'type'                 => 'object',
					'properties'           => Object_Meta::fields(),
					'additionalProperties' => false,
					'minProperties'        => 1,
				),
			),
			'required'             => array( 'id', 'fields' ),
			'additionalProperties' => false,
		);
	}

	protected function output_schema(): array {
		$schema                          = Get_Seo_Fields_Ability::object_schema();
		$schema['properties']['updated'] = array(
			'description' => __( 'The fields this call set.', 'sightline-seo' ),
			'type'        => 'array',
			'items'       => array( 'type' => 'string' ),
		);
		$schema['required'][]            = 'updated';
		return $schema;
	}

	protected function annotations(): array {
		return array(
			'readonly'    => false,
			'destructive' => false,
			'idempotent'  => true,
		);
	}

	public function permission( $input = null ): bool {
		return Seo_Object::can_edit( $input );
	}

	public function execute( $input = null ) {
		$input  = (array) $input;
		$object = Seo_Object::find( $input );
		if ( is_wp_error( $object ) ) {
			return $object;
		}
		$schemas = Object_Meta::fields();
		$values  = array();
		// Everything is checked before the first write, so a bad field stores nothing.
		foreach ( (array) $input['fields'] as $field => $value ) {
			$schema = $schemas[ $field ] ?? null;
			$valid  = null === $schema
				/* translators: %s: field name. */
				? new \WP_Error( 'rest_additional_properties_forbidden', sprintf( __( '%s is not a SEO field.', 'sightline-seo' ), $field ) )
				: rest_validate_value_from_schema( $value, $schema, 'fields[' . $field . ']' );
			if ( is_wp_error( $valid ) ) {
				return new \WP_Error(
					'sightline_invalid_field',
					$valid->get_error_message(),
					array(
						'status' => 400,
						'field'  => $field,
					)
				);
			}
			$values[ $field ] = rest_sanitize_value_from_schema( $value, $schema );
		}
		foreach ( $values as $field => $value ) {
			if ( $object instanceof WP_Post ) {
				update_post_meta( $object->ID, Object_Meta::key( $field ), $value );
			} else {
				update_term_meta( $object->term_id, Object_Meta::key( $field ), $value );
			}
		}
		return $this->reader->describe( $object ) + array( 'updated' => array_keys( $values ) );
	}
}
