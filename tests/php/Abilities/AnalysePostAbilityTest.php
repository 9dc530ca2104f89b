<?php
/**
 * `sightline-seo/analyse-post`: the page-level checks of one saved post or term (Checks\Page\Page_Checks,
 * the editor's rule set run on the server), through the PHP Abilities API and core's wp-abilities/v1
 * routes for every role, with the per-object permission of the post/term settings routes.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Abilities;

use Sightline\Checks\Page\Page_Checks;
use Sightline\Head\Head_Output;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

final class AnalysePostAbilityTest extends TestCase {

	private const NAME = 'sightline-seo/analyse-post';

	private const ROUTE = '/wp-abilities/v1/abilities/sightline-seo/analyse-post/run';

	protected function setUp(): void {
		parent::setUp();
		if ( ! function_exists( 'wp_register_ability' ) ) {
			$this->markTestSkipped( 'The Abilities API needs WordPress 6.9 or later; this is WordPress ' . get_bloginfo( 'version' ) . ' (run with --core /opt/wordpress/7.1.0).' );
		}
	}

	/**
	 * @param array<string, mixed> $input
	 * @return mixed
	 */
	private function run_php( array $input, ?string $role ) {
		$this->act_as( $role ?? 0 );
		return wp_get_ability( self::NAME )->execute( $input );
	}

	public function test_it_is_registered_read_only_and_shown_in_rest(): void {
		$ability = wp_get_ability( self::NAME );
		$this->assertSame( 'sightline-seo', $ability->get_category() );
		$this->assertSame( array( 'readonly' => true, 'destructive' => false, 'idempotent' => true ), array_intersect_key( $ability->get_meta_item( 'annotations' ), array_flip( array( 'readonly', 'destructive', 'idempotent' ) ) ) );
		$this->assertTrue( $ability->get_meta_item( 'show_in_rest' ) );
		$this->assertSame( array( 'id' ), $ability->get_input_schema()['required'] );
	}

	public function test_every_role_gets_the_editors_checks_or_a_refusal(): void {
		$post = self::factory()->post->create(
			array(
				'post_title'   => 'Garden tools that last',
				'post_excerpt' => 'Hand-forged garden tools, sharpened and tested.',
				'post_content' => '<h2>Spades</h2><p>Our garden tools. <a href="https://example.org/spades/">Spades</a></p><img src="https://example.org/s.jpg">',
				'post_author'  => $this->act_as( 'administrator' ),
			)
		);
		update_post_meta( $post, '_sightline_focus_keyword', 'garden tools' );
		update_post_meta( $post, '_sightline_ignored_checks', array( 'image_alt_text' ) );
		$expected = ( new Page_Checks( Plugin::get( Head_Output::class ) ) )->analyse( get_post( $post ) );

		foreach ( array( 'administrator', 'editor', 'author', 'contributor', 'subscriber', null ) as $role ) {
			$who    = $role ?? 'anonymous';
			$output = $this->run_php( array( 'id' => $post ), $role );
			$rest   = $this->rest( 'GET', self::ROUTE, array( 'input' => array( 'id' => $post ) ), $role ?? 0 );
			if ( ! in_array( $role, array( 'administrator', 'editor' ), true ) ) {
				$this->assertSame( 'ability_invalid_permissions', $output->get_error_code(), $who );
				$this->assertRestError( null === $role ? 401 : 403, 'rest_ability_cannot_execute', $rest );
				continue;
			}
			$this->assertSame( 200, $rest->get_status(), "{$who}: " . wp_json_encode( $rest->get_data() ) );
			foreach ( array( $output, $rest->get_data() ) as $report ) {
				$this->assertSame( $post, $report['id'], $who );
				$this->assertSame( 'post', $report['object_type'] );
				$this->assertSame( 'garden tools', $report['focus_keyword'] );
				$this->assertSame( $expected, $report['checks'], 'the page checks as the server runs them' );
				$by_id = array_column( $report['checks'], null, 'id' );
				$this->assertSame( 'success', $by_id['keyword_in_title']['status'] );
				$this->assertTrue( $by_id['image_alt_text']['ignore'] );
				$counts = array_fill_keys( array( 'error', 'warning', 'suggestion', 'success' ), 0 );
				foreach ( $report['checks'] as $check ) {
					$counts[ $check['status'] ] += $check['ignore'] ? 0 : 1;
				}
				$this->assertSame( $counts, $report['counts'], 'ignored checks are not counted' );
				$this->assertSame( 0, $report['counts']['suggestion'], 'the ignored alt-text suggestion is left out' );
			}
		}
	}

	public function test_an_author_analyses_their_own_post_not_someone_elses(): void {
		$other = self::factory()->post->create( array( 'post_author' => $this->act_as( 'editor' ) ) );
		$own   = self::factory()->post->create( array( 'post_title' => 'My owls', 'post_author' => $this->act_as( 'author' ) ) );
		$this->assertSame( $own, $this->run_php( array( 'id' => $own ), 'author' )['id'] );
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE, array( 'input' => array( 'id' => $own ) ), 'author' )->get_status() );
		$this->assertSame( 'ability_invalid_permissions', $this->run_php( array( 'id' => $other ), 'author' )->get_error_code() );
		$this->assertRestError( 403, 'rest_ability_cannot_execute', $this->rest( 'GET', self::ROUTE, array( 'input' => array( 'id' => $other ) ), 'author' ) );
	}

	public function test_a_term_is_analysed_without_content_checks_for_those_who_may_edit_it(): void {
		$term   = self::factory()->term->create( array( 'taxonomy' => 'category', 'name' => 'Birds', 'description' => 'All about birds.' ) );
		$report = $this->run_php( array( 'object_type' => 'term', 'id' => $term ), 'editor' );
		$this->assertSame( 'term', $report['object_type'] );
		$ids = array_column( $report['checks'], 'id' );
		$this->assertContains( 'search_engine_title', $ids );
		$this->assertNotContains( 'h2_subheadings', $ids, 'a term has no subheadings to check' );
		$this->assertSame( 'ability_invalid_permissions', $this->run_php( array( 'object_type' => 'term', 'id' => $term ), 'author' )->get_error_code() );
	}

	public function test_unknown_ids_and_bad_input_are_said_clearly(): void {
		$this->assertRestError( 404, 'sightline_post_not_found', $this->rest( 'GET', self::ROUTE, array( 'input' => array( 'id' => 999999 ) ), 'editor' ) );
		$this->assertRestError( 400, 'ability_invalid_input', $this->rest( 'GET', self::ROUTE, array( 'input' => array( 'id' => 'owls' ) ), 'editor' ) );
		$this->assertRestError( 400, 'ability_invalid_input', $this->rest( 'GET', self::ROUTE, array(), 'editor' ) );
	}

	public function test_the_readability_checks_use_the_language_the_post_is_written_in(): void {
		$german = str_repeat( 'Der Hund läuft schnell über die Wiese. Heute scheint die Sonne. Wir trinken Kaffee im Garten. ', 4 );
		$post   = self::factory()->post->create( array( 'post_content' => '<p>' . $german . '</p>' ) );
		update_post_meta( $post, '_sightline_ignored_checks', array( 'sentence_openings' ) );
		// A multilingual plugin's post language (WPML's filter) wins over the site's locale.
		$language = static fn( $details, $id ) => $id === $post ? array( 'locale' => 'de_DE' ) : $details;
		add_filter( 'wpml_post_language_details', $language, 10, 2 );

		$output = $this->run_php( array( 'id' => $post ), 'administrator' );
		$rest   = $this->rest( 'GET', self::ROUTE, array( 'input' => array( 'id' => $post ) ), 'administrator' );
		remove_filter( 'wpml_post_language_details', $language );

		$this->assertSame( 'de_DE', $output['readability']['language'] );
		$by_id = array_column( $output['readability']['checks'], null, 'id' );
		$this->assertSame( 'Flesch Reading Ease (Amstad): 90.6 (very easy).', $by_id['reading_ease']['message'], 'Amstad\'s formula for German, as the shared fixture works it out' );
		$this->assertSame( 'readability', $by_id['reading_ease']['category'] );
		$this->assertTrue( $by_id['sentence_openings']['ignore'] );
		$this->assertSame( $output['readability'], $rest->get_data()['readability'] );
	}

	public function test_the_keyphrase_checks_of_a_post_match_the_shared_rules_and_the_index(): void {
		$admin = $this->act_as( 'administrator' );
		$post  = self::factory()->post->create(
			array(
				'post_title'   => 'Häuser bauen im Winter',
				'post_name'    => 'haus-bauen',
				'post_content' => '<p>Wer ein Haus bauen will, braucht einen Plan.</p><h2>Die Baukosten</h2><p>Die Baukosten steigen.</p>',
				'post_author'  => $admin,
			)
		);
		$language = static fn( $details, $id ) => $id === $post ? array( 'locale' => 'de_DE' ) : $details;
		add_filter( 'wpml_post_language_details', $language, 10, 2 );
		update_post_meta( $post, '_sightline_focus_keyword', 'Häuser bauen' );
		update_post_meta( $post, '_sightline_related_keyphrases', array( 'Baukosten' ) );
		update_post_meta( $post, '_sightline_ignored_checks', array( 'keyphrase_images' ) );
		$twin = self::factory()->post->create( array( 'post_author' => $admin ) );
		update_post_meta( $twin, '_sightline_focus_keyword', 'häuser  BAUEN' );

		$output = $this->run_php( array( 'id' => $post ), 'editor' );
		$rest   = $this->rest( 'GET', self::ROUTE, array( 'input' => array( 'id' => $post ) ), 'editor' );
		remove_filter( 'wpml_post_language_details', $language );
		$this->assertSame( 200, $rest->get_status(), wp_json_encode( $rest->get_data() ) );
		$this->assertSame( $output['keyphrases'], $rest->get_data()['keyphrases'] );
		$by_id = array_column( $output['keyphrases']['focus'], null, 'id' );
		$this->assertSame( 'success', $by_id['keyphrase_title']['status'], 'Häuser bauen opens the title (word forms of the German stemmer)' );
		$this->assertSame( 'success', $by_id['keyphrase_introduction']['status'], 'Haus bauen in the first paragraph' );
		$this->assertSame( 'success', $by_id['keyphrase_slug']['status'] );
		$this->assertTrue( $by_id['keyphrase_images']['ignore'] );
		$this->assertSame( 'warning', $by_id['keyphrase_used']['status'] );
		$this->assertSame( '1 other post already has this focus keyphrase.', $by_id['keyphrase_used']['message'] );
		$this->assertSame( 'keyphrase', $by_id['text_length']['category'] );
		$this->assertSame( 'Baukosten', $output['keyphrases']['related'][0]['keyphrase'] );
		$related = array_column( $output['keyphrases']['related'][0]['checks'], 'status', 'id' );
		$this->assertSame( 'success', $related['keyphrase_subheadings'] );
		$this->assertArrayNotHasKey( 'keyphrase_used', $related, 'only the focus keyphrase is looked up' );
	}
}
