<?php
/**
 * A term's and an author's own structured data: stored through `/sightline/v1/term/structured-data`
 * and `/author/structured-data` (and the abilities with `kind`), with the permission checked before
 * the object is looked up and every refusal storing nothing; printed on the term's and the author's
 * archive in the page's one graph, at no query for a term or an author without any; handed to the term
 * screen and the profile screen as their page data.
 *
 * @package Sightline
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Admin\Profile_Screen;
use Sightline\Admin\Term_Screen;
use Sightline\Head\Context;
use Sightline\Plugin;
use Sightline\Structured_Data\Own_Structured_Data;
use Sightline\Structured_Data\Page_Graph;
use Sightline\Tests\Head\Head_TestCase;

require_once dirname( __DIR__ ) . '/Head/class-head-testcase.php';

final class TermAndAuthorStructuredDataTest extends Head_TestCase {

	/** A service a category of the site offers: name, description and URL from the archive's variables. */
	private const SERVICE = array(
		'type'   => 'Service',
		'id'     => 'service',
		'values' => array( 'serviceType' => 'Bicycle repair' ),
	);

	/** The author's own person, with what their profile says of them. */
	private const PERSON = array(
		'type'   => 'Person',
		'id'     => 'me',
		'values' => array(
			'name'     => '%author_name%',
			'jobTitle' => 'Head mechanic',
		),
	);

	/**
	 * The page's graph nodes, by @id.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function nodes_by_id( string $url ): array {
		$html = $this->head_of( $url );
		preg_match( '#<script type="application/ld\+json" class="sightline-schema-graph">(.*?)</script>#s', $html, $m );
		$graph = json_decode( $m[1] ?? '', true );
		$this->assertIsArray( $graph, 'one JSON-LD graph on ' . $url );
		$nodes = array();
		foreach ( $graph['@graph'] as $node ) {
			$nodes[ $node['@id'] ?? '' ] = $node;
		}
		return $nodes;
	}

	private function category(): int {
		return self::factory()->category->create(
			array(
				'name'        => 'Repairs',
				'description' => 'Wheels trued and brakes bled.',
			)
		);
	}

	public function test_a_terms_own_types_are_stored_over_rest_and_printed_on_its_archive(): void {
		$term = $this->category();
		self::factory()->post->create( array( 'post_category' => array( $term ) ) );
		$route = '/sightline/v1/term/structured-data';
		$put   = $this->rest(
			'PUT',
			$route,
			array(
				'id'        => $term,
				'instances' => array( self::SERVICE ),
			),
			'editor'
		);
		$this->assertSame( 200, $put->get_status(), (string) wp_json_encode( $put->get_data() ) );
		$this->assertKeepsContract( Own_Structured_Data::CONTRACT, $put->get_data() );
		$this->assertSame( array( self::SERVICE ), get_term_meta( $term, Own_Structured_Data::META_KEY, true ), 'stored in the term meta' );
		$this->assertSame( $put->get_data(), $this->rest( 'GET', $route, array( 'id' => $term ), 'editor' )->get_data() );

		$url  = get_term_link( $term );
		$node = $put->get_data()['nodes'][0];
		$this->assertSame( 'Service', $node['@type'] );
		$this->assertSame( $url . '#/schema/service', $node['@id'] );
		$this->assertSame( 'Repairs', $node['name'], '%title% is the term name' );
		$this->assertSame( 'Wheels trued and brakes bled.', $node['description'], '%excerpt% is its description' );

		$nodes = $this->nodes_by_id( $url );
		$this->assertArrayHasKey( $url . '#/schema/service', $nodes, 'printed on the archive' );
		$this->assertSame( 'Bicycle repair', $nodes[ $url . '#/schema/service' ]['serviceType'] );
		$this->assertSame( array( '@id' => $url . '#/schema/service' ), $nodes[ $url . '#webpage' ]['mainEntity'] ?? null, 'the archive is about it' );

		$this->assertSame( 200, $this->rest( 'PUT', $route, array( 'id' => $term, 'instances' => array() ), 'editor' )->get_status() );
		$this->assertFalse( metadata_exists( 'term', $term, Own_Structured_Data::META_KEY ), 'an empty list deletes the meta' );
		$this->assertArrayNotHasKey( $url . '#/schema/service', $this->nodes_by_id( $url ) );
	}

	public function test_an_authors_own_types_are_stored_over_rest_and_printed_on_their_archive(): void {
		$author = self::factory()->user->create(
			array(
				'role'         => 'author',
				'display_name' => 'Ada Wheeler',
			)
		);
		self::factory()->post->create( array( 'post_author' => $author ) );
		$put = $this->rest(
			'PUT',
			'/sightline/v1/author/structured-data',
			array(
				'id'        => $author,
				'instances' => array( self::PERSON ),
			),
			$author // An author edits their own profile.
		);
		$this->assertSame( 200, $put->get_status(), (string) wp_json_encode( $put->get_data() ) );
		$this->assertSame( array( self::PERSON ), get_user_meta( $author, Own_Structured_Data::META_KEY, true ), 'stored in the user meta' );

		$url   = get_author_posts_url( $author );
		$nodes = $this->nodes_by_id( $url );
		$this->assertArrayHasKey( $url . '#/schema/me', $nodes );
		$this->assertSame( 'Ada Wheeler', $nodes[ $url . '#/schema/me' ]['name'], '%author_name% resolved on the archive' );
		$this->assertSame( 'Head mechanic', $nodes[ $url . '#/schema/me' ]['jobTitle'] );
		$this->assertSame( $put->get_data()['nodes'][0], $nodes[ $url . '#/schema/me' ], 'the route previews what the archive prints' );
	}

	public function test_permission_comes_before_the_lookup_and_refusals_store_nothing(): void {
		$term    = $this->category();
		$author  = self::factory()->user->create( array( 'role' => 'author' ) );
		$other   = self::factory()->user->create( array( 'role' => 'author' ) );
		$missing = 987654;
		$term_r  = '/sightline/v1/term/structured-data';
		$user_r  = '/sightline/v1/author/structured-data';

		// Who may not edit the object gets the same refusal whether it exists or not.
		foreach ( array( $term, $missing ) as $id ) {
			$this->assertRestError( 401, 'rest_forbidden', $this->rest( 'GET', $term_r, array( 'id' => $id ) ) );
			$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', $term_r, array( 'id' => $id ), 'author' ) );
		}
		foreach ( array( $other, $missing ) as $id ) {
			$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'PUT', $user_r, array( 'id' => $id, 'instances' => array( self::PERSON ) ), $author ) );
		}
		$this->assertFalse( metadata_exists( 'user', $other, Own_Structured_Data::META_KEY ), 'nothing stored for another user' );

		// Who may edit every object of the kind learns that an id names none.
		$this->assertRestError( 404, 'sightline_object_not_found', $this->rest( 'GET', $term_r, array( 'id' => $missing ), 'editor' ) );
		$this->assertRestError( 404, 'sightline_object_not_found', $this->rest( 'GET', $user_r, array( 'id' => $missing ), 'administrator' ) );
		$this->assertSame( 'id', $this->rest( 'GET', $term_r, array( 'id' => $missing ), 'editor' )->get_data()['data']['field'] );

		// A wrong instance: a 400 naming the field, nothing stored.
		$bad = $this->rest(
			'PUT',
			$term_r,
			array(
				'id'        => $term,
				'instances' => array(
					array(
						'type'   => 'Service',
						'id'     => 'service',
						'values' => array( 'noSuchProperty' => 'x' ),
					),
				),
			),
			'editor'
		);
		$this->assertSame( 400, $bad->get_status(), (string) wp_json_encode( $bad->get_data() ) );
		$this->assertStringContainsString( 'noSuchProperty', (string) wp_json_encode( $bad->get_data() ), 'the refusal names the field' );
		$this->assertFalse( metadata_exists( 'term', $term, Own_Structured_Data::META_KEY ) );
	}

	public function test_archives_without_own_types_print_the_same_graph_at_no_query(): void {
		global $wpdb;
		$graph  = Plugin::get( Page_Graph::class );
		$term   = get_term( $this->category() );
		$author = get_userdata( self::factory()->user->create( array( 'role' => 'author' ) ) );
		foreach ( array( Context::for_term( $term ), Context::for_author( $author ) ) as $context ) {
			$nodes   = array( array( '@type' => 'CollectionPage' ) );
			$queries = $wpdb->num_queries;
			$this->assertSame( $nodes, $graph->filter( $nodes, $context ) );
			$this->assertSame( $queries, $wpdb->num_queries, 'no query on a ' . $context->type . ' archive' );
		}
	}

	public function test_the_abilities_read_and_write_a_terms_and_an_authors(): void {
		if ( ! function_exists( 'wp_get_ability' ) ) {
			$this->markTestSkipped( 'The Abilities API needs WordPress 6.9 or later; this is WordPress ' . get_bloginfo( 'version' ) . ' (run with --core /opt/wordpress/7.1.0).' );
		}
		$term   = $this->category();
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$this->act_as( 'editor' );
		$update = wp_get_ability( 'sightline-seo/update-structured-data' );
		$get    = wp_get_ability( 'sightline-seo/get-structured-data' );
		$stored = $update->execute(
			array(
				'id'        => $term,
				'kind'      => 'term',
				'instances' => array( self::SERVICE ),
			)
		);
		$this->assertIsArray( $stored, is_wp_error( $stored ) ? $stored->get_error_message() : '' );
		$this->assertSame( $stored, $get->execute( array( 'id' => $term, 'kind' => 'term' ) ) );
		$this->assertSame( array( self::SERVICE ), get_term_meta( $term, Own_Structured_Data::META_KEY, true ) );

		$this->act_as( self::factory()->user->create( array( 'role' => 'author' ) ) );
		$refused = $update->execute(
			array(
				'id'        => $author,
				'kind'      => 'author',
				'instances' => array( self::PERSON ),
			)
		);
		$this->assertInstanceOf( \WP_Error::class, $refused, 'an author may not write another user' );
		$this->assertFalse( metadata_exists( 'user', $author, Own_Structured_Data::META_KEY ) );
	}

	public function test_the_term_and_profile_screens_receive_what_is_stored(): void {
		$this->act_as( 'administrator' );
		$term = get_term( $this->category() );
		Plugin::get( Own_Structured_Data::class )->set( $term, array( self::SERVICE ) );
		$data = Plugin::get( Term_Screen::class )->data( $term );
		$this->assertKeepsContract( 'page-data-term-editor', $data );
		$this->assertTrue( $data['schemas'] );
		$this->assertSame( array( self::SERVICE ), $data['term']['structuredData'] );

		$user = get_userdata( self::factory()->user->create( array( 'role' => 'author' ) ) );
		Plugin::get( Own_Structured_Data::class )->set( $user, array( self::PERSON ) );
		$profile = Plugin::get( Profile_Screen::class )->data( $user );
		$this->assertKeepsContract( 'page-data-profile-editor', $profile );
		$this->assertSame( 'author', $profile['objectType'] );
		$this->assertSame( array( self::PERSON ), $profile['author']['structuredData'] );
		$this->assertSame( get_author_posts_url( $user->ID ), $profile['author']['url'] );

		$this->settings( array( 'enable_schemas' => false ) );
		$this->assertFalse( Plugin::get( Term_Screen::class )->data( $term )['schemas'], 'no Schema panel where the site prints no structured data' );
	}
}
