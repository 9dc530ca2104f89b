<?php
/**
 * `sightline-seo/get-structured-data` and `sightline-seo/update-structured-data` on the Abilities API
 * (6.9+), through the PHP API and `wp-abilities/v1`: registered read-only and not, the REST route's
 * permission (an author on their own post, not on another's; an unknown id refused to them too), the
 * same answer as the route, and refusals that name the field and store nothing.
 *
 * @package Sightline
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Abilities\Abilities;
use Sightline\Structured_Data\Own_Structured_Data;
use Sightline\Tests\TestCase;

final class StructuredDataAbilitiesTest extends TestCase {

	private const GET    = 'sightline-seo/get-structured-data';
	private const UPDATE = 'sightline-seo/update-structured-data';

	private const RECIPE = array(
		'type'   => 'Recipe',
		'id'     => 'recipe-1',
		'values' => array( 'recipeIngredient' => array( '1 egg' ) ),
	);

	private int $author;
	private int $post;
	private int $other;

	protected function setUp(): void {
		parent::setUp();
		if ( ! function_exists( 'wp_register_ability' ) ) {
			$this->markTestSkipped( 'The Abilities API needs WordPress 6.9 or later; this is WordPress ' . get_bloginfo( 'version' ) . ' (run with --core /opt/wordpress/7.1.0).' );
		}
		$this->author = self::factory()->user->create( array( 'role' => 'author' ) );
		$this->post   = self::factory()->post->create(
			array(
				'post_title'  => 'Lemon Cake',
				'post_author' => $this->author,
			)
		);
		$this->other  = self::factory()->post->create( array( 'post_author' => self::factory()->user->create( array( 'role' => 'author' ) ) ) );
		wp_set_current_user( 0 );
	}

	/**
	 * @param mixed $input
	 * @return mixed
	 */
	private function run_php( string $name, $input, int|string $user ) {
		$this->act_as( $user );
		$ability = wp_get_ability( $name );
		$this->assertInstanceOf( \WP_Ability::class, $ability, "{$name} is registered" );
		return $ability->execute( $input );
	}

	/**
	 * @param mixed $input
	 */
	private function run_rest( string $name, $input, int|string $user ): \WP_REST_Response {
		return $this->rest( self::GET === $name ? 'GET' : 'POST', '/wp-abilities/v1/abilities/' . $name . '/run', array( 'input' => $input ), $user );
	}

	public function test_both_are_registered_with_schemas_and_annotations(): void {
		foreach ( array( self::GET => true, self::UPDATE => false ) as $name => $readonly ) {
			$ability = wp_get_ability( $name );
			$this->assertInstanceOf( \WP_Ability::class, $ability, $name );
			$this->assertSame( Abilities::CATEGORY, $ability->get_category() );
			$this->assertSame( 'object', $ability->get_input_schema()['type'] );
			$this->assertFalse( $ability->get_input_schema()['additionalProperties'] );
			$this->assertSame( array_keys( \Sightline\Contracts\Contract::schema( Own_Structured_Data::CONTRACT )['properties'] ), array_keys( $ability->get_output_schema()['properties'] ) );
			$this->assertSame( $readonly, $ability->get_meta_item( 'annotations' )['readonly'], $name );
			$this->assertFalse( $ability->get_meta_item( 'annotations' )['destructive'], $name );
			$this->assertTrue( $ability->get_meta_item( 'show_in_rest' ) );
		}
	}

	public function test_update_then_get_as_the_author_both_ways(): void {
		$input  = array(
			'id'        => $this->post,
			'instances' => array( self::RECIPE ),
		);
		$output = $this->run_php( self::UPDATE, $input, $this->author );
		$this->assertIsArray( $output, is_wp_error( $output ) ? $output->get_error_message() : '' );
		$this->assertSame( array( self::RECIPE ), $output['instances'] );
		$this->assertSame( 'Lemon Cake', $output['nodes'][0]['name'] );
		$this->assertSame( get_permalink( $this->post ) . '#/schema/recipe-1', $output['nodes'][0]['@id'] );
		$this->assertSame( 'error', array_column( $output['findings'][0], 'level', 'field' )['image'] ?? null, 'a recipe without an image misses a required property' );
		$this->assertKeepsContract( Own_Structured_Data::CONTRACT, $output );

		$read = $this->run_php( self::GET, array( 'id' => $this->post ), $this->author );
		$this->assertSame( $output, $read );
		$rest = $this->run_rest( self::GET, array( 'id' => $this->post ), $this->author );
		$this->assertSame( 200, $rest->get_status(), (string) wp_json_encode( $rest->get_data() ) );
		$this->assertSame( $output, $rest->get_data() );
		$route = $this->rest( 'GET', '/sightline/v1/post/structured-data', array( 'id' => $this->post ), $this->author );
		$this->assertSame( $route->get_data(), $rest->get_data(), 'the ability answers what the route answers' );

		$rest = $this->run_rest(
			self::UPDATE,
			array(
				'id'        => $this->post,
				'instances' => array(),
			),
			$this->author
		);
		$this->assertSame( 200, $rest->get_status(), (string) wp_json_encode( $rest->get_data() ) );
		$this->assertFalse( metadata_exists( 'post', $this->post, Own_Structured_Data::META_KEY ) );
	}

	public function test_the_routes_permission_and_refusals_that_store_nothing(): void {
		$missing = 987654;
		foreach ( array( self::GET, self::UPDATE ) as $name ) {
			foreach ( array( $this->other, $missing ) as $id ) {
				$input = self::GET === $name ? array( 'id' => $id ) : array(
					'id'        => $id,
					'instances' => array( self::RECIPE ),
				);
				$this->assertSame( 'ability_invalid_permissions', $this->run_php( $name, $input, $this->author )->get_error_code(), "{$name} on {$id}" );
				$this->assertRestError( 403, 'rest_ability_cannot_execute', $this->run_rest( $name, $input, $this->author ) );
				$this->assertRestError( 401, 'rest_ability_cannot_execute', $this->run_rest( $name, $input, 0 ) );
			}
			$input = self::GET === $name ? array( 'id' => $missing ) : array(
				'id'        => $missing,
				'instances' => array(),
			);
			$this->assertSame( 'sightline_post_not_found', $this->run_php( $name, $input, 'editor' )->get_error_code(), 'an editor hears the id is missing' );
		}
		$this->assertFalse( metadata_exists( 'post', $this->other, Own_Structured_Data::META_KEY ) );

		$bad = $this->run_php(
			self::UPDATE,
			array(
				'id'        => $this->post,
				'instances' => array(
					self::RECIPE,
					array(
						'type'   => 'Recipe',
						'id'     => 'two',
						'values' => array( 'nutrition' => array( 'colour' => 'red' ) ),
					),
				),
			),
			$this->author
		);
		$this->assertInstanceOf( \WP_Error::class, $bad );
		$this->assertSame( 'structured_data[1].values.nutrition.colour', $bad->get_error_data()['field'] ?? null, $bad->get_error_message() );
		$unknown = $this->run_php(
			self::UPDATE,
			array(
				'id'        => $this->post,
				'instances' => array(
					array(
						'type'   => 'Spaceship',
						'id'     => 'x',
						'values' => array(),
					),
				),
			),
			$this->author
		);
		$this->assertInstanceOf( \WP_Error::class, $unknown, 'the input schema refuses a type the catalogue does not offer' );
		$this->assertStringContainsString( 'type', $unknown->get_error_message() );
		$this->assertFalse( metadata_exists( 'post', $this->post, Own_Structured_Data::META_KEY ), 'nothing stored' );
	}
}
