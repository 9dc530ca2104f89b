<?php
/**
 * What a source maps for one item (global settings, a post or a term): our field values, the labels of
 * what was imported, and the report of what could not be carried over exactly.
 *
 * @package Sightline
 */

namespace Sightline\Migration;

defined( 'ABSPATH' ) || exit;

final class Mapped {

	/** @var array<string, mixed> Our setting or object-meta field => value. */
	public array $fields = array();

	/** @var list<string> Human labels of the imported global settings (for the summary). */
	public array $labels = array();

	/** @var list<array{field: string, value: string, reason: string}> */
	public array $report = array();

	/**
	 * @var list<array{type: string, id: string, values: array<string, mixed>}> A post's structured data
	 *      (schema.org type instances, see Structured_Data\Own_Structured_Data), fitted by Instance_Fitter.
	 */
	public array $instances = array();

	/**
	 * @var list<array{post_type: string, type: string, exclude: list<string>}> The schema.org type the
	 *      source printed on every post of a post type that has none of its own (global settings only),
	 *      made into site-wide structured data sets by Default_Sets.
	 */
	public array $defaults = array();

	/** The source's own robots.txt text (global settings only), written where the site has none of ours. */
	public ?string $robots_txt = null;

	/**
	 * @param mixed $value
	 */
	public function set( string $field, $value, string $label = '' ): void {
		$this->fields[ $field ] = $value;
		if ( '' !== $label && ! in_array( $label, $this->labels, true ) ) {
			$this->labels[] = $label;
		}
	}

	/**
	 * One structured data instance; its id (a short slug) names it within the post.
	 *
	 * @param array<string, mixed> $values
	 */
	public function instance( string $type, string $id, array $values ): void {
		$this->instances[] = array(
			'type'   => $type,
			'id'     => $id,
			'values' => $values,
		);
	}

	/**
	 * A post type's default schema.org type; $exclude holds display rules (`post:<id>`) of the posts the
	 * source printed it on none of.
	 *
	 * @param list<string> $exclude
	 */
	public function schema_default( string $post_type, string $type, array $exclude = array() ): void {
		$this->defaults[] = array(
			'post_type' => $post_type,
			'type'      => $type,
			'exclude'   => $exclude,
		);
	}

	public function note( string $field, string $value, string $reason ): void {
		$this->report[] = array(
			'field'  => $field,
			'value'  => $value,
			'reason' => $reason,
		);
	}
}
