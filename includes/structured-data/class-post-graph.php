<?php
/**
 * Prints a post's own structured data in the page's one JSON-LD graph (the head's
 * `sightline_schema_graph` filter): on a singular page whose post has type instances, each built
 * node joins the graph, the WebPage names the first as its `mainEntity`, and the head's default
 * Article leaves when an instance is of the Article family, so no type is printed twice. A post
 * without instances costs the meta read WordPress has primed and nothing else (the catalogue and the
 * builder are not even built).
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Head\Context;
use Sightline\Head\Resolver;
use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Post_Graph implements Hookable_Interface {

	/** The types the head's own Article node stands for. */
	private const ARTICLE_FAMILY = array( 'Article', 'BlogPosting', 'NewsArticle' );

	/**
	 * @param \Closure(): Post_Structured_Data $data The post's structured data, built when a post has some.
	 */
	public function __construct( private Resolver $resolver, private \Closure $data ) {}

	public function add_hooks(): void {
		add_filter( 'sightline_schema_graph', array( $this, 'filter' ), 10, 2 );
	}

	/**
	 * @param mixed $graph   The graph's nodes.
	 * @param mixed $context The head's context of the page.
	 * @return mixed
	 */
	public function filter( $graph, $context ) {
		if ( ! is_array( $graph ) || ! $context instanceof Context || ! $context->post || ! in_array( $context->type, array( Context::SINGULAR, Context::FRONT_PAGE ), true ) ) {
			return $graph;
		}
		$stored = get_post_meta( $context->post->ID, Post_Structured_Data::META_KEY, true );
		if ( ! is_array( $stored ) || array() === $stored ) {
			return $graph;
		}
		$data      = ( $this->data )();
		$instances = $data->get( $context->post );
		$nodes     = $data->nodes( $context, $instances );
		return array() === $nodes ? $graph : self::merge( array_values( $graph ), $nodes, Post_Structured_Data::page_url( $this->resolver, $context ) );
	}

	/**
	 * The head's nodes with the post's own: the head's Article dropped when one of them is of its
	 * family, the WebPage's `mainEntity` pointing at the first, the post's nodes after the head's.
	 *
	 * @param list<mixed>                $graph
	 * @param list<array<string, mixed>> $nodes
	 * @return list<mixed>
	 */
	public static function merge( array $graph, array $nodes, string $url ): array {
		$articles = array_intersect( array_column( $nodes, '@type' ), self::ARTICLE_FAMILY );
		$merged   = array();
		foreach ( $graph as $node ) {
			$id = is_array( $node ) ? ( $node['@id'] ?? null ) : null;
			if ( $articles && $url . '#article' === $id ) {
				continue;
			}
			if ( $url . '#webpage' === $id && isset( $nodes[0]['@id'] ) ) {
				$node['mainEntity'] = array( '@id' => $nodes[0]['@id'] );
			}
			$merged[] = $node;
		}
		return array_merge( $merged, $nodes );
	}
}
