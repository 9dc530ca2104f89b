<?php
/**
 * Sightline SEO's abilities on WordPress's Abilities API (6.9+), run as every role through the PHP API
 * (`wp_get_ability()->execute()`) and through core's `wp-abilities/v1` REST routes (list, run): their
 * category, schemas and annotations, the permission of the matching REST route (per object where the
 * route is per object), clear errors for bad input that store nothing.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Abilities;

use Sightline\Abilities\Abilities;
use Sightline\Plugin;
use Sightline\Settings\Object_Meta;
use Sightline\Tests\TestCase;

final class AbilitiesTest extends TestCase {

	/** Every role, and null for a visitor who is not logged in. */
	private const ROLES = array( 'administrator', 'editor', 'author', 'contributor', 'subscriber', null );

	/** name => [readonly, destructive, idempotent]. */
	private const ANNOTATIONS = array(
		'sightline-seo/analyse-site'       => array( true, false, true ),
		'sightline-seo/analyse-post'       => array( true, false, true ),
		'sightline-seo/generate-seo-text'  => array( true, false, false ),
		'sightline-seo/get-seo-fields'     => array( true, false, true ),
		'sightline-seo/update-seo-fields'  => array( false, false, true ),
		'sightline-seo/get-sitemap-status' => array( true, false, true ),
	);

	private int $admin_post;

	protected function setUp(): void {
		parent::setUp();
		if ( ! function_exists( 'wp_register_ability' ) ) {
			$this->markTestSkipped( 'The Abilities API needs WordPress 6.9 or later; this is WordPress ' . get_bloginfo( 'version' ) . ' (run with --core /opt/wordpress/7.1.0).' );
		}
		// The site checks fetch the home page: no server answers here, so the loopback fails fast.
		add_filter( 'pre_http_request', static fn() => new \WP_Error( 'http_request_failed', 'loopback blocked in tests' ) );
		$this->admin_post = self::factory()->post->create(
			array(
				'post_title'   => 'Owls at night',
				'post_content' => '<p>Owls hunt silently thanks to soft feathers. They see well in the dark.</p>',
				'post_author'  => $this->act_as( 'administrator' ),
			)
		);
		wp_set_current_user( 0 );
	}

	/**
	 * Runs an ability as $role through the PHP API.
	 *
	 * @param mixed $input
	 * @return mixed
	 */
	private function run_php( string $name, $input, $role ) {
		$this->act_as( $role ?? 0 );
		$ability = wp_get_ability( $name );
		$this->assertInstanceOf( \WP_Ability::class, $ability, "{$name} is registered" );
		return $ability->execute( $input );
	}

	/**
	 * Runs an ability as $role through `wp-abilities/v1/abilities/<name>/run`, with the method its
	 * annotations call for (GET for read-only ones, input in the query; POST otherwise, input in the body).
	 *
	 * @param mixed $input
	 */
	private function run_rest( string $name, $input, $role ): \WP_REST_Response {
		$method = self::ANNOTATIONS[ $name ][0] ? 'GET' : 'POST';
		return $this->rest( $method, '/wp-abilities/v1/abilities/' . $name . '/run', null === $input ? array() : array( 'input' => $input ), $role ?? 0 );
	}

	/**
	 * Runs the ability as every role both ways: the allowed roles get its output (checked by $check),
	 * the others the API's refusal (401 for a visitor, 403 for a user over REST).
	 *
	 * @param mixed                $input
	 * @param list<string>         $allowed
	 * @param callable(mixed):void $check
	 */
	private function assert_roles( string $name, $input, array $allowed, callable $check ): void {
		foreach ( self::ROLES as $role ) {
			$who    = $role ?? 'anonymous';
			$output = $this->run_php( $name, $input, $role );
			$rest   = $this->run_rest( $name, $input, $role );
			if ( in_array( $role, $allowed, true ) ) {
				$this->assertNotInstanceOf( \WP_Error::class, $output, "{$who} runs {$name}: " . ( is_wp_error( $output ) ? $output->get_error_message() : '' ) );
				$check( $output );
				$this->assertSame( 200, $rest->get_status(), "{$who} runs {$name} over REST: " . wp_json_encode( $rest->get_data() ) );
				$check( $rest->get_data() );
			} else {
				$this->assertInstanceOf( \WP_Error::class, $output, "{$who} may not run {$name}" );
				$this->assertSame( 'ability_invalid_permissions', $output->get_error_code() );
				$this->assertRestError( null === $role ? 401 : 403, 'rest_ability_cannot_execute', $rest );
			}
		}
	}

	public function test_the_category_and_each_ability_are_registered_with_schemas_and_annotations(): void {
		$category = wp_get_ability_category( Abilities::CATEGORY );
		$this->assertInstanceOf( \WP_Ability_Category::class, $category );
		$this->assertSame( 'Sightline SEO', $category->get_label() );

		foreach ( self::ANNOTATIONS as $name => list( $readonly, $destructive, $idempotent ) ) {
			$ability = wp_get_ability( $name );
			$this->assertInstanceOf( \WP_Ability::class, $ability, $name );
			$this->assertSame( Abilities::CATEGORY, $ability->get_category(), $name );
			$this->assertNotSame( '', $ability->get_description(), $name );
			$this->assertSame( 'object', $ability->get_output_schema()['type'], "{$name} has an output schema" );
			if ( 'sightline-seo/get-sitemap-status' !== $name ) {
				$this->assertSame( 'object', $ability->get_input_schema()['type'], "{$name} has an input schema" );
				$this->assertFalse( $ability->get_input_schema()['additionalProperties'], "{$name} refuses unknown input" );
			}
			$this->assertTrue( $ability->get_meta_item( 'show_in_rest' ), "{$name} is shown in REST" );
			$this->assertSame( array( 'readonly' => $readonly, 'destructive' => $destructive, 'idempotent' => $idempotent ), array_intersect_key( $ability->get_meta_item( 'annotations' ), array_flip( array( 'readonly', 'destructive', 'idempotent' ) ) ), "{$name} annotations" );
		}
	}

	public function test_the_rest_list_shows_them_to_users_and_not_to_visitors(): void {
		foreach ( self::ROLES as $role ) {
			$response = $this->rest( 'GET', '/wp-abilities/v1/abilities', array( 'category' => Abilities::CATEGORY, 'per_page' => 100 ), $role ?? 0 );
			if ( null === $role ) {
				$this->assertRestError( 401, null, $response );
				continue;
			}
			$this->assertSame( 200, $response->get_status(), (string) $role );
			$listed = array_column( $response->get_data(), null, 'name' );
			foreach ( self::ANNOTATIONS as $name => list( $readonly ) ) {
				$this->assertArrayHasKey( $name, $listed, "{$role} sees {$name}" );
				$this->assertSame( Abilities::CATEGORY, $listed[ $name ]['category'] );
				$this->assertSame( $readonly, $listed[ $name ]['meta']['annotations']['readonly'] );
				$this->assertArrayHasKey( 'output_schema', $listed[ $name ] );
			}
		}
		$one = $this->rest( 'GET', '/wp-abilities/v1/abilities/sightline-seo/update-seo-fields', array(), 'editor' );
		$this->assertSame( 200, $one->get_status() );
		$this->assertSame( Object_Meta::fields()['robots_noindex'], $one->get_data()['input_schema']['properties']['fields']['properties']['robots_noindex'], 'the fields are the REST meta schema' );
	}

	public function test_analyse_site_is_for_administrators(): void {
		$this->assert_roles(
			'sightline-seo/analyse-site',
			array( 'refresh' => false ),
			array( 'administrator' ),
			function ( $report ): void {
				$this->assertContains( 'search_engine_visibility', array_column( $report['checks'], 'id' ) );
				$this->assertContains( $report['checks'][0]['status'], array( 'error', 'warning', 'suggestion', 'success' ) );
				$this->assertIsInt( $report['ran_at'] );
			}
		);
	}

	public function test_analyse_site_answers_the_last_report_unless_asked_to_refresh(): void {
		update_option( 'sightline_site_checks', array( 'checks' => array(), 'ran_at' => 1, 'stale' => true ), false );
		$this->act_as( 'administrator' );
		$ability = wp_get_ability( 'sightline-seo/analyse-site' );
		$this->assertSame( 1, $ability->execute()['ran_at'], 'no input reads the last report' );
		// 6.9's REST route passes GET input as strings.
		$this->assertSame( 1, $ability->execute( array( 'refresh' => 'false' ) )['ran_at'] );
		$fresh = $ability->execute( array( 'refresh' => true ) );
		$this->assertEqualsWithDelta( time(), $fresh['ran_at'], 5 );
		$this->assertFalse( $fresh['stale'] );
		$this->assertNotEmpty( $fresh['checks'] );
	}

	public function test_sitemap_status_is_for_administrators(): void {
		$this->assert_roles(
			'sightline-seo/get-sitemap-status',
			null,
			array( 'administrator' ),
			function ( $status ): void {
				$this->assertTrue( $status['enabled'] );
				$this->assertSame( home_url( '/sitemap_index.xml' ), $status['index_url'] );
				$groups = array_column( $status['sitemaps'], 'urls', 'group' );
				$this->assertArrayHasKey( 'post-post', $groups );
				$this->assertGreaterThanOrEqual( 1, $groups['post-post'] );
				$this->assertSame( array_sum( array_column( $status['sitemaps'], 'urls' ) ), $status['total_urls'] );
			}
		);
	}

	public function test_sitemap_status_says_when_sitemaps_are_off(): void {
		( new \Sightline\Settings\Settings() )->update( array( 'enable_xml_sitemap' => false ) );
		$this->act_as( 'administrator' );
		$status = wp_get_ability( 'sightline-seo/get-sitemap-status' )->execute();
		$this->assertFalse( $status['enabled'] );
		$this->assertSame( array(), $status['sitemaps'] );
		$this->assertSame( 0, $status['total_urls'] );
	}

	public function test_reading_seo_fields_needs_edit_post_on_that_post(): void {
		update_post_meta( $this->admin_post, '_sightline_title', 'Owls %separator% %site_name%' );
		$this->assert_roles(
			'sightline-seo/get-seo-fields',
			array( 'id' => $this->admin_post ),
			array( 'administrator', 'editor' ),
			function ( $fields ): void {
				$this->assertSame( $this->admin_post, $fields['id'] );
				$this->assertSame( 'post', $fields['object_type'] );
				$this->assertSame( 'Owls %separator% %site_name%', $fields['fields']['title'] );
				$this->assertSame( 'inherit', $fields['fields']['robots_noindex'] );
				$this->assertSame( 0, $fields['fields']['facebook_image_id'] );
				$this->assertSame( 'Owls - ' . get_bloginfo( 'name' ), $fields['resolved']['title'] );
				$this->assertFalse( $fields['resolved']['robots']['noindex'] );
			}
		);
	}

	public function test_updating_seo_fields_needs_edit_post_and_stores_only_what_is_allowed(): void {
		$n = 0;
		$this->assert_roles(
			'sightline-seo/update-seo-fields',
			array( 'id' => $this->admin_post, 'fields' => array( 'description' => 'Night birds.', 'robots_noindex' => 'on' ) ),
			array( 'administrator', 'editor' ),
			function ( $result ) use ( &$n ): void {
				++$n;
				$this->assertSame( array( 'description', 'robots_noindex' ), $result['updated'] );
				$this->assertSame( 'Night birds.', $result['fields']['description'] );
				$this->assertSame( 'Night birds.', $result['resolved']['description'] );
				$this->assertTrue( $result['resolved']['robots']['noindex'] );
			}
		);
		$this->assertSame( 4, $n, 'administrator and editor, each over PHP and REST' );
		$this->assertSame( 'Night birds.', get_post_meta( $this->admin_post, '_sightline_description', true ) );

		// A refused user changes nothing.
		$output = $this->run_php( 'sightline-seo/update-seo-fields', array( 'id' => $this->admin_post, 'fields' => array( 'description' => 'Hacked.' ) ), 'author' );
		$this->assertSame( 'ability_invalid_permissions', $output->get_error_code() );
		$this->assertSame( 'Night birds.', get_post_meta( $this->admin_post, '_sightline_description', true ) );
	}

	public function test_generating_text_needs_edit_post_and_stores_nothing(): void {
		$this->assert_roles(
			'sightline-seo/generate-seo-text',
			array( 'id' => $this->admin_post, 'type' => 'page_description' ),
			array( 'administrator', 'editor' ),
			function ( $result ): void {
				$this->assertSame( 'page_description', $result['type'] );
				$this->assertSame( 'offline', $result['provider'] );
				$this->assertSame( 160, $result['limit'] );
				$this->assertNotSame( '', $result['content'] );
				$this->assertLessThanOrEqual( 160, mb_strlen( $result['content'] ) );
				$this->assertStringContainsString( 'Owls', $result['content'] );
			}
		);
		$this->assertSame( '', get_post_meta( $this->admin_post, '_sightline_description', true ) );
		$this->act_as( 'editor' );
		$this->assertSame( 'page_title', wp_get_ability( 'sightline-seo/generate-seo-text' )->execute( array( 'id' => $this->admin_post ) )['type'], 'a title unless told otherwise' );
	}

	public function test_an_author_may_work_on_their_own_post_only(): void {
		$author = $this->act_as( 'author' );
		$own    = self::factory()->post->create( array( 'post_title' => 'My owls', 'post_author' => $author ) );
		foreach ( array( 'sightline-seo/get-seo-fields', 'sightline-seo/generate-seo-text' ) as $name ) {
			$this->assertNotInstanceOf( \WP_Error::class, $this->run_php( $name, array( 'id' => $own ), 'author' ), $name );
			$this->assertSame( 200, $this->run_rest( $name, array( 'id' => $own ), 'author' )->get_status(), $name );
			$this->assertSame( 'ability_invalid_permissions', $this->run_php( $name, array( 'id' => $this->admin_post ), 'author' )->get_error_code(), $name );
			$this->assertRestError( 403, 'rest_ability_cannot_execute', $this->run_rest( $name, array( 'id' => $this->admin_post ), 'author' ) );
		}
		$update = array( 'id' => $own, 'fields' => array( 'focus_keyword' => 'owls' ) );
		$this->assertSame( 'owls', $this->run_php( 'sightline-seo/update-seo-fields', $update, 'author' )['fields']['focus_keyword'] );
		$this->assertSame( 200, $this->run_rest( 'sightline-seo/update-seo-fields', $update, 'author' )->get_status() );
		$this->assertRestError( 403, 'rest_ability_cannot_execute', $this->run_rest( 'sightline-seo/update-seo-fields', array( 'id' => $this->admin_post, 'fields' => array( 'focus_keyword' => 'x' ) ), 'author' ) );
		$this->assertSame( '', get_post_meta( $this->admin_post, '_sightline_focus_keyword', true ) );

		$contributor = $this->act_as( 'contributor' );
		$draft       = self::factory()->post->create( array( 'post_status' => 'draft', 'post_author' => $contributor ) );
		$this->assertSame( $draft, $this->run_php( 'sightline-seo/get-seo-fields', array( 'id' => $draft ), 'contributor' )['id'], 'a contributor edits their own draft' );
	}

	public function test_term_fields_need_edit_term(): void {
		$term = self::factory()->term->create( array( 'taxonomy' => 'category', 'name' => 'Birds' ) );
		$this->assert_roles(
			'sightline-seo/update-seo-fields',
			array( 'object_type' => 'term', 'id' => $term, 'fields' => array( 'title' => 'All about birds' ) ),
			array( 'administrator', 'editor' ),
			function ( $result ) use ( $term ): void {
				$this->assertSame( $term, $result['id'] );
				$this->assertSame( 'term', $result['object_type'] );
				$this->assertSame( 'category', $result['subtype'] );
				$this->assertSame( 'All about birds', $result['fields']['title'] );
			}
		);
		$this->assertSame( 'All about birds', get_term_meta( $term, '_sightline_title', true ) );
		$this->assertSame( 'All about birds', $this->run_php( 'sightline-seo/get-seo-fields', array( 'object_type' => 'term', 'id' => $term ), 'editor' )['fields']['title'] );
	}

	public function test_a_missing_object_is_named_to_those_who_may_edit_posts(): void {
		$missing = $this->admin_post + 1000;
		$error   = $this->run_php( 'sightline-seo/get-seo-fields', array( 'id' => $missing ), 'editor' );
		$this->assertSame( 'sightline_post_not_found', $error->get_error_code() );
		$this->assertSame( "No post exists with the id {$missing}.", $error->get_error_message() );
		$this->assertRestError( 404, 'sightline_post_not_found', $this->run_rest( 'sightline-seo/get-seo-fields', array( 'id' => $missing ), 'editor' ) );
		// An author may not edit others' posts: a missing id is refused as someone else's post is.
		$this->assertSame( 'ability_invalid_permissions', $this->run_php( 'sightline-seo/get-seo-fields', array( 'id' => $missing ), 'author' )->get_error_code() );
		$this->assertRestError( 403, 'rest_ability_cannot_execute', $this->run_rest( 'sightline-seo/get-seo-fields', array( 'id' => $missing ), 'author' ) );
		$this->assertRestError( 404, 'sightline_term_not_found', $this->run_rest( 'sightline-seo/update-seo-fields', array( 'object_type' => 'term', 'id' => 99999, 'fields' => array( 'title' => 'x' ) ), 'administrator' ) );
		$this->assertRestError( 403, 'rest_ability_cannot_execute', $this->run_rest( 'sightline-seo/get-seo-fields', array( 'id' => $missing ), 'subscriber' ) );
	}

	public function test_bad_input_is_refused_clearly_and_stores_nothing(): void {
		$bad = array(
			'input[fields][robots_noindex] is not one of inherit, on, and off' => array( 'id' => $this->admin_post, 'fields' => array( 'title' => 'Stored?', 'robots_noindex' => 'maybe' ) ),
			'nope is not a valid property'  => array( 'id' => $this->admin_post, 'fields' => array( 'title' => 'Stored?', 'nope' => 1 ) ),
			'input[fields] must contain at least 1 property' => array( 'id' => $this->admin_post, 'fields' => array() ),
			'input[fields][focus_keyword] must be at most 200 characters' => array( 'id' => $this->admin_post, 'fields' => array( 'title' => 'Stored?', 'focus_keyword' => str_repeat( 'k', 201 ) ) ),
			'input[fields][facebook_image_id] must be greater than or equal to 0' => array( 'id' => $this->admin_post, 'fields' => array( 'title' => 'Stored?', 'facebook_image_id' => -3 ) ),
			'id is a required property of input' => array( 'fields' => array( 'title' => 'Stored?' ) ),
			'input[object_type] is not one of post and term' => array( 'object_type' => 'comment', 'id' => 1, 'fields' => array( 'title' => 'Stored?' ) ),
		);
		foreach ( $bad as $names => $input ) {
			$error = $this->run_php( 'sightline-seo/update-seo-fields', $input, 'administrator' );
			$this->assertInstanceOf( \WP_Error::class, $error, $names );
			$this->assertSame( 'ability_invalid_input', $error->get_error_code(), $names );
			$this->assertStringContainsString( $names, $error->get_error_message() );
			$this->assertRestError( 400, 'ability_invalid_input', $this->run_rest( 'sightline-seo/update-seo-fields', $input, 'administrator' ) );
		}
		$this->assertSame( '', get_post_meta( $this->admin_post, '_sightline_title', true ), 'nothing was stored' );

		$this->assertSame( 'ability_invalid_input', $this->run_php( 'sightline-seo/generate-seo-text', array( 'id' => $this->admin_post, 'type' => 'haiku' ), 'administrator' )->get_error_code() );
		$this->assertRestError( 400, 'ability_invalid_input', $this->run_rest( 'sightline-seo/get-seo-fields', array( 'id' => 0 ), 'administrator' ) );
	}

	public function test_a_get_query_string_input_works_as_a_browser_sends_it(): void {
		// What `?input[id]=12&input[type]=page_title&input[attempt]=1` gives PHP: strings only.
		$input    = array( 'id' => (string) $this->admin_post, 'type' => 'page_title', 'attempt' => '1' );
		$response = $this->rest( 'GET', '/wp-abilities/v1/abilities/sightline-seo/generate-seo-text/run', array( 'input' => $input ), 'editor' );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'page_title', $response->get_data()['type'] );
		$response = $this->rest( 'GET', '/wp-abilities/v1/abilities/sightline-seo/analyse-site/run', array( 'input' => array( 'refresh' => 'false' ) ), 'administrator' );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
	}

	public function test_read_only_abilities_refuse_post_and_updates_refuse_get_over_rest(): void {
		$this->assertRestError( 405, 'rest_ability_invalid_method', $this->rest( 'POST', '/wp-abilities/v1/abilities/sightline-seo/get-seo-fields/run', array( 'input' => array( 'id' => $this->admin_post ) ), 'administrator' ) );
		$this->assertRestError( 405, 'rest_ability_invalid_method', $this->rest( 'GET', '/wp-abilities/v1/abilities/sightline-seo/update-seo-fields/run', array( 'input' => array( 'id' => $this->admin_post, 'fields' => array( 'title' => 'x' ) ) ), 'administrator' ) );
	}

	public function test_the_abilities_are_built_only_when_the_api_asks_for_them(): void {
		$this->assertTrue( Plugin::is_built( Abilities::class ), 'built once the registries initialised' );
		// The category and each feature's abilities, nothing else, start with the Abilities API.
		$services = Plugin::contexts()[ Plugin::ABILITIES ];
		$this->assertContains( Abilities::class, $services );
		foreach ( array_diff( $services, array( Abilities::class ) ) as $service ) {
			$this->assertTrue( is_subclass_of( $service, \Sightline\Abilities\Ability::class ), "{$service} is an ability" );
			$this->assertTrue( Plugin::is_built( $service ), "{$service} is built once the registries initialised" );
		}
		$this->assertGreaterThan( 1, count( $services ), 'the abilities are there besides the category' );
	}
}
