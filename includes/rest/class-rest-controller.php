<?php
/**
 * Base of every Sightline SEO REST controller: the namespace and the permission checks they share.
 *
 * @package Sightline
 */

namespace Sightline\Rest;

use WP_Error;
use WP_REST_Controller;

defined( 'ABSPATH' ) || exit;

abstract class Rest_Controller extends WP_REST_Controller {

	public const NAMESPACE = 'sightline/v1';

	/** @var string */
	protected $namespace = self::NAMESPACE;

	/**
	 * The routes are registered when the REST API starts.
	 */
	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers `/{rest_base}{suffix}` with one endpoint per entry of $endpoints: HTTP methods (a
	 * WP_REST_Server constant) => the name of this controller's callback method, or an endpoint array
	 * (`args` and the like) whose `callback` is that name. Every endpoint needs manage_options unless
	 * it names another `permission_callback` method of this controller.
	 *
	 * @param array<string, string|array<string, mixed>> $endpoints
	 * @param string                                     $suffix Path after the base, such as `/ignore`.
	 * @param bool                                       $schema Whether the route publishes get_public_item_schema().
	 */
	protected function register_route( array $endpoints, string $suffix = '', bool $schema = true ): void {
		$route = array();
		foreach ( $endpoints as $methods => $endpoint ) {
			$endpoint = is_array( $endpoint ) ? $endpoint : array( 'callback' => $endpoint );
			$route[]  = array(
				'methods'             => $methods,
				'callback'            => array( $this, $endpoint['callback'] ),
				'permission_callback' => array( $this, $endpoint['permission_callback'] ?? 'can_manage_options' ),
			) + $endpoint;
		}
		if ( $schema ) {
			$route['schema'] = array( $this, 'get_public_item_schema' );
		}
		register_rest_route( $this->namespace, '/' . $this->rest_base . $suffix, $route );
	}

	/**
	 * Site-wide settings, migration and tools need `manage_options`.
	 *
	 * @return true|WP_Error
	 */
	public function can_manage_options() {
		return $this->require_capability( 'manage_options' );
	}

	/**
	 * @param mixed ...$args Object id for meta capabilities such as edit_post.
	 * @return true|WP_Error
	 */
	protected function require_capability( string $capability, ...$args ) {
		if ( current_user_can( $capability, ...$args ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to do that.', 'sightline-seo' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * The `{success, message}` answer most write routes give.
	 *
	 * @param array<string, mixed> $extra
	 */
	protected function success( string $message, array $extra = array() ): \WP_REST_Response {
		return rest_ensure_response(
			array(
				'success' => true,
				'message' => $message,
			) + $extra
		);
	}
}
