<?php
/**
 * `sightline-seo/generate-seo-text`: writes a search title or meta description (or a social one) for a
 * post or term with the AI provider the admin chose, fitted to its length limit, as the editor's
 * Generate button does (`POST /sightline/v1/generate-content`, same permission: edit_post on the post,
 * edit_term on the term). It stores nothing: the caller decides whether to save the text with
 * update-seo-fields.
 *
 * Annotations: read-only (it changes nothing on the site) and not idempotent (each call may write
 * another text, and a remote provider may charge for it).
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Abilities\Ability;
use Sightline\Head\Seo_Object;
use Sightline\Settings\Limits;

defined( 'ABSPATH' ) || exit;

final class Generate_Seo_Text_Ability extends Ability {

	public function __construct( private Content_Generator $generator ) {}

	public function name(): string {
		return 'sightline-seo/generate-seo-text';
	}

	protected function label(): string {
		return __( 'Generate an SEO title or description', 'sightline-seo' );
	}

	protected function description(): string {
		return __( "Writes an SEO title or meta description (or a Facebook or X title or description) for one post or term from its title, content and focus keyword, with the site's chosen AI provider, within the length search engines show. Nothing is saved.", 'sightline-seo' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => Seo_Object::input_properties() + array(
				'type'    => array(
					'description' => __( 'What to write: page_title (search title), page_description (meta description), or a facebook_ or twitter_ title or description.', 'sightline-seo' ),
					'type'        => 'string',
					'enum'        => array_keys( Content_Generator::TYPES ),
					'default'     => 'page_title',
				),
				'attempt' => array(
					'description' => __( '0 for a first text; more for another, freer wording.', 'sightline-seo' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => 100,
					'default'     => 0,
				),
			),
			'required'             => array( 'id' ),
			'additionalProperties' => false,
		);
	}

	protected function output_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'content'  => array(
					'description' => __( 'The text written.', 'sightline-seo' ),
					'type'        => 'string',
				),
				'type'     => array(
					'type' => 'string',
					'enum' => array_keys( Content_Generator::TYPES ),
				),
				'provider' => array(
					'description' => __( 'The AI provider that wrote it: offline, wordpress or openai.', 'sightline-seo' ),
					'type'        => 'string',
				),
				'limit'    => array(
					'description' => __( 'The length limit the text fits, in characters.', 'sightline-seo' ),
					'type'        => 'integer',
				),
			),
			'required'   => array( 'content', 'type', 'provider', 'limit' ),
		);
	}

	protected function annotations(): array {
		return array(
			'readonly'    => true,
			'destructive' => false,
			'idempotent'  => false,
		);
	}

	public function permission( $input = null ): bool {
		return Seo_Object::can_edit( $input );
	}

	public function execute( $input = null ) {
		$input  = (array) $input;
		$object = Seo_Object::find( $input );
		if ( is_wp_error( $object ) ) {
			return $object;
		}
		$type   = (string) ( $input['type'] ?? 'page_title' );
		$result = $this->generator->generate( $type, $object, array(), (int) ( $input['attempt'] ?? 0 ) );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		return $result + array( 'limit' => Limits::get( Content_Generator::TYPES[ $type ] ) );
	}
}
