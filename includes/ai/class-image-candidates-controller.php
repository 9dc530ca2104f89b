<?php
/**
 * `GET /sightline/v1/ai/candidates/images`: one page of the images without alt text the user may pick
 * for bulk alt text (Image_Candidates), from the media library or one post's image blocks, and why alt
 * text cannot be written on this site when it cannot (the screen says so before anything is picked).
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Contracts\Contract;
use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

final class Image_Candidates_Controller extends Rest_Controller implements Hookable_Interface {

	/** @var string */
	protected $rest_base = 'ai/candidates/images';

	public function __construct( private Image_Candidates $candidates, private Alt_Text_Suggester $suggester ) {}

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'can_list' ),
					'args'                => self::args(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The arguments, shared with the list-images-without-alt ability.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'post'     => array(
				'description' => __( 'Only the images of this post\'s image blocks that have no alt text; 0 for the media library.', 'sightline-seo' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'default'     => 0,
			),
			'page'     => array(
				'description' => __( 'The page of images, from 1.', 'sightline-seo' ),
				'type'        => 'integer',
				'minimum'     => 1,
				// Past this the offset of the page would not fit in an integer.
				'maximum'     => 1000000,
				'default'     => 1,
			),
			'per_page' => array(
				'description' => __( 'Images per page.', 'sightline-seo' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => 100,
				'default'     => 25,
			),
		);
	}

	/**
	 * Those who upload media see the library's images; one post's images need edit_post on the post.
	 *
	 * @param WP_REST_Request $request
	 * @return true|WP_Error
	 */
	public function can_list( $request ) {
		$post = (int) $request['post'];
		if ( $post > 0 && get_post( $post ) ) {
			return $this->require_capability( 'edit_post', $post );
		}
		return $this->require_capability( 'upload_files' );
	}

	/**
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return Contract::schema( 'rest-ai-image-candidates' );
	}

	/**
	 * @param WP_REST_Request $request
	 * @return \WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$post = (int) $request['post'];
		if ( $post > 0 && ! get_post( $post ) ) {
			/* translators: %d: the post id received. */
			return new WP_Error( 'rest_post_invalid_id', sprintf( __( 'post: no post has the id %d.', 'sightline-seo' ), $post ), array( 'status' => 404 ) );
		}
		$page                = $this->candidates->page(
			array(
				'post'     => $post,
				'page'     => (int) $request['page'],
				'per_page' => (int) $request['per_page'],
			)
		);
		$unavailable         = $this->suggester->unavailable();
		$page['unavailable'] = $unavailable ? $unavailable->get_error_message() : null;
		return rest_ensure_response( $page );
	}
}
