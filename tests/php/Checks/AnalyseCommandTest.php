<?php
/**
 * `wp sightline analyse`: the command prints the checks the analyse-post ability answers (the same
 * service, Post_Analysis), with both scores; --store stores them as a save would; a term is analysed
 * with --taxonomy; a bad id, taxonomy or format is named and nothing is printed or stored.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Analyse_Command;
use Sightline\Checks\Post_Analysis;
use Sightline\Checks\Score\Score_Rule;
use Sightline\Checks\Score\Score_Store;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Sitemaps/fake-wp-cli.php';

final class AnalyseCommandTest extends TestCase {

	private function post(): \WP_Post {
		$post = self::factory()->post->create_and_get(
			array(
				'post_title'   => 'Sourdough starters',
				'post_content' => '<!-- wp:paragraph --><p>A sourdough starter is flour and water. Feed it every day. It is fed by the baker.</p><!-- /wp:paragraph -->',
			)
		);
		update_post_meta( $post->ID, '_sightline_focus_keyword', 'sourdough starter' );
		update_post_meta( $post->ID, '_sightline_related_keyphrases', array( 'flour' ) );
		return get_post( $post->ID );
	}

	/** @return list<array<string, string>> */
	private function run_command( array $args, array $assoc ): array {
		\WP_CLI::$messages = array();
		( Plugin::get( Analyse_Command::class ) )( $args, $assoc );
		return json_decode( \WP_CLI::$messages[0][1], true );
	}

	public function test_it_prints_what_the_ability_answers_with_the_scores(): void {
		$post     = $this->post();
		$rows     = $this->run_command( array( (string) $post->ID ), array( 'format' => 'table' ) );
		$analysis = Plugin::get( Post_Analysis::class )->of( $post );

		$by_group = array();
		foreach ( $rows as $row ) {
			$this->assertSame( "post {$post->ID}", $row['object'] );
			$by_group[ $row['group'] ][ $row['check'] ] = $row['status'];
		}
		$expected = array(
			'page'            => array_column( $analysis['checks'], 'status', 'id' ),
			'keyphrase'       => array_column( $analysis['keyphrases']['focus'], 'status', 'id' ),
			'readability'     => array_column( $analysis['readability']['checks'], 'status', 'id' ),
			'related: flour'  => array_column( $analysis['keyphrases']['related'][0]['checks'], 'status', 'id' ),
		);
		$this->assertSame( $expected, $by_group );
		$this->assertNotEmpty( $expected['keyphrase'] );

		$seo = Score_Rule::score( array_merge( $analysis['checks'], $analysis['keyphrases']['focus'] ) );
		$this->assertSame( array( 'log', sprintf( 'post %d: SEO score %d/100 %s, readability score %s (en_US).', $post->ID, $seo, Score_Rule::band( $seo ), $this->readability_score( $analysis ) ) ), end( \WP_CLI::$messages ) );
	}

	public function test_store_stores_the_scores_a_save_would(): void {
		$post = $this->post();
		delete_post_meta( $post->ID, Score_Store::key( 'seo' ) );
		delete_post_meta( $post->ID, Score_Store::key( 'readability' ) );
		$this->run_command( array( (string) $post->ID ), array( 'format' => 'json' ) );
		$this->assertSame( array( 'seo' => null, 'readability' => null ), Score_Store::of( $post->ID ), 'without --store nothing is stored' );
		$this->assertCount( 1, \WP_CLI::$messages, 'json prints the rows only' );

		$this->run_command( array( (string) $post->ID ), array( 'store' => true ) );
		$analysis = Plugin::get( Post_Analysis::class )->of( $post );
		$this->assertSame(
			array(
				'seo'         => Score_Rule::score( array_merge( $analysis['checks'], $analysis['keyphrases']['focus'] ) ),
				'readability' => Score_Rule::score( $analysis['readability']['checks'] ),
			),
			Score_Store::of( $post->ID )
		);
		$this->assertStringEndsWith( ', stored.', end( \WP_CLI::$messages )[1] );
	}

	public function test_a_term_is_analysed_with_its_taxonomy(): void {
		$term = self::factory()->category->create( array( 'description' => 'Breads baked with a starter.' ) );
		$rows = $this->run_command( array( (string) $term ), array( 'taxonomy' => 'category' ) );
		$this->assertNotEmpty( $rows );
		$this->assertSame( array( "category {$term}" ), array_values( array_unique( array_column( $rows, 'object' ) ) ) );
		$this->assertNotContains( 'keyphrase', array_column( $rows, 'group' ) );
	}

	public function test_bad_input_is_named_and_nothing_is_printed(): void {
		$post = $this->post();
		foreach (
			array(
				array( array( (string) $post->ID, 'abc' ), array(), '"abc" is not a post or term id' ),
				array( array( '999999' ), array(), 'There is no post 999999.' ),
				array( array( (string) $post->ID ), array( 'taxonomy' => 'nope' ), '--taxonomy: there is no taxonomy "nope".' ),
				array( array( '999999' ), array( 'taxonomy' => 'category' ), 'There is no category term 999999.' ),
				array( array( (string) $post->ID ), array( 'format' => 'xml' ), '--format must be one of table, csv, json, yaml.' ),
			) as list( $args, $assoc, $message )
		) {
			\WP_CLI::$messages = array();
			try {
				( Plugin::get( Analyse_Command::class ) )( $args, $assoc + array( 'store' => true ) );
				$this->fail( "no error for {$message}" );
			} catch ( \RuntimeException $e ) {
				$this->assertStringContainsString( $message, $e->getMessage() );
			}
			$this->assertSame( array( array( 'error', $e->getMessage() ) ), \WP_CLI::$messages, 'nothing printed before the error' );
		}
	}

	private function readability_score( array $analysis ): string {
		$score = Score_Rule::score( $analysis['readability']['checks'] );
		return null === $score ? 'none' : $score . '/100 ' . Score_Rule::band( $score );
	}
}
