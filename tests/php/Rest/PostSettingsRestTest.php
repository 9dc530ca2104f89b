<?php
/**
 * GET /sightline/v1/post/settings and /term/settings (SPEC §7) per role, wrong ids and types, the payload
 * (stored, resolved, global defaults), and the headless `sightline_head` field.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Rest;

use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class PostSettingsRestTest extends TestCase {

	public function test_post_settings_for_each_role(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$post   = self::factory()->post->create( array( 'post_author' => $author ) );
		$this->assertRestError( 401, 'rest_forbidden', $this->rest( 'GET', '/sightline/v1/post/settings', array( 'post_id' => $post ) ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', '/sightline/v1/post/settings', array( 'post_id' => $post ), 'subscriber' ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', '/sightline/v1/post/settings', array( 'post_id' => $post ), 'contributor' ) );
		$this->assertSame( 200, $this->rest( 'GET', '/sightline/v1/post/settings', array( 'post_id' => $post ), $author )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/sightline/v1/post/settings', array( 'post_id' => $post ), 'editor' )->get_status() );
	}

	public function test_payload_has_stored_resolved_and_global_defaults(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Payload', 'post_excerpt' => 'Payload excerpt.' ) );
		update_post_meta( $post, '_sightline_facebook_title', 'FB %title%' );
		update_post_meta( $post, '_sightline_robots_noindex', 'on' );
		Plugin::get( Settings::class )->update( array( 'post_type_templates' => array( 'post' => array( 'title' => '%title% | Posts', 'description' => '' ) ) ) );

		$response = $this->rest( 'GET', '/sightline/v1/post/settings', array( 'post_id' => $post, 'post_type' => 'post', 'is_taxonomy' => false ), 'administrator' );
		$this->assertSame( 200, $response->get_status() );
		$body = $response->get_data();
		$this->assertTrue( $body['success'] );
		$this->assertSame( 'Post settings loaded.', $body['message'] );
		$data = $body['data'];
		$this->assertSame( 'post', $data['subtype'] );
		$this->assertSame( 'FB %title%', $data['stored']['facebook_title'] );
		$this->assertSame( '', $data['stored']['title'] );
		$this->assertSame( 'inherit', $data['stored']['robots_nofollow'] );
		$this->assertSame( 'Payload | Posts', $data['resolved']['title'] );
		$this->assertSame( 'Payload excerpt.', $data['resolved']['description'] );
		$this->assertSame( 'FB Payload', $data['resolved']['facebook_title'] );
		$this->assertSame( 'FB Payload', $data['resolved']['twitter_title'] );
		$this->assertSame( get_permalink( $post ), $data['resolved']['canonical'] );
		$this->assertSame( array( 'noindex' => true, 'nofollow' => false, 'noarchive' => false ), $data['resolved']['robots'] );
		$this->assertSame( '%title% | Posts', $data['global_default']['title'] );
		$this->assertSame( '%excerpt%', $data['global_default']['description'] );
		$this->assertSame( '%title% %separator% %site_name%', $data['global_default']['page_title'] );
		$this->assertSame( array( 'noindex' => false, 'nofollow' => false, 'noarchive' => false ), $data['global_default']['robots'] );
		$this->assertSame( 'Payload', $data['variables']['title'] );
		$this->assertSame( array( 'Home', 'Uncategorized', 'Payload' ), array_column( $data['resolved']['breadcrumbs'], 'name' ) );
	}

	public function test_wrong_ids_and_types_are_404_and_bad_args_400(): void {
		$post = self::factory()->post->create();
		$gone = $this->rest( 'GET', '/sightline/v1/post/settings', array( 'post_id' => 987654 ), 'administrator' );
		$this->assertRestError( 404, 'sightline_post_not_found', $gone );
		$this->assertSame( 'No post exists with the id 987654.', $gone->get_data()['message'] );
		$this->assertRestError( 404, 'sightline_post_not_found', $this->rest( 'GET', '/sightline/v1/post/settings', array( 'post_id' => $post, 'post_type' => 'page' ), 'administrator' ) );
		$bad = $this->rest( 'GET', '/sightline/v1/post/settings', array( 'post_id' => 'abc' ), 'administrator' );
		$this->assertRestError( 400, 'rest_invalid_param', $bad );
		$this->assertArrayHasKey( 'post_id', $bad->get_data()['data']['params'] );
		$this->assertRestError( 400, 'rest_missing_callback_param', $this->rest( 'GET', '/sightline/v1/post/settings', array(), 'administrator' ) );
		$this->assertRestError( 404, 'sightline_term_not_found', $this->rest( 'GET', '/sightline/v1/term/settings', array( 'term_id' => 987654 ), 'administrator' ) );
	}

	public function test_term_settings_and_post_route_with_is_taxonomy(): void {
		$term = self::factory()->category->create( array( 'name' => 'Cats', 'description' => 'About cats.' ) );
		update_term_meta( $term, '_sightline_title', '%term_title% archive' );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', '/sightline/v1/term/settings', array( 'term_id' => $term ), 'author' ) );
		$response = $this->rest( 'GET', '/sightline/v1/term/settings', array( 'term_id' => $term, 'post_type' => 'category', 'is_taxonomy' => true ), 'editor' );
		$this->assertSame( 200, $response->get_status() );
		$body = $response->get_data();
		$this->assertSame( 'Term settings loaded.', $body['message'] );
		$this->assertSame( 'Cats archive', $body['data']['resolved']['title'] );
		$this->assertSame( 'About cats.', $body['data']['resolved']['description'] );
		$this->assertSame( 'category', $body['data']['subtype'] );
		$this->assertRestError( 404, 'sightline_term_not_found', $this->rest( 'GET', '/sightline/v1/term/settings', array( 'term_id' => $term, 'post_type' => 'post_tag' ), 'editor' ) );

		$via_post_route = $this->rest( 'GET', '/sightline/v1/post/settings', array( 'post_id' => $term, 'is_taxonomy' => true ), 'editor' );
		$this->assertSame( 'Cats archive', $via_post_route->get_data()['data']['resolved']['title'] );
	}

	public function test_headless_field_on_posts_and_terms(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Headless "one"', 'post_excerpt' => 'Decoupled.' ) );
		$data = $this->rest( 'GET', '/wp/v2/posts/' . $post )->get_data();
		$this->assertArrayHasKey( 'sightline_head', $data );
		$head = $data['sightline_head'];
		$this->assertSame( 'Headless “one” - Test Blog', $head['title'], 'texturised like core titles; the chosen separator kept' );
		$this->assertSame( 'Decoupled.', $head['description'] );
		$this->assertSame( get_permalink( $post ), $head['canonical'] );
		$this->assertStringContainsString( '<title>Headless “one” - Test Blog</title>', $head['html'] );
		$this->assertStringContainsString( '<meta property="og:type" content="article" />', $head['html'] );
		$this->assertSame( 'Headless "one"', $head['json_ld']['@graph'][3]['headline'] );

		$term = self::factory()->tag->create( array( 'name' => 'Decoupled' ) );
		$head = $this->rest( 'GET', '/wp/v2/tags/' . $term )->get_data()['sightline_head'];
		$this->assertSame( 'Decoupled - Test Blog', $head['title'] );
		$cat  = self::factory()->category->create( array( 'name' => 'Also headless' ) );
		$this->assertSame( get_term_link( $cat ), $this->rest( 'GET', '/wp/v2/categories/' . $cat )->get_data()['sightline_head']['canonical'] );
	}
}
