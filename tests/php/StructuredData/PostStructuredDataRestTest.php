<?php
/**
 * A post's own structured data over `/sightline/v1/post/structured-data`: the round trip (stored
 * instances, built nodes, findings), the permission checked before the post is looked up, every
 * refusal of the one write path with nothing stored, the post meta's registration and its uninstall.
 *
 * @package Sightline
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Plugin;
use Sightline\Structured_Data\Own_Structured_Data;
use Sightline\Tests\TestCase;
use Sightline\Uninstaller;

final class PostStructuredDataRestTest extends TestCase {

	private const ROUTE = '/sightline/v1/post/structured-data';

	/** A recipe with the author's own values beside the defaults. */
	private const RECIPE = array(
		'type'   => 'Recipe',
		'id'     => 'recipe-1',
		'values' => array(
			'image'            => 'https://example.org/cake.jpg',
			'recipeIngredient' => array( '1 egg', '100 g flour' ),
			'prepTime'         => '1h 30m',
			'nutrition'        => array( 'calories' => '240 calories' ),
		),
	);

	private function post( int $author = 0 ): int {
		return self::factory()->post->create(
			array(
				'post_title'   => 'Lemon Cake',
				'post_excerpt' => 'A light lemon sponge.',
				'post_author'  => $author,
				'post_date'    => '2026-03-05 09:00:00',
			)
		);
	}

	public function test_round_trip_stores_builds_and_checks(): void {
		$post = $this->post();
		$this->assertSame(
			array(
				'instances' => array(),
				'nodes'     => array(),
				'findings'  => array(),
			),
			$this->rest( 'GET', self::ROUTE, array( 'id' => $post ), 'editor' )->get_data()
		);

		$put = $this->rest(
			'PUT',
			self::ROUTE,
			array(
				'id'        => $post,
				'instances' => array(
					self::RECIPE,
					array(
						'type'   => 'BlogPosting',
						'id'     => 'post',
						'values' => (object) array(),
					),
				),
			),
			'editor'
		);
		$this->assertSame( 200, $put->get_status(), (string) wp_json_encode( $put->get_data() ) );
		$this->assertKeepsContract( Own_Structured_Data::CONTRACT, $put->get_data() );
		$got = $this->rest( 'GET', self::ROUTE, array( 'id' => $post ), 'editor' );
		$this->assertSame( $put->get_data(), $got->get_data(), 'GET answers what PUT answered' );
		$this->assertKeepsContract( Own_Structured_Data::CONTRACT, $got->get_data() );

		$data = $got->get_data();
		$this->assertSame( array( self::RECIPE, array( 'type' => 'BlogPosting', 'id' => 'post', 'values' => array() ) ), $data['instances'] );
		$this->assertSame( array( self::RECIPE, array( 'type' => 'BlogPosting', 'id' => 'post', 'values' => array() ) ), get_post_meta( $post, Own_Structured_Data::META_KEY, true ), 'stored as sent' );
		list( $recipe, $posting ) = $data['nodes'];
		$url = get_permalink( $post );
		$this->assertSame( 'Recipe', $recipe['@type'] );
		$this->assertSame( $url . '#/schema/recipe-1', $recipe['@id'] );
		$this->assertSame( 'Lemon Cake', $recipe['name'], 'the default %title% resolved with the post' );
		$this->assertSame( 'PT1H30M', $recipe['prepTime'] );
		$this->assertSame( '2026-03-05', $recipe['datePublished'], 'the post date given to the builder in ISO 8601' );
		$this->assertSame( array( '1 egg', '100 g flour' ), $recipe['recipeIngredient'] );
		$this->assertSame( array( 'https://example.org/cake.jpg' ), $recipe['image'] );
		$this->assertSame( 'BlogPosting', $posting['@type'] );
		$this->assertSame( 'Lemon Cake', $posting['headline'] );
		$this->assertStringStartsWith( '2026-03-05T09:00:00', $posting['datePublished'] );

		$this->assertCount( 2, $data['findings'] );
		$fields = array_column( $data['findings'][0], 'level', 'field' );
		$this->assertSame( 'warning', $fields['recipeInstructions'] ?? null, 'a missing recommended property is a warning' );
		$this->assertArrayNotHasKey( 'image', $fields );
		$this->assertArrayNotHasKey( 'name', $fields );

		// An empty list removes the meta.
		$cleared = $this->rest(
			'PUT',
			self::ROUTE,
			array(
				'id'        => $post,
				'instances' => array(),
			),
			'editor'
		);
		$this->assertSame( 200, $cleared->get_status() );
		$this->assertSame( array(), $cleared->get_data()['instances'] );
		$this->assertFalse( metadata_exists( 'post', $post, Own_Structured_Data::META_KEY ) );
	}

	public function test_permission_is_checked_before_the_post_is_looked_up(): void {
		$author  = self::factory()->user->create( array( 'role' => 'author' ) );
		$other   = self::factory()->user->create( array( 'role' => 'author' ) );
		$mine    = $this->post( $author );
		$private = self::factory()->post->create(
			array(
				'post_author' => $other,
				'post_status' => 'private',
			)
		);
		$missing = 987654;
		foreach ( array( 'GET', 'PUT' ) as $method ) {
			$args = fn( int $id ) => 'GET' === $method ? array( 'id' => $id ) : array(
				'id'        => $id,
				'instances' => array( self::RECIPE ),
			);
			$this->assertRestError( 401, 'rest_forbidden', $this->rest( $method, self::ROUTE, $args( $mine ) ) );
			$this->assertRestError( 401, 'rest_forbidden', $this->rest( $method, self::ROUTE, $args( $missing ) ), 'a visitor learns nothing of a missing id' );
			$this->assertRestError( 403, 'rest_forbidden', $this->rest( $method, self::ROUTE, $args( $mine ), 'subscriber' ) );
			$this->assertRestError( 403, 'rest_forbidden', $this->rest( $method, self::ROUTE, $args( $private ), $author ), "another's private post" );
			$this->assertRestError( 403, 'rest_forbidden', $this->rest( $method, self::ROUTE, $args( $missing ), $author ), 'the same answer as for a private post: no 404' );
			$missing_answer = $this->rest( $method, self::ROUTE, $args( $missing ), 'editor' );
			$this->assertRestError( 404, 'sightline_post_not_found', $missing_answer, 'who may edit every post hears it is missing' );
			$this->assertSame( array( 'status' => 404, 'field' => 'id' ), $missing_answer->get_data()['data'], 'one field named, the argument\'s' );
			$this->assertArrayNotHasKey( 'additional_data', $missing_answer->get_data() );
		}
		$this->assertFalse( metadata_exists( 'post', $private, Own_Structured_Data::META_KEY ), 'nothing stored on a refused post' );
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE, array( 'id' => $mine ), $author )->get_status() );
		$this->assertSame(
			200,
			$this->rest(
				'PUT',
				self::ROUTE,
				array(
					'id'        => $mine,
					'instances' => array( self::RECIPE ),
				),
				$author
			)->get_status(),
			'an author edits the structured data of a post of theirs'
		);
	}

	/**
	 * @return array<string, array{0: mixed, 1: string}> Instances sent => the field the error names.
	 */
	public static function refusals(): array {
		$recipe = self::RECIPE;
		return array(
			'unknown type'                   => array( array( $recipe, array( 'type' => 'Spaceship', 'id' => 'x', 'values' => array() ) ), 'structured_data[1].type' ),
			'a nested-only type'             => array( array( array( 'type' => 'Offer', 'id' => 'x', 'values' => array() ) ), 'structured_data[0].type' ),
			'an id that is no slug'          => array( array( array( 'type' => 'Recipe', 'id' => 'Not a slug!', 'values' => array() ) ), 'structured_data[0].id' ),
			'twice the same id'              => array( array( $recipe, $recipe ), 'structured_data[1].id' ),
			'an unknown property'            => array( array( array( 'type' => 'Recipe', 'id' => 'r', 'values' => array( 'colour' => 'red' ) ) ), 'structured_data[0].values.colour' ),
			'an object for text'             => array( array( array( 'type' => 'Recipe', 'id' => 'r', 'values' => array( 'name' => array( 'first' => 'x' ) ) ) ), 'structured_data[0].values.name' ),
			'a list for one value'           => array( array( array( 'type' => 'Recipe', 'id' => 'r', 'values' => array( 'name' => array( 'a', 'b' ) ) ) ), 'structured_data[0].values.name' ),
			'a bad value in a list'          => array( array( array( 'type' => 'Recipe', 'id' => 'r', 'values' => array( 'recipeIngredient' => array( 'egg', array( 'x' => 1 ) ) ) ) ), 'structured_data[0].values.recipeIngredient[1]' ),
			'a nested property that is none' => array( array( array( 'type' => 'Recipe', 'id' => 'r', 'values' => array( 'nutrition' => array( 'colour' => 'red' ) ) ) ), 'structured_data[0].values.nutrition.colour' ),
			'a nested type not accepted'     => array( array( array( 'type' => 'Recipe', 'id' => 'r', 'values' => array( 'nutrition' => array( '@type' => 'Offer', 'price' => '1' ) ) ) ), 'structured_data[0].values.nutrition.@type' ),
			'too many'                       => array( array_map( static fn( $i ) => array( 'type' => 'Recipe', 'id' => 'r' . $i, 'values' => array() ), range( 1, 21 ) ), 'structured_data' ),
		);
	}

	/**
	 * The one write path refuses and stores nothing, the existing data stays.
	 *
	 * @dataProvider refusals
	 * @param mixed $instances
	 */
	public function test_the_write_path_refuses_naming_the_field( $instances, string $field ): void {
		$post = $this->post();
		$data = Plugin::get( Own_Structured_Data::class );
		$this->assertIsArray( $data->set( get_post( $post ), array( self::RECIPE ) ) );
		$result = $data->set( get_post( $post ), $instances );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( $field, $result->get_error_data()['field'] ?? null, $result->get_error_message() );
		$this->assertStringStartsWith( $field . ': ', $result->get_error_message() );
		$this->assertSame( array( self::RECIPE ), get_post_meta( $post, Own_Structured_Data::META_KEY, true ), 'nothing stored' );
	}

	public function test_rest_refusals_are_400_naming_the_field_and_store_nothing(): void {
		$post = $this->post();
		foreach ( self::refusals() as $case => list( $instances, $field ) ) {
			$response = $this->rest(
				'PUT',
				self::ROUTE,
				array(
					'id'        => $post,
					'instances' => $instances,
				),
				'editor'
			);
			$this->assertSame( 400, $response->get_status(), $case );
			$body = (string) wp_json_encode( $response->get_data() );
			// The schema refuses the outline (rest_invalid_param, naming instances[N][type]); the write path the values.
			$named = str_contains( $body, $field ) || str_contains( $body, preg_replace( array( '/^structured_data/', '/\.(\w+)$/' ), array( 'instances', '[$1]' ), $field ) ) || ( 'structured_data' === $field && str_contains( $body, 'instances' ) );
			$this->assertTrue( $named, "{$case}: {$body}" );
			$this->assertFalse( metadata_exists( 'post', $post, Own_Structured_Data::META_KEY ), "{$case}: nothing stored" );
		}
		$this->assertRestError( 400, 'rest_missing_callback_param', $this->rest( 'PUT', self::ROUTE, array( 'id' => $post ), 'editor' ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', self::ROUTE, array( 'id' => 'abc' ), 'editor' ) );
	}

	public function test_the_meta_is_registered_for_rest_in_edit_context_and_uninstalled(): void {
		$this->rest( 'GET', self::ROUTE, array( 'id' => 1 ), 'editor' ); // Starts the REST API.
		$registered = get_registered_meta_keys( 'post', 'post' );
		$this->assertArrayHasKey( Own_Structured_Data::META_KEY, $registered );
		$meta = $registered[ Own_Structured_Data::META_KEY ];
		$this->assertSame( 'array', $meta['type'] );
		$this->assertTrue( $meta['single'] );
		$this->assertSame( array( 'edit' ), $meta['show_in_rest']['schema']['context'] );
		$this->assertContains( 'Recipe', $meta['show_in_rest']['schema']['items']['properties']['type']['enum'] );
		$this->assertArrayHasKey( Own_Structured_Data::META_KEY, get_registered_meta_keys( 'post', 'page' ) );

		$post = $this->post();
		Plugin::get( Own_Structured_Data::class )->set( get_post( $post ), array( self::RECIPE ) );
		$view = $this->rest( 'GET', '/wp/v2/posts/' . $post, array(), 'editor' )->get_data();
		$this->assertArrayNotHasKey( Own_Structured_Data::META_KEY, $view['meta'] ?? array(), 'not in the view context' );
		$edit = $this->rest( 'GET', '/wp/v2/posts/' . $post, array( 'context' => 'edit' ), 'editor' )->get_data();
		$this->assertSame( array( self::RECIPE ), $edit['meta'][ Own_Structured_Data::META_KEY ] ?? null, 'in the edit context' );

		$this->assertContains( Own_Structured_Data::META_KEY, Uninstaller::meta_keys() );
	}

	public function test_a_write_through_wordpress_post_route_gets_the_same_check(): void {
		$post = $this->post();
		$bad  = $this->rest(
			'POST',
			'/wp/v2/posts/' . $post,
			array(
				'title' => 'Changed',
				'meta'  => array(
					Own_Structured_Data::META_KEY => array(
						array(
							'type'   => 'Recipe',
							'id'     => 'r',
							'values' => array( 'nutrition' => array( 'colour' => 'red' ) ),
						),
					),
				),
			),
			'editor'
		);
		$this->assertRestError( 400, 'sightline_structured_data_invalid', $bad );
		$this->assertSame( 'structured_data[0].values.nutrition.colour', $bad->get_data()['data']['field'] ?? null );
		$this->assertFalse( metadata_exists( 'post', $post, Own_Structured_Data::META_KEY ), 'nothing stored' );
		$this->assertSame( 'Lemon Cake', get_post( $post )->post_title, 'the post is not saved either' );

		$good = $this->rest(
			'POST',
			'/wp/v2/posts/' . $post,
			array( 'meta' => array( Own_Structured_Data::META_KEY => array( self::RECIPE ) ) ),
			'editor'
		);
		$this->assertSame( 200, $good->get_status(), (string) wp_json_encode( $good->get_data() ) );
		$this->assertSame( array( self::RECIPE ), get_post_meta( $post, Own_Structured_Data::META_KEY, true ) );
		$this->assertRestError( 403, null, $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( Own_Structured_Data::META_KEY => array() ) ), 'contributor' ) );
		$this->assertSame( array( self::RECIPE ), get_post_meta( $post, Own_Structured_Data::META_KEY, true ) );
	}
}
