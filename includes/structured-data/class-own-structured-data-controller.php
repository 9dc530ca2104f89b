<?php
/**
 * `GET /sightline/v1/post/structured-data?id=N` and `PUT` with `{id, instances}`: a post's own
 * structured data (Post_Structured_Data), answered as `{instances, nodes, findings}`
 * (includes/contracts/rest-post-structured-data.json). edit_post on the post is checked before the
 * post is looked up, so a user who may not edit it learns nothing of whether it exists.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Post_Structured_Data_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'post/structured-data';

	public function __construct( private Post_Structured_Data $data ) {}

	public function register_routes(): void {
		$id = array(
			'description' => __( 'Id of the post.', 'sightline-seo' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => true,
		);
		$this->register_route(
			array(
				WP_REST_Server::READABLE => array(
					'callback'            => 'get_item',
					'permission_callback' => 'get_item_permissions_check',
					'args'                => array( 'id' => $id ),
				),
				'PUT'                    => array(
					'callback'            => 'update_item',
					'permission_callback' => 'get_item_permissions_check',
					'args'                => array(
						'id'        => $id,
						'instances' => array( 'required' => true ) + $this->data->list_schema(),
					),
				),
			)
		);
	}

	/**
	 * Post_Structured_Data::can_edit(), before any lookup: edit_post on the post; an unknown id is
	 * refused like a post the user may not edit, unless the user may edit everyone's posts (then 404).
	 *
	 * @param WP_REST_Request $request
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		// do_not_allow: the shared refusal (401 for a visitor, 403 for a user), which no one passes.
		return Post_Structured_Data::can_edit( (int) $request['id'] ) ? true : $this->require_capability( 'do_not_allow' );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function get_item( $request ) {
		$post = Post_Structured_Data::find( (int) $request['id'] );
		return is_wp_error( $post ) ? $post : rest_ensure_response( $this->data->preview( $post ) );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function update_item( $request ) {
		$post = Post_Structured_Data::find( (int) $request['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$stored = $this->data->set( $post, $request['instances'] );
		return is_wp_error( $stored ) ? $stored : rest_ensure_response( $this->data->preview( $post ) );
	}

	/**
	 * The answer's schema: includes/contracts/rest-post-structured-data.json, which the TS types and
	 * the abilities' output schema come from too.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( Post_Structured_Data::CONTRACT ) );
	}
}
