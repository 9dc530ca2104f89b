<?php
/**
 * Attachment pages sent elsewhere (setting `attachment_redirect`) on a site that shows them
 * (`wp_attachment_pages_enabled`, sites installed before WordPress 6.4): to the parent post, to the file,
 * or left as they are; a site without attachment pages keeps WordPress's own redirect to the file.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

require_once __DIR__ . '/class-head-testcase.php';

final class AttachmentRedirectTest extends Head_TestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'wp_attachment_pages_enabled', '1' );
		$this->set_permalink_structure( '/%postname%/' );
	}

	/**
	 * An image attached to $parent (0: none) and its page's address.
	 *
	 * @return array{0: int, 1: string}
	 */
	private function image( int $parent ): array {
		$image = self::factory()->attachment->create_image( array( 'parent' => $parent ) );
		return array( $image, get_attachment_link( $image ) );
	}

	private function assert_redirects( string $url, string $location, string $message = '' ): void {
		$this->assertSame( array( 'location' => $location, 'status' => 301 ), $this->get_page( $url )['redirect'], $message );
	}

	public function test_parent_sends_an_attached_image_page_to_its_post(): void {
		$post = self::factory()->post->create( array( 'post_name' => 'my-post' ) );
		list( , $page ) = $this->image( $post );
		$this->assertStringContainsString( '/my-post/', $page, 'the page under its post' );
		$this->settings( array( 'attachment_redirect' => 'parent' ) );
		$this->assert_redirects( $page, get_permalink( $post ) );
	}

	public function test_parent_sends_an_unattached_image_page_to_its_file(): void {
		list( $image, $page ) = $this->image( 0 );
		$this->settings( array( 'attachment_redirect' => 'parent' ) );
		$this->assert_redirects( $page, wp_get_attachment_url( $image ) );
	}

	public function test_parent_sends_the_page_to_the_file_when_the_parent_is_not_published(): void {
		$trashed = self::factory()->post->create();
		list( $in_trash, $trash_page ) = $this->image( $trashed );
		$draft = self::factory()->post->create( array( 'post_status' => 'draft' ) );
		list( $of_draft, $draft_page ) = $this->image( $draft );
		wp_trash_post( $trashed );
		$this->settings( array( 'attachment_redirect' => 'parent' ) );

		// WordPress still shows the page of a trashed post's image (it reads the status the post had).
		$this->assert_redirects( $trash_page, wp_get_attachment_url( $in_trash ), 'trashed parent' );
		// A draft's image page is seen by those who may read the draft only; visitors get a 404, kept.
		wp_set_current_user( self::factory()->user->create( array( 'role' => 'editor' ) ) );
		$this->assert_redirects( $draft_page, wp_get_attachment_url( $of_draft ), 'draft parent, as an editor' );
		wp_set_current_user( 0 );
		$visitor = $this->get_page( $draft_page );
		$this->assertNull( $visitor['redirect'], 'draft parent, as a visitor' );
		$this->assertSame( 404, $visitor['status'] );
	}

	public function test_file_sends_the_page_to_the_file_even_on_another_host(): void {
		$post = self::factory()->post->create();
		list( $image, $page ) = $this->image( $post );
		$this->settings( array( 'attachment_redirect' => 'file' ) );
		$this->assert_redirects( $page, wp_get_attachment_url( $image ) );

		// Uploads served by a CDN (an offload plugin filters the file's address): the file's own
		// address is followed, where wp_safe_redirect() alone would send the visitor to wp-admin/.
		$cdn = static fn( $url ) => str_replace( 'http://example.org/', 'https://cdn.example.net/', (string) $url );
		add_filter( 'wp_get_attachment_url', $cdn );
		$this->assert_redirects( $page, 'https://cdn.example.net/wp-content/uploads/' . get_post_meta( $image, '_wp_attached_file', true ) );
	}

	public function test_off_by_default_shows_the_page(): void {
		$post = self::factory()->post->create();
		list( $image, $page ) = $this->image( $post );
		$this->assertSame( 'off', \Sightline\Plugin::get( \Sightline\Settings\Settings::class )->get( 'attachment_redirect' ) );
		$shown = $this->get_page( $page );
		$this->assertNull( $shown['redirect'] );
		$this->assertSame( 200, $shown['status'] );
		$this->assertTrue( is_attachment() );
		$this->assertSame( $image, get_queried_object_id() );
	}

	public function test_only_attachment_pages_move(): void {
		$post = self::factory()->post->create();
		$home = self::factory()->post->create( array( 'post_type' => 'page' ) );
		list( $image, $page ) = $this->image( $post );
		foreach ( array( 'parent', 'file' ) as $rule ) {
			$this->settings( array( 'attachment_redirect' => $rule ) );
			foreach ( array( get_permalink( $post ), get_permalink( $home ), home_url( '/' ), get_category_link( 1 ) ) as $url ) {
				$view = $this->get_page( $url );
				$this->assertNull( $view['redirect'], "{$rule}: {$url}" );
				$this->assertSame( 200, $view['status'], "{$rule}: {$url}" );
			}
			$this->assertNotNull( $this->get_page( $page )['redirect'], "{$rule}: the attachment's page" );
		}
		$this->assertGreaterThan( 0, $image );
	}

	public function test_without_attachment_pages_wordpress_sends_them_to_the_file(): void {
		update_option( 'wp_attachment_pages_enabled', '0' );
		$post = self::factory()->post->create();
		list( $image, $page ) = $this->image( $post );
		$this->settings( array( 'attachment_redirect' => 'parent' ) );
		// redirect_canonical's, to the file: had ours run first, it would have gone to the parent.
		$this->assertSame( wp_get_attachment_url( $image ), $this->get_page( $page )['redirect']['location'] ?? null );
	}
}
