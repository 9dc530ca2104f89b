<?php
/**
 * `sightline-seo/analyse-post`: the page-level SEO checks of one post or term as saved (title and
 * description length, focus keyword use, images, links, subheadings...), the checks the editor's SEO
 * panel shows, run server-side by Checks\Post_Analysis (the run the stored scores use too). Same
 * permission as reading the object's SEO settings: edit_post on the post, edit_term on the term.
 *
 * @package Sightline
 */

namespace Sightline\Checks;

use Sightline\Abilities\Ability;
use Sightline\Head\Seo_Object;

defined( 'ABSPATH' ) || exit;

final class Analyse_Post_Ability extends Ability {

	public function __construct( private Post_Analysis $analysis ) {}

	public function name(): string {
		return 'sightline-seo/analyse-post';
	}

	protected function label(): string {
		return __( 'Analyse a post', 'sightline-seo' );
	}

	protected function description(): string {
		return __( "Runs the page-level SEO checks on one post or term as saved (search title and description, focus keyword use, URL length, images and their alt text, links, subheadings, canonical URL, Open Graph...) and answers each check's status (error, warning, suggestion or success), message and how to fix it, with a count per status; the readability checks of its text in its language (reading ease by the formula published for the language, sentence and paragraph length, subheadings, sentence openings); and, for a post, the keyphrase checks of its focus and related keyphrases in any word form (SEO title and its start, first paragraph, meta description, slug, subheadings, image alt text, density, keyphrase and text length, focus keyphrase already used by another post).", 'sightline-seo' );
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
				'keyphrases'    => array(
					'description' => __( 'A post\'s keyphrase checks: those of the focus keyphrase (with the text\'s length), and those of each related keyphrase. Empty lists for a term.', 'sightline-seo' ),
					'type'        => 'object',
					'properties'  => array(
						'focus'   => array(
							'type'  => 'array',
							'items' => $check,
						),
						'related' => array(
							'type'  => 'array',
							'items' => array(
								'type'       => 'object',
								'properties' => array(
									'keyphrase' => array( 'type' => 'string' ),
									'checks'    => array(
										'type'  => 'array',
										'items' => $check,
									),
								),
							),
						),
					),
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
			'required'   => array( 'id', 'object_type', 'focus_keyword', 'checks', 'counts', 'keyphrases', 'readability' ),
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
		return $this->analysis->of( $object );
	}
}
