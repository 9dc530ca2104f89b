<?php
/**
 * `sightline-seo/list-images-without-alt`: one page of the images without alt text, from the media
 * library or one post's image blocks, as `GET ai/candidates/images` answers it (the same service and
 * permission: upload_files, or edit_post on the post). Read-only.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Abilities\Ability;
use Sightline\Contracts\Contract;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class List_Images_Without_Alt_Ability extends Ability {

	public function __construct( private Image_Candidates $candidates, private Alt_Text_Suggester $suggester ) {}

	public function name(): string {
		return 'sightline-seo/list-images-without-alt';
	}

	protected function label(): string {
		return __( 'List images without alt text', 'sightline-seo' );
	}

	protected function description(): string {
		return __( 'Lists the images of the media library (or of one post\'s image blocks) that have no alt text, a page at a time, with the total, and says when the site\'s AI provider cannot write alt text.', 'sightline-seo' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => Image_Candidates_Controller::args(),
			'additionalProperties' => false,
			'default'              => array(),
		);
	}

	protected function output_schema(): array {
		return Contract::schema( 'rest-ai-image-candidates' );
	}

	protected function annotations(): array {
		return array(
			'readonly'    => true,
			'destructive' => false,
			'idempotent'  => true,
		);
	}

	public function permission( $input = null ): bool {
		$post = (int) ( ( (array) $input )['post'] ?? 0 );
		if ( $post > 0 && get_post( $post ) ) {
			return current_user_can( 'edit_post', $post );
		}
		return current_user_can( 'upload_files' );
	}

	public function execute( $input = null ) {
		$input = (array) $input;
		$post  = (int) ( $input['post'] ?? 0 );
		if ( $post > 0 && ! get_post( $post ) ) {
			/* translators: %d: the post id received. */
			return new WP_Error( 'rest_post_invalid_id', sprintf( __( 'post: no post has the id %d.', 'sightline-seo' ), $post ), array( 'status' => 404 ) );
		}
		$page                = $this->candidates->page(
			array(
				'post'     => $post,
				'page'     => max( 1, (int) ( $input['page'] ?? 1 ) ),
				'per_page' => max( 1, min( 100, (int) ( $input['per_page'] ?? 25 ) ) ),
			)
		);
		$unavailable         = $this->suggester->unavailable();
		$page['unavailable'] = $unavailable ? $unavailable->get_error_message() : null;
		return $page;
	}
}
