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

	public const META_KEY = Page_Graph::META_KEY;

	/** The contract of what the REST route and the abilities answer (preview()). */
	public const CONTRACT = 'rest-post-structured-data';

	public function __construct(
		private Catalogue $catalogue,
		private Instance_Validator $validator,
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
		return Object_Settings::may_edit( Object_Settings::find_post( $id ) );
	}

	/**
	 * The JSON schema of the stored list (Instance_Validator::list_schema()).
	 *
	 * @return array<string, mixed>
	 */
	public function list_schema(): array {
		return $this->validator->list_schema();
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
	 * The nodes of $instances on the page of $context: variables from the head's own resolver, each
	 * computed when a template uses it, with the post's dates in ISO 8601 (Page_Variables).
	 *
	 * @param list<Instance> $instances
	 * @return list<array<string, mixed>>
	 */
	public function nodes( Context $context, array $instances ): array {
		if ( array() === $instances ) {
			return array();
		}
		$variables = new Page_Variables( $this->resolver->variables(), $context, $this->resolver->post_dates( $context ) );
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
	 * The instances as they are stored, or an error naming the first wrong field (Instance_Validator).
	 *
	 * @param mixed $instances
	 * @return list<Instance>|WP_Error
	 */
	public function validate( $instances ): array|WP_Error {
		return $this->validator->validate( $instances );
	}
}
