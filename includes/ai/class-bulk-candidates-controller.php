<?php
/**
 * `GET /sightline/v1/ai/candidates`: one page of the posts the user may pick for bulk titles and
 * descriptions (Bulk_Candidates), filtered by what their SEO fields lack, post type and term.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Bulk_Candidates_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'ai/candidates';

	public function __construct( private Bulk_Candidates $candidates ) {}

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => fn() => $this->require_capability( 'edit_posts' ),
					'args'                => array(
						'filter'    => array(
							'description' => __( 'Which posts: missing a description, with a description over the limit, missing a title, or all.', 'sightline-seo' ),
							'type'        => 'string',
							'enum'        => Bulk_Candidates::FILTERS,
							'default'     => 'missing_description',
						),
						'post_type' => array(
							'description' => __( 'Only posts of this type; empty for every public type.', 'sightline-seo' ),
							'type'        => 'string',
							'enum'        => array_merge( array( '' ), Bulk_Candidates::post_types() ),
							'default'     => '',
						),
						'taxonomy'  => array(
							'description' => __( 'The taxonomy of term; needed with term.', 'sightline-seo' ),
							'type'        => 'string',
							'default'     => '',
						),
						'term'      => array(
							'description' => __( 'Only posts with this term of taxonomy; 0 for any.', 'sightline-seo' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'default'     => 0,
						),
						'page'      => array(
							'description' => __( 'The page of posts, from 1.', 'sightline-seo' ),
							'type'        => 'integer',
							'minimum'     => 1,
							// Past this the offset of the page would not fit in an integer.
							'maximum'     => 1000000,
							'default'     => 1,
						),
						'per_page'  => array(
							'description' => __( 'Posts per page.', 'sightline-seo' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'maximum'     => 100,
							'default'     => 25,
						),
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return Contract::schema( 'rest-ai-candidates' );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		$taxonomy = (string) $request['taxonomy'];
		if ( '' !== $taxonomy && ! taxonomy_exists( $taxonomy ) ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: the taxonomy received. */
				sprintf( __( 'taxonomy: "%s" is not a taxonomy of this site.', 'sightline-seo' ), $taxonomy ),
				array(
					'status' => 400,
					'field'  => 'taxonomy',
				)
			);
		}
		$term = (int) $request['term'];
		// A term alone, or one of another taxonomy, would silently list every post.
		if ( $term > 0 && ( '' === $taxonomy || ! term_exists( $term, $taxonomy ) ) ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: 1: the term id received, 2: the taxonomy received. */
				sprintf( __( 'term: %1$d is not a term of the taxonomy "%2$s" (send the term\'s taxonomy with it).', 'sightline-seo' ), $term, $taxonomy ),
				array(
					'status' => 400,
					'field'  => 'term',
				)
			);
		}
		return rest_ensure_response(
			$this->candidates->page(
				array(
					'filter'    => (string) $request['filter'],
					'post_type' => (string) $request['post_type'],
					'taxonomy'  => $taxonomy,
					'term'      => $term,
					'page'      => (int) $request['page'],
					'per_page'  => (int) $request['per_page'],
				)
			)
		);
	}
}
