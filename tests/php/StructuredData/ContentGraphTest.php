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

use Sightline\Plugin;
use Sightline\Structured_Data\Content_Graph;
use Sightline\Structured_Data\Post_Structured_Data;
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
	 * Every node of the page's one JSON-LD graph, each @id once, each node linked to (none orphaned but
	 * the roots a page has anyway).
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
			if ( ! in_array( self::types( $node )[0], array( 'Organization', 'WebSite', 'WebPage', 'Article', 'BreadcrumbList' ), true ) ) {
				$this->assertGreaterThan( 1, $linked[ $node['@id'] ] ?? 0, "{$node['@id']} is linked from another node" );
			}
		}
		return $nodes;
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
}
