<?php
/**
 * An object's own structured data: the type instances a post, a term or an author stores in its meta
 * `_sightline_structured_data` (`{type, id, values}` each, see types.json), the one path that writes
 * them (every instance checked against the catalogue first; nothing is stored when one is wrong), and
 * what they become on the object's page (the post, the term's archive, the author's archive): the
 * built JSON-LD nodes and the Checker's findings for each. The REST routes, the abilities and the
 * page's graph all go through here.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Head\Context;
use Sightline\Head\Object_Settings;
use Sightline\Head\Resolver;
use WP_Error;
use WP_Post;
use WP_Term;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Property from Catalogue
 * @phpstan-type Instance array{type: string, id: string, values: array<string, mixed>}
 * @phpstan-type Finding array{field: string, level: 'error'|'warning', message: string}
 * @phpstan-type Owner WP_Post|WP_Term|WP_User
 */
final class Own_Structured_Data {

	public const META_KEY = Page_Graph::META_KEY;

	/** The contract of what the REST routes and the abilities answer (preview()). */
	public const CONTRACT = 'rest-post-structured-data';

	/** The kinds of object that carry their own structured data, as the routes and abilities name them. */
	public const KINDS = array( 'post', 'term', 'author' );

	public function __construct(
		private Catalogue $catalogue,
		private Instance_Validator $validator,
		private Node_Builder $builder,
		private Checker $checker,
		private Resolver $resolver,
	) {}

	/**
	 * The object of a kind an id names, or the REST layer's 404 naming the field `id`.
	 *
	 * @return Owner|WP_Error
	 */
	public static function find( string $kind, int $id ): WP_Post|WP_Term|WP_User|WP_Error {
		$object = self::lookup( $kind, $id );
		if ( null !== $object ) {
			return $object;
		}
		$messages = array(
			'post'   => __( 'No post has this id.', 'sightline-seo' ),
			'term'   => __( 'No term has this id.', 'sightline-seo' ),
			'author' => __( 'No user has this id.', 'sightline-seo' ),
		);
		if ( 'post' === $kind ) {
			$error = Object_Settings::find_post( $id );
			if ( is_wp_error( $error ) ) {
				// Its words, our argument's name (add_data() would keep its own data beside ours, naming post_id).
				return new WP_Error(
					$error->get_error_code(),
					$error->get_error_message(),
					array(
						'status' => 404,
						'field'  => 'id',
					)
				);
			}
		}
		return new WP_Error(
			'sightline_object_not_found',
			$messages[ $kind ] ?? $messages['post'],
			array(
				'status' => 404,
				'field'  => 'id',
			)
		);
	}

	/**
	 * Whether the current user may read and change the structured data of the object a kind and an id
	 * name: edit_post on a post, edit_term on a term, edit_user on a user. An id that names nothing is
	 * let through (for the 404) only for users who may edit every object of the kind (edit_others_posts,
	 * manage_categories, edit_users), whom a 404 tells nothing they could not see; the others are
	 * refused as for an object they may not edit, so they learn nothing of whether it exists. The REST
	 * routes' and the abilities' permission.
	 */
	public static function can_edit( string $kind, int $id ): bool {
		$object = self::lookup( $kind, $id );
		return match ( true ) {
			$object instanceof WP_Post => current_user_can( 'edit_post', $object->ID ),
			$object instanceof WP_Term => current_user_can( 'edit_term', $object->term_id ),
			$object instanceof WP_User => current_user_can( 'edit_user', $object->ID ),
			'term' === $kind           => current_user_can( 'manage_categories' ),
			'author' === $kind         => current_user_can( 'edit_users' ),
			default                    => current_user_can( 'edit_others_posts' ),
		};
	}

	/**
	 * @return Owner|null
	 */
	private static function lookup( string $kind, int $id ): WP_Post|WP_Term|WP_User|null {
		if ( $id < 1 ) {
			return null;
		}
		if ( 'term' === $kind ) {
			$term = get_term( $id );
			return $term instanceof WP_Term ? $term : null;
		}
		if ( 'author' === $kind ) {
			$user = get_userdata( $id );
			return $user instanceof WP_User ? $user : null;
		}
		$post = Object_Settings::find_post( $id );
		return $post instanceof WP_Post ? $post : null;
	}

	/**
	 * The meta type and object id an object's instances are stored under.
	 *
	 * @param Owner $owner
	 * @return array{0: 'post'|'term'|'user', 1: int}
	 */
	private static function meta_of( WP_Post|WP_Term|WP_User $owner ): array {
		return match ( true ) {
			$owner instanceof WP_Term => array( 'term', $owner->term_id ),
			$owner instanceof WP_User => array( 'user', $owner->ID ),
			default                   => array( 'post', $owner->ID ),
		};
	}

	/**
	 * The head's context of the object's page: the post, the term's archive, the author's archive.
	 *
	 * @param Owner $owner
	 */
	public static function context_of( WP_Post|WP_Term|WP_User $owner ): Context {
		return match ( true ) {
			$owner instanceof WP_Term => Context::for_term( $owner ),
			$owner instanceof WP_User => Context::for_author( $owner ),
			default                   => Context::for_post( $owner ),
		};
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
	 * The object's stored instances; stored entries that no longer make an instance (a type the
	 * catalogue dropped since) are left out, so each entry here builds one node.
	 *
	 * @param Owner $owner
	 * @return list<Instance>
	 */
	public function get( WP_Post|WP_Term|WP_User $owner ): array {
		$meta = self::meta_of( $owner );
		return $this->known( get_metadata( $meta[0], $meta[1], self::META_KEY, true ) );
	}

	/**
	 * Stores the object's instances (an empty list deletes the meta), or says what is wrong and stores
	 * nothing.
	 *
	 * @param Owner $owner
	 * @param mixed $instances
	 * @return list<Instance>|WP_Error What is stored now.
	 */
	public function set( WP_Post|WP_Term|WP_User $owner, $instances ): array|WP_Error {
		$valid = $this->validate( $instances );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$meta = self::meta_of( $owner );
		if ( array() === $valid ) {
			delete_metadata( $meta[0], $meta[1], self::META_KEY );
		} elseif ( get_metadata( $meta[0], $meta[1], self::META_KEY, true ) !== $valid ) {
			// update_metadata() unslashes what it is given: values may hold backslashes.
			update_metadata( $meta[0], $meta[1], self::META_KEY, wp_slash( $valid ) );
		}
		return $this->get( $owner );
	}

	/**
	 * What the REST routes and the abilities answer: the stored instances, the node each builds on the
	 * object's page and the Checker's findings for each node (same order).
	 *
	 * @param Owner $owner
	 * @return array{instances: list<Instance>, nodes: list<array<string, mixed>>, findings: list<list<Finding>>}
	 */
	public function preview( WP_Post|WP_Term|WP_User $owner ): array {
		$instances = $this->get( $owner );
		$nodes     = $this->nodes( self::context_of( $owner ), $instances );
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
	 * canonical URL, or the page's own address where it has none (a noindexed one).
	 */
	public static function page_url( Resolver $resolver, Context $context ): string {
		$url = $resolver->canonical( $context );
		if ( '' !== $url ) {
			return $url;
		}
		if ( $context->post ) {
			return (string) get_permalink( $context->post );
		}
		if ( $context->term ) {
			$link = get_term_link( $context->term );
			return is_wp_error( $link ) ? '' : $link;
		}
		return $context->user ? get_author_posts_url( $context->user->ID, $context->user->user_nicename ) : '';
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
