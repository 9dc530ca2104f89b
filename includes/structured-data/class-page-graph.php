<?php
/**
 * Prints the structured data a page has in its one JSON-LD graph (the head's `sightline_schema_graph`
 * filter): the own type instances (Own_Structured_Data) of the post on its page, of the term on its
 * archive and of the author on theirs, and the site-wide sets of
 * the Schema screen (setting `schema_sets`) whose display rules choose the page (Display_Rules) on
 * any page, posts, archives, authors and special pages alike. An object's own instance of a type
 * replaces a set of the same type (or id). Graph_Merge says how the nodes join the head's.
 *
 * A page without either costs one look at settings already loaded and at meta WordPress already holds:
 * the post's (primed with the post), the author's (loaded with the user's roles) or, only for a term
 * Term_Meta_Index lists, the term's; the catalogue and the builder are not even built.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Head\Context;
use Sightline\Head\Resolver;
use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;
use Sightline\Settings\Term_Meta_Index;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Instance from Own_Structured_Data
 */
final class Page_Graph implements Hookable_Interface {

	/**
	 * The meta (of a post, a term or a user) holding its own instances (Own_Structured_Data::META_KEY, which writes it),
	 * named here so that a page view reads it without loading the class that writes it.
	 */
	public const META_KEY = '_sightline_structured_data';

	/**
	 * @param \Closure(): Own_Structured_Data $data The store and builder of instances, built when a page has some.
	 */
	public function __construct( private Resolver $resolver, private Settings $settings, private \Closure $data ) {}

	public function add_hooks(): void {
		add_filter( 'sightline_schema_graph', array( $this, 'filter' ), 10, 2 );
	}

	/**
	 * @param mixed $graph   The graph's nodes.
	 * @param mixed $context The head's context of the page.
	 * @return mixed
	 */
	public function filter( $graph, $context ) {
		if ( ! is_array( $graph ) || ! $context instanceof Context ) {
			return $graph;
		}
		$all     = $this->settings->get( 'schema_sets' );
		$sets    = is_array( $all ) && array() !== $all ? Display_Rules::instances_for( $all, $context ) : array();
		$owner   = self::owner( $context );
		$stored  = null !== $owner ? get_metadata( $owner[0], $owner[1], self::META_KEY, true ) : null;
		$has_own = is_array( $stored ) && array() !== $stored;
		if ( array() === $sets && ! $has_own ) {
			return $graph;
		}
		$data      = ( $this->data )();
		$own       = $has_own && null !== $owner ? $data->get( $owner[2] ) : array();
		$instances = self::combine( $own, $sets );
		$nodes     = $data->nodes( $context, $instances );
		return array() === $nodes ? $graph : Graph_Merge::merge( array_values( $graph ), $nodes, Own_Structured_Data::page_url( $this->resolver, $context ) );
	}

	/**
	 * The object whose own instances the page prints, with its meta type: the post of a singular page
	 * (or the front page), the term of its archive when Term_Meta_Index says it may have any field, the
	 * author of their archive.
	 *
	 * @return array{0: 'post'|'term'|'user', 1: int, 2: \WP_Post|\WP_Term|\WP_User}|null
	 */
	private static function owner( Context $context ): ?array {
		if ( $context->post && in_array( $context->type, array( Context::SINGULAR, Context::FRONT_PAGE ), true ) ) {
			return array( 'post', $context->post->ID, $context->post );
		}
		if ( $context->term && Context::TERM === $context->type && Term_Meta_Index::may_have( $context->term->term_id, true ) ) {
			return array( 'term', $context->term->term_id, $context->term );
		}
		return $context->user && Context::AUTHOR === $context->type ? array( 'user', $context->user->ID, $context->user ) : null;
	}

	/**
	 * The page's instances: the object's own first (the first is the page's main entity), then each set
	 * of a kind and id the post does not have itself. A kind is a type, or for the page's own types a
	 * family: one of the Article family (the page's article) or of the WebPage family (the page
	 * itself) replaces any other of its family, as a NewsArticle of the post replaces its post type's
	 * BlogPosting.
	 *
	 * @param list<Instance> $own
	 * @param list<Instance> $sets
	 * @return list<Instance>
	 */
	public static function combine( array $own, array $sets ): array {
		$kinds = array_map( self::kind( ... ), array_column( $own, 'type' ) );
		$ids   = array_column( $own, 'id' );
		foreach ( $sets as $set ) {
			$kind = self::kind( $set['type'] );
			if ( ! in_array( $kind, $kinds, true ) && ! in_array( $set['id'], $ids, true ) ) {
				$own[]   = $set;
				$kinds[] = $kind;
				$ids[]   = $set['id'];
			}
		}
		return $own;
	}

	private static function kind( string $type ): string {
		if ( in_array( $type, Graph_Merge::ARTICLE_FAMILY, true ) ) {
			return 'Article';
		}
		return in_array( $type, Graph_Merge::WEBPAGE_FAMILY, true ) ? 'WebPage' : $type;
	}
}
