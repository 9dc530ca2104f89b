<?php
/**
 * Payloads generated from a published JSON Schema (a REST route's args, an ability's input_schema), for the
 * generated-input tests: valid values, values at the schema's boundaries, and hostile ones (wrong types,
 * nulls, huge strings, deep nesting, malformed UTF-8, extra keys). Whether a value is valid is decided by
 * WordPress's own validator of the published schema (rest_validate_value_from_schema), so "invalid" means
 * "the schema the route publishes refuses it" and the route must answer 400, whatever code it runs.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Fuzz;

final class Schema_Payloads {

	/** Put into extra keys and strings: found in storage after a refused request, it was stored from it. */
	public const MARKER = 'sightlinefuzzmarker';

	/** Bytes that are not UTF-8: a lone continuation byte, a truncated sequence, an overlong NUL, 0xFF. */
	public const BAD_UTF8 = "ok\x80\xC3\x28\xE2\x82\xC0\x80\xFF" . self::MARKER;

	/** Nesting depth of the deep values: deep enough to find unbounded recursion, under json_decode's 512. */
	private const DEPTH = 200;

	/** Length of the huge strings, past a TEXT column (65,535 bytes) and the usual maxLength values. */
	private const HUGE = 300000;

	private Seeded_Random $rng;

	/** @var array<string, list<int>> Real object ids by kind (post, term, redirect, user), for id fields. */
	private array $ids;

	/**
	 * @param array<string, list<int>> $ids
	 */
	public function __construct( Seeded_Random $rng, array $ids = array() ) {
		$this->rng = $rng;
		$this->ids = $ids;
	}

	/**
	 * Whether $value is valid against $schema, as WordPress's REST layer and the Abilities API decide.
	 *
	 * @param mixed                $value
	 * @param array<string, mixed> $schema
	 */
	public static function accepts( $value, array $schema, string $name ): bool {
		return true === rest_validate_value_from_schema( $value, $schema, $name );
	}

	/**
	 * A valid value, or null when none of the tries passes the validator (a pattern it cannot guess): the
	 * caller then leaves that field out, or the case out when it is required.
	 *
	 * @param array<string, mixed> $schema
	 * @return array{0: bool, 1: mixed} [made, value]
	 */
	public function valid( array $schema, string $name, int $depth = 0 ): array {
		for ( $try = 0; $try < 12; $try++ ) {
			$value = $this->candidate( $schema, $name, $depth, $try );
			if ( self::accepts( $value, $schema, $name ) ) {
				return array( true, $value );
			}
		}
		if ( array_key_exists( 'default', $schema ) && self::accepts( $schema['default'], $schema, $name ) ) {
			return array( true, $schema['default'] );
		}
		return array( false, null );
	}

	/**
	 * An object payload whose properties are valid: every required one, and each optional one half the time.
	 *
	 * @param array<string, array<string, mixed>> $properties name => schema
	 * @param list<string>                        $required
	 * @return array{0: bool, 1: array<string, mixed>}
	 */
	public function valid_object( array $properties, array $required = array(), int $depth = 0 ): array {
		$out = array();
		foreach ( $properties as $key => $property ) {
			$key       = (string) $key;
			$is_needed = in_array( $key, $required, true ) || ! empty( $property['required'] ) && true === $property['required'];
			if ( ! $is_needed && ! $this->rng->chance( 0.5 ) ) {
				continue;
			}
			list( $made, $value ) = $this->valid( $property, $key, $depth + 1 );
			if ( $made ) {
				$out[ $key ] = $value;
			} elseif ( $is_needed ) {
				return array( false, $out );
			}
		}
		return array( true, $out );
	}

	/**
	 * @param array<string, mixed> $schema
	 * @return mixed
	 */
	private function candidate( array $schema, string $name, int $depth, int $try ) {
		if ( isset( $schema['enum'] ) && is_array( $schema['enum'] ) && $schema['enum'] ) {
			return $this->rng->pick( array_values( $schema['enum'] ) );
		}
		foreach ( array( 'oneOf', 'anyOf' ) as $keyword ) {
			if ( ! empty( $schema[ $keyword ] ) && is_array( $schema[ $keyword ] ) ) {
				$branch = $this->rng->pick( array_values( $schema[ $keyword ] ) );
				return $this->candidate( array_merge( array_diff_key( $schema, array( $keyword => 1 ) ), $branch ), $name, $depth, $try );
			}
		}
		$type = $this->type_of( $schema, true );
		switch ( $type ) {
			case 'null':
				return null;
			case 'boolean':
				return $this->rng->chance( 0.5 );
			case 'integer':
			case 'number':
				return $this->number( $schema, $name, 'integer' === $type );
			case 'array':
				return $this->list_of( $schema, $name, $depth );
			case 'object':
				if ( $depth > 6 ) {
					return array();
				}
				$properties = isset( $schema['properties'] ) && is_array( $schema['properties'] ) ? $schema['properties'] : array();
				$required   = isset( $schema['required'] ) && is_array( $schema['required'] ) ? $schema['required'] : array();
				list( , $out ) = $this->valid_object( $properties, $required, $depth );
				$extra         = $schema['additionalProperties'] ?? true;
				if ( false !== $extra && $this->rng->chance( 0.3 ) ) {
					$key         = 'k' . $this->rng->int( 0, 99 );
					$out[ $key ] = is_array( $extra ) ? $this->valid( $extra, $key, $depth + 1 )[1] : $this->rng->text( 5 );
				}
				return $out;
			default:
				return $this->text( $schema, $name, $try );
		}
	}

	/**
	 * @param array<string, mixed> $schema
	 * @return int|float
	 */
	private function number( array $schema, string $name, bool $integer ) {
		$ids = $this->ids_for( $name );
		if ( $ids && $this->rng->chance( 0.7 ) ) {
			return $this->rng->pick( $ids );
		}
		$min = isset( $schema['minimum'] ) ? (int) ceil( (float) $schema['minimum'] ) : -1000;
		$max = isset( $schema['maximum'] ) ? (int) floor( (float) $schema['maximum'] ) : max( $min, 0 ) + 100000;
		if ( ! empty( $schema['exclusiveMinimum'] ) ) {
			++$min;
		}
		if ( ! empty( $schema['exclusiveMaximum'] ) ) {
			--$max;
		}
		$value = $this->rng->int( $min, max( $min, $max ) );
		if ( isset( $schema['multipleOf'] ) && (int) $schema['multipleOf'] > 0 ) {
			$value -= $value % (int) $schema['multipleOf'];
		}
		return $integer || $this->rng->chance( 0.5 ) ? $value : $value + ( $value < $max ? 0.5 : 0 );
	}

	/**
	 * @param array<string, mixed> $schema
	 * @return list<mixed>|array<string, mixed>
	 */
	private function list_of( array $schema, string $name, int $depth ): array {
		$items = isset( $schema['items'] ) && is_array( $schema['items'] ) ? $schema['items'] : array( 'type' => 'string' );
		$min   = (int) ( $schema['minItems'] ?? 0 );
		$max   = min( (int) ( $schema['maxItems'] ?? 4 ), $min + 4 );
		$count = $depth > 6 ? $min : $this->rng->int( $min, max( $min, $max ) );
		$out   = array();
		for ( $i = 0; $i < $count; $i++ ) {
			list( $made, $value ) = $this->valid( $items, $name . '[' . $i . ']', $depth + 1 );
			if ( ! $made ) {
				break;
			}
			if ( empty( $schema['uniqueItems'] ) || ! in_array( $value, $out, true ) ) {
				$out[] = $value;
			}
		}
		return $out;
	}

	/**
	 * @param array<string, mixed> $schema
	 */
	private function text( array $schema, string $name, int $try ): string {
		$min = (int) ( $schema['minLength'] ?? 0 );
		$max = (int) ( $schema['maxLength'] ?? 40 );
		$len = $this->rng->int( $min, max( $min, min( $max, $min + 40 ) ) );
		switch ( $schema['format'] ?? '' ) {
			case 'email':
				return 'fuzz' . $this->rng->int( 1, 999 ) . '@example.org';
			case 'uri':
				return 'https://example.org/fuzz-' . $this->rng->int( 1, 999 ) . '/';
			case 'date-time':
				return sprintf( '2026-%02d-%02dT%02d:%02d:00', $this->rng->int( 1, 12 ), $this->rng->int( 1, 28 ), $this->rng->int( 0, 23 ), $this->rng->int( 0, 59 ) );
			case 'uuid': // From the seed, not wp_generate_uuid4() (mt_rand: another sequence on each run).
				return sprintf( '%08x-%04x-4%03x-%04x-%012x', $this->rng->int( 0, 0xFFFFFFFF ), $this->rng->int( 0, 0xFFFF ), $this->rng->int( 0, 0xFFF ), $this->rng->int( 0x8000, 0xBFFF ), $this->rng->int( 0, 0xFFFFFFFFFFFF ) );
			case 'hex-color':
				return sprintf( '#%06x', $this->rng->int( 0, 0xFFFFFF ) );
			case 'ip':
				return '192.0.2.' . $this->rng->int( 1, 254 );
		}
		if ( 0 === $try % 3 && isset( $schema['default'] ) && is_string( $schema['default'] ) ) {
			return $schema['default'];
		}
		if ( isset( $schema['pattern'] ) && $try < 4 ) {
			// What our patterns of addresses accept: a full URL, a Search Console domain property.
			return array( 'https://example.org/', 'sc-domain:example.org', 'http://example.org/fuzz/', '/fuzz/' )[ $try ];
		}
		if ( 1 === $try % 3 || isset( $schema['pattern'] ) ) {
			// A slug: what most patterns of ours (ids, groups, keys) accept.
			$slug = '';
			for ( $i = 0; $i < max( 1, $len ); $i++ ) {
				$slug .= $this->rng->pick( array( 'a', 'b', 'k', 'z', 'x', 'e' ) );
			}
			return $slug;
		}
		if ( str_contains( $name, 'url' ) || str_contains( $name, 'source' ) || str_contains( $name, 'target' ) ) {
			// Half of them plain paths of this site (what redirects accept), half any text after a slash.
			return $this->rng->chance( 0.5 ) ? '/fuzz-' . $name . '-' . $this->rng->int( 1, 9999 ) . '/' : '/' . $this->rng->text( max( 0, $len - 1 ) );
		}
		return $this->rng->text( $len );
	}

	/**
	 * Values at and just past the schema's limits (valid or not: the validator says which).
	 *
	 * @param array<string, mixed> $schema
	 * @return array<string, mixed> label => value
	 */
	public function boundaries( array $schema, string $name ): array {
		$out  = array();
		$type = $this->type_of( $schema, true );
		if ( 'integer' === $type || 'number' === $type ) {
			foreach ( array( 'minimum', 'maximum' ) as $limit ) {
				if ( isset( $schema[ $limit ] ) ) {
					$out[ $limit ]         = $schema[ $limit ];
					$out[ $limit . '-1' ]  = $schema[ $limit ] - 1;
					$out[ $limit . '+1' ]  = $schema[ $limit ] + 1;
				}
			}
			$out['zero']       = 0;
			$out['negative']   = -1;
			$out['int max']    = PHP_INT_MAX;
			$out['int min']    = PHP_INT_MIN;
			$out['numeric string'] = '12';
			$out['float']      = 1.5;
			$out['exponent']   = '1e400';
		}
		if ( 'string' === $type ) {
			$out['empty'] = '';
			$out['space'] = ' ';
			if ( isset( $schema['maxLength'] ) ) {
				$out['maxLength']   = str_repeat( 'a', (int) $schema['maxLength'] );
				$out['maxLength+1'] = str_repeat( 'a', (int) $schema['maxLength'] + 1 );
				// Length counts characters: at the limit in multi-byte characters.
				$out['maxLength multibyte'] = str_repeat( '日', (int) $schema['maxLength'] );
			}
			if ( isset( $schema['minLength'] ) && $schema['minLength'] > 0 ) {
				$out['minLength-1'] = str_repeat( 'a', (int) $schema['minLength'] - 1 );
			}
			if ( isset( $schema['enum'] ) ) {
				$out['not in enum']        = 'not-' . self::MARKER;
				$first                     = (string) reset( $schema['enum'] );
				$out['enum in upper case'] = strtoupper( $first );
				$out['enum with a space']  = $first . ' ';
			}
			$out['control characters'] = "a\x00b\x01c\x1B";
			$out['markup']             = '<script>alert(1)</script>' . self::MARKER;
			$out['path traversal']     = '../../wp-config.php';
		}
		if ( 'array' === $type ) {
			$out['empty list'] = array();
			if ( isset( $schema['maxItems'] ) ) {
				$item                 = $this->valid( is_array( $schema['items'] ?? null ) ? $schema['items'] : array( 'type' => 'string' ), $name )[1];
				$out['maxItems+1']    = array_fill( 0, (int) $schema['maxItems'] + 1, $item );
			}
			$out['map instead of list'] = array( 'a' => 1 );
		}
		if ( 'object' === $type ) {
			$out['empty object'] = array();
			$out['list']         = array( 1, 2 );
		}
		if ( 'boolean' === $type ) {
			$out['string true']  = 'true';
			$out['string false'] = 'false';
			$out['one']          = 1;
			$out['two']          = 2;
		}
		return $out;
	}

	/**
	 * Hostile values of every kind for one field (valid or not: the validator says which).
	 *
	 * @param array<string, mixed> $schema
	 * @return array<string, mixed> label => value
	 */
	public function hostile( array $schema, string $name ): array {
		$deep_list = array( self::MARKER );
		$deep_map  = array( 'k' => self::MARKER );
		for ( $i = 0; $i < self::DEPTH; $i++ ) {
			$deep_list = array( $deep_list );
			$deep_map  = array( 'k' => $deep_map );
		}
		$out = array(
			'null'                 => null,
			'true'                 => true,
			'integer'              => 7,
			'float'                => 0.25,
			'string'               => 'x' . self::MARKER,
			'list of strings'      => array( 'a', self::MARKER ),
			'map'                  => array( 'k' => self::MARKER ),
			'huge string'          => str_repeat( 'ab日', self::HUGE / 5 ) . self::MARKER,
			'malformed UTF-8'      => self::BAD_UTF8,
			'deep list'            => $deep_list,
			'deep map'             => $deep_map,
			'list of nulls'        => array( null, null ),
			'list of 5,000 items'  => array_fill( 0, 5000, 1 ),
		);
		$type = $this->type_of( $schema, true );
		if ( 'object' === $type ) {
			list( , $base )                    = $this->valid( $schema, $name );
			$base                              = is_array( $base ) ? $base : array();
			$out['object with an extra key']   = $base + array( self::MARKER => self::MARKER );
			$properties                        = isset( $schema['properties'] ) && is_array( $schema['properties'] ) ? $schema['properties'] : array();
			// Eight properties drawn by the seed (the settings object has over a hundred).
			$keys = array_map( 'strval', array_keys( $properties ) );
			while ( count( $keys ) > 8 ) {
				array_splice( $keys, $this->rng->int( 0, count( $keys ) - 1 ), 1 );
			}
			foreach ( $keys as $key ) {
				$out[ "property {$key} null" ]          = array( $key => null ) + $base;
				$out[ "property {$key} a deep list" ]   = array( $key => $deep_list ) + $base;
				$out[ "property {$key} malformed UTF-8" ] = array( $key => self::BAD_UTF8 ) + $base;
				$out[ "property {$key} a map" ]         = array( $key => array( 'k' => self::MARKER ) ) + $base;
			}
			if ( ! $properties ) {
				$out['object of hostile values'] = array(
					'a'           => null,
					'b'           => $deep_map,
					self::BAD_UTF8 => self::BAD_UTF8,
					'd'           => array( array( array() ) ),
				);
			}
		}
		if ( 'array' === $type ) {
			$items                     = is_array( $schema['items'] ?? null ) ? $schema['items'] : array( 'type' => 'string' );
			$out['item null']          = array( null );
			$out['item malformed']     = array( self::BAD_UTF8 );
			$out['item a deep list']   = array( $deep_list );
			$out['items hostile']      = array_values( array_slice( $this->hostile_scalars(), 0, 6 ) );
			$out['comma string']       = '1,2,' . self::MARKER;
			if ( 'object' === $this->type_of( $items, true ) ) {
				foreach ( $this->hostile( $items, $name . '[0]' ) as $label => $value ) {
					if ( is_array( $value ) && ! array_is_list( $value ) ) {
						$out[ 'item ' . $label ] = array( $value );
					}
				}
			}
		}
		return $out;
	}

	/**
	 * @return list<mixed>
	 */
	private function hostile_scalars(): array {
		return array( null, self::BAD_UTF8, -1, '', array(), 1.5 );
	}

	/**
	 * Ids of real objects for a field that names one (post_id, term_id, ids, redirect_ids...).
	 *
	 * @return list<int>
	 */
	private function ids_for( string $name ): array {
		$base = strtolower( (string) preg_replace( '/\[\d+\]$/', '', $name ) );
		foreach ( $this->ids as $kind => $ids ) {
			if ( str_starts_with( $base, $kind ) ) {
				return $ids;
			}
		}
		return 'id' === $base || 'ids' === $base ? ( $this->ids['default'] ?? array() ) : array();
	}

	/**
	 * The schema's type (the first non-null one when $prefer_value).
	 *
	 * @param array<string, mixed> $schema
	 */
	private function type_of( array $schema, bool $prefer_value ): string {
		$type = $schema['type'] ?? ( isset( $schema['properties'] ) ? 'object' : 'string' );
		if ( is_array( $type ) ) {
			$values = array_values( array_diff( $type, $prefer_value ? array( 'null' ) : array() ) );
			$type   = $values ? $this->rng->pick( $values ) : 'null';
		}
		return (string) $type;
	}
}
