<?php
/**
 * A post's own structured data in the page's one JSON-LD graph: each instance's node printed once
 * after the head's nodes, the WebPage's mainEntity pointing at the first, the head's Article dropped
 * for an instance of the Article family, a page type folded into the head's WebPage, every @id
 * unique; a post without instances prints exactly the graph it printed before, at no query.
 *
 * @package Sightline
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Head\Context;
use Sightline\Plugin;
use Sightline\Structured_Data\Page_Graph;
use Sightline\Structured_Data\Own_Structured_Data;
use Sightline\Tests\Head\Head_TestCase;

require_once dirname( __DIR__ ) . '/Head/class-head-testcase.php';

final class PageGraphTest extends Head_TestCase {

	/**
	 * Every node of the page's one JSON-LD script, in order.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function nodes( string $url ): array {
		$html = $this->head_of( $url );
		$this->graph( $html ); // One script, valid JSON-LD.
		$nodes = json_decode( $this->script( $html ), true )['@graph'];
		$ids   = array_values( array_filter( array_column( $nodes, '@id' ) ) );
		$this->assertSame( $ids, array_values( array_unique( $ids ) ), 'every @id is unique' );
		return $nodes;
	}

	/**
	 * The JSON-LD script of a head, as printed.
	 */
	private function script( string $html ): string {
		preg_match( '#<script type="application/ld\+json" class="sightline-schema-graph">(.*?)</script>#s', $html, $m );
		return $m[1] ?? '';
	}

	/**
	 * @param list<array<string, mixed>> $nodes
	 * @return list<array<string, mixed>>
	 */
	private static function of_type( array $nodes, string $type ): array {
		return array_values( array_filter( $nodes, static fn( $node ) => $type === $node['@type'] ) );
	}

	/**
	 * @param list<array<string, mixed>> $instances
	 */
	private function post_with( array $instances ): int {
		$post = self::factory()->post->create(
			array(
				'post_title'   => 'Lemon Cake',
				'post_excerpt' => 'A light lemon sponge.',
			)
		);
		if ( $instances ) {
			$this->assertIsArray( Plugin::get( Own_Structured_Data::class )->set( get_post( $post ), $instances ) );
		}
		return $post;
	}

	public function test_a_recipe_joins_the_graph_as_the_main_entity(): void {
		$post = $this->post_with(
			array(
				array(
					'type'   => 'Recipe',
					'id'     => 'recipe',
					'values' => array(
						'image'            => 'https://example.org/cake.jpg',
						'recipeIngredient' => array( '1 egg' ),
					),
				),
			)
		);
		$url   = get_permalink( $post );
		$nodes = $this->nodes( $url );

		$this->assertSame( array( 'Organization', 'WebSite', 'WebPage', 'Article', 'BreadcrumbList', 'Recipe' ), array_column( $nodes, '@type' ), "the head's nodes, then the post's; an Article stays beside a Recipe" );
		$recipe = self::of_type( $nodes, 'Recipe' )[0];
		$this->assertSame( $url . '#/schema/recipe', $recipe['@id'] );
		$this->assertSame( 'Lemon Cake', $recipe['name'] );
		$this->assertSame( array( '1 egg' ), $recipe['recipeIngredient'] );
		$this->assertSame( array( '@id' => $recipe['@id'] ), self::of_type( $nodes, 'WebPage' )[0]['mainEntity'] );
	}

	public function test_a_blog_posting_replaces_the_heads_article_and_a_page_type_becomes_the_page(): void {
		$post  = $this->post_with(
			array(
				array(
					'type'   => 'FAQPage',
					'id'     => 'faq',
					'values' => array(),
				),
				array(
					'type'   => 'BlogPosting',
					'id'     => 'posting',
					'values' => array( 'image' => 'https://example.org/cake.jpg' ),
				),
			)
		);
		$url   = get_permalink( $post );
		$nodes = $this->nodes( $url );

		$this->assertSame( array(), self::of_type( $nodes, 'Article' ), "the head's Article is dropped" );
		$this->assertNotContains( $url . '#article', array_column( $nodes, '@id' ) );
		$postings = self::of_type( $nodes, 'BlogPosting' );
		$this->assertCount( 1, $postings, 'printed once' );
		$this->assertSame( $url . '#/schema/posting', $postings[0]['@id'] );
		$this->assertSame( 'Lemon Cake', $postings[0]['headline'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/', $postings[0]['datePublished'], 'ISO 8601' );
		$this->assertSame( array(), self::of_type( $nodes, 'WebPage' ), 'the FAQPage instance is the page itself, not a second page' );
		$webpage = self::of_type( $nodes, 'FAQPage' );
		$this->assertCount( 1, $webpage );
		$this->assertSame( $url . '#webpage', $webpage[0]['@id'], "the head's WebPage, its @id kept" );
		$this->assertNotContains( $url . '#/schema/faq', array_column( $nodes, '@id' ) );
		$this->assertSame( array( '@id' => $url . '#/schema/posting' ), $webpage[0]['mainEntity'], 'the first other instance is the main entity' );
	}

	public function test_every_instance_node_is_linked_from_the_page(): void {
		$post    = $this->post_with(
			array(
				array(
					'type'   => 'Recipe',
					'id'     => 'recipe',
					'values' => array(),
				),
				array(
					'type'   => 'Event',
					'id'     => 'tasting',
					'values' => array( 'name' => 'Tasting' ),
				),
				array(
					'type'   => 'VideoObject',
					'id'     => 'video',
					'values' => array( 'embedUrl' => 'https://www.youtube.com/embed/abc' ),
				),
			)
		);
		$url     = get_permalink( $post );
		$webpage = self::of_type( $this->nodes( $url ), 'WebPage' )[0];
		$this->assertSame( array( '@id' => $url . '#/schema/recipe' ), $webpage['mainEntity'], 'the first is the main entity' );
		$this->assertSame( array( array( '@id' => $url . '#/schema/tasting' ) ), $webpage['about'], 'an event the page is about' );
		$this->assertSame( array( array( '@id' => $url . '#/schema/video' ) ), $webpage['hasPart'], 'a video is a part of the page' );
	}

	public function test_a_post_without_instances_prints_todays_graph_at_no_query(): void {
		$graph = Plugin::get( Page_Graph::class );
		foreach ( array( array(), 'empty' ) as $state ) {
			$post = $this->post_with( array() );
			if ( 'empty' === $state ) {
				add_post_meta( $post, Own_Structured_Data::META_KEY, array() );
			}
			$url  = get_permalink( $post );
			$with = $this->script( $this->head_of( $url ) );
			remove_filter( 'sightline_schema_graph', array( $graph, 'filter' ) );
			$without = $this->script( $this->head_of( $url ) );
			add_filter( 'sightline_schema_graph', array( $graph, 'filter' ), 10, 2 );
			$this->assertNotSame( '', $with );
			$this->assertSame( $without, $with, 'the same JSON-LD, byte for byte, as without the structured data feature' );

			global $wpdb;
			update_meta_cache( 'post', array( $post ) ); // As the main query primes it.
			$nodes   = array( array( '@type' => 'WebPage' ) );
			$queries = $wpdb->num_queries;
			$this->assertSame( $nodes, $graph->filter( $nodes, Context::for_post( get_post( $post ) ) ) );
			$this->assertSame( $queries, $wpdb->num_queries, 'no query' );
		}
		$this->assertTrue( has_filter( 'sightline_schema_graph', array( $graph, 'filter' ) ) !== false );
	}

	public function test_structured_data_switched_off_prints_nothing(): void {
		$post = $this->post_with(
			array(
				array(
					'type'   => 'Recipe',
					'id'     => 'recipe',
					'values' => array(),
				),
			)
		);
		$this->settings( array( 'enable_schemas' => false ) );
		$this->assertSame( array(), $this->graph( $this->head_of( get_permalink( $post ) ) ) );
	}
}
