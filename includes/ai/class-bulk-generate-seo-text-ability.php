<?php
/**
 * `sightline-seo/bulk-generate-seo-text`: writes SEO titles and/or meta descriptions for up to
 * MAX_IDS posts in one call, as a Bulk AI job (POST ai/jobs then run): the texts are stored as
 * suggestions for review on Tools > Bulk AI, never written to the posts. Same permission as the route:
 * edit_post on every post. A post the provider failed (or the rate limit stopped) is reported with its
 * error and stays in the job for a later run.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Abilities\Ability;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Bulk_Generate_Seo_Text_Ability extends Ability {

	/** Posts one call writes for: each costs a model call per field, within one request. */
	public const MAX_IDS = 10;

	public function __construct( private Jobs $jobs, private Job_Runner $runner, private Seo_Suggester $suggester ) {}

	public function name(): string {
		return 'sightline-seo/bulk-generate-seo-text';
	}

	protected function label(): string {
		return __( 'Generate SEO titles and descriptions in bulk', 'sightline-seo' );
	}

	protected function description(): string {
		return __( 'Writes SEO titles and/or meta descriptions for several posts with the site\'s chosen AI provider. The texts are kept as suggestions for review under Tools > Bulk AI; nothing is saved to the posts.', 'sightline-seo' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'ids'    => array(
					'description' => __( 'The post ids.', 'sightline-seo' ),
					'type'        => 'array',
					'items'       => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'minItems'    => 1,
					'maxItems'    => self::MAX_IDS,
				),
				'fields' => array(
					'description' => __( 'What to write: title, description or both.', 'sightline-seo' ),
					'type'        => 'array',
					'items'       => array(
						'type' => 'string',
						'enum' => array_keys( Seo_Suggester::FIELDS ),
					),
					'minItems'    => 1,
					'uniqueItems' => true,
					'default'     => array_keys( Seo_Suggester::FIELDS ),
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
								'description' => __( 'Why the provider wrote nothing for this post, or null.', 'sightline-seo' ),
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
		if ( ! current_user_can( 'edit_posts' ) ) {
			return false;
		}
		foreach ( (array) ( ( (array) $input )['ids'] ?? array() ) as $id ) {
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
		$missing = array_values( array_filter( $ids, static fn( int $id ): bool => ! get_post( $id ) ) );
		if ( $missing ) {
			/* translators: %s: comma-separated ids. */
			return new WP_Error( 'rest_post_invalid_id', sprintf( __( 'ids: no post has the id %s.', 'sightline-seo' ), implode( ', ', $missing ) ), array( 'status' => 404 ) );
		}
		$fields = array_values( array_map( 'strval', (array) ( $input['fields'] ?? array_keys( Seo_Suggester::FIELDS ) ) ) );
		$job    = $this->jobs->create( $this->suggester->kind(), get_current_user_id(), $ids, $fields );
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
