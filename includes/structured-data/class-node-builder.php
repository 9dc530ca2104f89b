<?php
/**
 * The build rule, the twin of src/structured-data/build.ts: a type instance (what a post stores: its
 * type, its id and the values the author set) and the page's variable values → one JSON-LD node.
 * Every property of the type is taken from the author's value, else from its default; templates are
 * resolved, each value normalised by its kind, and what is empty or invalid is left out, so is a
 * nested node with nothing in it. tests/fixtures/structured-data/cases.json holds what both must give.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Property from Catalogue
 */
final class Node_Builder {

	/** @var array<string, string>|\ArrayAccess<string, string> The page's variable values while a node is built. */
	private array|\ArrayAccess $variables = array();

	private string $page_url = '';

	public function __construct( private Catalogue $catalogue ) {}

	/**
	 * The node of one instance on a page, or null for a type the catalogue does not know. Its `@id` is
	 * the page's address with `#/schema/<instance id>`, so other nodes of the page's graph can point at it.
	 *
	 * @param array<string, mixed>                               $instance  `type`, `id` and `values` (the author's values by property).
	 * @param array<string, string>|\ArrayAccess<string, string> $variables The page's variable values, token (without percent signs) => value
	 *                                         (`published` and `modified` are read in ISO 8601 or in English
	 *                                         date formats, see Time_Values).
	 * @return array<string, mixed>|null
	 */
	public function build( array $instance, array|\ArrayAccess $variables, string $page_url ): ?array {
		$type = $instance['type'] ?? null;
		if ( ! is_string( $type ) || null === $this->catalogue->type( $type ) ) {
			return null;
		}
		$this->variables = $variables;
		$this->page_url  = $page_url;
		$node            = array( '@type' => $type );
		$base            = explode( '#', $page_url )[0];
		$id              = $instance['id'] ?? null;
		if ( '' !== $base && is_string( $id ) && '' !== $id ) {
			$node['@id'] = $base . '#/schema/' . $id;
		}
		$values = isset( $instance['values'] ) && is_array( $instance['values'] ) ? $instance['values'] : array();
		return $node + $this->properties( $type, $values );
	}

	/**
	 * A type's properties in catalogue order. A value the author left out (or set to null) falls back
	 * to the default; any other value, an empty one too, is the author's (an empty value turns a default off).
	 *
	 * @param array<mixed> $values
	 * @return array<string, mixed>
	 */
	private function properties( string $type, array $values ): array {
		$properties = array();
		foreach ( $this->catalogue->properties( $type ) as $name => $definition ) {
			$raw = $values[ $name ] ?? $definition['default'] ?? null;
			if ( null === $raw ) {
				continue;
			}
			$value = empty( $definition['list'] ) ? $this->one( $definition, $raw ) : $this->list( $definition, $raw );
			if ( null !== $value ) {
				$properties[ $name ] = $value;
			}
		}
		return $properties;
	}

	/**
	 * A repeatable property: one value or a list, each built alone; empty items and empty lists are dropped.
	 *
	 * @param Property $definition
	 * @return list<mixed>|null
	 */
	private function list( array $definition, mixed $raw ): ?array {
		$items = array();
		foreach ( is_array( $raw ) && array_is_list( $raw ) ? $raw : array( $raw ) as $item ) {
			$value = $this->one( $definition, $item );
			if ( null !== $value ) {
				$items[] = $value;
			}
		}
		return array() === $items ? null : $items;
	}

	/**
	 * @param Property $definition
	 */
	private function one( array $definition, mixed $raw ): mixed {
		if ( is_array( $raw ) && array() !== $raw && array_is_list( $raw ) ) {
			return null; // A list where one value belongs.
		}
		$kind = $definition['kind'];
		if ( Catalogue::is_nested_kind( $kind ) ) {
			if ( is_array( $raw ) ) {
				return $this->nested( $definition, $raw );
			}
			if ( 'image' !== $kind && is_string( $raw ) ) {
				return $this->named( $definition, $raw );
			}
		}
		$value = is_string( $raw ) ? Text_Values::resolve_template( $raw, $this->variables ) : $raw;
		switch ( $kind ) {
			case 'number':
				return Number_Values::number_value( $value );
			case 'integer':
				return Number_Values::integer_value( $value );
			case 'price':
				return Number_Values::price_value( $value );
			case 'boolean':
				return Text_Values::boolean_value( $value );
		}
		$text = Text_Values::scalar_text( $value );
		if ( null === $text ) {
			return null;
		}
		switch ( $kind ) {
			case 'longtext':
				return Text_Values::multi_line( $text );
			case 'url':
			case 'image':
				return Text_Values::absolute_url( $text, $this->page_url );
			case 'date':
				return Time_Values::iso_date( $text );
			case 'datetime':
				return Time_Values::iso_date_time( $text );
			case 'duration':
				return Time_Values::iso_duration( $text );
			case 'currency':
				return Text_Values::currency_code( $text );
			case 'enum':
				return Text_Values::enum_option( $text, $definition['options'] ?? array() );
			case 'text':
				return Text_Values::single_line( $text );
		}
		return null;
	}

	/**
	 * A nested node from an object of the nested type's values; `@type` may pick another accepted type
	 * (an Organization as an author, a VirtualLocation as an event's location). An object without any
	 * value of the author's is no node, whatever the nested type's defaults.
	 *
	 * @param Property     $definition
	 * @param array<mixed> $raw
	 * @return array<string, mixed>|null
	 */
	private function nested( array $definition, array $raw ): ?array {
		$type = $raw['@type'] ?? Catalogue::default_type( $definition );
		if ( ! is_string( $type ) || ! $this->catalogue->accepts( $definition, $type ) ) {
			return null;
		}
		$values = array_filter( $raw, static fn( $key ): bool => ! str_starts_with( (string) $key, '@' ), ARRAY_FILTER_USE_KEY );
		if ( array() === $values ) {
			return null; // Nothing of the author's: defaults alone make no nested node.
		}
		$node = $this->properties( $type, $values );
		return array() === $node ? null : array( '@type' => $type ) + $node;
	}

	/**
	 * A nested node from text alone: its name (an author "Jane Doe", a brand "Acme"), when its type has one.
	 *
	 * @param Property $definition
	 * @return array<string, mixed>|null
	 */
	private function named( array $definition, string $raw ): ?array {
		$properties = $this->catalogue->properties( Catalogue::default_type( $definition ) );
		return isset( $properties['name'] ) ? $this->nested( $definition, array( 'name' => $raw ) ) : null;
	}
}
