<?php
/**
 * Per-object fields are registered wherever they can be read over REST or written (a front-end page
 * view skips the registration cost: Harness/RequestKindTableTest).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Settings;

use Sightline\Settings\Object_Meta;
use Sightline\Tests\TestCase;

final class ObjectMetaRegistrationTest extends TestCase {

	public function test_rest_requests_get_the_fields_with_their_schema(): void {
		$post = self::factory()->post->create();
		$response = $this->rest( 'GET', '/wp/v2/posts/' . $post, array( 'context' => 'edit' ), 'administrator' );
		$this->assertSame( 'inherit', $response->get_data()['meta'][ Object_Meta::key( 'robots_noindex' ) ] );
		$this->assertArrayHasKey( Object_Meta::key( 'focus_keyword' ), get_registered_meta_keys( 'post', '' ) );
	}

	public function test_editor_only_fields_are_not_shown_to_anonymous_readers(): void {
		$post = self::factory()->post->create();
		$term = self::factory()->category->create();
		update_post_meta( $post, Object_Meta::key( 'focus_keyword' ), 'secret launch keyword' );
		update_post_meta( $post, Object_Meta::key( 'ignored_checks' ), array( 'url_length' ) );
		update_term_meta( $term, Object_Meta::key( 'focus_keyword' ), 'term keyword' );

		foreach ( array( '/wp/v2/posts/' . $post, '/wp/v2/categories/' . $term ) as $route ) {
			$meta = $this->rest( 'GET', $route )->get_data()['meta'];
			$this->assertArrayNotHasKey( Object_Meta::key( 'focus_keyword' ), $meta, $route );
			$this->assertArrayNotHasKey( Object_Meta::key( 'ignored_checks' ), $meta, $route );
			$this->assertArrayHasKey( Object_Meta::key( 'title' ), $meta, 'what the page prints anyway stays readable' );
		}

		$edit = $this->rest( 'GET', '/wp/v2/posts/' . $post, array( 'context' => 'edit' ), 'editor' )->get_data()['meta'];
		$this->assertSame( 'secret launch keyword', $edit[ Object_Meta::key( 'focus_keyword' ) ] );
		$this->assertSame( array( 'url_length' ), $edit[ Object_Meta::key( 'ignored_checks' ) ] );
	}
}
