<?php
/**
 * Robots merged into core's wp_robots, tri-state overrides, home page robots, "discourage search
 * engines", canonicals and the author/date archive switches.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

require_once __DIR__ . '/class-head-testcase.php';

final class RobotsCanonicalTest extends Head_TestCase {

	public function test_core_and_other_plugins_directives_survive(): void {
		add_filter(
			'wp_robots',
			static function ( $robots ) {
				$robots['max-snippet'] = '50';
				return $robots;
			}
		);
		$post = self::factory()->post->create();
		update_post_meta( $post, '_sightline_robots_noarchive', 'on' );
		$robots = $this->robots_meta( $this->head_of( get_permalink( $post ) ) );
		$this->assertStringContainsString( 'max-image-preview:large', $robots );
		$this->assertStringContainsString( 'max-snippet:50', $robots );
		$this->assertStringContainsString( 'noarchive', $robots );
		$this->assertStringNotContainsString( 'noindex', $robots );
	}

	public function test_tri_state_object_overrides_beat_the_site_rule(): void {
		$this->settings( array( 'no_index' => array( 'post' ), 'no_follow' => array( 'post' ) ) );
		$inherit = self::factory()->post->create();
		$forced  = self::factory()->post->create();
		update_post_meta( $forced, '_sightline_robots_noindex', 'off' );
		$robots = $this->robots_meta( $this->head_of( get_permalink( $inherit ) ) );
		$this->assertStringContainsString( 'noindex', $robots );
		$this->assertStringContainsString( 'nofollow', $robots );
		$robots = $this->robots_meta( $this->head_of( get_permalink( $forced ) ) );
		$this->assertStringNotContainsString( 'noindex', $robots );
		$this->assertStringContainsString( 'nofollow', $robots );

		$term = self::factory()->tag->create();
		self::factory()->post->create( array( 'tags_input' => array( get_term( $term )->name ) ) );
		update_term_meta( $term, '_sightline_robots_noindex', 'on' );
		$this->assertStringContainsString( 'noindex', $this->robots_meta( $this->head_of( get_term_link( $term ) ) ) );
	}

	/**
	 * A post type's archive follows its posts' rule unless the site sets it apart
	 * (post_type_archive_noindex), as Yoast SEO, All in One SEO and SEOPress let an owner do.
	 */
	public function test_a_post_type_archive_follows_its_posts_unless_set_apart(): void {
		register_post_type( 'book', array( 'public' => true, 'has_archive' => true, 'label' => 'Books' ) );
		$this->set_permalink_structure( '/%postname%/' );
		self::factory()->post->create( array( 'post_type' => 'book' ) );
		$archive = (string) get_post_type_archive_link( 'book' );
		$this->assertStringNotContainsString( 'noindex', $this->robots_meta( $this->head_of( $archive ) ) );

		$this->settings( array( 'no_index' => array( 'book' ), 'no_follow' => array( 'book' ) ) );
		$robots = $this->robots_meta( $this->head_of( $archive ) );
		$this->assertStringContainsString( 'noindex', $robots, 'as its posts' );
		$this->assertStringContainsString( 'nofollow', $robots );

		$this->settings( array( 'post_type_archive_noindex' => array( 'book' => false ) ) );
		$robots = $this->robots_meta( $this->head_of( $archive ) );
		$this->assertStringNotContainsString( 'noindex', $robots, 'kept in search results, apart from its posts' );
		$this->assertStringContainsString( 'nofollow', $robots, 'nofollow still its posts\'' );

		$this->settings(
			array(
				'no_index'                  => array(),
				'post_type_archive_noindex' => array( 'book' => true ),
			)
		);
		$this->assertStringContainsString( 'noindex', $this->robots_meta( $this->head_of( $archive ) ), 'left out, apart from its posts' );
	}

	public function test_home_page_robots_and_search_default(): void {
		$this->assertStringNotContainsString( 'noindex', $this->robots_meta( $this->head_of( home_url( '/' ) ) ) );
		$this->settings( array( 'home_page_robots' => array( 'general' => array( 'noindex', 'noarchive' ) ) ) );
		$robots = $this->robots_meta( $this->head_of( home_url( '/' ) ) );
		$this->assertStringContainsString( 'noindex', $robots );
		$this->assertStringContainsString( 'noarchive', $robots );
		$this->assertStringContainsString( 'noindex', $this->robots_meta( $this->head_of( home_url( '/?s=anything' ) ) ) );
	}

	public function test_discourage_search_engines_wins_over_a_forced_index(): void {
		update_option( 'blog_public', '0' );
		$post = self::factory()->post->create();
		update_post_meta( $post, '_sightline_robots_noindex', 'off' );
		update_post_meta( $post, '_sightline_robots_nofollow', 'off' );
		$robots = $this->robots_meta( $this->head_of( get_permalink( $post ) ) );
		$this->assertStringContainsString( 'noindex', $robots );
		$this->assertStringContainsString( 'nofollow', $robots );
	}

	public function test_one_canonical_everywhere_and_own_canonical(): void {
		$post = self::factory()->post->create();
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( array( get_permalink( $post ) ), $this->canonicals( $html ), 'core rel_canonical replaced, not doubled' );

		update_post_meta( $post, '_sightline_canonical', 'https://elsewhere.example/original/' );
		$this->assertSame( array( 'https://elsewhere.example/original/' ), $this->canonicals( $this->head_of( get_permalink( $post ) ) ) );

		update_post_meta( $post, '_sightline_canonical', 'javascript:alert(1)' );
		$this->assertSame( array( get_permalink( $post ) ), $this->canonicals( $this->head_of( get_permalink( $post ) ) ), 'unsafe canonical ignored' );

		$this->settings( array( 'no_index' => array() ) );
		$this->assertSame( array( 'http://example.org/search/bots/' ), $this->canonicals( $this->head_of( home_url( '/?s=bots' ) ) ) );
	}

	public function test_noindex_pages_get_no_canonical_unless_a_written_one_is_kept(): void {
		$this->settings( array( 'no_index' => array( 'search' ) ) );
		$html = $this->head_of( home_url( '/?s=bots' ) );
		$this->assertSame( array(), $this->canonicals( $html ), 'noindex search: no canonical, as Yoast, Rank Math and TSF print' );
		$this->assertSame( 'http://example.org/search/bots/', $this->meta( $html, 'og:url' ), 'og:url still names the page' );

		$post = self::factory()->post->create();
		update_post_meta( $post, '_sightline_robots_noindex', 'on' );
		$this->assertSame( array(), $this->canonicals( $this->head_of( get_permalink( $post ) ) ) );
		update_post_meta( $post, '_sightline_canonical', 'https://elsewhere.example/original/' );
		$this->assertSame( array(), $this->canonicals( $this->head_of( get_permalink( $post ) ) ), 'not even a written one by default (Yoast, Rank Math, SEOPress)' );
		$this->settings( array( 'noindex_written_canonical' => true ) );
		$this->assertSame( array( 'https://elsewhere.example/original/' ), $this->canonicals( $this->head_of( get_permalink( $post ) ) ), 'kept with the setting (The SEO Framework)' );
	}

	public function test_not_found_pages_are_noindex(): void {
		$html = $this->head_of( home_url( '/no-such-page-anywhere/' ) );
		$this->assertStringContainsString( 'noindex', $this->robots_meta( $html ) );
	}

	public function test_paged_home_is_canonical_to_itself(): void {
		update_option( 'posts_per_page', 1 );
		self::factory()->post->create_many( 3 );
		$this->assertSame( array( 'http://example.org/page/2/' ), $this->canonicals( $this->head_of( home_url( '/page/2/' ) ) ) );
		$this->assertSame( array( 'http://example.org/' ), $this->canonicals( $this->head_of( home_url( '/' ) ) ) );
	}

	/**
	 * WordPress's canonical function gives page 2 of a static front page as /2/, a page not found; its
	 * own link to that page is /page/2/. A page number past the last shows the front page again.
	 */
	public function test_the_pages_of_a_static_front_page_are_canonical_to_their_own_address(): void {
		$front = self::factory()->post->create(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Front',
				'post_content' => 'One<!--nextpage-->Two<!--nextpage-->Three',
			)
		);
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );

		$html = $this->head_of( home_url( '/page/2/' ) );
		$this->assertTrue( is_front_page(), 'page 2 of the front page' );
		$this->assertSame( array( 'http://example.org/page/2/' ), $this->canonicals( $html ) );
		$this->assertSame( 'http://example.org/page/2/', $this->meta( $html, 'og:url' ) );
		$this->assertSame( array( 'http://example.org/' ), $this->canonicals( $this->head_of( home_url( '/page/5/' ) ) ), 'past the last page' );
		$this->assertSame( array( 'http://example.org/' ), $this->canonicals( $this->head_of( home_url( '/' ) ) ) );

		$structure = (string) get_option( 'permalink_structure' );
		$this->set_permalink_structure( '' );
		$this->assertSame( array( 'http://example.org/?page=3' ), $this->canonicals( $this->head_of( home_url( '/?page=3' ) ) ) );
		$this->set_permalink_structure( $structure );
	}

	public function test_archives_are_on_by_default_and_redirect_home_when_switched_off(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		self::factory()->post->create( array( 'post_author' => $author, 'post_date' => '2024-03-05 10:00:00' ) );
		$this->assertNull( $this->get_page( get_author_posts_url( $author ) )['redirect'] );
		$this->assertSame( 200, $this->get_page( get_year_link( 2024 ) )['status'] );

		$this->settings( array( 'author_archive' => false, 'date_archive' => false ) );
		foreach ( array( get_author_posts_url( $author ), get_year_link( 2024 ), get_month_link( 2024, 3 ) ) as $url ) {
			$page = $this->get_page( $url );
			$this->assertSame( array( 'location' => 'http://example.org/', 'status' => 301 ), $page['redirect'], $url );
		}
		$providers = array_keys( wp_get_sitemap_providers() );
		$this->assertNotContains( 'users', $providers, 'author archives leave the sitemaps' );
	}

	public function test_front_end_get_writes_nothing(): void {
		$post = self::factory()->post->create( array( 'post_content' => '<img src="http://example.org/a.jpg" width="800" height="600">' ) );
		$writes = array();
		$watch  = static function ( $query ) use ( &$writes ) {
			if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', $query ) ) {
				$writes[] = $query;
			}
			return $query;
		};
		$this->go_to( get_permalink( $post ) );
		$this->render_head(); // Core caches its own things (block styles transient, theme mods) on a first view.
		\Sightline\Plugin::get( \Sightline\Head\Head::class )->flush();
		add_filter( 'query', $watch );
		$html = $this->render_head();
		$this->assertStringContainsString( '<meta property="og:image" content="http://example.org/a.jpg" />', $html );
		remove_filter( 'query', $watch );
		$this->assertSame( array(), $writes );
	}
}
