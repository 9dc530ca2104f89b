<?php
/**
 * The structured-data type catalogue (types.json beside this file, read here as the PHP array
 * `npm run types` generates from it), the twin of src/structured-data/catalogue.ts: each schema.org
 * type we offer, its properties in order (inherited ones first), and which types a nested value may
 * be. It is read on first use only, so a request that builds no structured data never reads it.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-type Property array{kind: string, list?: bool, required?: bool, recommended?: bool, default?: string|int|float|bool, options?: list<string>, of?: string, types?: list<string>}
 * @phpstan-type Type array{label: string, extends?: string, google?: string, nested?: bool, properties: array<string, Property>}
 */
final class Catalogue {

	/** The kinds whose values are nodes of a type of the catalogue. */
	private const NESTED_KINDS = array( 'image', 'person', 'organization', 'type' );

	/** @var array<string, Type>|null */
	private ?array $types = null;

	/** @var list<string>|null */
	private ?array $offered = null;

	/** @var array<string, array<string, Property>> Each type's properties with the inherited ones, once worked out. */
	private array $properties = array();

	/**
	 * Every type, by name, in the catalogue's order.
	 *
	 * @return array<string, Type>
	 */
	public function types(): array {
		// types.json as a PHP array (`npm run types`), which OPcache keeps: nothing is decoded per request.
		$this->types ??= require __DIR__ . '/generated/types.php';
		return $this->types;
	}

	/**
	 * @return Type|null
	 */
	public function type( string $name ): ?array {
		return $this->types()[ $name ] ?? null;
	}

	/**
	 * The types a page may have as its main type (those not marked nested).
	 *
	 * @return list<string>
	 */
	public function offered(): array {
		$this->offered ??= array_keys( array_filter( $this->types(), static fn( array $type ): bool => empty( $type['nested'] ) ) );
		return $this->offered;
	}

	/**
	 * A type's properties in output order: the inherited ones first (a type may redefine one, which
	 * keeps its inherited place), then its own. Empty for a type the catalogue does not know.
	 *
	 * @return array<string, Property>
	 */
	public function properties( string $name ): array {
		if ( ! isset( $this->properties[ $name ] ) ) {
			$type = $this->type( $name );
			if ( null === $type ) {
				return array();
			}
			$merged = isset( $type['extends'] ) ? $this->properties( $type['extends'] ) : array();
			foreach ( $type['properties'] as $property => $definition ) {
				$merged[ $property ] = $definition;
			}
			$this->properties[ $name ] = $merged;
		}
		return $this->properties[ $name ];
	}

	public static function is_nested_kind( string $kind ): bool {
		return in_array( $kind, self::NESTED_KINDS, true );
	}

	/**
	 * The type a nested value becomes when it names none: a person's is Person, an organization's
	 * Organization, an image's ImageObject, a `type` property's `of`.
	 *
	 * @param Property $definition
	 */
	public static function default_type( array $definition ): string {
		switch ( $definition['kind'] ) {
			case 'person':
				return 'Person';
			case 'organization':
				return 'Organization';
			case 'image':
				return 'ImageObject';
			default:
				return $definition['of'] ?? '';
		}
	}

	/**
	 * The types a nested value may name with `@type`: the default type, the property's other `types`
	 * (a person may be an Organization and an organization a Person, as Google reads authors and
	 * organizers), and every catalogue type that extends one of them.
	 *
	 * @param Property $definition
	 * @return list<string>
	 */
	public function accepted_types( array $definition ): array {
		return array_values( array_filter( array_keys( $this->types() ), fn( string $name ): bool => $this->accepts( $definition, $name ) ) );
	}

	/**
	 * Whether a nested value may name $type with `@type` (one of accepted_types(), found by walking
	 * $type's own ancestry instead of every type of the catalogue: a page view asks this once per
	 * nested node).
	 *
	 * @param Property $definition
	 */
	public function accepts( array $definition, string $type ): bool {
		if ( null === $this->type( $type ) ) {
			return false;
		}
		$bases = array( self::default_type( $definition ), ...( $definition['types'] ?? array() ) );
		if ( 'person' === $definition['kind'] ) {
			$bases[] = 'Organization';
		} elseif ( 'organization' === $definition['kind'] ) {
			$bases[] = 'Person';
		}
		foreach ( $bases as $base ) {
			if ( $this->descends_from( $type, $base ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether $name is $ancestor or inherits from it through `extends`.
	 */
	private function descends_from( string $name, string $ancestor ): bool {
		for ( $current = $name; null !== $current; $current = $this->type( $current )['extends'] ?? null ) {
			if ( $current === $ancestor ) {
				return true;
			}
		}
		return false;
	}
}
