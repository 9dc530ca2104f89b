<?php
/**
 * `sightline-seo/get-structured-data`: a post's own structured data (its schema.org type instances),
 * the JSON-LD node each builds on its page and the check's findings. Same permission and answer as
 * `GET /sightline/v1/post/structured-data`.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Abilities\Ability;
use Sightline\Contracts\Contract;

defined( 'ABSPATH' ) || exit;

final class Get_Structured_Data_Ability extends Ability {

	public function __construct( private Post_Structured_Data $data ) {}

	public function name(): string {
		return 'sightline-seo/get-structured-data';
	}

	protected function label(): string {
		return __( 'Get structured data', 'sightline-seo' );
	}

	protected function description(): string {
		return __( "Reads the structured data of one post: the schema.org items it carries (type, id and the values set; the others come from the type's defaults), the JSON-LD node each item prints on the post's page, and for each node the missing required properties (errors) and recommended ones (warnings).", 'sightline-seo' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array( 'id' => self::id_schema() ),
			'required'             => array( 'id' ),
			'additionalProperties' => false,
		);
	}

	protected function output_schema(): array {
		return Contract::schema( Post_Structured_Data::CONTRACT );
	}

	protected function annotations(): array {
		return array(
			'readonly'    => true,
			'destructive' => false,
			'idempotent'  => true,
		);
	}

	public function permission( $input = null ): bool {
		return Post_Structured_Data::can_edit( (int) ( ( (array) $input )['id'] ?? 0 ) );
	}

	public function execute( $input = null ) {
		$post = Post_Structured_Data::find( (int) ( ( (array) $input )['id'] ?? 0 ) );
		return is_wp_error( $post ) ? $post : $this->data->preview( $post );
	}

	/**
	 * @return array<string, mixed>
	 */
	public static function id_schema(): array {
		return array(
			'description' => __( 'Id of the post.', 'sightline-seo' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
	}
}
