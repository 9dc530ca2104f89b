<?php
/**
 * Registers the per-post and per-term SEO fields of object-meta.json as post meta and term meta
 * (`_sightline_<name>`), exposed in REST so the editor saves them with the post.
 *
 * @package Sightline
 */

namespace Sightline\Settings;

use Sightline\Request_Kind;
use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Object_Meta implements Hookable_Interface {

	public const PREFIX = '_sightline_';

	public const SCHEMA = 'object-meta';

	/**
	 * The fields an author has too (user meta under the same keys): their archive's search title and
	 * description and its noindex, edited on their profile.
	 */
	public const USER_FIELDS = array( 'title', 'description', 'robots_noindex' );

	private bool $registered = false;

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register_where_needed' ), 20 );
		// REST requests are only known once routing starts; the editor reads and saves the fields there.
		add_action( 'rest_api_init', array( $this, 'register' ) );
	}

	/**
	 * Registration gives the fields REST exposure, sanitising and auth for writes. A front-end page
	 * view only reads them (every reader treats a missing value as "inherit"), so it skips the cost.
	 */
	public function register_where_needed(): void {
		if ( ! Request_Kind::is_page_view() ) {
			$this->register();
		}
	}

	/**
	 * @return array<string, array<string, mixed>> Field name => property schema.
	 */
	public static function fields(): array {
		static $fields = null;
		$fields      ??= Schema::for_rest( Schema::load( self::SCHEMA ) )['properties'];
		return $fields;
	}

	public static function key( string $field ): string {
		return self::PREFIX . $field;
	}

	/**
	 * A term's stored field ('' when unset), with no query for terms that carry no field at all (see
	 * Term_Meta_Index): what every page view reads term fields through.
	 *
	 * @return mixed
	 */
	public static function term_value( int $term_id, string $field ) {
		return Term_Meta_Index::may_have( $term_id ) ? get_term_meta( $term_id, self::key( $field ), true ) : '';
	}

	public function register(): void {
		if ( $this->registered ) {
			return;
		}
		$this->registered = true;
		foreach ( self::fields() as $field => $schema ) {
			$args = array(
				'type'              => $schema['type'],
				'description'       => $schema['description'] ?? '',
				'single'            => true,
				'default'           => $schema['default'] ?? null,
				'sanitize_callback' => static fn( $value ) => rest_sanitize_value_from_schema( $value, $schema ),
				'show_in_rest'      => array( 'schema' => $schema ),
			);
			register_post_meta(
				'',
				self::key( $field ),
				$args + array(
					'auth_callback' => static fn( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', (int) $post_id ),
				)
			);
			register_term_meta(
				'',
				self::key( $field ),
				$args + array(
					'auth_callback' => static fn( $allowed, $meta_key, $term_id ) => current_user_can( 'edit_term', (int) $term_id ),
				)
			);
			if ( in_array( $field, self::USER_FIELDS, true ) ) {
				register_meta(
					'user',
					self::key( $field ),
					$args + array(
						'auth_callback' => static fn( $allowed, $meta_key, $user_id ) => current_user_can( 'edit_user', (int) $user_id ),
					)
				);
			}
		}
	}

	/**
	 * All fields of a post or term: stored values over the schema defaults.
	 *
	 * @param 'post'|'term' $object_type
	 * @return array<string, mixed>
	 */
	public static function values( string $object_type, int $object_id ): array {
		$values = array();
		$meta   = get_metadata( $object_type, $object_id );
		foreach ( self::fields() as $field => $schema ) {
			$key              = self::key( $field );
			$values[ $field ] = isset( $meta[ $key ][0] ) ? maybe_unserialize( $meta[ $key ][0] ) : ( $schema['default'] ?? null );
		}
		return $values;
	}
}
