<?php
/**
 * The contracts between PHP and the browser beyond settings: the page data each screen receives and the
 * REST responses the store reads. Each is a JSON Schema file in this folder (the single source of truth);
 * `npm run types` turns them into the TypeScript types the browser code uses and into flat PHP schemas in
 * generated/, which REST routes publish and PHPUnit checks the real data against (tests/php/Contracts/).
 *
 * @package Sightline
 */

namespace Sightline\Contracts;

defined( 'ABSPATH' ) || exit;

final class Contract {

	/** @var array<string, array<string, mixed>> */
	private static array $cache = array();

	/**
	 * The flat schema of a contract (references and x-extends resolved; every object strict).
	 *
	 * @return array<string, mixed>
	 */
	public static function schema( string $name ): array {
		if ( ! isset( self::$cache[ $name ] ) ) {
			$file = __DIR__ . '/generated/' . $name . '.php';
			if ( ! preg_match( '/^[a-z-]+$/', $name ) || ! is_file( $file ) ) {
				throw new \InvalidArgumentException( sprintf( 'Sightline SEO: there is no contract named %s (includes/contracts/%s.json, then `npm run types`).', $name, $name ) );
			}
			self::$cache[ $name ] = require $file;
		}
		return self::$cache[ $name ];
	}

	/**
	 * Whether a value keeps its contract: true, or an error naming the first key that breaks it.
	 *
	 * @param mixed $value
	 * @return true|\WP_Error
	 */
	public static function check( string $name, $value ) {
		// Checked as the browser receives it: through JSON.
		$decoded = json_decode( (string) wp_json_encode( $value ), true );
		$schema  = self::schema( $name );
		$valid   = rest_validate_value_from_schema( $decoded, $schema, $name );
		return true === $valid ? self::exact_types( $decoded, $schema, $name ) : $valid;
	}

	/**
	 * What rest_validate_value_from_schema() lets through and TypeScript would not: "60" for an integer,
	 * 1 for a boolean, a number for a string. Each value must have its JSON type exactly.
	 *
	 * @param mixed                $value
	 * @param array<string, mixed> $schema
	 * @return true|\WP_Error
	 */
	private static function exact_types( $value, array $schema, string $path ) {
		if ( isset( $schema['anyOf'] ) ) {
			foreach ( $schema['anyOf'] as $option ) {
				if ( true === self::exact_types( $value, $option, $path ) ) {
					return true;
				}
			}
			return new \WP_Error( 'sightline_contract_type', sprintf( '%s matches none of its types.', $path ) );
		}
		$types = (array) ( $schema['type'] ?? array() );
		$type  = match ( true ) {
			null === $value => 'null',
			is_bool( $value ) => 'boolean',
			is_int( $value ) => 'integer',
			is_float( $value ) => 'number',
			is_string( $value ) => 'string',
			array() === $value => in_array( 'object', $types, true ) ? 'object' : 'array',
			array_is_list( $value ) => 'array',
			default => 'object',
		};
		$allowed = in_array( $type, $types, true ) || ( 'integer' === $type && in_array( 'number', $types, true ) );
		if ( $types && ! $allowed ) {
			return new \WP_Error( 'sightline_contract_type', sprintf( '%1$s is a JSON %2$s, not %3$s.', $path, $type, implode( ' or ', $types ) ) );
		}
		if ( 'array' === $type && isset( $schema['items'] ) ) {
			foreach ( $value as $index => $item ) {
				$result = self::exact_types( $item, $schema['items'], $path . '[' . $index . ']' );
				if ( true !== $result ) {
					return $result;
				}
			}
		}
		if ( 'object' === $type ) {
			foreach ( $value as $key => $item ) {
				$item_schema = $schema['properties'][ $key ] ?? ( is_array( $schema['additionalProperties'] ?? null ) ? $schema['additionalProperties'] : null );
				$result      = null === $item_schema ? true : self::exact_types( $item, $item_schema, $path . '[' . $key . ']' );
				if ( true !== $result ) {
					return $result;
				}
			}
		}
		return true;
	}
}
