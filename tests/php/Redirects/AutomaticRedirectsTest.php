<?php
/**
 * With "create redirects automatically" on, a published post, page or term whose address changes gets
 * a 301 from the old address; rules to the old address follow to the new one and a rule from the new
 * address goes, so renaming back and forth never loops. Off (the default), nothing is created.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Redirects;

use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/Redirect_TestCase.php';

final class AutomaticRedirectsTest extends Redirect_TestCase {

	private function automatic( bool $on ): void {
		$saved = Plugin::get( Settings::class )->update( array( 'redirects_auto_create' => $on ) );
		$this->assertNotInstanceOf( \WP_Error::class, $saved );
	}

	private static function path( string $url ): string {
		return (string) wp_make_link_relative( $url );
	}

	public function test_off_by_default_nothing_is_created(): void {
		$this->assertFalse( Plugin::get( Settings::class )->get( 'redirects_auto_create' ) );
		$post = self::factory()->post->create( array( 'post_name' => 'first-name' ) );
		wp_update_post( array( 'ID' => $post, 'post_name' => 'second-name' ) );
		$this->assertSame( 0, iterator_count( $this->redirects()->each() ) );
	}

	public function test_a_renamed_post_gets_a_redirect_from_its_old_address(): void {
		$this->automatic( true );
		$post = self::factory()->post->create( array( 'post_name' => 'first-name' ) );
		$old  = self::path( get_permalink( $post ) );
		wp_update_post( array( 'ID' => $post, 'post_name' => 'second-name' ) );
		$new = self::path( get_permalink( $post ) );

		$this->assertSame( '/second-name/', $new );
		$this->assertSame( array( 'status' => 301, 'location' => home_url( $new ) ), array_slice( (array) $this->answer( $old ), 1 ) );

		// Renamed again: the first rule now points at the newest address (no chain).
		wp_update_post( array( 'ID' => $post, 'post_name' => 'third-name' ) );
		$this->assertSame( home_url( '/third-name/' ), $this->answer( $old )['location'] );
		$this->assertSame( home_url( '/third-name/' ), $this->answer( $new )['location'] );

		// And back to the first name: the rule from that address goes, nothing loops.
		wp_update_post( array( 'ID' => $post, 'post_name' => 'first-name' ) );
		$this->assertNull( $this->answer( $old ) );
		$this->assertSame( home_url( $old ), $this->answer( '/third-name/' )['location'] );
	}

	public function test_a_page_moved_under_a_parent_gets_a_redirect(): void {
		$this->automatic( true );
		$parent = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'about' ) );
		$page   = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'team' ) );
		wp_update_post( array( 'ID' => $page, 'post_parent' => $parent ) );
		$this->assertSame( home_url( '/about/team/' ), $this->answer( '/team/' )['location'] );
	}

	public function test_drafts_and_unchanged_addresses_get_nothing(): void {
		$this->automatic( true );
		$draft = self::factory()->post->create( array( 'post_name' => 'draft-name', 'post_status' => 'draft' ) );
		wp_update_post( array( 'ID' => $draft, 'post_name' => 'other-draft-name' ) );
		$post = self::factory()->post->create( array( 'post_name' => 'stays' ) );
		wp_update_post( array( 'ID' => $post, 'post_title' => 'A new title only' ) );
		$this->assertSame( 0, iterator_count( $this->redirects()->each() ) );
	}

	public function test_the_editor_knows_whether_the_server_adds_the_redirect(): void {
		$post   = get_post( self::factory()->post->create() );
		$editor = Plugin::get( \Sightline\Admin\Editor_Assets::class );
		$this->assertFalse( $editor->page_data( \Sightline\Head\Context::for_post( $post ) )['redirectsAutoCreate'] );
		$this->automatic( true );
		$this->assertTrue( $editor->page_data( \Sightline\Head\Context::for_post( $post ) )['redirectsAutoCreate'] );
	}

	public function test_a_renamed_term_gets_a_redirect(): void {
		$this->automatic( true );
		$term = self::factory()->category->create( array( 'slug' => 'old-topic' ) );
		$old  = self::path( get_term_link( $term ) );
		wp_update_term( $term, 'category', array( 'slug' => 'new-topic' ) );
		$this->assertSame( home_url( '/category/new-topic/' ), $this->answer( $old )['location'] );
	}

	public function test_a_term_edited_without_a_new_address_queries_none_of_its_posts(): void {
		$this->automatic( true );
		$term = self::factory()->category->create( array( 'slug' => 'kept-topic' ) );
		self::factory()->post->create_many( 3, array( 'post_category' => array( $term ) ) );
		global $wpdb;
		$archive = array_values(
			array_filter(
				self::queries_sent( static fn() => wp_update_term( $term, 'category', array( 'description' => 'A new description' ) ) ),
				static fn( string $query ): bool => str_contains( $query, "FROM {$wpdb->posts}" ) && str_contains( $query, 'term_relationships' )
			)
		);
		// Asking who answers the unchanged address ran the archive's query, every post in it.
		$this->assertSame( array(), $archive, 'no query of the term\'s posts' );
		$this->assertSame( 0, iterator_count( $this->redirects()->each() ) );
	}

	public function test_an_author_renaming_a_post_whose_old_address_a_page_answers_makes_no_rule(): void {
		$this->automatic( true );
		$page   = self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'pricing' ) );
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$post   = self::factory()->post->create( array( 'post_name' => 'pricing', 'post_author' => $author ) );
		$this->assertSame( 'pricing', get_post_field( 'post_name', $post ), 'posts and pages may share a slug' );
		$this->assertSame( $page, url_to_postid( home_url( '/pricing/' ) ), 'the page answers the shared address' );
		wp_set_current_user( $author );
		wp_update_post( array( 'ID' => $post, 'post_name' => 'my-pricing' ) );
		$this->assertNull( $this->answer( '/pricing/' ), "the page's address keeps answering the page" );
		$this->assertSame( 0, iterator_count( $this->redirects()->each() ) );
	}

	public function test_an_author_renaming_a_post_onto_an_admins_rule_keeps_that_rule(): void {
		$this->automatic( true );
		$admin  = $this->rule( array( 'source' => '/launch', 'target' => '/news/' ) );
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$post   = self::factory()->post->create( array( 'post_name' => 'draft-launch', 'post_author' => $author ) );
		wp_set_current_user( $author );
		wp_update_post( array( 'ID' => $post, 'post_name' => 'launch' ) );
		$kept = $this->redirects()->find( (int) $admin['id'] );
		$this->assertNotNull( $kept, "the admin's rule is not removed" );
		$this->assertSame( '/news/', $kept['target'] );
		$this->assertFalse( $kept['automatic'] );
		$this->assertSame( home_url( '/news/' ), $this->answer( '/launch/' )['location'] );
	}

	public function test_automatic_rules_and_rules_caused_by_non_admins_are_marked_in_the_list(): void {
		$this->automatic( true );
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$post   = self::factory()->post->create( array( 'post_name' => 'by-author', 'post_author' => $author ) );
		wp_set_current_user( $author );
		wp_update_post( array( 'ID' => $post, 'post_name' => 'by-author-2' ) );
		$admin = self::factory()->user->create( array( 'role' => 'administrator' ) );
		wp_set_current_user( $admin );
		$other = self::factory()->post->create( array( 'post_name' => 'by-admin' ) );
		wp_update_post( array( 'ID' => $other, 'post_name' => 'by-admin-2' ) );
		$this->rule( array( 'source' => '/typed', 'target' => '/by-admin-2/' ) );

		$request = new \WP_REST_Request( 'GET', '/sightline/v1/redirects' );
		$request->set_param( 'orderby', 'id' );
		$request->set_param( 'order', 'asc' );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		$marks = array();
		foreach ( $response->get_data()['items'] as $item ) {
			$marks[ $item['source'] ] = array( $item['automatic'], $item['by_non_admin'] );
		}
		$this->assertSame(
			array(
				'/by-author/' => array( true, true ),
				'/by-admin/'  => array( true, false ),
				'/typed'      => array( false, false ),
			),
			$marks
		);
	}
}
