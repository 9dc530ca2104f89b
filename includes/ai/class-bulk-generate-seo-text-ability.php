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

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Bulk_Generate_Seo_Text_Ability extends Bulk_Suggestions_Ability {

	public function __construct( Jobs $jobs, Job_Runner $runner, private Seo_Suggester $suggester ) {
		parent::__construct( $jobs, $runner );
	}

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
				'ids'    => $this->ids_property( __( 'The post ids.', 'sightline-seo' ) ),
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

	protected function error_description(): string {
		return __( 'Why the provider wrote nothing for this post, or null.', 'sightline-seo' );
	}

	public function permission( $input = null ): bool {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return false;
		}
		return self::may_edit_each( (array) $input );
	}

	public function execute( $input = null ) {
		$input   = (array) $input;
		$ids     = self::ids_of( $input );
		$missing = array_values( array_filter( $ids, static fn( int $id ): bool => ! get_post( $id ) ) );
		if ( $missing ) {
			/* translators: %s: comma-separated ids. */
			return new WP_Error( 'rest_post_invalid_id', sprintf( __( 'ids: no post has the id %s.', 'sightline-seo' ), implode( ', ', $missing ) ), array( 'status' => 404 ) );
		}
		$fields = array_values( array_map( 'strval', (array) ( $input['fields'] ?? array_keys( Seo_Suggester::FIELDS ) ) ) );
		$job    = $this->jobs->create( $this->suggester->kind(), get_current_user_id(), $ids, $fields );
		return $this->run_and_answer( $job, $this->suggester, count( $ids ) );
	}
}
