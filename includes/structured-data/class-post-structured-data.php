<?php
/**
 * A post's own structured data: the type instances it stores in the post meta
 * `_sightline_structured_data` (`{type, id, values}` each, see types.json), the one path that writes
 * them (every instance checked against the catalogue first; nothing is stored when one is wrong), and
 * what they become on the post's page: the built JSON-LD nodes and the Checker's findings for each.
 * The REST route, the abilities and the page's graph all go through here.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Head\Context;
use Sightline\Head\Object_Settings;
use Sightline\Head\Resolver;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Property from Catalogue
 * @phpstan-type Instance array{type: string, id: string, values: array<string, mixed>}
 * @phpstan-type Finding array{field: string, level: 'error'|'warning', message: string}
 */
final class Post_Structured_Data {

	public const META_KEY = '_sightline_structured_data';

	/** The contract of what the REST route and the abilities answer (preview()). */
	public const CONTRACT = 'rest-post-structured-data';

	/** Instances a post may carry at most. */
	public const MAX_INSTANCES = 20;

	/** What an instance id may be: a short slug, unique within the post (it ends the node's `@id`). */
	public const ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,39}$';

	/** Nesting a value may reach (a review's author's address is three levels down). */
	private const MAX_DEPTH = 8;

	public function __construct(
		private Catalogue $catalogue,
		private Node_Builder $builder,
		private Checker $checker,
		private Resolver $resolver,
	) {}

	/**
	 * The post an id names, or the REST layer's 404 naming the field `id`.
	 */
	public static function find( int $id ): WP_Post|WP_Error {
		$post = Object_Settings::find_post( $id );
		if ( is_wp_error( $post ) ) {
			$post->add_data(
				array(
					'status' => 404,
					'field'  => 'id',
				)
			);
		}
		return $post;
	}

	/**
	 * Whether the current user may read and change the structured data of the post $id names: edit_post
	 * on it. An id that names no post is let through (for the 404) only for users who may edit everyone's
	 * posts, whom a 404 tells nothing they could not see; the others are refused as for a post they may
	 * not edit, so they learn nothing of whether it exists. The REST route's and the abilities' permission.
	 */
	public static function can_edit( int $id ): bool {
		$post = Object_Settings::find_post( $id );
		if ( $post instanceof WP_Post ) {
			return current_user_can( 'edit_post', $post->ID );
		}
		return current_user_can( 'edit_others_posts' );
	}

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
	 * The post's stored instances; stored entries that no longer make an instance (a type the
	 * catalogue dropped since) are left out, so each entry here builds one node.
	 *
	 * @return list<Instance>
	 */
	public function get( WP_Post $post ): array {
		return $this->known( get_post_meta( $post->ID, self::META_KEY, true ) );
	}

	/**
	 * Stores the post's instances (an empty list deletes the meta), or says what is wrong and stores nothing.
	 *
	 * @param mixed $instances
	 * @return list<Instance>|WP_Error What is stored now.
	 */
	public function set( WP_Post $post, $instances ): array|WP_Error {
		$valid = $this->validate( $instances );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		if ( array() === $valid ) {
			delete_post_meta( $post->ID, self::META_KEY );
		} elseif ( get_post_meta( $post->ID, self::META_KEY, true ) !== $valid ) {
			// update_post_meta() slashes nothing itself: values may hold backslashes.
			update_post_meta( $post->ID, self::META_KEY, wp_slash( $valid ) );
		}
		return $this->get( $post );
	}

	/**
	 * What the REST route and the abilities answer: the stored instances, the node each builds on the
	 * post's page and the Checker's findings for each node (same order).
	 *
	 * @return array{instances: list<Instance>, nodes: list<array<string, mixed>>, findings: list<list<Finding>>}
	 */
	public function preview( WP_Post $post ): array {
		$instances = $this->get( $post );
		$nodes     = $this->nodes( Context::for_post( $post ), $instances );
		return array(
			'instances' => $instances,
			'nodes'     => $nodes,
			'findings'  => array_map( array( $this->checker, 'check' ), $nodes ),
		);
	}

	/**
	 * The nodes of $instances on the page of $context: variables from the head's own resolver, with
	 * the post's dates in ISO 8601 (the head's date variables are in the site's display format).
	 *
	 * @param list<Instance> $instances
	 * @return list<array<string, mixed>>
	 */
	public function nodes( Context $context, array $instances ): array {
		if ( array() === $instances ) {
			return array();
		}
		$variables = $this->resolver->variables()->values( $context );
		$dates     = $this->resolver->post_dates( $context );
		$variables = array_merge( $variables, array_filter( $dates ) );
		$nodes     = array();
		foreach ( $instances as $instance ) {
			$node = $this->builder->build( $instance, $variables, self::page_url( $this->resolver, $context ) );
			if ( null !== $node ) {
				$nodes[] = $node;
			}
		}
		return $nodes;
	}

	/**
	 * The address the page's graph names its nodes after (the WebPage is `<url>#webpage`): the
	 * canonical URL, or the permalink where the page has none.
	 */
	public static function page_url( Resolver $resolver, Context $context ): string {
		$url = $resolver->canonical( $context );
		if ( '' === $url && $context->post ) {
			$url = (string) get_permalink( $context->post );
		}
		return $url;
	}

	/**
	 * Stored data as instances: only well-formed entries of types the catalogue still offers.
	 *
	 * @param mixed $stored
	 * @return list<Instance>
	 */
	private function known( $stored ): array {
		if ( ! is_array( $stored ) ) {
			return array();
		}
		$offered   = $this->catalogue->offered();
		$instances = array();
		foreach ( $stored as $entry ) {
			if ( is_array( $entry ) && isset( $entry['type'], $entry['id'] ) && is_string( $entry['type'] ) && is_string( $entry['id'] ) && in_array( $entry['type'], $offered, true ) ) {
				$instances[] = array(
					'type'   => $entry['type'],
					'id'     => $entry['id'],
					'values' => isset( $entry['values'] ) && is_array( $entry['values'] ) ? $entry['values'] : array(),
				);
			}
		}
		return $instances;
	}

	/**
	 * The instances as they are stored, or an error naming the first wrong field
	 * (`structured_data[2].values.recipeIngredient`).
	 *
	 * @param mixed $instances
	 * @return list<Instance>|WP_Error
	 */
	public function validate( $instances ): array|WP_Error {
		if ( ! is_array( $instances ) || ( array() !== $instances && ! array_is_list( $instances ) ) ) {
			return self::error( 'structured_data', __( 'Structured data must be a list of type instances.', 'sightline-seo' ) );
		}
		if ( count( $instances ) > self::MAX_INSTANCES ) {
			/* translators: %d: the most type instances a post may have. */
			return self::error( 'structured_data', sprintf( __( 'A post may have at most %d structured data items.', 'sightline-seo' ), self::MAX_INSTANCES ) );
		}
		$valid = array();
		$ids   = array();
		foreach ( $instances as $index => $instance ) {
			$path = 'structured_data[' . $index . ']';
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
				return self::error( $path . '.id', __( 'Another item of this post has the same id.', 'sightline-seo' ) );
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
		if ( ! is_string( $type ) || ! in_array( $type, $this->catalogue->accepted_types( $definition ), true ) ) {
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
