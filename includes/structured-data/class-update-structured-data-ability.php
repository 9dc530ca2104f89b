<?php
/**
 * `sightline-seo/update-structured-data`: replaces the own structured data of a post, term or author (its list of schema.org
 * type instances) through the one write path, which checks every item against the type catalogue and
 * stores nothing when one is wrong. Same permission and answer as `PUT /sightline/v1/{post|term|author}/structured-data`.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Abilities\Ability;
use Sightline\Contracts\Contract;

defined( 'ABSPATH' ) || exit;

final class Update_Structured_Data_Ability extends Ability {

	public function __construct( private Own_Structured_Data $data ) {}

	public function name(): string {
		return 'sightline-seo/update-structured-data';
	}

	protected function label(): string {
		return __( 'Update structured data', 'sightline-seo' );
	}

	protected function description(): string {
		return __( "Replaces the structured data of one post, term or author with the given list of schema.org items (type, a short unique id, and the values to set by property; an empty list removes them all). Values may use template variables such as %title%. Answers as get-structured-data does: the stored items, their JSON-LD nodes and the check's findings.", 'sightline-seo' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'id'        => Get_Structured_Data_Ability::id_schema(),
				'kind'      => Get_Structured_Data_Ability::kind_schema(),
				'instances' => $this->data->list_schema(),
			),
			'required'             => array( 'id', 'instances' ),
			'additionalProperties' => false,
		);
	}

	protected function output_schema(): array {
		return Contract::schema( Own_Structured_Data::CONTRACT );
	}

	protected function annotations(): array {
		return array(
			'readonly'    => false,
			'destructive' => false,
			'idempotent'  => true,
		);
	}

	public function permission( $input = null ): bool {
		return Own_Structured_Data::can_edit( Get_Structured_Data_Ability::kind_of( $input ), (int) ( ( (array) $input )['id'] ?? 0 ) );
	}

	public function execute( $input = null ) {
		$input = (array) $input;
		$owner = Own_Structured_Data::find( Get_Structured_Data_Ability::kind_of( $input ), (int) ( $input['id'] ?? 0 ) );
		if ( is_wp_error( $owner ) ) {
			return $owner;
		}
		$stored = $this->data->set( $owner, $input['instances'] ?? null );
		return is_wp_error( $stored ) ? $stored : $this->data->preview( $owner );
	}
}
