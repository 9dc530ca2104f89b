<?php
/**
 * How many posts have a good SEO (or readability) score, one that needs improvement, a problem, or
 * none yet, for the settings app's dashboard:
 *   GET /sightline/v1/scores/counts?kind=seo|readability&post_type=<a type with scores>|any
 * Needs edit_posts (anyone who writes posts may see how they score).
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Score_Counts_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'scores/counts';

	public function __construct( private Score_Counts $counts ) {}

	public function register_routes(): void {
		$this->register_route(
			array(
				WP_REST_Server::READABLE => array(
					'callback'            => 'get_counts',
					'permission_callback' => 'can_edit_posts',
					'args'                => array(
						'kind'      => array(
							'description' => __( 'Which score to count: seo or readability.', 'sightline-seo' ),
							'type'        => 'string',
							'enum'        => array( 'seo', 'readability' ),
							'default'     => 'seo',
						),
						'post_type' => array(
							'description'       => __( 'A post type with scores (public, edited in the editor), or "any" for all of them.', 'sightline-seo' ),
							'type'              => 'string',
							'default'           => 'any',
							'validate_callback' => array( $this, 'validate_post_type' ),
						),
					),
				),
			)
		);
	}

	/** @return true|WP_Error */
	public function can_edit_posts() {
		return $this->require_capability( 'edit_posts' );
	}

	/**
	 * @param mixed $value
	 * @return true|WP_Error
	 */
	public function validate_post_type( $value ) {
		if ( 'any' === $value || ( is_string( $value ) && in_array( $value, Score_Counts::post_types(), true ) ) ) {
			return true;
		}
		return new WP_Error(
			'rest_invalid_param',
			/* translators: %s: the post types that may be asked for. */
			sprintf( __( 'post_type must be "any" or a post type with scores (%s).', 'sightline-seo' ), implode( ', ', Score_Counts::post_types() ) ),
			array( 'status' => 400 )
		);
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response
	 */
	public function get_counts( $request ) {
		$kind      = (string) $request->get_param( 'kind' );
		$post_type = (string) $request->get_param( 'post_type' );
		return rest_ensure_response(
			array(
				'kind'      => $kind,
				'post_type' => $post_type,
			) + $this->counts->answer( $kind, $post_type )
		);
	}

	/**
	 * The answer's schema: includes/contracts/rest-score-counts.json (its TS type too).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( 'rest-score-counts' ) );
	}
}
