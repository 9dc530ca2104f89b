<?php
/**
 * Whether a list of type instances may be stored as a post's structured data: a list of at most
 * MAX_INSTANCES objects `{type, id, values}`, each of an offered type, with a unique slug id, and every
 * value of the shape its property's kind takes (nested values and list items included). The first wrong
 * field is named by its path (`structured_data[2].values.recipeIngredient`); the REST route, the update
 * ability and a write through WordPress's own post route all ask here, through Own_Structured_Data.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Property from Catalogue
 * @phpstan-import-type Instance from Own_Structured_Data
 */
final class Instance_Validator {

	/** Instances a post may carry at most. */
	public const MAX_INSTANCES = 20;

	/** What an instance id may be: a short slug, unique within the post (it ends the node's `@id`). */
	public const ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,39}$';

	/** Nesting a value may reach (a review's author's address is three levels down). */
	private const MAX_DEPTH = 8;

	public function __construct( private Catalogue $catalogue ) {}

	/**
	 * The JSON schema of the stored list: the post meta's REST schema and the input of the route and
	 * the update ability. It says the outline (an offered type, a slug id, an object of values);
	 * set() checks each value against its type's properties.
	 *
	 * @return array<string, mixed>
	 */
	public function list_schema(): array {
		return array(
			'description' => __( "The post's own structured data: schema.org type instances, each built into one JSON-LD node of the page's graph.", 'sightline-seo' ),
			'type'        => 'array',
			'maxItems'    => self::MAX_INSTANCES,
			'items'       => array(
				'type'                 => 'object',
				'properties'           => array(
					'type'   => array(
						'description' => __( 'The schema.org type.', 'sightline-seo' ),
						'type'        => 'string',
						'enum'        => $this->catalogue->offered(),
					),
					'id'     => array(
						'description' => __( 'A short slug, unique within the post: the node is <page address>#/schema/<id>.', 'sightline-seo' ),
						'type'        => 'string',
						'pattern'     => self::ID_PATTERN,
					),
					'values' => array(
						'description'          => __( 'The values the author set, by property; the others fall back to their defaults.', 'sightline-seo' ),
						'type'                 => 'object',
						'additionalProperties' => true,
					),
				),
				'required'             => array( 'type', 'id', 'values' ),
				'additionalProperties' => false,
			),
		);
	}

	/**
	 * The instances as they are stored, or an error naming the first wrong field
	 * (`structured_data[2].values.recipeIngredient`).
	 *
	 * @param mixed  $instances
	 * @param string $root      The name of the list in the error's field path: a post's `structured_data`,
	 *                          the site-wide `schema_sets`.
	 * @return list<Instance>|WP_Error
	 */
	public function validate( $instances, string $root = 'structured_data' ): array|WP_Error {
		if ( ! is_array( $instances ) || ( array() !== $instances && ! array_is_list( $instances ) ) ) {
			return self::error( $root, __( 'Structured data must be a list of type instances.', 'sightline-seo' ) );
		}
		if ( count( $instances ) > self::MAX_INSTANCES ) {
			/* translators: %d: the most type instances a post (or the site-wide sets) may have. */
			return self::error( $root, sprintf( __( 'At most %d structured data items are allowed.', 'sightline-seo' ), self::MAX_INSTANCES ) );
		}
		$valid = array();
		$ids   = array();
		foreach ( $instances as $index => $instance ) {
			$path = $root . '[' . $index . ']';
			if ( ! is_array( $instance ) || ( array() !== $instance && array_is_list( $instance ) ) ) {
				return self::error( $path, __( 'An item must be an object with a type, an id and values.', 'sightline-seo' ) );
			}
			$extra = array_diff( array_keys( $instance ), array( 'type', 'id', 'values' ) );
			if ( $extra ) {
				return self::error( $path . '.' . reset( $extra ), __( 'Unknown key.', 'sightline-seo' ) );
			}
			$type = $instance['type'] ?? null;
			if ( ! is_string( $type ) || ! in_array( $type, $this->catalogue->offered(), true ) ) {
				return self::error( $path . '.type', __( 'Unknown structured data type.', 'sightline-seo' ) );
			}
			$id = $instance['id'] ?? null;
			if ( ! is_string( $id ) || ! preg_match( '/' . self::ID_PATTERN . '/', $id ) ) {
				return self::error( $path . '.id', __( 'The id must be a short slug: lowercase letters, digits, hyphens and underscores, at most 40.', 'sightline-seo' ) );
			}
			if ( isset( $ids[ $id ] ) ) {
				return self::error( $path . '.id', __( 'Another item has the same id.', 'sightline-seo' ) );
			}
			$ids[ $id ] = true;
			$values     = $instance['values'] ?? array();
			if ( ! is_array( $values ) || ( array() !== $values && array_is_list( $values ) ) ) {
				return self::error( $path . '.values', __( 'The values must be an object of property values.', 'sightline-seo' ) );
			}
			$checked = $this->check_values( $type, $values, $path . '.values', 0 );
			if ( is_wp_error( $checked ) ) {
				return $checked;
			}
			$valid[] = array(
				'type'   => $type,
				'id'     => $id,
				'values' => $values,
			);
		}
		return $valid;
	}

	/**
	 * Each value of a type's instance (or nested node) has a property of that type and the shape of its kind.
	 *
	 * @param array<mixed> $values
	 * @return true|WP_Error
	 */
	private function check_values( string $type, array $values, string $path, int $depth ): bool|WP_Error {
		if ( $depth > self::MAX_DEPTH ) {
			return self::error( $path, __( 'The values are nested too deep.', 'sightline-seo' ) );
		}
		$properties = $this->catalogue->properties( $type );
		foreach ( $values as $name => $value ) {
			$name = (string) $name;
			if ( '@type' === $name && $depth > 0 ) {
				continue; // Checked by the nested value's property (check_one()).
			}
			if ( ! isset( $properties[ $name ] ) ) {
				/* translators: %s: schema.org type name. */
				return self::error( $path . '.' . $name, sprintf( __( '%s has no such property.', 'sightline-seo' ), $type ) );
			}
			$definition = $properties[ $name ];
			$at         = $path . '.' . $name;
			if ( null === $value ) {
				continue; // Unset: the default applies.
			}
			if ( ! empty( $definition['list'] ) && is_array( $value ) && array_is_list( $value ) ) {
				foreach ( $value as $index => $item ) {
					$checked = $this->check_one( $definition, $item, $at . '[' . $index . ']', $depth );
					if ( is_wp_error( $checked ) ) {
						return $checked;
					}
				}
				continue;
			}
			$checked = $this->check_one( $definition, $value, $at, $depth );
			if ( is_wp_error( $checked ) ) {
				return $checked;
			}
		}
		return true;
	}

	/**
	 * One value of a property: text, a number or a boolean for a plain kind; for a nested kind also an
	 * object of the nested type's values (its `@type` one the property accepts), and text for a name or
	 * an image's address.
	 *
	 * @param Property $definition
	 * @param mixed    $value
	 * @return true|WP_Error
	 */
	private function check_one( array $definition, $value, string $path, int $depth ): bool|WP_Error {
		if ( is_string( $value ) && strlen( $value ) > 10000 ) {
			return self::error( $path, __( 'The value is too long.', 'sightline-seo' ) );
		}
		if ( is_string( $value ) || is_int( $value ) || is_float( $value ) || is_bool( $value ) ) {
			return true;
		}
		if ( ! is_array( $value ) || ! Catalogue::is_nested_kind( $definition['kind'] ) || ( array() !== $value && array_is_list( $value ) ) ) {
			return self::error( $path, __( 'The value has the wrong shape for this property.', 'sightline-seo' ) );
		}
		$type = $value['@type'] ?? Catalogue::default_type( $definition );
		if ( ! is_string( $type ) || ! $this->catalogue->accepts( $definition, $type ) ) {
			return self::error( $path . '.@type', __( 'This property does not take a value of that type.', 'sightline-seo' ) );
		}
		return $this->check_values( $type, $value, $path, $depth + 1 );
	}

	private static function error( string $field, string $message ): WP_Error {
		return new WP_Error(
			'sightline_structured_data_invalid',
			$field . ': ' . $message,
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}
}
