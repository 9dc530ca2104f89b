<?php
/**
 * `sightline-seo/bulk-generate-alt-text`: writes alt text for up to MAX_IDS images in one call, as a
 * Bulk AI job of kind alt (POST ai/jobs then run), with the image shown to a model of WordPress's AI
 * client: the texts are kept as suggestions for review on Tools > Bulk AI, never written to the images.
 * Same permission as the route: edit_post on every image (and on the post whose image blocks are to
 * get them). Refused with the reason when the site's AI cannot read images.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Bulk_Generate_Alt_Text_Ability extends Bulk_Suggestions_Ability {

	public function __construct( Jobs $jobs, Job_Runner $runner, private Alt_Text_Suggester $suggester ) {
		parent::__construct( $jobs, $runner );
	}

	public function name(): string {
		return 'sightline-seo/bulk-generate-alt-text';
	}

	protected function label(): string {
		return __( 'Generate image alt text in bulk', 'sightline-seo' );
	}

	protected function description(): string {
		return __( 'Writes alt text for several images with WordPress\'s AI client, showing each image to a model that reads images. The texts are kept as suggestions for review under Tools > Bulk AI; nothing is saved to the images.', 'sightline-seo' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'ids'  => $this->ids_property( __( 'The image (attachment) ids.', 'sightline-seo' ) ),
				'post' => array(
					'description' => __( 'The post whose image blocks without alt text also get it when the suggestions are applied; 0 for the images alone.', 'sightline-seo' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'default'     => 0,
				),
			),
			'required'             => array( 'ids' ),
			'additionalProperties' => false,
		);
	}

	protected function error_description(): string {
		return __( 'Why the provider wrote nothing for this image, or null.', 'sightline-seo' );
	}

	public function permission( $input = null ): bool {
		$input = (array) $input;
		if ( ! current_user_can( 'upload_files' ) ) {
			return false;
		}
		$post = (int) ( $input['post'] ?? 0 );
		if ( $post > 0 && get_post( $post ) && ! current_user_can( 'edit_post', $post ) ) {
			return false;
		}
		return self::may_edit_each( $input );
	}

	public function execute( $input = null ) {
		$input   = (array) $input;
		$ids     = self::ids_of( $input );
		$post    = (int) ( $input['post'] ?? 0 );
		$missing = array_values( array_filter( $ids, static fn( int $id ): bool => ! wp_attachment_is_image( $id ) ) );
		if ( $missing ) {
			/* translators: %s: comma-separated ids. */
			return new WP_Error( 'rest_post_invalid_id', sprintf( __( 'ids: no image has the id %s.', 'sightline-seo' ), implode( ', ', $missing ) ), array( 'status' => 404 ) );
		}
		if ( $post > 0 && ! get_post( $post ) ) {
			/* translators: %d: the post id received. */
			return new WP_Error( 'rest_post_invalid_id', sprintf( __( 'post: no post has the id %d.', 'sightline-seo' ), $post ), array( 'status' => 404 ) );
		}
		$unavailable = $this->suggester->unavailable();
		if ( $unavailable ) {
			return $unavailable;
		}
		$job = $this->jobs->create( $this->suggester->kind(), get_current_user_id(), $ids, $this->suggester->fields(), $post );
		return $this->run_and_answer( $job, $this->suggester, count( $ids ) );
	}
}
