<?php
/**
 * Registers the post meta `_sightline_structured_data` for every post type shown in REST: its schema
 * (Own_Structured_Data::list_schema()), in the `edit` context only, and edit_post for writes. Only
 * where the request may read or write it over REST: on `init` of a request that is no page view (the
 * admin) and on `rest_api_init`; a page view reads the meta with get_post_meta() and needs none of it.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Hookable_Interface;
use Sightline\Request_Kind;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

final class Meta_Field implements Hookable_Interface {

	private bool $registered = false;

	public function __construct( private Own_Structured_Data $data ) {}

	public function add_hooks(): void {
		add_filter( 'rest_request_before_callbacks', array( $this, 'check_core_write' ), 10, 3 );
		if ( did_action( 'init' ) ) {
			// Started by the REST API (after init): the routes are being registered now.
			$this->register();
			return;
		}
		add_action( 'init', array( $this, 'register_where_needed' ), 20 );
		add_action( 'rest_api_init', array( $this, 'register' ) );
	}

	public function register_where_needed(): void {
		if ( ! Request_Kind::is_page_view() ) {
			$this->register();
		}
	}

	public function register(): void {
		if ( $this->registered ) {
			return;
		}
		$this->registered = true;
		$schema           = $this->data->list_schema();
		$rest_schema      = array( 'context' => array( 'edit' ) ) + $schema;
		foreach ( get_post_types( array( 'show_in_rest' => true ) ) as $post_type ) {
			register_post_meta(
				$post_type,
				Own_Structured_Data::META_KEY,
				array(
					'type'          => 'array',
					'description'   => (string) $schema['description'],
					'single'        => true,
					'default'       => array(),
					'show_in_rest'  => array( 'schema' => $rest_schema ),
					'auth_callback' => static fn( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', (int) $post_id ),
				)
			);
		}
	}

	/**
	 * Refuses a write of the meta through a post route of WordPress's own with the one write path's
	 * error (400, naming the field) before anything is saved.
	 *
	 * @param mixed                $response What answers the request so far (an error stops it).
	 * @param array<string, mixed> $handler  The matched endpoint.
	 * @param WP_REST_Request      $request
	 * @return mixed
	 */
	public function check_core_write( $response, $handler, $request ) {
		if ( is_wp_error( $response ) || ! $request instanceof WP_REST_Request || 'GET' === $request->get_method() ) {
			return $response;
		}
		$callback = $handler['callback'] ?? null;
		if ( ! is_array( $callback ) || ! $callback[0] instanceof \WP_REST_Posts_Controller ) {
			return $response;
		}
		$meta = $request['meta'];
		if ( ! is_array( $meta ) || ! array_key_exists( Own_Structured_Data::META_KEY, $meta ) || null === $meta[ Own_Structured_Data::META_KEY ] ) {
			return $response; // Not written (null deletes it).
		}
		$valid = $this->data->validate( $meta[ Own_Structured_Data::META_KEY ] );
		return is_wp_error( $valid ) ? $valid : $response;
	}
}
