<?php
/**
 * The page-level checks on the server: the fixtures shared with Jest (tests/fixtures/page-checks/
 * cases.json) give exactly the same results here as in src/checks/rules.ts, and a saved post or term
 * is analysed from its resolved head as the editor analyses its unsaved state.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Page\Page_Check_Input;
use Sightline\Checks\Page\Page_Checks;
use Sightline\Head\Head_Output;
use Sightline\Plugin;
use Sightline\Settings\Object_Meta;
use Sightline\Tests\TestCase;

final class PageChecksTest extends TestCase {

	/** @return array<string, array{0: array<string, mixed>}> */
	public static function shared_cases(): array {
		$file  = dirname( __DIR__, 2 ) . '/fixtures/page-checks/cases.json';
		$data  = json_decode( (string) file_get_contents( $file ), true, 64, JSON_THROW_ON_ERROR );
		$cases = array();
		foreach ( $data['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case );
		}
		return $cases;
	}

	/**
	 * @dataProvider shared_cases
	 * @param array<string, mixed> $fixture
	 */
	public function test_the_shared_fixture_gives_the_same_results_as_the_editor( array $fixture ): void {
		$results = Page_Checks::run(
			Page_Check_Input::from_array( $fixture['input'] ),
			$fixture['context']['limits'],
			$fixture['context']['ignored']
		);
		$this->assertSame( $fixture['expected'], $results );
	}

	private function analyser(): Page_Checks {
		return new Page_Checks( Plugin::get( Head_Output::class ) );
	}

	public function test_a_saved_post_is_analysed_from_its_resolved_head(): void {
		$post_id = self::factory()->post->create(
			array(
				'post_title'   => 'Garden tools that last',
				'post_excerpt' => 'Hand-forged garden tools, sharpened and tested.',
				'post_content' => '<h2>Spades</h2><p>Our garden tools. <a href="https://example.org/spades/">Spades</a></p><img src="https://example.org/s.jpg">',
			)
		);
		update_post_meta( $post_id, Object_Meta::key( 'focus_keyword' ), 'garden tools' );
		update_post_meta( $post_id, Object_Meta::key( 'ignored_checks' ), array( 'image_alt_text' ) );

		$results = $this->analyser()->analyse( get_post( $post_id ) );
		$by_id   = array_column( $results, null, 'id' );

		$this->assertSame( 'success', $by_id['search_engine_title']['status'] );
		$this->assertSame( 'success', $by_id['search_engine_description']['status'], 'The excerpt is the description.' );
		$this->assertSame( 'success', $by_id['h2_subheadings']['status'] );
		$this->assertSame( 'suggestion', $by_id['image_alt_text']['status'] );
		$this->assertTrue( $by_id['image_alt_text']['ignore'], 'The author ignored the alt text check.' );
		$this->assertSame( 'success', $by_id['canonical_url']['status'], 'The permalink is the canonical.' );
		$this->assertSame( 'success', $by_id['keyword_in_title']['status'] );
		$this->assertSame( 'success', $by_id['keyword_in_content']['status'] );
		$this->assertSame( 'success', $by_id['keyword_in_url']['status'], 'The slug garden-tools-that-last holds the keyword.' );
		$this->assertSame( 'keyword', $by_id['keyword_in_title']['category'] );
	}

	public function test_a_canonical_elsewhere_and_a_missing_keyword_are_reported(): void {
		$post_id = self::factory()->post->create( array( 'post_title' => 'Copy' ) );
		update_post_meta( $post_id, Object_Meta::key( 'canonical' ), 'https://original.example/page/' );

		$by_id = array_column( $this->analyser()->analyse( get_post( $post_id ) ), null, 'id' );

		$this->assertSame( 'suggestion', $by_id['canonical_url']['status'] );
		$this->assertSame( 'suggestion', $by_id['focus_keyword']['status'] );
		$this->assertArrayNotHasKey( 'keyword_in_title', $by_id );
	}

	public function test_a_term_skips_the_content_checks(): void {
		$term = self::factory()->category->create_and_get( array( 'name' => 'Spades', 'description' => 'All our spades.' ) );

		$ids = array_column( $this->analyser()->analyse( $term ), 'id' );

		$this->assertContains( 'search_engine_title', $ids );
		$this->assertNotContains( 'h2_subheadings', $ids );
		$this->assertNotContains( 'media_present', $ids );
		$this->assertNotContains( 'links_present', $ids );
	}

	public function test_a_filter_removing_open_graph_is_reported(): void {
		$post_id = self::factory()->post->create( array( 'post_title' => 'Shared' ) );
		add_filter(
			'sightline_head_tags',
			static fn( array $tags ) => array_values( array_filter( $tags, static fn( $tag ) => ! str_starts_with( (string) ( $tag[1]['property'] ?? '' ), 'og:' ) ) )
		);

		$by_id = array_column( $this->analyser()->analyse( get_post( $post_id ) ), null, 'id' );

		$this->assertSame( 'suggestion', $by_id['open_graph_tags']['status'] );
	}
}
