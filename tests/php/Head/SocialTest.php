<?php
/**
 * Open Graph and X tags: values, fallbacks (own → home → search values), the image chain with sizes,
 * article metadata and profile handles.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

require_once __DIR__ . '/class-head-testcase.php';

final class SocialTest extends Head_TestCase {

	public function test_open_graph_of_a_post_with_featured_image(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$post   = self::factory()->post->create( array( 'post_title' => 'Sharing', 'post_excerpt' => 'Shared text.', 'post_author' => $author ) );
		$image  = self::factory()->attachment->create_image( array( 'width' => 1200, 'height' => 630, 'parent' => $post, 'alt' => 'Cover' ) );
		set_post_thumbnail( $post, $image );
		$this->settings( array( 'facebook_page_url' => 'https://facebook.com/site', 'facebook_author_fallback' => 'https://facebook.com/editor' ) );

		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( 'article', $this->meta( $html, 'og:type' ) );
		$this->assertSame( 'Sharing - Test Blog', $this->meta( $html, 'og:title' ) );
		$this->assertSame( 'Shared text.', $this->meta( $html, 'og:description' ) );
		$this->assertSame( get_permalink( $post ), $this->meta( $html, 'og:url' ) );
		$this->assertSame( 'Test Blog', $this->meta( $html, 'og:site_name' ) );
		$this->assertSame( 'en_US', $this->meta( $html, 'og:locale' ) );
		$this->assertSame( wp_get_attachment_image_url( $image, 'full' ), $this->meta( $html, 'og:image' ) );
		$this->assertSame( '1200', $this->meta( $html, 'og:image:width' ) );
		$this->assertSame( '630', $this->meta( $html, 'og:image:height' ) );
		$this->assertSame( 'Cover', $this->meta( $html, 'og:image:alt' ) );
		$this->assertSame( get_post_time( DATE_W3C, true, $post ), $this->meta( $html, 'article:published_time' ) );
		$this->assertNotNull( $this->meta( $html, 'article:modified_time' ) );
		$this->assertSame( 'https://facebook.com/site', $this->meta( $html, 'article:publisher' ) );
		$this->assertSame( 'https://facebook.com/editor', $this->meta( $html, 'article:author' ), 'fallback without an author profile' );

		update_user_meta( $author, 'facebook', 'https://facebook.com/the-author' );
		$this->assertSame( 'https://facebook.com/the-author', $this->meta( $this->head_of( get_permalink( $post ) ), 'article:author' ) );
	}

	/**
	 * The Facebook fields are free text (the settings screen checks no format): a bare domain is
	 * printed as an https address, and words or a script are not printed at all (esc_url() would have
	 * made "not a url" into "http://not%20a%20url").
	 */
	public function test_facebook_addresses_typed_as_free_text_print_only_as_web_addresses(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$post   = self::factory()->post->create( array( 'post_author' => $author ) );
		$this->settings( array( 'facebook_page_url' => 'not a url', 'facebook_author_fallback' => 'javascript:alert(1)' ) );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertNull( $this->meta( $html, 'article:publisher' ) );
		$this->assertNull( $this->meta( $html, 'article:author' ) );

		$this->settings( array( 'facebook_page_url' => ' facebook.com/acme ' ) );
		update_user_meta( $author, 'facebook', 'the author' );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( 'https://facebook.com/acme', $this->meta( $html, 'article:publisher' ) );
		$this->assertNull( $this->meta( $html, 'article:author' ), 'neither the author\'s words nor the fallback\'s script' );
	}

	public function test_a_post_head_reads_its_author_once_for_every_tag_and_node_naming_them(): void {
		global $wpdb;
		$author = self::factory()->user->create( array( 'role' => 'author', 'display_name' => 'Ada Writer' ) );
		update_user_meta( $author, 'facebook', 'https://facebook.com/ada' );
		update_user_meta( $author, 'twitter', 'ada' );
		$post = self::factory()->post->create( array( 'post_title' => 'Authored', 'post_author' => $author ) );
		$this->settings( array( 'enable_schemas' => true, 'page_description' => '%excerpt% by %author_name%' ) );
		// Each WP_User WordPress builds (get_userdata() builds a new one every time) reads the capabilities.
		$users = 0;
		$count = static function ( $value, $object_id, $meta_key ) use ( &$users, $author, $wpdb ) {
			$users += ( $author === (int) $object_id && $wpdb->get_blog_prefix() . 'capabilities' === $meta_key ) ? 1 : 0;
			return $value;
		};
		add_filter( 'get_user_metadata', $count, 10, 3 );
		$html = $this->head_of( get_permalink( $post ) );
		remove_filter( 'get_user_metadata', $count, 10 );

		$this->assertSame( 'https://facebook.com/ada', $this->meta( $html, 'article:author' ) );
		$this->assertSame( '@ada', $this->meta( $html, 'twitter:creator' ) );
		$this->assertSame( 'Ada Writer', $this->graph( $html )['Article']['author']['name'] ?? null );
		$this->assertStringContainsString( 'by Ada Writer', (string) $this->meta( $html, 'description' ) );
		$this->assertSame( 1, $users, 'one WP_User for Open Graph, X, the graph and the template' );
	}

	/** With attachment pages on (WordPress 6.4 turned them off), an image's page shares the image. */
	public function test_an_image_attachment_page_shares_the_image(): void {
		update_option( 'wp_attachment_pages_enabled', '1' );
		$post  = self::factory()->post->create();
		$image = self::factory()->attachment->create_image( array( 'width' => 800, 'height' => 600, 'parent' => $post, 'alt' => 'A view' ) );
		$html  = $this->head_of( get_attachment_link( $image ) );
		$this->assertTrue( is_attachment() );
		$this->assertSame( wp_get_attachment_image_url( $image, 'full' ), $this->meta( $html, 'og:image' ) );
		$this->assertSame( 'A view', $this->meta( $html, 'og:image:alt' ) );
	}

	public function test_image_chain_own_then_featured_then_content_then_fallback(): void {
		$fallback = self::factory()->attachment->create_image( array( 'width' => 1200, 'height' => 630 ) );
		$this->settings( array( 'fallback_image' => wp_get_attachment_image_url( $fallback, 'full' ), 'fallback_image_id' => $fallback ) );

		$plain = self::factory()->post->create( array( 'post_content' => 'No images.' ) );
		$html  = $this->head_of( get_permalink( $plain ) );
		$this->assertSame( wp_get_attachment_image_url( $fallback, 'full' ), $this->meta( $html, 'og:image' ) );
		$this->assertSame( '1200', $this->meta( $html, 'og:image:width' ) );

		$content = self::factory()->post->create( array( 'post_content' => '<img src="http://example.org/icon.png" width="16" height="16"><img src="http://example.org/photo.jpg" width="900" height="500" alt="Photo">' ) );
		$html    = $this->head_of( get_permalink( $content ) );
		$this->assertSame( 'http://example.org/photo.jpg', $this->meta( $html, 'og:image' ), 'first big content image' );
		$this->assertSame( '900', $this->meta( $html, 'og:image:width' ) );

		$featured = self::factory()->attachment->create_image( array( 'width' => 800, 'height' => 800, 'parent' => $content ) );
		set_post_thumbnail( $content, $featured );
		$this->assertSame( wp_get_attachment_image_url( $featured, 'full' ), $this->meta( $this->head_of( get_permalink( $content ) ), 'og:image' ) );

		update_post_meta( $content, '_sightline_facebook_image', 'https://cdn.example.org/own.png' );
		update_post_meta( $content, '_sightline_twitter_image', 'https://cdn.example.org/own-x.png' );
		$html = $this->head_of( get_permalink( $content ) );
		$this->assertSame( 'https://cdn.example.org/own.png', $this->meta( $html, 'og:image' ) );
		$this->assertNull( $this->meta( $html, 'og:image:width' ), 'no size claimed for an image known only by URL' );
		$this->assertSame( 'https://cdn.example.org/own-x.png', $this->meta( $html, 'twitter:image' ) );
	}

	public function test_home_page_uses_its_own_social_values_and_images(): void {
		$this->settings(
			array(
				'home_page_facebook_title'       => 'FB home',
				'home_page_facebook_description' => 'FB home description',
				'home_page_facebook_image_url'   => 'https://cdn.example.org/home-fb.jpg',
				'home_page_twitter_image_url'    => 'https://cdn.example.org/home-x.jpg',
				'fallback_image'                 => 'https://cdn.example.org/fallback.jpg',
			)
		);
		$html = $this->head_of( home_url( '/' ) );
		$this->assertSame( 'website', $this->meta( $html, 'og:type' ) );
		$this->assertSame( 'FB home', $this->meta( $html, 'og:title' ) );
		$this->assertSame( 'FB home description', $this->meta( $html, 'og:description' ) );
		$this->assertSame( 'https://cdn.example.org/home-fb.jpg', $this->meta( $html, 'og:image' ) );
		$this->assertSame( 'FB home', $this->meta( $html, 'twitter:title' ), 'X falls back to Open Graph' );
		$this->assertSame( 'https://cdn.example.org/home-x.jpg', $this->meta( $html, 'twitter:image' ) );
		$this->assertNull( $this->meta( $html, 'article:published_time' ) );
	}

	public function test_x_card_handles_from_handle_or_url_and_fallbacks(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		$post   = self::factory()->post->create( array( 'post_author' => $author ) );
		update_post_meta( $post, '_sightline_facebook_title', 'FB title' );
		$this->settings(
			array(
				'twitter_card_type'        => 'summary',
				'twitter_profile_username' => 'https://x.com/SightlineSite?lang=en',
				'twitter_profile_fallback' => '@fallback_x',
			)
		);
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( 'summary', $this->meta( $html, 'twitter:card' ) );
		$this->assertSame( '@SightlineSite', $this->meta( $html, 'twitter:site' ) );
		$this->assertSame( '@fallback_x', $this->meta( $html, 'twitter:creator' ) );
		$this->assertSame( 'FB title', $this->meta( $html, 'twitter:title' ) );

		update_user_meta( $author, 'twitter', 'https://twitter.com/writer' );
		update_post_meta( $post, '_sightline_twitter_title', 'X title' );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( '@writer', $this->meta( $html, 'twitter:creator' ) );
		$this->assertSame( 'X title', $this->meta( $html, 'twitter:title' ) );

		$this->settings( array( 'twitter_profile_username' => 'not a handle!' ) );
		$this->assertNull( $this->meta( $this->head_of( get_permalink( $post ) ), 'twitter:site' ) );
	}

	public function test_term_social_overrides(): void {
		$term = self::factory()->category->create( array( 'name' => 'Topics' ) );
		self::factory()->post->create( array( 'post_category' => array( $term ) ) );
		update_term_meta( $term, '_sightline_facebook_title', 'Topics on %site_name%' );
		$html = $this->head_of( get_term_link( $term ) );
		$this->assertSame( 'website', $this->meta( $html, 'og:type' ) );
		$this->assertSame( 'Topics on Test Blog', $this->meta( $html, 'og:title' ) );
		$this->assertSame( 'Topics on Test Blog', $this->meta( $html, 'twitter:title' ) );
	}
}
