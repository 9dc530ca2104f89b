<?php
/**
 * Which other posts already have a keyphrase as their focus keyphrase, for the editor's keyphrase
 * checks (the store asks as the writer types; the answer comes from Keyphrase_Index):
 *   GET /sightline/v1/keyphrase/uses?post=<id>&keyphrase=<text>
 * Needs edit_post on the post; only posts the user may edit are listed by title.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Keyphrase;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Keyphrase_Uses_Controller extends Rest_Controller implements Hookable_Interface {

	/** How many of the other posts are listed by title. */
	private const LISTED = 5;

	/** Other posts read per query while looking for those the user may edit. */
	private const READ_CHUNK = 20;

	/** @var string */
	protected $rest_base = 'keyphrase/uses';

	public function __construct( private Keyphrase_Index $index ) {}

	public function register_routes(): void {
		$this->register_route(
			array(
				WP_REST_Server::READABLE => array(
					'callback'            => 'get_uses',
					'permission_callback' => 'can_edit_post',
					'args'                => array(
						'post'      => array(
							'description' => __( 'The id of the post being edited (left out of the answer).', 'sightline-seo' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'required'    => true,
						),
						'keyphrase' => array(
							'description' => __( 'The focus keyphrase to look up.', 'sightline-seo' ),
							'type'        => 'string',
							'maxLength'   => 200,
							'required'    => true,
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
	public function get_uses( $request ) {
		$post_id = (int) $request->get_param( 'post' );
		if ( ! get_post( $post_id ) ) {
			return new WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.', 'sightline-seo' ), array( 'status' => 404 ) );
		}
		$keyphrase = (string) $request->get_param( 'keyphrase' );
		$others    = $this->index->others( $keyphrase, $post_id );
		$posts     = array();
		// The posts are read a chunk at a time in one query each, not one query a post: an administrator's
		// answer reads one chunk; an author, who may edit few of them, reads on only as far as needed.
		foreach ( array_chunk( $others, self::READ_CHUNK ) as $chunk ) {
			_prime_post_caches( $chunk, false, false );
			foreach ( $chunk as $other ) {
				if ( count( $posts ) >= self::LISTED ) {
					break 2;
				}
				if ( current_user_can( 'edit_post', $other ) ) {
					$posts[] = array(
						'id'        => $other,
						'title'     => html_entity_decode( get_the_title( $other ), ENT_QUOTES, 'UTF-8' ),
						'edit_link' => (string) get_edit_post_link( $other, 'raw' ),
					);
				}
			}
		}
		return rest_ensure_response(
			array(
				'keyphrase' => Keyphrase_Index::normalise( $keyphrase ),
				'count'     => count( $others ),
				'posts'     => $posts,
			)
		);
	}

	/**
	 * The answer's schema: includes/contracts/rest-keyphrase-uses.json (its TS type too).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema( Contract::schema( 'rest-keyphrase-uses' ) );
	}
}
