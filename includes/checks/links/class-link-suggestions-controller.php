<?php
/**
 * Internal-link suggestions for the editor's Links panel (the store asks; Link_Suggestions answers):
 *   GET /sightline/v1/links/suggestions?post=<id>&words[]=<word>…
 * words are the writer's unsaved title and keyphrase words, weighed with the post's saved terms.
 * Needs edit_post on the post.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Multilingual\Content_Language;
use Sightline\Rest\Rest_Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Link_Suggestions_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'links/suggestions';

	public function __construct( private Link_Suggestions $suggestions, private Content_Language $content_language ) {}

	public function register_routes(): void {
		$this->register_route(
			array(
				WP_REST_Server::READABLE => array(
					'callback'            => 'get_suggestions',
					'permission_callback' => 'can_edit_post',
					'args'                => array(
						'post'  => array(
							'description' => __( 'The id of the post being edited.', 'sightline-seo' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'required'    => true,
						),
						'words' => array(
							'description' => __( 'Words of the unsaved title and focus keyphrase, weighed with the post\'s saved words.', 'sightline-seo' ),
							'type'        => 'array',
							'maxItems'    => Link_Terms::MAX_TERMS,
							'items'       => array(
								'type'      => 'string',
								'maxLength' => Link_Terms::MAX_LENGTH,
							),
							'default'     => array(),
						),
					),
				),
			)
		);
	}

	/**
	 * Needs edit_post on the post; for a post that does not exist, any user who can edit posts gets
	 * through so the answer is the 404 that says so.
	 *
	 * @param WP_REST_Request $request
	 * @return true|WP_Error
	 */
	public function can_edit_post( $request ) {
		$post_id = (int) $request->get_param( 'post' );
		return get_post( $post_id ) ? $this->require_capability( 'edit_post', $post_id ) : $this->require_capability( 'edit_posts' );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response|WP_Error
	 */
	public function get_suggestions( $request ) {
		$post = get_post( (int) $request->get_param( 'post' ) );
		if ( ! $post ) {
			return new WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.', 'sightline-seo' ), array( 'status' => 404 ) );
		}
		// The writer's words go through the same filter as the post's own: lower case, no stop words.
		$words = Link_Terms::words( implode( ' ', array_map( 'strval', (array) $request->get_param( 'words' ) ) ), $this->content_language->of_post( $post ) );
		return rest_ensure_response(
			array(
				'post'        => $post->ID,
				'suggestions' => $this->suggestions->for_post( $post, array_values( array_unique( $words ) ) ),
			)
		);
	}

	/**
	 * The answer's schema: includes/contracts/rest-link-suggestions.json (its TS type too).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( 'rest-link-suggestions' ) );
	}
}
