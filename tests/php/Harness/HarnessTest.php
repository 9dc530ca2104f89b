<?php
/**
 * Proves the test harness itself: WordPress and the plugin are loaded, factories work, each test
 * is isolated, REST, front-end and redirect helpers behave.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Harness;

use Sightline\Tests\Factory;
use Sightline\Tests\TestCase;
use Sightline\Tests\WPDieException;

/**
 * @coversNothing
 */
class HarnessTest extends TestCase {
	/** @var int A post made once for the class (committed, deleted after the class). */
	private static $class_post;

	/** @var int Set by test_rollback_part_one, must be gone in part two. */
	private static $rolled_back_post = 0;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$class_post = $factory->post->create( array( 'post_title' => 'Class fixture post' ) );
	}

	public function test_wordpress_is_loaded_on_the_test_site(): void {
		$this->assertTrue( function_exists( 'do_action' ) );
		$this->assertTrue( is_wp_version_compatible( '6.6' ), 'WordPress ' . get_bloginfo( 'version' ) );
		$this->assertSame( 'http://example.org', home_url() );
		$this->assertSame( '/%postname%/', get_option( 'permalink_structure' ) );
		$this->assertSame( 'wptests_', $GLOBALS['wpdb']->prefix );
	}

	public function test_plugin_is_active(): void {
		if ( ! is_file( SIGHTLINE_TESTS_REPO . '/plugin.php' ) ) {
			$this->markTestSkipped( 'plugin.php does not exist yet' );
		}
		$this->assertTrue( is_plugin_active( 'sightline-seo/plugin.php' ) );
		$this->assertContains( 'sightline-seo/plugin.php', (array) get_option( 'active_plugins' ) );
		$this->assertTrue( defined( 'SIGHTLINE_VERSION' ), 'SIGHTLINE_VERSION is defined' );
		$this->assertSame( 'sightline-seo/plugin.php', plugin_basename( SIGHTLINE_FILE ) );
	}

	public function test_factories(): void {
		$editor = self::factory()->user->create_and_get( array( 'role' => 'editor' ) );
		$this->assertContains( 'editor', $editor->roles );

		$cat  = self::factory()->category->create( array( 'name' => 'Guides' ) );
		$tag  = self::factory()->tag->create( array( 'name' => 'Crawling' ) );
		$term = self::factory()->term->create( array( 'taxonomy' => 'post_tag', 'name' => 'Schema' ) );
		$post = self::factory()->post->create_and_get(
			array(
				'post_title'    => 'Factory post',
				'post_author'   => $editor->ID,
				'post_category' => array( $cat ),
				'tags_input'    => array( 'Crawling', 'Schema' ),
			)
		);
		$this->assertSame( 'Factory post', $post->post_title );
		$this->assertSame( 'publish', $post->post_status );
		$this->assertEqualsCanonicalizing( array( $cat ), wp_get_post_categories( $post->ID ) );
		$this->assertEqualsCanonicalizing( array( $tag, $term ), wp_get_post_tags( $post->ID, array( 'fields' => 'ids' ) ) );
		$this->assertCount( 3, self::factory()->post->create_many( 3, array( 'post_type' => 'page' ) ) );

		$image = self::factory()->attachment->create_image(
			array(
				'width'  => 1200,
				'height' => 630,
				'parent' => $post->ID,
				'alt'    => 'A test image',
			)
		);
		set_post_thumbnail( $post->ID, $image );
		$meta = wp_get_attachment_metadata( $image );
		$this->assertSame( 1200, $meta['width'] );
		$this->assertSame( 630, $meta['height'] );
		$this->assertArrayHasKey( 'thumbnail', $meta['sizes'] );
		$this->assertFileExists( get_attached_file( $image ) );
		$this->assertSame( 'image/jpeg', get_post_mime_type( $image ) );
		$this->assertSame( 'A test image', get_post_meta( $image, '_wp_attachment_image_alt', true ) );
		$this->assertStringStartsWith( 'http://example.org/wp-content/uploads/', (string) wp_get_attachment_image_url( $image, 'full' ) );
		$this->assertSame( $image, get_post_thumbnail_id( $post->ID ) );

		$comment = self::factory()->comment->create( array( 'comment_post_ID' => $post->ID ) );
		$this->assertSame( (string) $post->ID, get_comment( $comment )->comment_post_ID );
	}

	public function test_rollback_part_one_creates_data(): void {
		self::$rolled_back_post = self::factory()->post->create( array( 'post_title' => 'Rolled back' ) );
		update_option( 'sightline_harness_probe', 'set' );
		$GLOBALS['_GET']['probe'] = '1';
		$_SERVER['SIGHTLINE_PROBE'] = '1';
		add_filter( 'sightline_harness_probe', '__return_true' );
		wp_set_current_user( 1 );
		$this->assertInstanceOf( \WP_Post::class, get_post( self::$rolled_back_post ) );
	}

	/**
	 * @depends test_rollback_part_one_creates_data
	 */
	public function test_rollback_part_two_sees_nothing(): void {
		$this->assertGreaterThan( 0, self::$rolled_back_post );
		$this->assertNull( get_post( self::$rolled_back_post ) );
		$this->assertFalse( get_option( 'sightline_harness_probe' ) );
		$this->assertArrayNotHasKey( 'probe', $_GET );
		$this->assertArrayNotHasKey( 'SIGHTLINE_PROBE', $_SERVER );
		$this->assertFalse( has_filter( 'sightline_harness_probe' ) );
		$this->assertSame( 0, get_current_user_id() );
		// The class fixture survives the per-test rollbacks.
		$this->assertSame( 'Class fixture post', get_post( self::$class_post )->post_title );
	}

	public function test_rest_as_anonymous_and_as_administrator(): void {
		$anonymous = $this->rest( 'GET', '/wp/v2/settings' );
		$this->assertRestError( 401, 'rest_forbidden', $anonymous );

		$admin = $this->rest( 'GET', '/wp/v2/settings', array(), 'administrator' );
		$this->assertSame( 200, $admin->get_status() );
		$this->assertSame( 'Test Blog', $admin->get_data()['title'] );

		$editor = $this->rest( 'GET', '/wp/v2/settings', array(), 'editor' );
		$this->assertRestError( 403, 'rest_forbidden', $editor );

		$created = $this->rest( 'POST', '/wp/v2/posts', array( 'title' => 'Via REST', 'status' => 'draft' ), 'editor' );
		$this->assertSame( 201, $created->get_status() );
		$this->assertSame( 'Via REST', get_post( $created->get_data()['id'] )->post_title );

		$this->assertArrayHasKey( '/wp/v2/posts', rest_get_server()->get_routes() );
		if ( is_file( SIGHTLINE_TESTS_REPO . '/plugin.php' ) ) {
			$this->assertContains( 'sightline/v1', rest_get_server()->get_namespaces(), 'the plugin registers its REST namespace' );
		}
	}

	public function test_go_to_and_head_of_a_post(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Head Check' ) );
		$this->go_to( get_permalink( $post ) );
		$this->assertQueryTrue( 'is_single', 'is_singular' );
		$this->assertSame( $post, get_queried_object_id() );
		$this->assertSame( 200, $this->last_status );
		$this->assertSame( 'Head Check', $GLOBALS['post']->post_title );

		$head = $this->render_head();
		$this->assertMatchesRegularExpression( '#<title>[^<]*Head Check[^<]*</title>#', $head );
		$this->assertStringContainsString( 'Head Check', $this->document_title() );
	}

	public function test_go_to_a_missing_page_is_a_404(): void {
		$this->go_to( '/no-such-page-here/' );
		$this->assertQueryTrue( 'is_404' );
		$this->assertSame( 404, $this->last_status );
	}

	public function test_capture_redirect(): void {
		$redirect = $this->capture_redirect(
			static function () {
				wp_safe_redirect( home_url( '/elsewhere/' ), 301 );
				exit; // never reached.
			}
		);
		$this->assertSame(
			array(
				'location' => 'http://example.org/elsewhere/',
				'status'   => 301,
			),
			$redirect
		);
		$this->assertNull( $this->capture_redirect( '__return_null' ) );
	}

	public function test_get_page_renders_and_redirects(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Whole Page' ) );
		$page = $this->get_page( get_permalink( $post ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertNull( $page['redirect'] );
		$this->assertStringContainsString( '<title>Whole Page', $page['body'] );
		$this->assertStringContainsString( '</html>', $page['body'] );
		$this->assertStringContainsString( 'text/html', $page['headers']['Content-Type'] ?? '' );

		// Canonical redirect from the plain link to the pretty permalink.
		$plain = $this->get_page( '/?p=' . $post );
		$this->assertSame( 301, $plain['status'] );
		$this->assertSame( get_permalink( $post ), $plain['redirect']['location'] );
	}

	public function test_admin_screen_is_reset_after_the_test_part_one(): void {
		$screen = $this->set_current_screen( 'edit-post' );
		$this->assertSame( 'edit-post', $screen->id );
		$this->assertTrue( is_admin() );
	}

	/**
	 * @depends test_admin_screen_is_reset_after_the_test_part_one
	 */
	public function test_admin_screen_is_reset_after_the_test_part_two(): void {
		$this->assertFalse( is_admin() );
	}

	public function test_wp_die_throws(): void {
		$this->expectException( WPDieException::class );
		$this->expectExceptionMessage( 'Stop here' );
		wp_die( 'Stop here', '', array( 'response' => 403 ) );
	}

	public function test_robots_txt_through_get_page(): void {
		$robots = $this->get_page( '/robots.txt' );
		$this->assertSame( 200, $robots['status'] );
		$this->assertTrue( is_robots() );
		$this->assertStringContainsStringIgnoringCase( 'user-agent:', $robots['body'] );
	}

	public function test_expected_incorrect_usage_is_declared(): void {
		$this->set_expected_incorrect_usage( 'sightline_harness_example' );
		_doing_it_wrong( 'sightline_harness_example', 'Declared, so the test passes.', '0.1.0' );
		$this->assertTrue( true );
	}
}
