<?php
/**
 * Reads the JSON Schema files in this folder: the single source of truth for settings, meta, limits and
 * template variables. Everything else (defaults, REST args, sanitising, TS types) is derived from them.
 *
 * @package Sightline
 */

namespace Sightline\Settings;

defined( 'ABSPATH' ) || exit;

final class Schema {

	/** @var array<string, array<string, mixed>> */
	private static array $cache = array();

	/**
	 * The decoded contents of includes/settings/{$name}.json.
	 *
	 * Read from its PHP twin in generated/ (written by `npm run types`, kept equal by the drift checks),
	 * which OPcache serves without decoding anything; the JSON itself when the twin is missing.
	 *
	 * @return array<string, mixed>
	 */
	public static function load( string $name ): array {
		if ( ! isset( self::$cache[ $name ] ) ) {
			$twin = __DIR__ . '/generated/' . $name . '.php';
			if ( preg_match( '/^[a-z-]+$/', $name ) && is_file( $twin ) ) {
				self::$cache[ $name ] = require $twin;
				return self::$cache[ $name ];
			}
			$file = __DIR__ . '/' . $name . '.json';
			$data = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
			if ( ! is_array( $data ) ) {
				throw new \RuntimeException( sprintf( 'Sightline SEO: schema file %s.json is missing or not valid JSON.', $name ) );
			}
			self::$cache[ $name ] = $data;
		}
		return self::$cache[ $name ];
	}

	/**
	 * The default value a schema describes: `default` where given, otherwise built from `properties`.
	 *
	 * @param array<string, mixed> $schema
	 * @return mixed
	 */
	public static function defaults( array $schema ) {
		if ( 'object' === ( $schema['type'] ?? null ) && isset( $schema['properties'] ) ) {
			$value = array();
			foreach ( $schema['properties'] as $key => $property ) {
				$value[ $key ] = self::defaults( $property );
			}
			return $value;
		}
		return $schema['default'] ?? null;
	}

	/**
	 * Deep-merges a stored value over the defaults of its schema, so keys added to a schema later get
	 * their defaults on sites that saved before, and keys no longer in the schema are dropped.
	 *
	 * @param array<string, mixed> $schema
	 * @param mixed                $stored
	 * @return mixed
	 */
	public static function merge( array $schema, $stored ) {
		if ( ! isset( $schema['properties'] ) || ! is_array( $stored ) ) {
			return null === $stored ? self::defaults( $schema ) : $stored;
		}
		// Defaults only for the keys the stored value lacks (building the whole tree's defaults at every
		// level made reading the settings the largest single cost of a page view's head, by the profiler).
		$object = 'object' === ( $schema['type'] ?? null );
		$own    = $schema['default'] ?? null;
		$merged = array();
		foreach ( $schema['properties'] as $key => $property ) {
			if ( array_key_exists( $key, $stored ) ) {
				$merged[ $key ] = self::merge( $property, $stored[ $key ] );
			} elseif ( $object ) {
				$merged[ $key ] = self::defaults( $property );
			} else {
				$merged[ $key ] = is_array( $own ) ? ( $own[ $key ] ?? null ) : null;
			}
		}
		return $merged;
	}

	/**
	 * A value as JSON should carry it: an empty PHP array where the schema says object becomes `{}`
	 * (json_encode() would print `[]`, which is not an object to a JSON client or validator; a client
	 * that added a key to that list would send it back as a list again, without the key).
	 *
	 * @param array<string, mixed> $schema
	 * @param mixed                $value
	 * @return mixed
	 */
	public static function for_json( array $schema, $value ) {
		if ( ! is_array( $value ) || ! in_array( 'object', (array) ( $schema['type'] ?? array() ), true ) ) {
			return $value;
		}
		if ( array() === $value ) {
			return new \stdClass();
		}
		foreach ( $value as $key => $item ) {
			$property = $schema['properties'][ $key ] ?? ( is_array( $schema['additionalProperties'] ?? null ) ? $schema['additionalProperties'] : null );
			if ( is_array( $property ) ) {
				$value[ $key ] = self::for_json( $property, $item );
			}
		}
		return $value;
	}

	/**
	 * The schema without the keywords only our tooling reads (`x-…`, `$schema`, `$comment`), as REST expects.
	 *
	 * @param array<string, mixed> $schema
	 * @return array<string, mixed>
	 */
	public static function for_rest( array $schema ): array {
		$clean = array();
		foreach ( $schema as $key => $value ) {
			if ( is_string( $key ) && ( str_starts_with( $key, 'x-' ) || str_starts_with( $key, '$' ) ) ) {
				continue;
			}
			$clean[ $key ] = is_array( $value ) ? self::for_rest( $value ) : $value;
		}
		return $clean;
	}
}
