<?php
/**
 * How the nodes built from type instances join the head's graph so that it stays one graph: every
 * node once, linked by `@id`.
 *
 * - An instance of the WebPage family (AboutPage, ContactPage, FAQPage, …) is not a second page: it
 *   becomes the head's WebPage node: its type, and the properties the head does not print (an FAQ
 *   page's questions, a profile's person). What the head prints (the page's SEO title and
 *   description, its address, dates and links) stays, as the source plugins print it.
 * - An instance of the Article family replaces the head's Article node.
 * - The WebPage's `mainEntity` names the first other node, unless the page type set its own; each
 *   further node nothing points at yet is linked from the page too, so none is an orphan: a creative
 *   work (a how-to, a video, a recipe) as a part of the page (`hasPart`), anything else (a product,
 *   an event, a business) as what it is about (`about`).
 * - A person or organization given by name only (an author "Jane Doe", a publisher "Acme") that is a
 *   node of the graph already (the site's Organization or Person) takes that node's `@id`, so the two
 *   are read as one entity. The name stays, for readers that do not follow references.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

defined( 'ABSPATH' ) || exit;

final class Graph_Merge {

	/** The types the head's own Article node stands for. */
	public const ARTICLE_FAMILY = array( 'Article', 'BlogPosting', 'NewsArticle' );

	/** The types that describe the page itself. */
	public const WEBPAGE_FAMILY = array( 'WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'SearchResultsPage', 'FAQPage', 'ProfilePage' );

	/** The catalogue's types that are schema.org CreativeWorks (a page may have them as parts). */
	private const CREATIVE_WORKS = array( 'Article', 'BlogPosting', 'NewsArticle', 'Recipe', 'HowTo', 'VideoObject', 'Course', 'SoftwareApplication', 'Book', 'WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'SearchResultsPage', 'FAQPage', 'ProfilePage' );

	/** Properties whose value is a person or an organization another node of the graph may already be. */
	private const PARTY_PROPERTIES = array( 'author', 'publisher', 'provider', 'organizer', 'hiringOrganization', 'seller', 'creator', 'brand', 'performer' );

	/**
	 * @param list<mixed>                $graph The head's nodes.
	 * @param list<array<string, mixed>> $nodes The instances' nodes, the main one first.
	 * @param string                     $url   The page's address (the head's nodes are `<url>#webpage`, `<url>#article`).
	 * @return list<mixed>
	 */
	public static function merge( array $graph, array $nodes, string $url ): array {
		$page_id  = $url . '#webpage';
		$has_page = in_array( $page_id, array_map( static fn( $node ) => is_array( $node ) ? ( $node['@id'] ?? null ) : null, $graph ), true );
		$page     = null;
		$others   = array();
		foreach ( $nodes as $node ) {
			if ( $has_page && null === $page && in_array( $node['@type'] ?? null, self::WEBPAGE_FAMILY, true ) ) {
				$page = $node;
				continue;
			}
			$others[] = $node;
		}
		$articles = array_intersect( array_column( $others, '@type' ), self::ARTICLE_FAMILY );
		$parties  = self::parties( $graph );
		$merged   = array();
		foreach ( $graph as $node ) {
			$id = is_array( $node ) ? ( $node['@id'] ?? null ) : null;
			if ( $articles && $url . '#article' === $id ) {
				continue;
			}
			if ( $page_id === $id ) {
				$node = self::page( $node, $page, $others );
			}
			$merged[] = $node;
		}
		foreach ( $others as $node ) {
			$merged[] = self::linked( $node, $parties );
		}
		return self::without_orphans( $merged, $page_id );
	}

	/**
	 * The graph with each node of an instance (`…#/schema/…`) that nothing points at linked from the
	 * page's WebPage: `hasPart` for a creative work, `about` for anything else.
	 *
	 * @param list<mixed> $graph
	 * @return list<mixed>
	 */
	private static function without_orphans( array $graph, string $page_id ): array {
		$page = null;
		foreach ( $graph as $index => $node ) {
			$id = is_array( $node ) ? ( $node['@id'] ?? null ) : null;
			if ( $id === $page_id ) {
				$page = $index;
			}
		}
		if ( null === $page ) {
			return $graph;
		}
		$referenced = array();
		array_walk_recursive(
			$graph,
			static function ( $value, $key ) use ( &$referenced ): void {
				if ( '@id' === $key && is_string( $value ) ) {
					$referenced[ $value ] = ( $referenced[ $value ] ?? 0 ) + 1;
				}
			}
		);
		foreach ( $graph as $node ) {
			$id = is_array( $node ) && is_string( $node['@id'] ?? null ) ? $node['@id'] : '';
			if ( ! str_contains( $id, '#/schema/' ) || ( $referenced[ $id ] ?? 0 ) > 1 ) {
				continue; // Not an instance's node, or pointed at (its own @id counts once).
			}
			$types                       = (array) ( $node['@type'] ?? array() );
			$property                    = array() !== array_intersect( $types, self::CREATIVE_WORKS ) ? 'hasPart' : 'about';
			$links                       = $graph[ $page ][ $property ] ?? array();
			$links                       = isset( $links['@id'] ) ? array( $links ) : (array) $links;
			$links[]                     = array( '@id' => $id );
			$graph[ $page ][ $property ] = $links;
		}
		return $graph;
	}

	/**
	 * The head's WebPage with the page-type instance folded in and its main entity named.
	 *
	 * @param array<string, mixed>       $head
	 * @param array<string, mixed>|null  $instance
	 * @param list<array<string, mixed>> $others
	 * @return array<string, mixed>
	 */
	private static function page( array $head, ?array $instance, array $others ): array {
		if ( null !== $instance ) {
			$head['@type'] = $instance['@type'];
			foreach ( $instance as $property => $value ) {
				if ( ! array_key_exists( $property, $head ) ) {
					$head[ $property ] = $value;
				}
			}
		}
		if ( ! isset( $head['mainEntity'] ) && isset( $others[0]['@id'] ) ) {
			$head['mainEntity'] = array( '@id' => $others[0]['@id'] );
		}
		return $head;
	}

	/**
	 * The persons and organizations of the graph that have an `@id`, by type and name: Person nodes,
	 * and the site's organization under "Organization" whatever its subtype (a Corporation, a
	 * NewsMediaOrganization), as an author picks "Organization".
	 *
	 * @param list<mixed> $graph
	 * @return array<string, string> "<type>|<name>" => @id
	 */
	private static function parties( array $graph ): array {
		$parties = array();
		foreach ( $graph as $node ) {
			if ( ! is_array( $node ) || ! isset( $node['@id'], $node['name'], $node['@type'] ) || ! is_string( $node['@id'] ) || ! is_string( $node['name'] ) ) {
				continue;
			}
			if ( 'Person' === $node['@type'] ) {
				$parties[ self::party_key( 'Person', $node['name'] ) ] = $node['@id'];
			} elseif ( str_ends_with( $node['@id'], '#organization' ) ) {
				$parties[ self::party_key( 'Organization', $node['name'] ) ] = $node['@id'];
			}
		}
		return $parties;
	}

	/**
	 * A node whose name-only persons and organizations point at the graph's node of the same type and name.
	 *
	 * @param array<string, mixed>  $node
	 * @param array<string, string> $parties
	 * @return array<string, mixed>
	 */
	private static function linked( array $node, array $parties ): array {
		if ( array() === $parties ) {
			return $node;
		}
		foreach ( self::PARTY_PROPERTIES as $property ) {
			if ( ! isset( $node[ $property ] ) || ! is_array( $node[ $property ] ) ) {
				continue;
			}
			$value = $node[ $property ];
			if ( array_is_list( $value ) ) {
				$node[ $property ] = array_map( static fn( $item ) => is_array( $item ) ? self::party( $item, $parties ) : $item, $value );
			} else {
				$node[ $property ] = self::party( $value, $parties );
			}
		}
		return $node;
	}

	/**
	 * @param array<mixed>          $value
	 * @param array<string, string> $parties
	 * @return array<mixed>
	 */
	private static function party( array $value, array $parties ): array {
		if ( isset( $value['@id'] ) || ! isset( $value['@type'], $value['name'] ) || ! is_string( $value['@type'] ) || ! is_string( $value['name'] ) || 2 !== count( $value ) ) {
			return $value;
		}
		$key = self::party_key( $value['@type'], $value['name'] );
		return isset( $parties[ $key ] ) ? array(
			'@type' => $value['@type'],
			'@id'   => $parties[ $key ],
			'name'  => $value['name'],
		) : $value;
	}

	private static function party_key( string $type, string $name ): string {
		return $type . '|' . $name;
	}
}
