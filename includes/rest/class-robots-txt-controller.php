<?php
/**
 * `GET|POST /sightline/v1/robots-txt`: the robots.txt editor's data (SPEC §3.2) and saving the text
 * (`{robots_txt_content}` → `{success, message}`, SPEC §7). manage_options only.
 *
 * @package Sightline
 */

namespace Sightline\Rest;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Robots\Robots_Txt;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Robots_Txt_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'robots-txt';

	public function __construct( private Robots_Txt $robots ) {}

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
						'robots_txt_content' => array(
							'description'       => __( 'The robots.txt text; empty lets WordPress manage the file.', 'sightline-seo' ),
							'type'              => 'string',
							'required'          => true,
							'maxLength'         => Robots_Txt::MAX_LENGTH,
							'validate_callback' => array( $this, 'validate_content' ),
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * @param mixed           $value
	 * @param WP_REST_Request $request
	 * @param string          $param
	 * @return true|\WP_Error
	 */
	public function validate_content( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		return true === $valid ? Robots_Txt::validate( (string) $value ) : $valid;
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( $this->robots->data() );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function update_item( $request ) {
		$saved = $this->robots->save( (string) $request->get_param( 'robots_txt_content' ) );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return $this->success( __( 'robots.txt saved successfully.', 'sightline-seo' ) );
	}

	/**
	 * The answer's schema: includes/contracts/rest-robots-txt.json, which the TS types come from too.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( 'rest-robots-txt' ) );
	}
}
