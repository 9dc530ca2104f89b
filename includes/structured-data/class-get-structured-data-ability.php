<?php
/**
 * `sightline-seo/get-structured-data`: the own structured data of a post, a term or an author (its schema.org type instances),
 * the JSON-LD node each builds on its page and the check's findings. Same permission and answer as
 * `GET /sightline/v1/{post|term|author}/structured-data`.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Abilities\Ability;
use Sightline\Contracts\Contract;

defined( 'ABSPATH' ) || exit;

final class Get_Structured_Data_Ability extends Ability {

	public function __construct( private Own_Structured_Data $data ) {}

	public function name(): string {
		return 'sightline-seo/get-structured-data';
	}

	protected function label(): string {
		return __( 'Get structured data', 'sightline-seo' );
	}

	protected function description(): string {
		return __( "Reads the structured data of one post, term or author: the schema.org items it carries (type, id and the values set; the others come from the type's defaults), the JSON-LD node each item prints on its page (the post, the term's archive, the author's archive), and for each node the missing required properties (errors) and recommended ones (warnings).", 'sightline-seo' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'id'   => self::id_schema(),
				'kind' => self::kind_schema(),
			),
			'required'             => array( 'id' ),
			'additionalProperties' => false,
		);
	}

	protected function output_schema(): array {
		return Contract::schema( Own_Structured_Data::CONTRACT );
	}

	protected function annotations(): array {
		return array(
			'readonly'    => true,
			'destructive' => false,
			'idempotent'  => true,
		);
	}

	public function permission( $input = null ): bool {
		return Own_Structured_Data::can_edit( self::kind_of( $input ), (int) ( ( (array) $input )['id'] ?? 0 ) );
	}

	public function execute( $input = null ) {
		$owner = Own_Structured_Data::find( self::kind_of( $input ), (int) ( ( (array) $input )['id'] ?? 0 ) );
		return is_wp_error( $owner ) ? $owner : $this->data->preview( $owner );
	}

	/**
	 * @return array<string, mixed>
	 */
	public static function id_schema(): array {
		return array(
			'description' => __( 'Id of the post, term or user (see kind).', 'sightline-seo' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
	}

	/**
	 * The kind of object the id names: a post (the default), a term or an author.
	 *
	 * @return array<string, mixed>
	 */
	public static function kind_schema(): array {
		return array(
			'description' => __( 'What the id names: a post (the default), a term, or an author (a user).', 'sightline-seo' ),
			'type'        => 'string',
			'enum'        => Own_Structured_Data::KINDS,
			'default'     => 'post',
		);
	}

	/**
	 * The kind an ability's input names ('post' when it names none).
	 *
	 * @param mixed $input
	 */
	public static function kind_of( $input ): string {
		$kind = ( (array) $input )['kind'] ?? 'post';
		return is_string( $kind ) && in_array( $kind, Own_Structured_Data::KINDS, true ) ? $kind : 'post';
	}
}
