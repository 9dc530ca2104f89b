<?php
/**
 * The progress of the scores' backfill (Score_Backfill_Job), for the dashboard's score card:
 *   GET /sightline/v1/scores/backfill   status, posts scored, posts remaining, started, finished
 * Needs edit_posts, as the score counts do (anyone who writes posts may see how they score). Asking
 * for the progress of a running job also schedules its next batch when the event was lost.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;
use WP_Error;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Score_Backfill_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'scores/backfill';

	public function register_routes(): void {
		$this->register_route(
			array(
				WP_REST_Server::READABLE => array(
					'callback'            => 'get_status',
					'permission_callback' => 'can_edit_posts',
				),
			)
		);
	}

	/** @return true|WP_Error */
	public function can_edit_posts() {
		return $this->require_capability( 'edit_posts' );
	}

	public function get_status(): \WP_REST_Response {
		Score_Backfill_Job::schedule();
		return rest_ensure_response( self::status() );
	}

	/** @return array{status: string, scored: int, remaining: int, remaining_more: bool, all: bool, started: int, finished: int} */
	public static function status(): array {
		$job       = Score_Backfill_Job::progress();
		$remaining = null === $job ? 0 : Score_Backfill_Job::remaining( $job );
		$cap       = Score_Backfill_Job::remaining_cap();
		return array(
			'status'         => (string) ( $job['status'] ?? 'not_started' ),
			'scored'         => (int) ( $job['scored'] ?? 0 ),
			'remaining'      => min( $remaining, $cap ),
			'remaining_more' => $remaining > $cap,
			'all'            => ! empty( $job['all'] ),
			'started'        => (int) ( $job['started'] ?? 0 ),
			'finished'       => (int) ( $job['finished'] ?? 0 ),
		);
	}

	/**
	 * The answer's schema: includes/contracts/rest-score-backfill.json (its TS type too).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( 'rest-score-backfill' ) );
	}
}
