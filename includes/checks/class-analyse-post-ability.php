<?php
/**
 * `sightline-seo/analyse-post`: the page-level SEO checks of one post or term as saved (title and
 * description length, focus keyword use, images, links, subheadings...), the checks the editor's SEO
 * panel shows, run server-side from the same rule set (Checks\Page\Page_Checks). Same permission as
 * reading the object's SEO settings: edit_post on the post, edit_term on the term.
 *
 * @package Sightline
 */

namespace Sightline\Checks;

use Sightline\Abilities\Ability;
use Sightline\Head\Seo_Object;
use Sightline\Checks\Page\Page_Checks;
use Sightline\Checks\Readability\Readability_Checks;
use Sightline\Multilingual\Content_Language;
use Sightline\Settings\Object_Meta;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Analyse_Post_Ability extends Ability {

	public function __construct( private Page_Checks $checks, private Content_Language $content_language ) {}

	public function name(): string {
		return 'sightline-seo/analyse-post';
	}

	protected function label(): string {
		return __( 'Analyse a post', 'sightline-seo' );
	}

	protected function description(): string {
		return __( "Runs the page-level SEO checks on one post or term as saved (search title and description, focus keyword use, URL length, images and their alt text, links, subheadings, canonical URL, Open Graph...) and answers each check's status (error, warning, suggestion or success), message and how to fix it, with a count per status; and the readability checks of its text in its language (reading ease by the formula published for the language, sentence and paragraph length, subheadings, sentence openings).", 'sightline-seo' );
	}

	protected function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => Seo_Object::input_properties(),
			'required'             => array( 'id' ),
			'additionalProperties' => false,
		);
	}

	protected function output_schema(): array {
		$counts = array();
		foreach ( Check_Result::STATUSES as $status ) {
			$counts[ $status ] = array( 'type' => 'integer' );
		}
		$check = array(
			'type'       => 'object',
			'properties' => array(
				'id'          => array( 'type' => 'string' ),
				'status'      => array(
					'type' => 'string',
					'enum' => Check_Result::STATUSES,
				),
				'message'     => array( 'type' => 'string' ),
				'description' => array( 'type' => 'string' ),
				'category'    => array( 'type' => 'string' ),
				'ignore'      => array( 'type' => 'boolean' ),
			),
			'required'   => array( 'id', 'status', 'message' ),
		);
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'            => array( 'type' => 'integer' ),
				'object_type'   => array(
					'type' => 'string',
					'enum' => array( 'post', 'term' ),
				),
				'focus_keyword' => array( 'type' => 'string' ),
				'checks'        => array(
					'type'  => 'array',
					'items' => $check,
				),
				'counts'        => array(
					'description' => __( 'Number of checks per status, ignored checks left out.', 'sightline-seo' ),
					'type'        => 'object',
					'properties'  => $counts,
				),
				'readability'   => array(
					'description' => __( 'The readability checks of the text in the language it is written in (a locale such as de_DE).', 'sightline-seo' ),
					'type'        => 'object',
					'properties'  => array(
						'language' => array( 'type' => 'string' ),
						'checks'   => array(
							'type'  => 'array',
							'items' => $check,
						),
					),
				),
			),
			'required'   => array( 'id', 'object_type', 'focus_keyword', 'checks', 'counts', 'readability' ),
		);
	}

	protected function annotations(): array {
		return array(
			'readonly'    => true,
			'destructive' => false,
			'idempotent'  => true,
		);
	}

	public function permission( $input = null ): bool {
		return Seo_Object::can_edit( $input );
	}

	public function execute( $input = null ) {
		$object = Seo_Object::find( (array) $input );
		if ( is_wp_error( $object ) ) {
			return $object;
		}
		$is_post  = $object instanceof WP_Post;
		$checks   = $this->checks->analyse( $object );
		$language = $is_post ? $this->content_language->of_post( $object ) : (string) get_locale();
		$ignored  = array_values( array_map( 'strval', (array) Object_Meta::values( $is_post ? 'post' : 'term', $is_post ? $object->ID : $object->term_id )['ignored_checks'] ) );
		$counts   = array_fill_keys( Check_Result::STATUSES, 0 );
		foreach ( $checks as $check ) {
			if ( empty( $check['ignore'] ) && isset( $counts[ $check['status'] ] ) ) {
				++$counts[ $check['status'] ];
			}
		}
		return array(
			'id'            => $is_post ? $object->ID : $object->term_id,
			'object_type'   => $is_post ? 'post' : 'term',
			'focus_keyword' => (string) ( $is_post ? get_post_meta( $object->ID, Object_Meta::key( 'focus_keyword' ), true ) : get_term_meta( $object->term_id, Object_Meta::key( 'focus_keyword' ), true ) ),
			'checks'        => $checks,
			'counts'        => $counts,
			'readability'   => array(
				'language' => $language,
				'checks'   => Readability_Checks::run( $is_post ? $object->post_content : $object->description, $language, $ignored ),
			),
		);
	}
}
