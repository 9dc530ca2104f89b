<?php
/**
 * `GET|POST /sightline/v1/ai/auth`: the AI connection. GET reports the chosen provider, what each
 * provider needs and whether a key is stored; POST `{accessKey, provider?, base_url?, model?, timeout?}`
 * saves it. The key is write-only: no response ever contains it.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Ai_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'ai/auth';

	private Ai_Config $config;

	public function __construct( private Content_Generator $generator ) {
		$this->config = $generator->config();
	}

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
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'can_manage_options' ),
					'args'                => array(
						'accessKey' => array(
							'description' => __( 'API key of the OpenAI-compatible provider. Write-only; an empty string removes the stored key.', 'sightline-seo' ),
							'type'        => 'string',
							'maxLength'   => 1000,
						),
						'provider'  => array(
							'description' => __( 'Which provider writes the content.', 'sightline-seo' ),
							'type'        => 'string',
							'enum'        => Ai_Config::PROVIDERS,
						),
						'base_url'  => array(
							'description' => __( 'Base URL of the OpenAI-compatible API, e.g. https://api.openai.com/v1.', 'sightline-seo' ),
							'type'        => 'string',
							'maxLength'   => 2048,
						),
						'model'     => array(
							'description' => __( 'Model name sent to the OpenAI-compatible API.', 'sightline-seo' ),
							'type'        => 'string',
							'maxLength'   => 200,
						),
						'timeout'   => array(
							'description' => __( 'Seconds to wait for the provider.', 'sightline-seo' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => Ai_Config::MAX_TIMEOUT,
						),
					),
				),
			)
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( array( 'success' => true ) + $this->state() );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function update_item( $request ) {
		$changes = array();
		foreach ( array( 'provider', 'base_url', 'model', 'timeout' ) as $field ) {
			if ( $request->has_param( $field ) ) {
				$changes[ $field ] = $request->get_param( $field );
			}
		}
		if ( $request->has_param( 'accessKey' ) ) {
			$changes['api_key'] = (string) $request->get_param( 'accessKey' );
		}
		$had_key = $this->config->public_view()['has_key'];
		$saved   = $this->config->update( $changes );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		$state = $this->state();
		if ( $had_key && ! $state['has_key'] && ! isset( $changes['api_key'] ) ) {
			return $this->success( __( 'AI settings saved. The base URL changed, so the stored API key was removed: enter the key again for the new address.', 'sightline-seo' ), $state );
		}
		return $this->success( __( 'AI settings saved.', 'sightline-seo' ), $state );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function state(): array {
		$active    = $this->generator->active();
		$providers = array();
		foreach ( $this->generator->providers() as $provider ) {
			$providers[] = array(
				'id'        => $provider->id(),
				'label'     => $provider->label(),
				'available' => $provider->is_available(),
			);
		}
		return array(
			'connected' => $active->is_available(),
			'providers' => $providers,
		) + $this->config->public_view();
	}
}
