<?php
/**
 * `GET /sightline/v1/post/settings?post_id&post_type&is_taxonomy`: a post's stored SEO fields,
 * the values its page really gets, and the global defaults it inherits; `{success, message, data}`.
 * With is_taxonomy=true the id is a term id (as the editor's term screen sends it).
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Post_Settings_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'post/settings';

	public function __construct( private Object_Settings $objects ) {}

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
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => self::args( 'post_id', __( 'Id of the post.', 'sightline-seo' ), false ),
				),
			)
		);
	}

	/**
	 * The query arguments shared with the term route; $id_name is post_id or term_id.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args( string $id_name, string $id_description, bool $is_taxonomy ): array {
		return array(
			$id_name      => array(
				'description' => $id_description,
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
			'post_type'   => array(
				'description' => __( 'Post type (or taxonomy) the object must belong to; empty accepts any.', 'sightline-seo' ),
				'type'        => 'string',
				'pattern'     => '^[a-z0-9_-]{0,32}$',
				'default'     => '',
			),
			'is_taxonomy' => array(
				'description' => __( 'Whether the id is a term id.', 'sightline-seo' ),
				'type'        => 'boolean',
				'default'     => $is_taxonomy,
			),
		);
	}

	/**
	 * Permission before existence (Object_Settings::may_edit()): someone who may not edit an id gets
	 * the same refusal whether it names a private object or nothing.
	 *
	 * @param WP_REST_Request $request
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		// do_not_allow: the shared refusal (401 for a visitor, 403 for a user), which no one passes.
		return Object_Settings::may_edit( $this->find( $request ) ) ? true : $this->require_capability( 'do_not_allow' );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function get_item( $request ) {
		$object = $this->find( $request );
		if ( is_wp_error( $object ) ) {
			return $object;
		}
		if ( $object instanceof \WP_Term ) {
			return $this->success( __( 'Term settings loaded.', 'sightline-seo' ), array( 'data' => $this->objects->for_term( $object ) ) );
		}
		return $this->success( __( 'Post settings loaded.', 'sightline-seo' ), array( 'data' => $this->objects->for_post( $object ) ) );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_Post|\WP_Term|WP_Error
	 */
	private function find( $request ) {
		$id = (int) $request['post_id'];
		// WordPress also asks the permission check of a refused request (the Allow header): its values are unchecked.
		$type = is_string( $request['post_type'] ) ? $request['post_type'] : '';
		return $request['is_taxonomy'] ? Object_Settings::find_term( $id, $type ) : Object_Settings::find_post( $id, $type );
	}
}
