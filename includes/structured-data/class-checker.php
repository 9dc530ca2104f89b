<?php
/**
 * The check rule, the twin of src/structured-data/check.ts: a built node → what it lacks for Google's
 * rich results. A missing required property is an error, a missing recommended one a warning, each
 * naming the property by its path ("offers.price" for the price of an offer of a product); nested
 * nodes are checked by their own type, and a path is reported once however many items lack it. A nested
 * node of a type a page may have as its main type (an Organization as publisher, a Product as a
 * variant, a VideoObject in a recipe) is held to its required properties only: Google recommends the
 * rest for that type as a page's main item, and warnings for all of them would bury the page's own.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

defined( 'ABSPATH' ) || exit;

final class Checker {

	public function __construct( private Catalogue $catalogue ) {}

	/**
	 * The findings of a node in catalogue order, each nested node's where its property stands.
	 *
	 * @param array<string, mixed> $node A node as Node_Builder builds it.
	 * @return list<array{field: string, level: 'error'|'warning', message: string}>
	 */
	public function check( array $node ): array {
		$findings = array();
		$this->check_properties( $node, '', true, $findings );
		return $findings;
	}

	/**
	 * @param array<string, mixed>                                                  $node
	 * @param list<array{field: string, level: 'error'|'warning', message: string}> $findings
	 */
	private function check_properties( array $node, string $prefix, bool $warnings, array &$findings ): void {
		$type = $node['@type'] ?? null;
		if ( ! is_string( $type ) ) {
			return;
		}
		foreach ( $this->catalogue->properties( $type ) as $name => $definition ) {
			$field = $prefix . $name;
			if ( ! array_key_exists( $name, $node ) ) {
				if ( ! empty( $definition['required'] ) ) {
					self::add( $findings, $field, 'error' );
				} elseif ( $warnings && ! empty( $definition['recommended'] ) ) {
					self::add( $findings, $field, 'warning' );
				}
				continue;
			}
			$value = $node[ $name ];
			if ( ! Catalogue::is_nested_kind( $definition['kind'] ) || ! is_array( $value ) ) {
				continue;
			}
			foreach ( array_is_list( $value ) ? $value : array( $value ) as $item ) {
				if ( is_array( $item ) && isset( $item['@type'] ) && is_string( $item['@type'] ) ) {
					$item_type = $this->catalogue->type( $item['@type'] );
					$helper    = null !== $item_type && ! empty( $item_type['nested'] );
					$this->check_properties( $item, $field . '.', $warnings && $helper, $findings );
				}
			}
		}
	}

	/**
	 * @param list<array{field: string, level: 'error'|'warning', message: string}> $findings
	 * @param 'error'|'warning'                                                     $level
	 */
	private static function add( array &$findings, string $field, string $level ): void {
		foreach ( $findings as $finding ) {
			if ( $finding['field'] === $field && $finding['level'] === $level ) {
				return;
			}
		}
		if ( 'error' === $level ) {
			/* translators: %s: name of a structured-data property, e.g. offers.price. */
			$message = sprintf( __( 'Missing required property: %s.', 'sightline-seo' ), $field );
		} else {
			/* translators: %s: name of a structured-data property, e.g. video. */
			$message = sprintf( __( 'Missing recommended property: %s.', 'sightline-seo' ), $field );
		}
		$findings[] = array(
			'field'   => $field,
			'level'   => $level,
			'message' => $message,
		);
	}
}
