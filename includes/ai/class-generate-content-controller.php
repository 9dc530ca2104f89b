<?php
/**
 * `POST /sightline/v1/generate-content {type, post_id?, is_taxonomy?}`: writes a search title, meta
 * description or social title/description for a post, a term (`is_taxonomy`) or, without post_id, the
 * site. The editor may also send its unsaved `title`, `content` and `focus_keyword`, and `attempt` for
 * "try again". Needs edit_post / edit_term on the object (manage_options for the site).
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Head\Object_Settings;
use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Generate_Content_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'generate-content';

	public function __construct( private Content_Generator $generator ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$text = static fn( string $description, int $max ): array => array(
			'description' => $description,
			'type'        => 'string',
			'maxLength'   => $max,
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'can_edit_object' ),
					'args'                => array(
						'type'          => array(
							'description' => __( 'What to write.', 'sightline-seo' ),
							'type'        => 'string',
							'enum'        => array_keys( Content_Generator::TYPES ),
							'required'    => true,
						),
						'post_id'       => array(
							'description' => __( 'Post id, or term id with is_taxonomy; omit for the site itself.', 'sightline-seo' ),
							'type'        => 'integer',
							'minimum'     => 1,
						),
						'is_taxonomy'   => array(
							'description' => __( 'post_id is a term id.', 'sightline-seo' ),
							'type'        => 'boolean',
							'default'     => false,
						),
						'title'         => $text( __( 'Unsaved title from the editor.', 'sightline-seo' ), 1000 ),
						'content'       => $text( __( 'Unsaved content from the editor.', 'sightline-seo' ), 2000000 ),
						'focus_keyword' => $text( __( 'Unsaved focus keyword from the editor.', 'sightline-seo' ), 200 ),
						'attempt'       => array(
							'description' => __( 'How many times the author asked to try again.', 'sightline-seo' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'maximum'     => 100,
							'default'     => 0,
						),
					),
				),
			)
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return true|WP_Error
	 */
	public function can_edit_object( $request ) {
		$id = (int) $request->get_param( 'post_id' );
		if ( ! $id ) {
			return $this->can_manage_options();
		}
		// Permission before existence: a private id and a missing one answer alike to someone who may
		// not edit it (do_not_allow: the shared refusal, which no one passes).
		return Object_Settings::may_edit( $this->item( $request ) ) ? true : $this->require_capability( 'do_not_allow' );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function create_item( $request ) {
		$item = $request->get_param( 'post_id' ) ? $this->item( $request ) : null;
		if ( is_wp_error( $item ) ) {
			return $item;
		}
		$unsaved = array();
		foreach ( array( 'title', 'content', 'focus_keyword' ) as $field ) {
			if ( $request->has_param( $field ) ) {
				$unsaved[ $field ] = (string) $request->get_param( $field );
			}
		}
		$result = $this->generator->generate( (string) $request->get_param( 'type' ), $item, $unsaved, (int) $request->get_param( 'attempt' ) );
		if ( is_wp_error( $result ) ) {
			$retry = $result->get_error_data()['retry_after'] ?? null;
			if ( null === $retry ) {
				return $result;
			}
			// A 429 says when to come back, as HTTP clients expect.
			$response = rest_convert_error_to_response( $result );
			$response->header( 'Retry-After', (string) (int) $retry );
			return $response;
		}
		return rest_ensure_response( array( 'success' => true ) + $result );
	}

	/**
	 * @return \WP_Post|\WP_Term|WP_Error
	 */
	private function item( WP_REST_Request $request ) {
		$id = (int) $request->get_param( 'post_id' );
		if ( $request->get_param( 'is_taxonomy' ) ) {
			$term = get_term( $id );
			return $term instanceof \WP_Term ? $term : new WP_Error( 'rest_term_invalid', __( 'post_id: no term has this id.', 'sightline-seo' ), array( 'status' => 404 ) );
		}
		$post = get_post( $id );
		return $post instanceof \WP_Post ? $post : new WP_Error( 'rest_post_invalid_id', __( 'post_id: no post has this id.', 'sightline-seo' ), array( 'status' => 404 ) );
	}
}
