<?php
/**
 * `GET /sightline/v1/indexnow`: what the settings screen shows about IndexNow (on or off, the key and
 * its key file URL, how many URLs wait, when they go, and the last submission's outcome). The switch
 * itself is the setting `enable_indexnow`, saved with the other settings. manage_options.
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

use Sightline\Rest\Rest_Controller;
use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Indexnow_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'indexnow';

	public function __construct( private Settings $settings, private Key $key, private Queue $queue, private Last_Result $last ) {}

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
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		$key  = $this->key->get();
		$next = wp_next_scheduled( Change_Watcher::SEND_HOOK );
		return rest_ensure_response(
			array(
				'enabled'     => (bool) $this->settings->get( 'enable_indexnow' ),
				'key'         => $key,
				'key_url'     => '' === $key ? '' : Key::file_url( $key ),
				'queued'      => count( $this->queue->peek() ),
				'next_send'   => false === $next ? null : (int) $next,
				'last_result' => $this->last->get(),
			)
		);
	}

	/**
	 * The answer's schema: includes/contracts/rest-indexnow.json, which the TS types come from too.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( 'rest-indexnow' ) );
	}
}
