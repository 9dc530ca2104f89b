<?php
/**
 * The structured data of a post's content in the page's one graph: the FAQ and how-to blocks of ours,
 * of Yoast SEO, Rank Math and All in One SEO (their saved markup), and Details blocks when the admin
 * chooses; each case of tests/fixtures/structured-data/content-blocks.json gives exactly the nodes and
 * WebPage links there (the same graphs src/structured-data/test/outside-judge.test.ts hands to the
 * outside validator). Also: one graph with every @id once and no orphan, the author's own FAQPage or
 * HowTo instance wins over the blocks, the same graph in the `sightline_head` REST field, and a post
 * without these blocks prints the graph it printed before at no query.
 *
 * @package Sightline
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Head\Context;
use Sightline\Plugin;
use Sightline\Structured_Data\Content_Graph;
use Sightline\Structured_Data\Own_Structured_Data;
use Sightline\Tests\Head\Head_TestCase;

require_once dirname( __DIR__ ) . '/Head/class-head-testcase.php';

final class ContentGraphTest extends Head_TestCase {

	private const URL = 'http://example.org/lemon-cake/';

	/** The types the head prints on a post's page before any filter. */
	private const HEAD_TYPES = array( 'Organization', 'WebSite', 'WebPage', 'Article', 'BreadcrumbList' );

	protected function setUp(): void {
		parent::setUp();
		$this->set_permalink_structure( '/%postname%/' );
		// Content saved as an editor saves it (unfiltered HTML), so our own reading is what cleans it.
		wp_set_current_user( self::factory()->user->create( array( 'role' => 'administrator' ) ) );
	}

	/**
	 * @return array<string, array{array<string, mixed>}>
	 */
	public static function cases(): array {
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/structured-data/content-blocks.json' ), true );
		$cases   = array();
		foreach ( $fixture['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	private function post( string $content ): int {
		return self::factory()->post->create(
			array(
				'post_title'   => 'Lemon Cake',
				'post_name'    => 'lemon-cake',
				'post_excerpt' => 'A light lemon sponge.',
				'post_content' => $content,
				'post_date'    => '2026-03-04 10:20:30',
			)
		);
	}

	/**
	 * Every node of the page's one JSON-LD graph, each @id once, each node of the content linked from
	 * another (none orphaned).
	 *
	 * @return list<array<string, mixed>>
	 */
	private function nodes( string $url ): array {
		$html = $this->head_of( $url );
		preg_match_all( '#<script type="application/ld\+json" class="sightline-schema-graph">(.*?)</script>#s', $html, $m );
		$this->assertCount( 1, $m[1], 'one JSON-LD script' );
		$nodes = json_decode( $m[1][0], true )['@graph'];
		$ids   = array_values( array_filter( array_column( $nodes, '@id' ) ) );
		$this->assertSame( $ids, array_values( array_unique( $ids ) ), 'every @id is unique' );
		$linked = array();
		array_walk_recursive(
			$nodes,
			static function ( $value, $key ) use ( &$linked ) {
				if ( '@id' === $key ) {
					$linked[ $value ] = ( $linked[ $value ] ?? 0 ) + 1;
				}
			}
		);
		foreach ( $nodes as $node ) {
			if ( 1 === preg_match( '~#/schema/(?:question|how-to)-\d+$~', $node['@id'] ) ) {
				$this->assertGreaterThan( 1, $linked[ $node['@id'] ] ?? 0, "{$node['@id']} is linked from another node" );
			}
		}
		return $nodes;
	}

	/**
	 * The JSON-LD script of a head, as printed.
	 */
	private static function script( string $html ): string {
		preg_match( '#<script type="application/ld\+json" class="sightline-schema-graph">(.*?)</script>#s', $html, $m );
		return $m[1] ?? '';
	}

	/**
	 * @param array<string, mixed> $node
	 * @return list<string>
	 */
	private static function types( array $node ): array {
		return array_values( (array) $node['@type'] );
	}

	/**
	 * What the content adds: the WebPage's links and the nodes after the head's.
	 *
	 * @param list<array<string, mixed>> $nodes
	 * @return array{webpage: array<string, mixed>, nodes: list<array<string, mixed>>}|null
	 */
	private static function added( array $nodes ): ?array {
		$webpage = array_values( array_filter( $nodes, static fn( $node ) => self::URL . '#webpage' === $node['@id'] ) )[0];
		$added   = array_values( array_filter( $nodes, static fn( $node ) => ! in_array( self::types( $node )[0], self::HEAD_TYPES, true ) ) );
		$links   = array_intersect_key( $webpage, array_flip( array( '@type', 'mainEntity', 'about', 'hasPart' ) ) );
		return array() === $added && 'WebPage' === $webpage['@type'] ? null : array(
			'webpage' => $links,
			'nodes'   => $added,
		);
	}

	/**
	 * @dataProvider cases
	 * @param array<string, mixed> $case
	 */
	public function test_the_fixture_pages_give_their_graph( array $case ): void {
		if ( isset( $case['settings'] ) ) {
			$this->settings( $case['settings'] );
		}
		$post = $this->post( $case['content'] );
		$this->assertSame( self::URL, get_permalink( $post ) );
		$this->assertEquals( $case['graph'], self::added( $this->nodes( self::URL ) ) );
		$this->assertSame( $case['graph'], self::added( $this->nodes( self::URL ) ), 'in the same order' );
	}

	/**
	 * The content of a fixture case by its name's start.
	 */
	private static function content( string $name ): string {
		foreach ( self::cases() as $title => $case ) {
			if ( str_starts_with( $title, $name ) ) {
				return $case[0]['content'];
			}
		}
		throw new \RuntimeException( "no case {$name}" );
	}

	/**
	 * @param list<array<string, mixed>> $nodes
	 * @return list<array<string, mixed>>
	 */
	private static function of_type( array $nodes, string $type ): array {
		return array_values( array_filter( $nodes, static fn( $node ) => in_array( $type, self::types( $node ), true ) ) );
	}

	public function test_the_authors_own_faq_page_and_how_to_win_over_the_blocks(): void {
		$post = $this->post( self::content( 'our FAQ blocks' ) . "\n\n" . self::content( 'our How-to block' ) );
		$set  = Plugin::get( Own_Structured_Data::class )->set(
			get_post( $post ),
			array(
				array(
					'type'   => 'FAQPage',
					'id'     => 'faq',
					'values' => array(
						'mainEntity' => array(
							array(
								'name'           => 'Written by the author?',
								'acceptedAnswer' => array( 'text' => 'Yes.' ),
							),
						),
					),
				),
				array(
					'type'   => 'HowTo',
					'id'     => 'method',
					'values' => array( 'step' => array( array( 'text' => 'The author\'s step.' ) ) ),
				),
			)
		);
		$this->assertIsArray( $set );
		$nodes = $this->nodes( self::URL );

		$this->assertSame( array(), self::of_type( $nodes, 'Question' ), 'no Question node of the blocks' );
		$faq_pages = self::of_type( $nodes, 'FAQPage' );
		$this->assertCount( 1, $faq_pages, 'one FAQPage: the author\'s' );
		$this->assertSame( self::URL . '#webpage', $faq_pages[0]['@id'], "the author's FAQPage is the page itself" );
		$this->assertSame( 'FAQPage', $faq_pages[0]['@type'] );
		$this->assertSame( 'Written by the author?', $faq_pages[0]['mainEntity'][0]['name'], "the author's questions" );
		$this->assertCount( 1, $faq_pages[0]['mainEntity'] );
		$how_tos = self::of_type( $nodes, 'HowTo' );
		$this->assertCount( 1, $how_tos, 'one HowTo: the author\'s' );
		$this->assertSame( self::URL . '#/schema/method', $how_tos[0]['@id'] );
		$this->assertSame( array(), self::of_type( $nodes, 'WebPage' ), 'no second page node' );
		$this->assertSame( array( array( '@id' => self::URL . '#/schema/method' ) ), $faq_pages[0]['hasPart'], "the author's how-to is a part of the page, not the block's" );
	}

	public function test_an_faq_after_the_authors_main_entity_keeps_it_as_what_the_page_is_about(): void {
		$post = $this->post( self::content( 'All in One SEO' ) . "\n\n" . self::content( 'our How-to block' ) );
		$set  = Plugin::get( Own_Structured_Data::class )->set(
			get_post( $post ),
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
		$this->assertIsArray( $set );
		$nodes   = $this->nodes( self::URL );
		$webpage = self::of_type( $nodes, 'WebPage' )[0];

		$this->assertSame( array( 'WebPage', 'FAQPage' ), $webpage['@type'] );
		$this->assertSame( array( '@id' => self::URL . '#/schema/recipe' ), $webpage['about'], 'the author\'s main entity stays linked' );
		$this->assertSame( array( array( '@id' => self::URL . '#/schema/question-1' ), array( '@id' => self::URL . '#/schema/question-2' ) ), $webpage['mainEntity'] );
		$this->assertSame( array( array( '@id' => self::URL . '#/schema/how-to-1' ) ), $webpage['hasPart'], 'the how-to is a part of the page' );
		$this->assertSame( array( 'Organization', 'WebSite', 'WebPage', 'Article', 'BreadcrumbList', 'Recipe', 'Question', 'Question', 'HowTo' ), array_map( static fn( $node ) => self::types( $node )[0], $nodes ), 'each node once, the content\'s after the author\'s' );
	}

	public function test_without_a_webpage_node_the_questions_have_a_faq_page_of_their_own(): void {
		$this->settings(
			array(
				'schema_output' => array(
					'website'       => true,
					'search_action' => true,
					'webpage'       => false,
					'organization'  => true,
					'article'       => true,
					'breadcrumbs'   => true,
				),
			)
		);
		$this->post( self::content( 'Rank Math' ) );
		$nodes = json_decode( self::script( $this->head_of( self::URL ) ), true )['@graph'];

		$faq = self::of_type( $nodes, 'FAQPage' );
		$this->assertCount( 1, $faq );
		$this->assertSame( self::URL . '#faq', $faq[0]['@id'] );
		$this->assertSame( array( array( '@id' => self::URL . '#/schema/question-1' ) ), $faq[0]['mainEntity'] );
		$this->assertCount( 1, self::of_type( $nodes, 'HowTo' ) );
	}

	public function test_the_rest_field_for_headless_sites_holds_the_same_graph(): void {
		$post = $this->post( self::content( 'Yoast' ) );
		$printed = json_decode( self::script( $this->head_of( self::URL ) ), true );

		$head = $this->rest( 'GET', '/wp/v2/posts/' . $post )->get_data()['sightline_head'];
		$this->assertSame( $printed, $head['json_ld'] );
		$this->assertCount( 1, self::of_type( $head['json_ld']['@graph'], 'Question' ) );
	}

	public function test_a_password_hides_the_questions(): void {
		$post = $this->post( self::content( 'our FAQ blocks' ) );
		wp_update_post(
			array(
				'ID'            => $post,
				'post_password' => 'secret',
			)
		);
		$nodes = $this->nodes( self::URL );
		$this->assertSame( array(), self::of_type( $nodes, 'Question' ) );
		$this->assertSame( 'WebPage', self::of_type( $nodes, 'WebPage' )[0]['@type'] );
	}

	public function test_a_post_without_these_blocks_prints_todays_graph_at_no_query(): void {
		$filter = Plugin::get( Content_Graph::class );
		$this->assertSame( Content_Graph::PRIORITY, has_filter( 'sightline_schema_graph', array( $filter, 'filter' ) ) );
		$this->settings( array( 'schema_details_as_faq' => true ) );
		$post = $this->post( "<!-- wp:paragraph -->\n<p>Our favourite loaf cake, in a <a href=\"https://example.org/faq\">FAQ</a>.</p>\n<!-- /wp:paragraph -->" );
		$with = self::script( $this->head_of( self::URL ) );
		remove_filter( 'sightline_schema_graph', array( $filter, 'filter' ), Content_Graph::PRIORITY );
		$without = self::script( $this->head_of( self::URL ) );
		$this->assertNotSame( '', $with );
		add_filter( 'sightline_schema_graph', array( $filter, 'filter' ), Content_Graph::PRIORITY, 2 );
		$this->assertSame( $without, $with, 'the same JSON-LD, byte for byte' );

		global $wpdb;
		$context = Context::for_post( get_post( $post ) );
		$graph   = array( array( '@type' => 'WebPage' ) );
		$queries = $wpdb->num_queries;
		$this->assertSame( $graph, $filter->filter( $graph, $context ) );
		$this->assertSame( $queries, $wpdb->num_queries, 'no query' );
	}

	public function test_a_page_with_blocks_is_parsed_once_a_request(): void {
		// Content of its own: what an earlier test parsed for a post of the same id is not this.
		$post    = $this->post( self::content( 'our FAQ blocks' ) . '<!-- wp:paragraph --><p>' . uniqid() . '</p><!-- /wp:paragraph -->' );
		$context = Context::for_post( get_post( $post ) );
		$filter  = Plugin::get( Content_Graph::class );
		$graph   = array(
			array(
				'@type' => 'WebPage',
				'@id'   => self::URL . '#webpage',
			),
		);
		$parses  = 0;
		$count   = static function ( $pre ) use ( &$parses ) {
			++$parses;
			return $pre;
		};
		add_filter( 'block_parser_class', $count );
		$first       = $filter->filter( $graph, $context );
		$first_count = $parses;
		$second      = $filter->filter( $graph, $context );
		remove_filter( 'block_parser_class', $count );
		$this->assertSame( $first, $second );
		$this->assertGreaterThan( 0, $first_count );
		$this->assertSame( $first_count, $parses, 'the second graph of the request (the REST field, a second head) parses nothing' );
	}
}
