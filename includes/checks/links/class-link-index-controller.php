<?php
/**
 * The background indexing of existing posts (Link_Index_Job):
 *   GET  /sightline/v1/links/index   its progress (edit_posts: the Links panel may say it is under way)
 *   POST /sightline/v1/links/index   starts it over (manage_options)
 * Asking for the progress of a running job also schedules its next batch when the event was lost.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;
use WP_Error;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Link_Index_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'links/index';

	public function register_routes(): void {
		$this->register_route(
			array(
				WP_REST_Server::READABLE  => array(
					'callback'            => 'get_status',
					'permission_callback' => 'can_edit_posts',
				),
				WP_REST_Server::CREATABLE => 'restart',
			)
		);
	}

	/** @return true|WP_Error */
	public function can_edit_posts() {
		return $this->require_capability( 'edit_posts' );
	}

	public function get_status(): \WP_REST_Response {
		Link_Index_Job::schedule();
		return rest_ensure_response( self::status() );
	}

	public function restart(): \WP_REST_Response {
		Link_Table::upgrade();
		Link_Index_Job::start();
		$response = rest_ensure_response( self::status() );
		$response->set_status( 202 );
		return $response;
	}

	/** @return array{status: string, cursor: int, indexed: int, started: int, finished: int} */
	private static function status(): array {
		$job = Link_Index_Job::progress();
		return array(
			'status'   => $job['status'] ?? 'not_started',
			'cursor'   => $job['cursor'] ?? 0,
			'indexed'  => $job['indexed'] ?? 0,
			'started'  => $job['started'] ?? 0,
			'finished' => $job['finished'] ?? 0,
		);
	}

	/**
	 * The answer's schema: includes/contracts/rest-link-index.json (its TS type too).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( 'rest-link-index' ) );
	}
}
