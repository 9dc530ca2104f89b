<?php
/**
 * `GET|POST /sightline/v1/admin/global-settings`: read the merged meta settings, or save the changed ones
 * (`{data: {...}}`) after validating them against the schema.
 *
 * @package Sightline
 */

namespace Sightline\Settings;

use Sightline\Rest\Rest_Controller;
use Sightline\Hookable_Interface;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Global_Settings_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'admin/global-settings';

	public function __construct( private Settings $settings ) {}

	public function register_routes(): void {
		$this->register_route(
			array(
				WP_REST_Server::READABLE  => 'get_item',
				WP_REST_Server::CREATABLE => array(
					'callback' => 'update_item',
					'args'     => array(
						'data' => array(
							'description'       => __( 'The changed settings, keyed by setting name.', 'sightline-seo' ),
							'type'              => 'object',
							'required'          => true,
							// Each key is validated against its own schema so the error names the setting.
							'validate_callback' => array( $this, 'validate_data' ),
							'sanitize_callback' => array( $this, 'sanitize_data' ),
						),
					),
				),
			)
		);
	}

	/**
	 * @param mixed $data
	 * @return true|\WP_Error
	 */
	public function validate_data( $data ) {
		if ( ! is_array( $data ) || ( array() !== $data && array_is_list( $data ) ) ) {
			return new \WP_Error( 'sightline_invalid_setting', __( 'data must be an object of settings keyed by name.', 'sightline-seo' ), array( 'status' => 400 ) );
		}
		$clean = $this->settings->validate( $data );
		return is_wp_error( $clean ) ? $clean : true;
	}

	/**
	 * @param array<string, mixed> $data
	 * @return array<string, mixed>|\WP_Error
	 */
	public function sanitize_data( $data ) {
		return $this->settings->validate( (array) $data );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		$this->settings->read_from_primary();
		return rest_ensure_response( Schema::for_json( Settings::schema(), $this->settings->all() ) );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function update_item( $request ) {
		$data = $request->get_param( 'data' );
		if ( empty( $data ) ) {
			return $this->success( __( 'Nothing to save.', 'sightline-seo' ) );
		}
		$saved = $this->settings->update( (array) $data );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return $this->success( __( 'Settings saved successfully.', 'sightline-seo' ), array( 'data' => Schema::for_json( Settings::schema(), $saved ) ) );
	}

	/**
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema' => 'http://json-schema.org/draft-04/schema#',
				'title'   => 'sightline-global-settings',
			) + Settings::schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}
}
