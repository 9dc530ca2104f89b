<?php
/**
 * Head rules the real source plugins showed (tests/fixtures/migration-parity): each one on its own, so a
 * change that breaks it fails here with its name, not only as a lower parity figure.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Head;

use Sightline\Settings\Object_Meta;

require_once __DIR__ . '/class-head-testcase.php';

final class SourceParityRulesTest extends Head_TestCase {

	public function test_home_x_image_falls_back_to_the_home_facebook_image_before_the_default(): void {
		$this->settings(
			array(
				'home_page_facebook_image_url' => 'https://cdn.example.org/home-fb.jpg',
				'fallback_image'               => 'https://cdn.example.org/fallback.jpg',
			)
		);
		$html = $this->head_of( home_url( '/' ) );
		$this->assertSame( 'https://cdn.example.org/home-fb.jpg', $this->meta( $html, 'twitter:image' ) ?? $this->meta( $html, 'og:image' ) );
		$this->assertSame( 'https://cdn.example.org/home-fb.jpg', $this->meta( $html, 'og:image' ) );
	}

	public function test_primary_category_token_is_empty_unless_a_primary_was_chosen(): void {
		$news    = self::factory()->category->create( array( 'name' => 'News' ) );
		$reviews = self::factory()->category->create( array( 'name' => 'Reviews' ) );
		$this->settings( array( 'separator' => '|', 'post_type_templates' => array( 'post' => array( 'title' => '%title% %separator% %primary_category% %separator% %site_name%' ) ) ) );
		$plain = self::factory()->post->create( array( 'post_title' => 'Plain', 'post_category' => array( $news, $reviews ) ) );
		$this->assertSame( array( 'Plain | Test Blog' ), $this->titles( $this->head_of( get_permalink( $plain ) ) ), 'no chosen primary: nothing, separators collapse' );
		update_post_meta( $plain, '_sightline_primary_category', $reviews );
		$this->assertSame( array( 'Plain | Reviews | Test Blog' ), $this->titles( $this->head_of( get_permalink( $plain ) ) ) );
	}

	public function test_archive_label_uses_core_archive_prefixes_and_paged_says_page_n(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$this->settings(
			array(
				'separator'          => '|',
				'taxonomy_templates' => array( 'category' => array( 'title' => '%archive_label% %separator% %paged% %separator% %site_name%' ) ),
				'archive_templates'  => array(
					'author' => array( 'title' => '%archive_label% %separator% %site_name%' ),
					'date'   => array( 'title' => '%archive_label% %separator% %site_name%' ),
				),
			)
		);
		update_option( 'posts_per_page', 1 );
		$cat    = self::factory()->category->create( array( 'name' => 'Bread', 'slug' => 'bread' ) );
		$author = self::factory()->user->create( array( 'display_name' => 'Jane Doe', 'user_nicename' => 'jane', 'role' => 'author' ) );
		self::factory()->post->create_many( 2, array( 'post_category' => array( $cat ), 'post_author' => $author, 'post_date' => '2026-03-15 10:00:00' ) );
		$this->assertSame( array( 'Category: Bread | Test Blog' ), $this->titles( $this->head_of( home_url( '/category/bread/' ) ) ) );
		$this->assertSame( array( 'Category: Bread | Page 2 | Test Blog' ), $this->titles( $this->head_of( home_url( '/category/bread/page/2/' ) ) ) );
		$this->assertSame( array( 'Author: Jane Doe | Test Blog' ), $this->titles( $this->head_of( home_url( '/author/jane/' ) ) ) );
		$this->assertSame( array( 'Month: March 2026 | Test Blog' ), $this->titles( $this->head_of( home_url( '/2026/03/' ) ) ) );
		$this->assertSame( array( 'Year: 2026 | Test Blog' ), $this->titles( $this->head_of( home_url( '/2026/' ) ) ) );
	}

	public function test_social_titles_can_leave_the_site_name_out(): void {
		$this->settings( array( 'separator' => '|', 'page_title' => '%title% %separator% %site_name%' ) );
		$post = self::factory()->post->create( array( 'post_title' => 'Ten Knives' ) );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( 'Ten Knives | Test Blog', $this->meta( $html, 'og:title' ), 'default: the search title' );
		$this->settings( array( 'social_title_site_name' => false ) );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( array( 'Ten Knives | Test Blog' ), $this->titles( $html ), 'the search title keeps it' );
		$this->assertSame( 'Ten Knives', $this->meta( $html, 'og:title' ) );
	}

	public function test_titles_are_texturised_like_core_but_keep_the_chosen_separator(): void {
		$this->settings( array( 'separator' => '-', 'page_title' => '%title% %separator% %site_name%' ) );
		$post = self::factory()->post->create( array( 'post_title' => 'Why "Sourdough" -- Isn\'t Bread' ) );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( array( 'Why “Sourdough” — Isn’t Bread - Test Blog' ), array_map( static fn( $t ) => html_entity_decode( $t, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), $this->titles( $html ) ) );
		$this->assertSame( 'Why “Sourdough” — Isn’t Bread - Test Blog', $this->meta( $html, 'og:title' ) );
	}

	public function test_post_type_archives_have_their_own_templates(): void {
		register_post_type( 'book', array( 'public' => true, 'has_archive' => true, 'label' => 'Books', 'rewrite' => array( 'slug' => 'book' ) ) );
		$this->set_permalink_structure( '/%postname%/' );
		self::factory()->post->create( array( 'post_type' => 'book' ) );
		$this->settings( array( 'separator' => '|', 'post_type_templates' => array( 'book' => array( 'archive_title' => 'All books %separator% %site_name%', 'archive_description' => 'Every book of %site_name%.' ) ) ) );
		$html = $this->head_of( home_url( '/book/' ) );
		$this->assertSame( array( 'All books | Test Blog' ), $this->titles( $html ) );
		$this->assertSame( 'Every book of Test Blog.', $this->meta( $html, 'description' ) );
		$this->assertSame( 'All books | Test Blog', $this->meta( $html, 'og:title' ) );
		unregister_post_type( 'book' );
	}

	public function test_archive_kinds_can_be_shared_as_articles(): void {
		$cat = self::factory()->category->create( array( 'name' => 'News' ) );
		self::factory()->post->create( array( 'post_category' => array( $cat ) ) );
		$this->assertSame( 'website', $this->meta( $this->head_of( get_category_link( $cat ) ), 'og:type' ), 'default: website' );
		$this->settings( array( 'archive_og_type' => array( 'term', 'search' ) ) );
		$this->assertSame( 'article', $this->meta( $this->head_of( get_category_link( $cat ) ), 'og:type' ) );
		$this->assertSame( 'article', $this->meta( $this->head_of( home_url( '/?s=news' ) ), 'og:type' ) );
		$this->assertSame( 'website', $this->meta( $this->head_of( home_url( '/' ) ), 'og:type' ), 'the home page stays a website' );
	}

	/**
	 * %archive_date% as the sources write it (archive_date_format): WordPress's words; All in One SEO's
	 * "March, 2026" on a month; SEOPress's month number and year ("0 - 2026" on a year). The archive's
	 * name elsewhere (%archive_label%) stays in words.
	 */
	public function test_archive_dates_can_be_written_as_the_sources_write_them(): void {
		$this->set_permalink_structure( '/%postname%/' );
		self::factory()->post->create( array( 'post_date' => '2026-03-15 10:00:00' ) );
		$this->settings(
			array(
				'separator'        => '|',
				'texturize_titles' => false,
				'archive_templates' => array( 'date' => array( 'title' => '%archive_date% %separator% %archive_label%', 'description' => 'Everything from %archive_date%.' ) ),
			)
		);
		$titles = fn( string $path ): array => $this->titles( $this->head_of( home_url( $path ) ) );
		$this->assertSame( array( 'March 2026 | Month: March 2026' ), $titles( '/2026/03/' ), 'default: in words' );
		$this->assertSame( array( 'March 15, 2026 | Day: March 15, 2026' ), $titles( '/2026/03/15/' ) );
		$this->assertSame( array( '2026 | Year: 2026' ), $titles( '/2026/' ) );
		$this->settings( array( 'archive_date_format' => 'month_comma' ) );
		$this->assertSame( array( 'March, 2026 | Month: March 2026' ), $titles( '/2026/03/' ) );
		$this->assertSame( 'Everything from March, 2026.', $this->meta( $this->head_of( home_url( '/2026/03/' ) ), 'description' ) );
		$this->assertSame( array( 'March 15, 2026 | Day: March 15, 2026' ), $titles( '/2026/03/15/' ), 'a day keeps the site\'s date format' );
		$this->assertSame( array( '2026 | Year: 2026' ), $titles( '/2026/' ) );
		$this->settings( array( 'archive_date_format' => 'month_number' ) );
		$this->assertSame( array( '3 - 2026 | Month: March 2026' ), $titles( '/2026/03/' ) );
		$this->assertSame( array( '3 - 2026 | Day: March 15, 2026' ), $titles( '/2026/03/15/' ) );
		$this->assertSame( array( '0 - 2026 | Year: 2026' ), $titles( '/2026/' ) );
	}

	/**
	 * paged_robots: page 2 and later noindexed and nofollowed (All in One SEO), each keeping its own
	 * canonical as All in One SEO prints it; the first page stays as it was.
	 */
	public function test_later_pages_can_be_noindexed_and_keep_their_canonical(): void {
		$this->set_permalink_structure( '/%postname%/' );
		update_option( 'posts_per_page', 1 );
		$cat = self::factory()->category->create( array( 'name' => 'Bread', 'slug' => 'bread' ) );
		self::factory()->post->create_many( 2, array( 'post_category' => array( $cat ) ) );
		$robots = fn( string $path ): string => (string) $this->meta( $this->head_of( home_url( $path ) ), 'robots' );
		$this->assertStringNotContainsString( 'noindex', $robots( '/category/bread/page/2/' ), 'default: later pages as the first' );
		$this->settings( array( 'paged_robots' => array( 'noindex', 'nofollow' ) ) );
		foreach ( array( '/category/bread/page/2/', '/page/2/', '/2026/page/2/' ) as $path ) {
			$html = $this->head_of( home_url( $path ) );
			$this->assertStringContainsString( 'noindex, nofollow', (string) $this->meta( $html, 'robots' ), $path );
			$this->assertSame( array( home_url( $path ) ), $this->canonicals( $html ), "{$path} keeps its own canonical" );
		}
		$this->assertStringNotContainsString( 'noindex', $robots( '/category/bread/' ), 'the first page stays indexable' );
		$this->assertStringNotContainsString( 'nofollow', $robots( '/category/bread/' ) );
		$this->settings( array( 'paged_robots' => array( 'nofollow' ) ) );
		$this->assertStringNotContainsString( 'noindex', $robots( '/category/bread/page/2/' ) );
		$this->assertStringContainsString( 'nofollow', $robots( '/category/bread/page/2/' ) );
	}

	public function test_archives_can_be_shared_as_object_as_seopress_prints(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$author = self::factory()->user->create( array( 'user_nicename' => 'jane', 'role' => 'author' ) );
		$cat    = self::factory()->category->create( array( 'name' => 'News', 'slug' => 'news' ) );
		$post   = self::factory()->post->create( array( 'post_category' => array( $cat ), 'post_author' => $author, 'post_date' => '2026-03-15 10:00:00' ) );
		$type   = fn( string $url ): ?string => $this->meta( $this->head_of( $url ), 'og:type' );
		$this->assertSame( 'profile', $type( home_url( '/author/jane/' ) ), 'default: authors are profiles' );
		$this->settings( array( 'archive_og_object' => array( 'term', 'author', 'date', 'search', 'post_type_archive' ) ) );
		foreach ( array( get_category_link( $cat ), home_url( '/author/jane/' ), home_url( '/2026/03/' ), home_url( '/?s=news' ) ) as $url ) {
			$this->assertSame( 'object', $type( $url ), $url );
		}
		$this->assertSame( 'website', $type( home_url( '/' ) ), 'the home page stays a website' );
		$this->assertSame( 'article', $type( get_permalink( $post ) ), 'posts stay articles' );
	}

	/**
	 * archive_description_from_first_post: a date archive without a description shares the excerpt of
	 * the first post it lists, tags removed and cut at auto_description.words, as SEOPress does; terms
	 * and search results do not, nor the meta description.
	 */
	public function test_a_date_archive_can_share_the_first_listed_posts_excerpt(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$cat = self::factory()->category->create( array( 'name' => 'News', 'slug' => 'news' ) );
		self::factory()->post->create( array( 'post_excerpt' => '', 'post_category' => array( $cat ), 'post_date' => '2026-02-10 10:00:00' ) );
		self::factory()->post->create( array( 'post_excerpt' => 'A <b>hand-written</b> excerpt & one two three four five', 'post_category' => array( $cat ), 'post_date' => '2026-03-15 10:00:00' ) );
		$this->settings( array( 'archive_templates' => array( 'date' => array( 'title' => 'Archive %archive_date%' ) ) ) );
		$this->assertNull( $this->meta( $this->head_of( home_url( '/2026/03/' ) ), 'og:description' ), 'default: none' );
		$this->settings( array( 'archive_description_from_first_post' => true, 'auto_description' => array( 'words' => 6 ) ) );
		$html = $this->head_of( home_url( '/2026/03/' ) );
		$this->assertSame( 'A hand-written excerpt & one two…', $this->meta( $html, 'og:description' ) );
		$this->assertSame( 'A hand-written excerpt & one two…', $this->meta( $html, 'twitter:description' ) ?? $this->meta( $html, 'og:description' ) );
		$this->assertNull( $this->meta( $html, 'description' ), 'the meta description stays empty' );
		$this->assertNull( $this->meta( $this->head_of( home_url( '/2026/02/' ) ), 'og:description' ), 'a first post without excerpt shares nothing' );
		$this->assertNotSame( 'A hand-written excerpt & one two…', $this->meta( $this->head_of( get_category_link( $cat ) ), 'og:description' ), 'terms keep their own rule' );
	}

	public function test_automatic_descriptions_follow_the_site_rule(): void {
		$long = str_repeat( 'Knead the dough well. ', 12 );
		$post = self::factory()->post->create( array( 'post_excerpt' => '', 'post_content' => "<p>First paragraph only.</p>\n<p>{$long}</p>" ) );
		$this->assertSame( 'First paragraph only. Knead the dough well.', mb_substr( (string) $this->meta( $this->head_of( get_permalink( $post ) ), 'description' ), 0, 43 ), 'default: all the content' );
		$this->settings( array( 'auto_description' => array( 'first_paragraph' => true ) ) );
		$this->assertSame( 'First paragraph only.', $this->meta( $this->head_of( get_permalink( $post ) ), 'description' ) );
		$this->settings( array( 'auto_description' => array( 'first_paragraph' => false, 'length' => 60, 'ellipsis' => true ) ) );
		$this->assertSame( 'First paragraph only. Knead the dough well. Knead the dough…', $this->meta( $this->head_of( get_permalink( $post ) ), 'description' ) );
	}

	public function test_author_archives_can_share_the_author_avatar(): void {
		$author = self::factory()->user->create( array( 'user_email' => 'jane@example.org', 'role' => 'author' ) );
		self::factory()->post->create( array( 'post_author' => $author ) );
		$this->settings( array( 'fallback_image' => 'https://cdn.example.org/fallback.jpg' ) );
		$this->assertSame( 'https://cdn.example.org/fallback.jpg', $this->meta( $this->head_of( get_author_posts_url( $author ) ), 'og:image' ) );
		$this->settings( array( 'author_archive_avatar' => true ) );
		$this->assertSame( get_avatar_url( $author, array( 'size' => 500, 'scheme' => 'https' ) ), $this->meta( $this->head_of( get_author_posts_url( $author ) ), 'og:image' ) );
		$idle = self::factory()->user->create( array( 'role' => 'author' ) );
		$this->assertSame( 'https://cdn.example.org/fallback.jpg', $this->meta( $this->head_of( get_author_posts_url( $idle ) ), 'og:image' ), 'an author without posts keeps the default image' );
	}

	public function test_automatic_descriptions_can_be_cut_at_a_number_of_words(): void {
		$post = self::factory()->post->create( array( 'post_excerpt' => '', 'post_content' => '<p>One two three four five six seven eight.</p>' ) );
		$this->settings( array( 'auto_description' => array( 'length' => 320, 'words' => 5, 'ellipsis' => true ) ) );
		$this->assertSame( 'One two three four five…', $this->meta( $this->head_of( get_permalink( $post ) ), 'description' ) );
		$this->settings( array( 'auto_description' => array( 'length' => 320, 'words' => 8, 'ellipsis' => true ) ) );
		$this->assertSame( 'One two three four five six seven eight.', $this->meta( $this->head_of( get_permalink( $post ) ), 'description' ), 'nothing cut: no ellipsis' );
	}

	public function test_social_networks_can_get_a_longer_automatic_description_than_search(): void {
		$post = self::factory()->post->create( array( 'post_excerpt' => '', 'post_content' => '<p>One two three four five six seven eight nine ten.</p>' ) );
		$this->settings( array( 'auto_description' => array( 'length' => 50, 'words' => 5, 'social_length' => 320 ) ) );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( 'One two three four five', $this->meta( $html, 'description' ) );
		$this->assertSame( 'One two three four five', $this->meta( $html, 'og:description' ), 'the words count for social networks too' );
		$this->settings( array( 'auto_description' => array( 'length' => 50, 'social_length' => 70 ) ) );
		$html = $this->head_of( get_permalink( $post ) );
		$this->assertSame( 'One two three four five six seven eight nine ten.', $this->meta( $html, 'og:description' ) );
		$this->settings( array( 'auto_description' => array( 'length' => 50, 'social_length' => 0 ) ) );
		$long = self::factory()->post->create( array( 'post_excerpt' => '', 'post_content' => '<p>' . str_repeat( 'Alpine lakes stay cold. ', 6 ) . '</p>' ) );
		$html = $this->head_of( get_permalink( $long ) );
		$this->assertSame( $this->meta( $html, 'description' ), $this->meta( $html, 'og:description' ), '0: the search description' );
		$this->settings( array( 'auto_description' => array( 'length' => 50, 'social_length' => 100 ) ) );
		$html = $this->head_of( get_permalink( $long ) );
		$this->assertSame( 'Alpine lakes stay cold. Alpine lakes stay cold.', $this->meta( $html, 'description' ) );
		$this->assertSame( 'Alpine lakes stay cold. Alpine lakes stay cold. Alpine lakes stay cold. Alpine lakes stay cold.', $this->meta( $html, 'og:description' ) );
		update_post_meta( $long, Object_Meta::key( 'description' ), 'Written by hand.' );
		$this->assertSame( 'Written by hand.', $this->meta( $this->head_of( get_permalink( $long ) ), 'og:description' ), 'a description of its own leads the social one' );
	}

	public function test_the_first_content_image_can_be_left_for_the_default_image(): void {
		$post = self::factory()->post->create( array( 'post_content' => '<p><img src="https://cdn.example.org/knife.jpg" width="800" height="600"></p>' ) );
		$this->settings( array( 'fallback_image' => 'https://cdn.example.org/fallback.jpg' ) );
		$this->assertSame( 'https://cdn.example.org/knife.jpg', $this->meta( $this->head_of( get_permalink( $post ) ), 'og:image' ), 'default: the content image' );
		$this->settings( array( 'social_image_from_content' => false ) );
		$this->assertSame( 'https://cdn.example.org/fallback.jpg', $this->meta( $this->head_of( get_permalink( $post ) ), 'og:image' ) );
	}

	public function test_archives_without_posts_can_be_noindex(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$busy  = self::factory()->user->create( array( 'user_nicename' => 'busy', 'role' => 'author' ) );
		$idle  = self::factory()->user->create( array( 'user_nicename' => 'idle', 'role' => 'author' ) );
		$empty = self::factory()->category->create( array( 'name' => 'Empty', 'slug' => 'empty' ) );
		self::factory()->post->create( array( 'post_author' => $busy ) );
		$robots = fn( string $url ): string => (string) $this->meta( $this->head_of( $url ), 'robots' );
		$this->assertStringNotContainsString( 'noindex', $robots( home_url( '/author/idle/' ) ), 'default: an empty archive follows its archive rule' );
		$this->settings( array( 'noindex_empty_archives' => array( 'author' ) ) );
		$this->assertStringContainsString( 'noindex', $robots( home_url( '/author/idle/' ) ) );
		$this->assertStringNotContainsString( 'noindex', $robots( home_url( '/author/busy/' ) ), 'an author with posts stays indexable' );
		$this->assertStringNotContainsString( 'noindex', $robots( get_category_link( $empty ) ), 'terms are not listed' );
		$this->settings( array( 'noindex_empty_archives' => array( 'author', 'term' ) ) );
		$this->assertStringContainsString( 'noindex', $robots( get_category_link( $empty ) ) );
	}

	public function test_og_url_can_be_the_address_or_an_archives_first_page(): void {
		$this->set_permalink_structure( '/%postname%/' );
		update_option( 'posts_per_page', 1 );
		$cat    = self::factory()->category->create( array( 'name' => 'Bread', 'slug' => 'bread' ) );
		$target = self::factory()->post->create( array( 'post_title' => 'Target', 'post_category' => array( $cat ) ) );
		$post   = self::factory()->post->create( array( 'post_title' => 'Copy', 'post_category' => array( $cat ) ) );
		update_post_meta( $post, '_sightline_canonical', get_permalink( $target ) );
		$og_url = fn( string $url ): ?string => $this->meta( $this->head_of( $url ), 'og:url' );
		$this->assertSame( get_permalink( $target ), $og_url( get_permalink( $post ) ), 'default: the canonical' );
		$this->assertSame( home_url( '/category/bread/page/2/' ), $og_url( home_url( '/category/bread/page/2/' ) ) );
		$this->settings( array( 'og_url' => 'address' ) );
		$this->assertSame( get_permalink( $post ), $og_url( get_permalink( $post ) ) );
		$this->settings( array( 'og_url' => 'first_page' ) );
		$this->assertSame( get_permalink( $target ), $og_url( get_permalink( $post ) ), 'a written canonical still counts' );
		$this->assertSame( home_url( '/category/bread/' ), $og_url( home_url( '/category/bread/page/2/' ) ) );
	}

	/**
	 * Yoast SEO builds no record of an author without posts when it noindexes them, so it prints no
	 * og:url there; under its og:url rule (first_page) ours shares none either, and only there.
	 */
	public function test_yoast_og_url_rule_shares_no_address_for_an_author_noindexed_for_having_no_posts(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$busy = self::factory()->user->create( array( 'user_nicename' => 'busy', 'role' => 'author' ) );
		self::factory()->user->create( array( 'user_nicename' => 'idle', 'role' => 'author' ) );
		self::factory()->post->create( array( 'post_author' => $busy ) );
		$og_url = fn( string $url ): ?string => $this->meta( $this->head_of( $url ), 'og:url' );
		$this->settings( array( 'og_url' => 'first_page' ) );
		$this->assertSame( home_url( '/author/idle/' ), $og_url( home_url( '/author/idle/' ) ), 'an empty author archive left indexable shares its address' );
		$this->settings( array( 'og_url' => 'first_page', 'noindex_empty_archives' => array( 'author' ) ) );
		$this->assertNull( $og_url( home_url( '/author/idle/' ) ) );
		$this->assertSame( home_url( '/author/busy/' ), $og_url( home_url( '/author/busy/' ) ), 'an author with posts shares the address' );
		$this->settings( array( 'og_url' => 'canonical', 'noindex_empty_archives' => array( 'author' ) ) );
		$this->assertSame( home_url( '/author/idle/' ), $og_url( home_url( '/author/idle/' ) ), 'the default rule shares it' );
	}

	public function test_pages_can_be_shared_as_websites(): void {
		$page = self::factory()->post->create( array( 'post_type' => 'page' ) );
		$post = self::factory()->post->create();
		$this->assertSame( 'article', $this->meta( $this->head_of( get_permalink( $page ) ), 'og:type' ), 'default: article' );
		$this->settings( array( 'page_og_type' => 'website' ) );
		$this->assertSame( 'website', $this->meta( $this->head_of( get_permalink( $page ) ), 'og:type' ) );
		$this->assertSame( 'article', $this->meta( $this->head_of( get_permalink( $post ) ), 'og:type' ), 'posts stay articles' );
	}

	/**
	 * A page that answers 404 shares nothing by default; Yoast SEO prints og:title (with og:locale and
	 * og:site_name) alone there, Rank Math and Slim SEO their Open Graph and X tags, og:type article and
	 * website (setting social_on_404).
	 */
	public function test_404_pages_can_print_the_social_tags_of_each_source(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$this->settings( array( 'fallback_image' => 'https://cdn.example.org/fallback.jpg' ) );
		$missing = home_url( '/no-such-page/' );
		$html    = $this->head_of( $missing );
		$this->assertNull( $this->meta( $html, 'og:title' ), 'default: no Open Graph tag' );
		$this->assertNull( $this->meta( $html, 'twitter:card' ), 'default: no X tag' );

		$this->settings( array( 'social_on_404' => 'title' ) );
		$html  = $this->head_of( $missing );
		$title = $this->titles( $html )[0] ?? '';
		$this->assertNotSame( '', $title );
		$this->assertSame( $title, $this->meta( $html, 'og:title' ), 'og:title is the 404 title' );
		$this->assertNotNull( $this->meta( $html, 'og:locale' ) );
		$this->assertSame( 'Test Blog', $this->meta( $html, 'og:site_name' ) );
		foreach ( array( 'og:type', 'og:image', 'og:url', 'og:description', 'twitter:card', 'twitter:title', 'twitter:image' ) as $absent ) {
			$this->assertNull( $this->meta( $html, $absent ), "Yoast SEO prints no $absent on an error page" );
		}

		foreach ( array( 'website', 'article' ) as $type ) {
			$this->settings( array( 'social_on_404' => $type ) );
			$html = $this->head_of( $missing );
			$this->assertSame( $type, $this->meta( $html, 'og:type' ) );
			$this->assertSame( $title, $this->meta( $html, 'og:title' ) );
			$this->assertSame( 'https://cdn.example.org/fallback.jpg', $this->meta( $html, 'og:image' ), 'the default image' );
			$this->assertSame( 'summary_large_image', $this->meta( $html, 'twitter:card' ) );
			$this->assertSame( $title, $this->meta( $html, 'twitter:title' ) );
			$this->assertSame( 'https://cdn.example.org/fallback.jpg', $this->meta( $html, 'twitter:image' ) );
			$this->assertNull( $this->meta( $html, 'og:url' ), 'a 404 has no address to share' );
			$this->assertSame( array(), $this->canonicals( $html ) );
			$this->assertStringContainsString( 'noindex', $this->robots_meta( $html ), 'still noindex' );
		}
	}

	/**
	 * Slim SEO prints no canonical and no og:url on date archives and search results (setting
	 * no_canonical); every other page keeps both.
	 */
	public function test_date_archives_and_search_results_can_print_no_canonical_nor_og_url(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$cat = self::factory()->category->create( array( 'name' => 'Bread', 'slug' => 'bread' ) );
		self::factory()->post->create( array( 'post_title' => 'Loaf', 'post_date' => '2026-03-15 10:00:00', 'post_category' => array( $cat ) ) );
		$year = home_url( '/2026/' );
		$html = $this->head_of( $year );
		$this->assertSame( array( $year ), $this->canonicals( $html ), 'default: the canonical' );
		$this->assertSame( $year, $this->meta( $html, 'og:url' ) );
		$this->assertNotNull( $this->meta( $this->head_of( home_url( '/?s=loaf' ) ), 'og:url' ), 'default: search results share their address' );

		$this->settings( array( 'no_canonical' => array( 'date', 'search' ) ) );
		$html = $this->head_of( $year );
		$this->assertSame( array(), $this->canonicals( $html ) );
		$this->assertNull( $this->meta( $html, 'og:url' ) );
		$this->assertNotNull( $this->meta( $html, 'og:title' ), 'the other Open Graph tags stay' );
		$this->assertNull( $this->meta( $this->head_of( home_url( '/2026/03/15/' ) ), 'og:url' ) );
		$this->assertNull( $this->meta( $this->head_of( home_url( '/?s=loaf' ) ), 'og:url' ) );
		$bread = $this->head_of( get_category_link( $cat ) );
		$this->assertSame( array( get_category_link( $cat ) ), $this->canonicals( $bread ), 'terms keep theirs' );
		$this->assertSame( get_category_link( $cat ), $this->meta( $bread, 'og:url' ) );
	}

	public function test_author_archives_can_be_shared_as_websites(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$jane = self::factory()->user->create( array( 'user_nicename' => 'jane', 'role' => 'author' ) );
		self::factory()->post->create( array( 'post_author' => $jane ) );
		$author = home_url( '/author/jane/' );
		$this->assertSame( 'profile', $this->meta( $this->head_of( $author ), 'og:type' ), 'default: profile' );
		$this->settings( array( 'author_og_type' => 'website' ) );
		$this->assertSame( 'website', $this->meta( $this->head_of( $author ), 'og:type' ) );
	}

	/** The SEO Framework prints no X tags on search results (setting x_tags_on_search); other pages keep theirs. */
	public function test_search_results_can_print_no_x_tags(): void {
		$this->set_permalink_structure( '/%postname%/' );
		$post   = self::factory()->post->create( array( 'post_title' => 'Loaf' ) );
		$search = home_url( '/?s=loaf' );
		$this->assertNotNull( $this->meta( $this->head_of( $search ), 'twitter:card' ), 'default: an X card' );
		$this->settings( array( 'x_tags_on_search' => false ) );
		$html = $this->head_of( $search );
		foreach ( array( 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image' ) as $absent ) {
			$this->assertNull( $this->meta( $html, $absent ), "no $absent on search results" );
		}
		$this->assertNotNull( $this->meta( $html, 'og:title' ), 'the Open Graph tags stay' );
		$this->assertNotNull( $this->meta( $this->head_of( get_permalink( $post ) ), 'twitter:card' ), 'other pages keep theirs' );
	}
}
