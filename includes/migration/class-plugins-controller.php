<?php
/**
 * `POST /sightline/v1/plugins/deactivate` (switch off the source plugin after a migration; the client
 * ignores a failure) and `GET /sightline/v1/plugins/installed` (the detected source plugins).
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Plugins_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'plugins';

	public function __construct( private Detector $detector ) {}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/deactivate',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'deactivate' ),
				'permission_callback' => array( $this, 'can_deactivate' ),
				'args'                => array(
					'plugin_slug' => array(
						'description' => __( 'The source plugin to deactivate, by its WordPress.org slug.', 'sightline-seo' ),
						'type'        => 'string',
						'enum'        => array_column( $this->detector->definitions(), 'slug' ),
						'required'    => true,
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/installed',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => fn() => rest_ensure_response( $this->detector->detected() ),
				'permission_callback' => array( $this, 'can_manage_options' ),
			)
		);
	}

	/**
	 * Deactivating a plugin is a plugin-management action on top of the migration's manage_options.
	 *
	 * @return true|WP_Error
	 */
	public function can_deactivate() {
		$allowed = $this->can_manage_options();
		return true === $allowed ? $this->require_capability( 'activate_plugins' ) : $allowed;
	}

	public function deactivate( WP_REST_Request $request ): \WP_REST_Response {
		$slug  = (string) $request->get_param( 'plugin_slug' );
		$files = $this->detector->active_files( $slug );
		if ( ! $files ) {
			// Already in the state asked for (a site moving from a plugin it deactivated before, its data
			// left): nothing to do, as WordPress's own plugins route answers such a change.
			return $this->success(
				__( 'The plugin is not active: there was nothing to deactivate.', 'sightline-seo' ),
				array(
					'deactivated'    => array(),
					'network_active' => array(),
				)
			);
		}
		// A plugin active for the whole network stays on: switching it off here would switch it off on
		// every site of the network (deactivate_plugins() does, unless told otherwise).
		$network = array_values( array_filter( $files, 'is_plugin_active_for_network' ) );
		$here    = array_values( array_diff( $files, $network ) );
		if ( $here ) {
			deactivate_plugins( $here, false, false );
		}
		$message = $network
			? __( 'The plugin is active for the whole network and was left on: a network administrator can deactivate it in Network Admin > Plugins.', 'sightline-seo' )
			: __( 'Plugin deactivated.', 'sightline-seo' );
		return $this->success(
			$message,
			array(
				'deactivated'    => $here,
				'network_active' => $network,
			)
		);
	}
}
