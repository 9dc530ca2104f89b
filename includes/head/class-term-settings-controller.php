<?php
/**
 * `GET /sightline/v1/term/settings?term_id&post_type&is_taxonomy`: a term's stored SEO fields,
 * the values its archive really gets and the global defaults; `{success, message, data}`. post_type
 * names the taxonomy the term must be in (empty accepts any).
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

final class Term_Settings_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'term/settings';

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
					'args'                => Post_Settings_Controller::args( 'term_id', __( 'Id of the term.', 'sightline-seo' ), true ),
				),
			)
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		// Permission before existence (Object_Settings::may_edit()); do_not_allow: the shared refusal.
		// WordPress also asks this of a refused request (the Allow header): its values are unchecked.
		return Object_Settings::may_edit( Object_Settings::find_term( (int) $request['term_id'], is_string( $request['post_type'] ) ? $request['post_type'] : '' ) ) ? true : $this->require_capability( 'do_not_allow' );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function get_item( $request ) {
		$term = Object_Settings::find_term( (int) $request['term_id'], (string) $request['post_type'] );
		if ( is_wp_error( $term ) ) {
			return $term;
		}
		return $this->success( __( 'Term settings loaded.', 'sightline-seo' ), array( 'data' => $this->objects->for_term( $term ) ) );
	}
}
