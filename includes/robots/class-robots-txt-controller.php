<?php
/**
 * `GET|POST /sightline/v1/robots-txt`: the robots.txt editor's data and saving the text
 * (`{robots_txt_content}` → `{success, message}`). manage_options only.
 *
 * @package Sightline
 */

namespace Sightline\Robots;

use Sightline\Rest\Rest_Controller;
use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Robots_Txt_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'robots-txt';

	public function __construct( private Robots_Txt $robots ) {}

	public function register_routes(): void {
		$this->register_route(
			array(
				WP_REST_Server::READABLE  => 'get_item',
				WP_REST_Server::CREATABLE => array(
					'callback' => 'update_item',
					'args'     => array(
						'robots_txt_content' => array(
							'description'       => __( 'The robots.txt text; empty lets WordPress manage the file.', 'sightline-seo' ),
							'type'              => 'string',
							'required'          => true,
							'maxLength'         => Robots_Txt::MAX_LENGTH,
							'validate_callback' => array( $this, 'validate_content' ),
						),
					),
				),
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
