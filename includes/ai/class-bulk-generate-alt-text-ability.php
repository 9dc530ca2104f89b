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

use Sightline\Abilities\Ability;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Bulk_Generate_Alt_Text_Ability extends Ability {

	/** Images one call writes for: each costs a model call within one request. */
	public const MAX_IDS = 10;

	public function __construct( private Jobs $jobs, private Job_Runner $runner, private Alt_Text_Suggester $suggester ) {}

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
				'ids'  => array(
					'description' => __( 'The image (attachment) ids.', 'sightline-seo' ),
					'type'        => 'array',
					'items'       => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'minItems'    => 1,
					'maxItems'    => self::MAX_IDS,
				),
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

	protected function output_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'job'   => array(
					'description' => __( 'The Bulk AI job holding the suggestions.', 'sightline-seo' ),
					'type'        => 'string',
				),
				'items' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'         => array( 'type' => 'integer' ),
							'status'     => array(
								'type' => 'string',
								'enum' => Jobs::STATES,
							),
							'suggestion' => array(
								'type'                 => 'object',
								'additionalProperties' => array( 'type' => 'string' ),
							),
							'error'      => array(
								'description' => __( 'Why the provider wrote nothing for this image, or null.', 'sightline-seo' ),
								'type'        => array( 'string', 'null' ),
							),
						),
					),
				),
			),
			'required'   => array( 'job', 'items' ),
		);
	}

	protected function annotations(): array {
		return array(
			'readonly'    => false,
			'destructive' => false,
			'idempotent'  => false,
		);
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
		foreach ( (array) ( $input['ids'] ?? array() ) as $id ) {
			// An unknown id passes here and is refused by execute() naming it.
			if ( get_post( (int) $id ) && ! current_user_can( 'edit_post', (int) $id ) ) {
				return false;
			}
		}
		return true;
	}

	public function execute( $input = null ) {
		$input   = (array) $input;
		$ids     = array_values( array_unique( array_map( 'intval', (array) ( $input['ids'] ?? array() ) ) ) );
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
		$this->runner->run( $job, $this->suggester, count( $ids ) );
		$items = array();
		foreach ( $this->jobs->rows( $job ) as $row ) {
			$items[] = array(
				'id'         => $row['object_id'],
				'status'     => $row['status'],
				'suggestion' => (object) $row['suggestion'],
				'error'      => $row['error']['message'] ?? null,
			);
		}
		return array(
			'job'   => $job,
			'items' => $items,
		);
	}
}
