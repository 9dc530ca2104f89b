<?php
/**
 * The structured data a post's content already holds, in the page's one JSON-LD graph (the head's
 * `sightline_schema_graph` filter, after Page_Graph has added the page's own nodes at 10, before the
 * embedded videos at 20): the questions of its FAQ blocks and its how-tos (Content_Blocks reads them).
 *
 * - FAQ: every question of every FAQ block of the page is one Question node (its answer an Answer with
 *   the HTML Google allows); the WebPage becomes a FAQPage too (`@type: ["WebPage", "FAQPage"]`, as
 *   Yoast prints it) whose `mainEntity` lists them. A main entity the author set before (their own first
 *   instance) stays linked from the page as its `about`. Without a WebPage node (switched off), a FAQPage
 *   node of its own holds the list.
 * - How-to: each is a HowTo node (name and description default to the post's title and excerpt, its
 *   image to the page's social image), the WebPage's `mainEntity` when the page has none, else one of
 *   its `hasPart`.
 * - No type twice: when the author describes the page with a FAQPage or HowTo instance of their own
 *   (Own_Structured_Data), that instance wins and the blocks of that kind add nothing.
 *
 * Nodes are built by Node_Builder from instances like the author's, with the content's text taken
 * literally (a "%" in an answer is no template), and printed only when the Checker finds no error.
 * A post without these blocks costs a few substring searches; a post with them is parsed once a request.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Head\Context;
use Sightline\Head\Resolver;
use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-import-type Found from Content_Blocks
 * @phpstan-import-type How_To from Content_Blocks
 */
final class Content_Graph implements Hookable_Interface {

	/** After Page_Graph (10), so the page's own nodes are in the graph; before Embedded_Videos (20). */
	public const PRIORITY = 15;

	/** Stands for "%" in the content's text while its nodes are built, so no template is resolved in it. */
	private const PERCENT = "\u{E000}";

	/** @var array<string, Found> What each post's content holds, read once a request. */
	private array $found = array();

	/**
	 * @param \Closure(): Own_Structured_Data $data    Builds nodes with the page's variables, built when a post has these blocks.
	 * @param \Closure(): Checker             $checker The check rule, built when a post has these blocks.
	 */
	public function __construct( private Resolver $resolver, private Settings $settings, private \Closure $data, private \Closure $checker ) {}

	public function add_hooks(): void {
		add_filter( 'sightline_schema_graph', array( $this, 'filter' ), self::PRIORITY, 2 );
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
		$content = $context->post->post_content;
		$details = str_contains( $content, '<!-- wp:details' ) && true === $this->settings->get( 'schema_details_as_faq' );
		if ( ! Content_Blocks::may_hold( $content, $details ) || post_password_required( $context->post ) ) {
			return $graph;
		}
		$found = $this->found( $context->post, $details );
		if ( array() === $found['questions'] && array() === $found['how_tos'] ) {
			return $graph;
		}
		return $this->merge( array_values( $graph ), $found, $context );
	}

	/**
	 * @return Found
	 */
	private function found( \WP_Post $post, bool $details ): array {
		$key                          = get_current_blog_id() . ':' . $post->ID . ':' . ( $details ? 1 : 0 ) . ':' . md5( $post->post_content );
		return $this->found[ $key ] ??= Content_Blocks::read( $post->post_content, $details );
	}

	/**
	 * @param list<mixed> $graph
	 * @param Found       $found
	 * @return list<mixed>
	 */
	private function merge( array $graph, array $found, Context $context ): array {
		$url     = Own_Structured_Data::page_url( $this->resolver, $context );
		$base    = explode( '#', $url )[0];
		$ids     = array();
		$types   = array();
		$webpage = null;
		foreach ( $graph as $index => $node ) {
			if ( ! is_array( $node ) ) {
				continue;
			}
			$id = is_string( $node['@id'] ?? null ) ? $node['@id'] : '';
			if ( $url . '#webpage' === $id ) {
				$webpage = $index; // Its type counts: the author's own FAQPage is the page itself (Graph_Merge).
			}
			$ids[ $id ] = true;
			foreach ( (array) ( $node['@type'] ?? array() ) as $type ) {
				$types[ $type ] = true;
			}
		}
		$questions = isset( $types['FAQPage'] ) ? array() : $this->nodes( $context, $this->question_instances( $found['questions'], $base, $ids ) );
		$how_tos   = isset( $types['HowTo'] ) ? array() : $this->nodes( $context, $this->how_to_instances( $found['how_tos'], $base, $ids, $context ) );
		if ( array() === $questions && array() === $how_tos ) {
			return $graph;
		}
		$question_refs = self::refs( $questions );
		$how_to_refs   = self::refs( $how_tos );
		if ( null === $webpage ) {
			if ( array() !== $question_refs ) {
				$graph[] = array(
					'@type'      => 'FAQPage',
					'@id'        => $url . '#faq',
					'url'        => $url,
					'mainEntity' => $question_refs,
				);
			}
			return array_merge( $graph, $questions, $how_tos );
		}
		$graph[ $webpage ] = self::linked_page( (array) $graph[ $webpage ], $question_refs, $how_to_refs );
		return array_merge( $graph, $questions, $how_tos );
	}

	/**
	 * The WebPage node pointing at the questions (as a FAQPage) and the how-tos.
	 *
	 * @param array<mixed>               $page
	 * @param list<array{'@id': string}> $questions
	 * @param list<array{'@id': string}> $how_tos
	 * @return array<mixed>
	 */
	private static function linked_page( array $page, array $questions, array $how_tos ): array {
		if ( array() !== $questions ) {
			$types = array_values( (array) ( $page['@type'] ?? 'WebPage' ) );
			if ( ! in_array( 'FAQPage', $types, true ) ) {
				$types[] = 'FAQPage';
			}
			$page['@type'] = $types;
			if ( isset( $page['mainEntity'] ) && ! isset( $page['about'] ) ) {
				$page['about'] = $page['mainEntity'];
			}
			$page['mainEntity'] = $questions;
		}
		if ( array() !== $how_tos && ! isset( $page['mainEntity'] ) ) {
			$page['mainEntity'] = array_shift( $how_tos );
		}
		if ( array() !== $how_tos ) {
			$parts           = isset( $page['hasPart'] ) ? (array) $page['hasPart'] : array();
			$page['hasPart'] = array_merge( isset( $parts['@id'] ) ? array( $parts ) : array_values( $parts ), $how_tos );
		}
		return $page;
	}

	/**
	 * @param list<array<string, mixed>> $nodes
	 * @return list<array{'@id': string}>
	 */
	private static function refs( array $nodes ): array {
		return array_values( array_map( static fn( $node ) => array( '@id' => (string) $node['@id'] ), $nodes ) );
	}

	/**
	 * @param list<array{question: string, answer: string}> $questions
	 * @param array<string, true>                           $ids The graph's @ids, which the new ones must not repeat.
	 * @return list<array{type: string, id: string, values: array<string, mixed>}>
	 */
	private function question_instances( array $questions, string $base, array &$ids ): array {
		$instances = array();
		foreach ( $questions as $question ) {
			$instances[] = array(
				'type'   => 'Question',
				'id'     => self::free_id( 'question-', $base, $ids ),
				'values' => array(
					'name'           => self::text( $question['question'] ),
					'acceptedAnswer' => array( 'text' => self::text( $question['answer'] ) ),
				),
			);
		}
		return $instances;
	}

	/**
	 * @param list<How_To>        $how_tos
	 * @param array<string, true> $ids
	 * @return list<array{type: string, id: string, values: array<string, mixed>}>
	 */
	private function how_to_instances( array $how_tos, string $base, array &$ids, Context $context ): array {
		$instances = array();
		$social    = null;
		foreach ( $how_tos as $how_to ) {
			$values = array_filter(
				array(
					'name'        => self::text( $how_to['name'] ),
					'description' => self::text( $how_to['description'] ),
					'totalTime'   => $how_to['totalTime'],
					'supply'      => array_map( static fn( $name ) => array( 'name' => self::text( $name ) ), $how_to['supply'] ),
					'tool'        => array_map( static fn( $name ) => array( 'name' => self::text( $name ) ), $how_to['tool'] ),
					'step'        => array_map( array( self::class, 'step_values' ), $how_to['step'] ),
					'image'       => $how_to['image'],
				),
				static fn( $value ) => '' !== $value && array() !== $value
			);
			if ( '' !== $how_to['cost']['value'] && null !== Text_Values::currency_code( $how_to['cost']['currency'] ) ) {
				$values['estimatedCost'] = $how_to['cost'];
			}
			if ( ! isset( $values['image'] ) ) {
				$social ??= $this->resolver->social( $context );
				if ( is_array( $social['og_image'] ) && is_string( $social['og_image']['url'] ?? null ) ) {
					$values['image'] = $social['og_image']['url'];
				}
			}
			$instances[] = array(
				'type'   => 'HowTo',
				'id'     => self::free_id( 'how-to-', $base, $ids ),
				'values' => $values,
			);
		}
		return $instances;
	}

	/**
	 * A step's values: Google requires its text; a step with a name alone says it in its text.
	 *
	 * @param array{name: string, text: string, image: string} $step
	 * @return array<string, string>
	 */
	private static function step_values( array $step ): array {
		$values = array( 'text' => self::text( '' !== $step['text'] ? $step['text'] : $step['name'] ) );
		if ( '' !== $step['name'] && '' !== $step['text'] ) {
			$values = array( 'name' => self::text( $step['name'] ) ) + $values;
		}
		if ( '' !== $step['image'] ) {
			$values['image'] = $step['image'];
		}
		return $values;
	}

	/**
	 * The first `<prefix><n>` whose @id the graph does not hold yet, then held.
	 *
	 * @param array<string, true> $ids
	 */
	private static function free_id( string $prefix, string $base, array &$ids ): string {
		$number = 0;
		do {
			$id = $prefix . ( ++$number );
		} while ( isset( $ids[ $base . '#/schema/' . $id ] ) );
		$ids[ $base . '#/schema/' . $id ] = true;
		return $id;
	}

	/**
	 * The nodes of the instances the Checker finds no error in, the content's "%" kept as written.
	 *
	 * @param list<array{type: string, id: string, values: array<string, mixed>}> $instances
	 * @return list<array<string, mixed>>
	 */
	private function nodes( Context $context, array $instances ): array {
		if ( array() === $instances ) {
			return array();
		}
		$checker = ( $this->checker )();
		$nodes   = array();
		foreach ( ( $this->data )()->nodes( $context, $instances ) as $node ) {
			$node   = (array) self::restore( $node );
			$errors = array_filter( $checker->check( $node ), static fn( $finding ) => 'error' === $finding['level'] );
			if ( array() === $errors && isset( $node['@id'] ) ) {
				$nodes[] = $node;
			}
		}
		return $nodes;
	}

	/**
	 * The content's text as a value Node_Builder takes literally: its "%" stand-in resolves no template.
	 */
	private static function text( string $text ): string {
		return str_replace( '%', self::PERCENT, $text );
	}

	/**
	 * A built node with the content's "%" back.
	 *
	 * @param mixed $value
	 * @return mixed
	 */
	private static function restore( mixed $value ): mixed {
		if ( is_string( $value ) ) {
			return str_replace( self::PERCENT, '%', $value );
		}
		return is_array( $value ) ? array_map( array( self::class, 'restore' ), $value ) : $value;
	}
}
