<?php
/**
 * `sightline-seo/analyse-post` over its Page_Analyser_Interface, registered here with a stand-in
 * analyser that records what it was asked, so the ability's own work is tested whatever analyser the
 * plugin wires: its schemas, the per-object permission (every role, PHP and REST), the object it hands
 * to the analyser, and the counts that leave ignored checks out.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Abilities;

use Sightline\Abilities\Analyse_Post_Ability;
use Sightline\Abilities\Page_Analyser_Interface;
use Sightline\Tests\TestCase;
use WP_Post;
use WP_Term;

final class AnalysePostAbilityTest extends TestCase {

	private const NAME = 'sightline-seo/analyse-post';

	/** @var \WP_Ability|null The ability the plugin registered, put back after each test. */
	private ?\WP_Ability $wired = null;

	/** @var list<WP_Post|WP_Term> */
	public static array $asked = array();

	protected function setUp(): void {
		parent::setUp();
		if ( ! function_exists( 'wp_register_ability' ) ) {
			$this->markTestSkipped( 'The Abilities API needs WordPress 6.9 or later; this is WordPress ' . get_bloginfo( 'version' ) . ' (run with --core /opt/wordpress/7.1.0).' );
		}
		self::$asked = array();
		$analyser    = new class() implements Page_Analyser_Interface {
			public function analyse( WP_Post|WP_Term $object ): array {
				AnalysePostAbilityTest::$asked[] = $object;
				return array(
					array( 'id' => 'search_engine_title', 'status' => 'success', 'message' => 'Search engine title is present and within the limit.', 'description' => 'The whole title fits in search results.', 'category' => 'page', 'ignore' => false ),
					array( 'id' => 'search_engine_description', 'status' => 'warning', 'message' => 'Search engine description is missing.', 'description' => 'Write one.', 'category' => 'page', 'ignore' => false ),
					array( 'id' => 'keyword_in_title', 'status' => 'error', 'message' => 'Focus keyword is not in the title.', 'description' => 'Add it.', 'category' => 'keyword', 'ignore' => true ),
				);
			}
		};
		$this->wired = wp_has_ability( self::NAME ) ? wp_get_ability( self::NAME ) : null;
		if ( $this->wired ) {
			wp_unregister_ability( self::NAME );
		}
		$ability = new Analyse_Post_Ability( $analyser );
		// Abilities are registered while the API's init action runs: run it for this one alone.
		remove_all_actions( 'wp_abilities_api_init' );
		add_action( 'wp_abilities_api_init', static fn() => wp_register_ability( $ability->name(), $ability->args() ) );
		do_action( 'wp_abilities_api_init', \WP_Abilities_Registry::get_instance() );
	}

	protected function tearDown(): void {
		if ( function_exists( 'wp_unregister_ability' ) && wp_has_ability( self::NAME ) ) {
			wp_unregister_ability( self::NAME );
			if ( $this->wired ) {
				$wired = $this->wired;
				remove_all_actions( 'wp_abilities_api_init' );
				add_action( 'wp_abilities_api_init', static fn() => wp_register_ability( $wired->get_name(), array( 'label' => $wired->get_label(), 'description' => $wired->get_description(), 'category' => $wired->get_category(), 'input_schema' => $wired->get_input_schema(), 'output_schema' => $wired->get_output_schema(), 'meta' => $wired->get_meta(), 'execute_callback' => array( $wired, 'execute' ), 'permission_callback' => array( $wired, 'check_permissions' ) ) ) );
				do_action( 'wp_abilities_api_init', \WP_Abilities_Registry::get_instance() );
			}
		}
		parent::tearDown();
	}

	public function test_it_reports_the_checks_with_counts_for_those_who_may_edit_the_post(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Owls', 'post_author' => $this->act_as( 'administrator' ) ) );
		update_post_meta( $post, '_sightline_focus_keyword', 'owls' );
		$ability = wp_get_ability( self::NAME );
		$this->assertSame( array( 'readonly' => true, 'destructive' => false, 'idempotent' => true ), array_intersect_key( $ability->get_meta_item( 'annotations' ), array_flip( array( 'readonly', 'destructive', 'idempotent' ) ) ) );
		$this->assertTrue( $ability->get_meta_item( 'show_in_rest' ) );

		foreach ( array( 'administrator', 'editor', 'author', 'contributor', 'subscriber', null ) as $role ) {
			$who    = $role ?? 'anonymous';
			$output = $this->run_php( array( 'id' => $post ), $role );
			$rest   = $this->rest( 'GET', '/wp-abilities/v1/abilities/' . self::NAME . '/run', array( 'input' => array( 'id' => $post ) ), $role ?? 0 );
			if ( in_array( $role, array( 'administrator', 'editor' ), true ) ) {
				foreach ( array( $output, $rest->get_data() ) as $report ) {
					$this->assertSame( $post, $report['id'], $who );
					$this->assertSame( 'post', $report['object_type'] );
					$this->assertSame( 'owls', $report['focus_keyword'] );
					$this->assertSame( array( 'search_engine_title', 'search_engine_description', 'keyword_in_title' ), array_column( $report['checks'], 'id' ) );
					$this->assertSame( array( 'error' => 0, 'warning' => 1, 'suggestion' => 0, 'success' => 1 ), $report['counts'], 'the ignored error is not counted' );
				}
				$this->assertSame( 200, $rest->get_status() );
			} else {
				$this->assertSame( 'ability_invalid_permissions', $output->get_error_code(), $who );
				$this->assertRestError( null === $role ? 401 : 403, 'rest_ability_cannot_execute', $rest );
			}
		}
		$this->assertSame( array( $post ), array_unique( array_map( static fn( $object ) => $object->ID, self::$asked ) ), 'the analyser got that post' );
	}

	public function test_an_author_analyses_their_own_post_not_someone_elses(): void {
		$other = self::factory()->post->create( array( 'post_author' => $this->act_as( 'editor' ) ) );
		$own   = self::factory()->post->create( array( 'post_author' => $this->act_as( 'author' ) ) );
		$this->assertSame( $own, $this->run_php( array( 'id' => $own ), 'author' )['id'] );
		$this->assertSame( 'ability_invalid_permissions', $this->run_php( array( 'id' => $other ), 'author' )->get_error_code() );
		$this->assertRestError( 403, 'rest_ability_cannot_execute', $this->rest( 'GET', '/wp-abilities/v1/abilities/' . self::NAME . '/run', array( 'input' => array( 'id' => $other ) ), 'author' ) );
	}

	public function test_terms_need_edit_term_and_unknown_ids_are_named(): void {
		$term   = self::factory()->term->create( array( 'taxonomy' => 'category', 'name' => 'Birds' ) );
		$report = $this->run_php( array( 'object_type' => 'term', 'id' => $term ), 'editor' );
		$this->assertSame( 'term', $report['object_type'] );
		$this->assertInstanceOf( WP_Term::class, end( self::$asked ) );
		$this->assertSame( 'ability_invalid_permissions', $this->run_php( array( 'object_type' => 'term', 'id' => $term ), 'author' )->get_error_code() );

		$this->assertRestError( 404, 'sightline_post_not_found', $this->rest( 'GET', '/wp-abilities/v1/abilities/' . self::NAME . '/run', array( 'input' => array( 'id' => 999999 ) ), 'editor' ) );
		$this->assertRestError( 400, 'ability_invalid_input', $this->rest( 'GET', '/wp-abilities/v1/abilities/' . self::NAME . '/run', array( 'input' => array( 'id' => 'owls' ) ), 'editor' ) );
	}

	/**
	 * @param array<string, mixed> $input
	 * @return mixed
	 */
	private function run_php( array $input, ?string $role ) {
		$this->act_as( $role ?? 0 );
		return wp_get_ability( self::NAME )->execute( $input );
	}
}
