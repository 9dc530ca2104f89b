<?php
/**
 * Checks and normalises one rule's fields before anything is stored (REST, CLI, CSV, automatic rules):
 * the source for its match type, the regular expression (Regex_Guard), the target (Target), and the
 * enumerations against includes/settings/redirect.json. Loops, chains and duplicates need the other
 * rules and are Chains' job.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Settings\Schema;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Validator {

	/** The fields a client may write. */
	public const WRITABLE = array( 'source', 'match', 'target', 'status', 'query', 'enabled' );

	/**
	 * The rule's writable fields, defaults filled in and normalised, or the first error found.
	 *
	 * @param array<string, mixed> $input
	 * @return array{source: string, match: string, target: string, status: int, query: string, enabled: bool}|WP_Error
	 */
	public static function fields( array $input ) {
		$schema   = Schema::load( 'redirect' )['properties'];
		$defaults = array();
		foreach ( self::WRITABLE as $field ) {
			$defaults[ $field ] = $schema[ $field ]['default'];
		}
		$rule = array_merge( $defaults, array_intersect_key( $input, $defaults ) );
		foreach ( array( 'match', 'status', 'query' ) as $field ) {
			$value = 'status' === $field && is_numeric( $rule[ $field ] ) ? (int) $rule[ $field ] : $rule[ $field ];
			if ( ! in_array( $value, $schema[ $field ]['enum'], true ) ) {
				return self::error(
					/* translators: 1: field name, 2: allowed values. */
					sprintf( __( '%1$s must be one of: %2$s.', 'sightline-seo' ), $field, implode( ', ', $schema[ $field ]['enum'] ) ),
					$field
				);
			}
			$rule[ $field ] = $value;
		}
		$rule['enabled'] = (bool) rest_sanitize_boolean( is_scalar( $rule['enabled'] ) ? (string) $rule['enabled'] : '' );
		$source          = self::source( is_scalar( $rule['source'] ) ? (string) $rule['source'] : '', (string) $rule['match'] );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		$rule['source'] = $source;
		$target         = Target::check( is_scalar( $rule['target'] ) ? (string) $rule['target'] : '', (int) $rule['status'] );
		if ( is_wp_error( $target ) ) {
			$target->add_data(
				array(
					'status' => 400,
					'field'  => 'target',
				)
			);
			return $target;
		}
		$rule['target'] = $target;
		if ( strlen( $rule['source'] ) > $schema['source']['maxLength'] || strlen( $rule['target'] ) > $schema['target']['maxLength'] ) {
			return self::error( __( 'The source or the target is too long.', 'sightline-seo' ), 'source' );
		}
		/** @var array{source: string, match: string, target: string, status: int, query: string, enabled: bool} $rule */
		return $rule;
	}

	/**
	 * @return string|WP_Error
	 */
	private static function source( string $source, string $match ) {
		$source = trim( $source );
		if ( '' === $source ) {
			return self::error( __( 'Enter a source.', 'sightline-seo' ), 'source' );
		}
		if ( preg_match( '/[\x00-\x1f\x7f]/', $source ) ) {
			return self::error( __( 'The source contains a line break or a control character.', 'sightline-seo' ), 'source' );
		}
		if ( 'regex' === $match ) {
			$checked = Regex_Guard::check( $source );
			if ( is_wp_error( $checked ) ) {
				$checked->add_data(
					array(
						'status' => 400,
						'field'  => 'source',
					)
				);
				return $checked;
			}
			return $source;
		}
		if ( preg_match( '#^https?://#i', $source ) ) {
			$relative = Paths::relative( $source );
			if ( null === $relative ) {
				return self::error( __( 'The source must be an address of this site.', 'sightline-seo' ), 'source' );
			}
			$source = $relative[0] . ( '' === $relative[1] ? '' : '?' . $relative[1] );
		}
		if ( ! str_starts_with( $source, '/' ) ) {
			return self::error( __( 'The source must be a path starting with /.', 'sightline-seo' ), 'source' );
		}
		if ( 'prefix' === $match && str_contains( $source, '?' ) ) {
			return self::error( __( 'A prefix source is a path without a query string.', 'sightline-seo' ), 'source' );
		}
		if ( 'prefix' === $match && strlen( Paths::prefix_key( $source ) ) < 2 ) {
			return self::error( __( 'The prefix / would redirect the whole site.', 'sightline-seo' ), 'source' );
		}
		return $source;
	}

	private static function error( string $message, string $field ): WP_Error {
		return new WP_Error(
			'sightline_redirect_invalid',
			$message,
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}
}
