<?php
/**
 * Titles and descriptions on every page type, and every step of their fallback chain.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Head;

require_once __DIR__ . '/class-head-testcase.php';

final class TitleDescriptionTest extends Head_TestCase {

	public function test_singular_uses_the_global_template_and_exactly_one_title(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Crawl Budget', 'post_excerpt' => 'How bots spend time.' ) );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( array( 'Crawl Budget - Test Blog' ), $this->titles( $html ) );
		$this->assertSame( 'How bots spend time.', $this->meta( $html, 'description' ) );
	}

	public function test_own_override_beats_post_type_template_which_beats_global(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Layered', 'post_excerpt' => 'Excerpt text.' ) );
		$this->settings(
			array(
				'page_title'          => 'GLOBAL %title%',
				'post_type_templates' => array( 'post' => array( 'title' => 'TYPE %title% %separator% %post_type_singular%', 'description' => 'Type description of %title%.' ) ),
			)
		);
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( array( 'TYPE Layered - Post' ), $this->titles( $html ) );
		$this->assertSame( 'Type description of Layered.', $this->meta( $html, 'description' ) );

		update_post_meta( $post, '_sightline_title', 'Own %title% title' );
		update_post_meta( $post, '_sightline_description', 'Own description.' );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( array( 'Own Layered title' ), $this->titles( $html ) );
		$this->assertSame( 'Own description.', $this->meta( $html, 'description' ) );

		$page = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'About' ) );
		$this->assertSame( array( 'GLOBAL About' ), $this->titles( $this->head_of( get_permalink( $page ) ) ) );
	}

	public function test_a_write_after_the_head_was_resolved_is_in_the_next_head_of_the_same_request(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Fresh', 'post_excerpt' => 'First excerpt.' ) );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( 'First excerpt.', $this->meta( $html, 'description' ) );

		// No new main query in between (as a REST save, then its head): Head_Freshness forgets.
		update_post_meta( $post, '_sightline_description', 'Written after.' );
		$this->assertSame( 'Written after.', $this->meta( $this->render_head(), 'description' ), 'post meta' );
		update_post_meta( $post, '_sightline_title', 'Own %title%' );
		$this->assertSame( array( 'Own Fresh' ), $this->titles( $this->render_head() ), 'post meta' );
		$this->settings( array( 'page_title' => 'Set %title%' ) );
		delete_post_meta( $post, '_sightline_title' );
		$this->assertSame( array( 'Set Fresh' ), $this->titles( $this->render_head() ), 'the settings' );
	}

	public function test_empty_title_template_falls_back_to_global_default(): void {
		$post = self::factory()->post->create( array( 'post_title' => 'Fallback' ) );
		$this->settings(
			array(
				'page_title'     => '',
				'global_default' => array( 'page_title' => '%title% | DEFAULT', 'page_description' => '%excerpt%' ),
			)
		);
		$this->assertSame( array( 'Fallback | DEFAULT' ), $this->titles( $this->head_of( get_permalink( $post ) ) ) );
	}

	public function test_description_falls_back_to_a_clean_excerpt_cut_at_a_word_boundary(): void {
		$content = '<!-- wp:paragraph --><p>[gallery ids="1,2"] Search engines read <strong>this</strong> text.</p><!-- /wp:paragraph -->'
			. '<script>var secret = "never";</script><style>.x{color:red}</style>[unregistered_shortcode foo="bar"]'
			. '<p>' . str_repeat( 'Wordy sentence continues here. ', 12 ) . '</p>';
		kses_remove_filters(); // Stored as an administrator with unfiltered_html would store it.
		$post    = self::factory()->post->create( array( 'post_content' => $content, 'post_excerpt' => '' ) );
		$this->settings( array( 'page_description' => '', 'global_default' => array( 'page_title' => '%title%', 'page_description' => '' ) ) );
		$description = $this->meta( $this->head_of( get_permalink( $post ) ), 'description' );
		$this->assertStringStartsWith( 'Search engines read this text. Wordy sentence', $description );
		$this->assertLessThanOrEqual( 160, mb_strlen( $description ) );
		$this->assertMatchesRegularExpression( '/(here|continues|sentence|Wordy)\.?$/', $description, 'cut between words' );
		foreach ( array( 'secret', 'color', '[', '<', 'shortcode' ) as $leak ) {
			$this->assertStringNotContainsString( $leak, $description );
		}
	}

	public function test_password_protected_content_never_leaks_into_the_description(): void {
		$post = self::factory()->post->create( array( 'post_content' => 'Members-only secret recipe.', 'post_excerpt' => '', 'post_password' => 'pw' ) );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertStringNotContainsString( 'secret recipe', $html );
	}

	public function test_term_archive_uses_taxonomy_template_and_term_description(): void {
		$term = self::factory()->category->create( array( 'name' => 'Guides', 'description' => 'All our <b>guides</b>.' ) );
		self::factory()->post->create( array( 'post_category' => array( $term ) ) );
		$html = $this->head_of( get_term_link( $term ) );
		$this->assertSame( array( 'Guides - Test Blog' ), $this->titles( $html ) );
		$this->assertSame( 'All our guides.', $this->meta( $html, 'description' ) );

		$this->settings( array( 'taxonomy_templates' => array( 'category' => array( 'title' => 'Topic: %term_title% %page%', 'description' => '' ) ) ) );
		update_term_meta( $term, '_sightline_description', 'Own term description.' );
		$html = $this->head_of( get_term_link( $term ) );
		$this->assertSame( array( 'Topic: Guides' ), $this->titles( $html ) );
		$this->assertSame( 'Own term description.', $this->meta( $html, 'description' ) );
	}

	public function test_paged_archive_gets_page_number_and_self_canonical(): void {
		update_option( 'posts_per_page', 1 );
		$term = self::factory()->category->create( array( 'name' => 'Paged' ) );
		self::factory()->post->create_many( 3, array( 'post_category' => array( $term ) ) );
		$this->settings( array( 'taxonomy_templates' => array( 'category' => array( 'title' => '%term_title% %page% %separator% %site_name%', 'description' => '' ) ) ) );
		$html = $this->head_of( get_term_link( $term ) . 'page/2/' );
		$this->assertSame( array( 'Paged Page 2 of 3 - Test Blog' ), $this->titles( $html ) );
		$this->assertSame( array( get_term_link( $term ) . 'page/2/' ), $this->canonicals( $html ) );
	}

	public function test_home_page_front_page_and_posts_page(): void {
		update_option( 'blogdescription', 'Tips & tricks' );
		$html = $this->head_of( home_url( '/' ) );
		$this->assertSame( array( 'Test Blog - Tips &amp; tricks' ), $this->titles( $html ) );
		$this->assertSame( 'Tips & tricks', $this->meta( $html, 'description' ) );

		$this->settings( array( 'home_page_title' => 'Welcome to %site_name%', 'home_page_description' => 'Home description.' ) );
		$front = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'Front' ) );
		$blog  = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'Journal' ) );
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );
		update_option( 'page_for_posts', $blog );
		$html = $this->head_of( home_url( '/' ) );
		$this->assertSame( array( 'Welcome to Test Blog' ), $this->titles( $html ) );
		$this->assertSame( 'Home description.', $this->meta( $html, 'description' ) );
		$this->assertSame( array( 'Journal - Test Blog' ), $this->titles( $this->head_of( get_permalink( $blog ) ) ) );
	}

	public function test_author_date_search_404_and_post_type_archive(): void {
		$author = self::factory()->user->create( array( 'role' => 'author', 'display_name' => 'Ada Writer', 'description' => 'Writes about crawling.' ) );
		self::factory()->post->create( array( 'post_author' => $author, 'post_date' => '2024-03-05 10:00:00' ) );

		$html = $this->head_of( get_author_posts_url( $author ) );
		$this->assertSame( array( 'Ada Writer - Test Blog' ), $this->titles( $html ) );
		$this->assertSame( 'Writes about crawling.', $this->meta( $html, 'description' ) );

		$this->assertSame( array( 'March 2024 - Test Blog' ), $this->titles( $this->head_of( get_month_link( 2024, 3 ) ) ) );
		$this->assertSame( array( '2024 - Test Blog' ), $this->titles( $this->head_of( get_year_link( 2024 ) ) ) );
		$this->assertSame( array( 'You searched for bots - Test Blog' ), $this->titles( $this->head_of( home_url( '/?s=bots' ) ) ) );

		$html = $this->head_of( home_url( '/no-such-page-here/' ) );
		$this->assertSame( array( 'Page Not Found - Test Blog' ), $this->titles( $html ) );
		$this->assertSame( array(), $this->canonicals( $html ), 'no canonical on a 404' );

		register_post_type( 'book', array( 'public' => true, 'has_archive' => true, 'label' => 'Books', 'labels' => array( 'singular_name' => 'Book' ) ) );
		$this->set_permalink_structure( '/%postname%/' );
		self::factory()->post->create( array( 'post_type' => 'book' ) );
		$html = $this->head_of( get_post_type_archive_link( 'book' ) );
		$this->assertSame( array( 'Books - Test Blog' ), $this->titles( $html ) );
		$this->assertSame( array( get_post_type_archive_link( 'book' ) ), $this->canonicals( $html ) );
	}

	public function test_unknown_tokens_are_stripped_and_dangling_separators_trimmed(): void {
		$post = self::factory()->post->create( array( 'post_title' => '50% off' ) );
		$this->settings( array( 'page_title' => '%title% %nonsense_token% %separator% %site_name% %separator% %page%' ) );
		$this->assertSame( array( '50% off - Test Blog' ), $this->titles( $this->head_of( get_permalink( $post ) ) ) );
	}
}
