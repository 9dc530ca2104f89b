<?php
/**
 * Site SEO analysis over REST (manage_options):
 *   GET    /sightline/v1/checks/site            the cached report (checks run first when none is stored)
 *   POST   /sightline/v1/checks/site            re-run every check now
 *   POST   /sightline/v1/checks/site/ignore     {id}  ignore a check
 *   DELETE /sightline/v1/checks/site/ignore     {id}  un-ignore it
 * A report is {checks: [{id, status, message, description, category, ignore, link}], ran_at, stale}.
 *
 * @package Sightline
 */

namespace Sightline\Checks;

use Sightline\Rest\Rest_Controller;
use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Site_Checks_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'checks/site';

	public function __construct( private Site_Checks $checks ) {}

	public function register_routes(): void {
		$this->register_route(
			array(
				WP_REST_Server::READABLE  => 'get_report',
				WP_REST_Server::CREATABLE => 'run',
			)
		);
		$id_arg = array(
			'id' => array(
				'description' => __( 'The id of a site check.', 'sightline-seo' ),
				'type'        => 'string',
				'required'    => true,
				// An enum makes a wrong id a 400 that names the field and lists the valid ids.
				'enum'        => $this->checks->ids(),
			),
		);
		$this->register_route(
			array(
				WP_REST_Server::CREATABLE => array(
					'callback' => 'ignore',
					'args'     => $id_arg,
				),
				WP_REST_Server::DELETABLE => array(
					'callback' => 'restore',
					'args'     => $id_arg,
				),
			),
			'/ignore',
			false
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function get_report( $request ) {
		return rest_ensure_response( $this->checks->report() );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function run( $request ) {
		return rest_ensure_response( $this->checks->run() );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function ignore( $request ) {
		$this->checks->ignore( (string) $request->get_param( 'id' ) );
		return $this->success( __( 'Check ignored.', 'sightline-seo' ), array( 'ignored' => $this->checks->ignored() ) );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function restore( $request ) {
		$this->checks->restore( (string) $request->get_param( 'id' ) );
		return $this->success( __( 'Check restored.', 'sightline-seo' ), array( 'ignored' => $this->checks->ignored() ) );
	}

	/**
	 * The answer's schema: includes/contracts/rest-site-checks.json, which the TS types and the
	 * analyse-site ability's output schema come from too.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( 'rest-site-checks' ) );
	}
}
