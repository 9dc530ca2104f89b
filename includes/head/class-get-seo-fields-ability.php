<?php
/**
 * `sightline-seo/get-seo-fields`: a post's or term's own SEO fields (the object-meta.json fields the
 * editor saves) and the values its page really gets from them and the templates. Same permission as
 * `GET /sightline/v1/post/settings`: edit_post on the post, edit_term on the term.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Abilities\Ability;
use Sightline\Settings\Object_Meta;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Get_Seo_Fields_Ability extends Ability {

	/** The resolved values the output carries, out of everything Object_Settings resolves. */
	private const RESOLVED = array( 'title', 'description', 'canonical', 'facebook_title', 'facebook_description', 'facebook_image', 'twitter_title', 'twitter_description', 'twitter_image' );

	public function __construct( private Object_Settings $objects ) {}

	public function name(): string {
		return 'sightline-seo/get-seo-fields';
	}

	protected function label(): string {
		return __( 'Get SEO fields', 'sightline-seo' );
	}

	protected function description(): string {
		return __( "Reads the SEO fields of one post or term (search title and description, canonical URL, robots, social titles, descriptions and images, focus keyword...) as stored, where an empty field means the site's template applies, and the values its page really prints.", 'sightline-seo' );
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
		return self::object_schema();
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
		return is_wp_error( $object ) ? $object : $this->describe( $object );
	}

	/**
	 * The output of this ability and of update-seo-fields: the object, its stored fields (typed by
	 * their schema) and the values its page gets.
	 *
	 * @return array<string, mixed>
	 */
	public function describe( WP_Post|WP_Term $object ): array {
		$settings = $object instanceof WP_Post ? $this->objects->for_post( $object ) : $this->objects->for_term( $object );
		$fields   = array();
		foreach ( Object_Meta::fields() as $field => $schema ) {
			$fields[ $field ] = rest_sanitize_value_from_schema( $settings['stored'][ $field ] ?? ( $schema['default'] ?? null ), $schema );
		}
		$resolved = array( 'robots' => array_map( 'boolval', (array) $settings['resolved']['robots'] ) );
		foreach ( self::RESOLVED as $key ) {
			$resolved[ $key ] = (string) $settings['resolved'][ $key ];
		}
		return array(
			'id'          => (int) $settings['id'],
			'object_type' => (string) $settings['object_type'],
			'subtype'     => (string) $settings['subtype'],
			'permalink'   => (string) $settings['permalink'],
			'fields'      => $fields,
			'resolved'    => $resolved,
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public static function object_schema(): array {
		$resolved = array(
			'robots' => array(
				'description'          => __( 'The robots directives the page prints (true = printed).', 'sightline-seo' ),
				'type'                 => 'object',
				'additionalProperties' => array( 'type' => 'boolean' ),
			),
		);
		foreach ( self::RESOLVED as $key ) {
			$resolved[ $key ] = array( 'type' => 'string' );
		}
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'          => array( 'type' => 'integer' ),
				'object_type' => array(
					'type' => 'string',
					'enum' => array( 'post', 'term' ),
				),
				'subtype'     => array(
					'description' => __( 'Post type or taxonomy.', 'sightline-seo' ),
					'type'        => 'string',
				),
				'permalink'   => array( 'type' => 'string' ),
				'fields'      => array(
					'description'          => __( 'The stored SEO fields; empty strings and "inherit" follow the site settings.', 'sightline-seo' ),
					'type'                 => 'object',
					'properties'           => Object_Meta::fields(),
					'additionalProperties' => false,
				),
				'resolved'    => array(
					'description' => __( 'What the page prints, templates and fallbacks applied.', 'sightline-seo' ),
					'type'        => 'object',
					'properties'  => $resolved,
				),
			),
			'required'   => array( 'id', 'object_type', 'subtype', 'permalink', 'fields', 'resolved' ),
		);
	}
}
