<?php
/**
 * `GET /sightline/v1/{post|term|author}/structured-data?id=N` and `PUT` with `{id, instances}`: the own
 * structured data of a post, a term or an author (Own_Structured_Data), answered as
 * `{instances, nodes, findings}` (includes/contracts/rest-post-structured-data.json). The right to edit
 * the object is checked before it is looked up, so a user who may not edit it learns nothing of
 * whether it exists.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Own_Structured_Data_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'post/structured-data';

	public function __construct( private Own_Structured_Data $data ) {}

	public function register_routes(): void {
		$ids = array(
			'post'   => __( 'Id of the post.', 'sightline-seo' ),
			'term'   => __( 'Id of the term.', 'sightline-seo' ),
			'author' => __( 'Id of the user.', 'sightline-seo' ),
		);
		foreach ( Own_Structured_Data::KINDS as $kind ) {
			$this->rest_base = $kind . '/structured-data';
			$id              = array(
				'description' => $ids[ $kind ],
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
	}

	/**
	 * The kind of object a request's route names: `/sightline/v1/term/structured-data` → `term`.
	 *
	 * @param WP_REST_Request $request
	 */
	private static function kind( $request ): string {
		$kind = explode( '/', trim( substr( $request->get_route(), strlen( '/' . self::NAMESPACE ) ), '/' ) )[0];
		return in_array( $kind, Own_Structured_Data::KINDS, true ) ? $kind : 'post';
	}

	/**
	 * Own_Structured_Data::can_edit(), before any lookup: the right to edit the object; an unknown id is
	 * refused like an object the user may not edit, unless the user may edit every object of the kind
	 * (then 404).
	 *
	 * @param WP_REST_Request $request
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		// do_not_allow: the shared refusal (401 for a visitor, 403 for a user), which no one passes.
		return Own_Structured_Data::can_edit( self::kind( $request ), (int) $request['id'] ) ? true : $this->require_capability( 'do_not_allow' );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function get_item( $request ) {
		$owner = Own_Structured_Data::find( self::kind( $request ), (int) $request['id'] );
		return is_wp_error( $owner ) ? $owner : rest_ensure_response( $this->data->preview( $owner ) );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function update_item( $request ) {
		$owner = Own_Structured_Data::find( self::kind( $request ), (int) $request['id'] );
		if ( is_wp_error( $owner ) ) {
			return $owner;
		}
		$stored = $this->data->set( $owner, $request['instances'] );
		return is_wp_error( $stored ) ? $stored : rest_ensure_response( $this->data->preview( $owner ) );
	}

	/**
	 * The answer's schema: includes/contracts/rest-post-structured-data.json, which the TS types and
	 * the abilities' output schema come from too.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( Own_Structured_Data::CONTRACT ) );
	}
}
