<?php
/**
 * What the bulk abilities share (SEO texts, image alt text): up to MAX_IDS ids in one call, made a
 * Bulk AI job of the suggester's kind and run at once within the request; the answer lists each item's
 * status, suggestion and error. The suggestions wait for review on Tools > Bulk AI; nothing is written
 * to the objects.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Abilities\Ability;

defined( 'ABSPATH' ) || exit;

abstract class Bulk_Suggestions_Ability extends Ability {

	/** Objects one call writes for: each costs a model call per field, within one request. */
	public const MAX_IDS = 10;

	public function __construct( protected Jobs $jobs, protected Job_Runner $runner ) {}

	/** Why the provider wrote nothing for one item, as the output schema describes its error. */
	abstract protected function error_description(): string;

	/**
	 * The `ids` input property.
	 *
	 * @return array<string, mixed>
	 */
	protected function ids_property( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'array',
			'items'       => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'minItems'    => 1,
			'maxItems'    => self::MAX_IDS,
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
								'description' => $this->error_description(),
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

	/**
	 * Whether the user may edit every object the input names (an unknown id passes here and is
	 * refused by execute() naming it).
	 *
	 * @param array<string, mixed> $input
	 */
	protected static function may_edit_each( array $input ): bool {
		foreach ( (array) ( $input['ids'] ?? array() ) as $id ) {
			if ( get_post( (int) $id ) && ! current_user_can( 'edit_post', (int) $id ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The input's ids, each once.
	 *
	 * @param array<string, mixed> $input
	 * @return list<int>
	 */
	protected static function ids_of( array $input ): array {
		return array_values( array_unique( array_map( 'intval', (array) ( $input['ids'] ?? array() ) ) ) );
	}

	/**
	 * Runs the job just made for these ids and answers each item's state.
	 *
	 * @return array{job: string, items: list<array<string, mixed>>}
	 */
	protected function run_and_answer( string $job, Suggester_Interface $suggester, int $count ): array {
		$this->runner->run( $job, $suggester, $count );
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
