<?php
/**
 * What the sitemaps list: one sitemap per public post type and taxonomy with indexable content, the
 * authors unless their archives are off, the home page; entries with loc and W3C lastmod; image entries
 * when the image sitemap is on; noindexed, password-protected and non-public content left out.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Settings\Object_Meta;

require_once __DIR__ . '/Sitemap_TestCase.php';

final class SitemapContentTest extends Sitemap_TestCase {

	private function index_locs(): array {
		return $this->locs( $this->fetch( '/sitemap_index.xml' )['body'] );
	}

	private function page_locs( string $group, int $page = 1 ): array {
		$response = $this->fetch( $this->path( $this->url( $group, $page ) ) );
		$this->assertSame( 200, $response['status'], $group );
		return $this->locs( $response['body'] );
	}

	public function test_index_lists_groups_with_indexable_content_only(): void {
		register_post_type( 'book', array( 'public' => true, 'rewrite' => array( 'slug' => 'book' ) ) );
		register_post_type( 'secret', array( 'public' => false ) );
		register_taxonomy( 'genre', 'book', array( 'public' => true ) );
		$this->reset_groups();
		self::factory()->post->create( array( 'post_type' => 'secret' ) );
		self::factory()->post->create( array( 'post_type' => 'book', 'post_status' => 'draft' ) );
		$term = ( new \Sightline\Tests\TermFactory( 'genre' ) )->create();
		$this->assertGreaterThan( 0, $term, 'a genre without posts' );

		$locs = $this->index_locs();
		$this->assertContains( home_url( '/sitemap-home-1.xml' ), $locs );
		$this->assertContains( home_url( '/sitemap-post-post-1.xml' ), $locs, 'Hello world!' );
		$this->assertContains( home_url( '/sitemap-post-page-1.xml' ), $locs, 'Sample Page' );
		$this->assertContains( home_url( '/sitemap-tax-category-1.xml' ), $locs, 'Uncategorized holds a post' );
		$this->assertContains( home_url( '/sitemap-author-1.xml' ), $locs );
		$this->assertNotContains( home_url( '/sitemap-post-book-1.xml' ), $locs, 'only a draft' );
		$this->assertNotContains( home_url( '/sitemap-post-secret-1.xml' ), $locs, 'not public' );
		$this->assertNotContains( home_url( '/sitemap-post-attachment-1.xml' ), $locs );
		$this->assertNotContains( home_url( '/sitemap-tax-genre-1.xml' ), $locs, 'no posts in it' );
		$this->assertNotContains( home_url( '/sitemap-tax-post_tag-1.xml' ), $locs, 'no tags' );

		$book = self::factory()->post->create( array( 'post_type' => 'book' ) );
		wp_set_object_terms( $book, array( $term ), 'genre' );
		$locs = $this->index_locs();
		$this->assertContains( home_url( '/sitemap-post-book-1.xml' ), $locs );
		$this->assertContains( home_url( '/sitemap-tax-genre-1.xml' ), $locs );
		$this->assertContains( get_permalink( $book ), $this->page_locs( 'post-book' ) );
		$this->assertContains( get_term_link( $term, 'genre' ), $this->page_locs( 'tax-genre' ) );
	}

	public function test_left_out_noindexed_password_protected_and_non_public_posts(): void {
		$listed   = self::factory()->post->create();
		$noindex  = self::factory()->post->create();
		$password = self::factory()->post->create( array( 'post_password' => 'secret' ) );
		$private  = self::factory()->post->create( array( 'post_status' => 'private' ) );
		$draft    = self::factory()->post->create( array( 'post_status' => 'draft' ) );
		$future   = self::factory()->post->create( array( 'post_status' => 'future', 'post_date' => gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) ) );
		update_post_meta( $noindex, Object_Meta::key( 'robots_noindex' ), 'on' );

		$locs = $this->page_locs( 'post-post' );
		$this->assertContains( get_permalink( $listed ), $locs );
		foreach ( array( $noindex, $password, $private, $draft, $future ) as $left_out ) {
			$this->assertNotContains( get_permalink( $left_out ), $locs, get_post_status( $left_out ) );
		}
	}

	/**
	 * A sitemap lists canonical addresses only: a post whose written canonical names another address is
	 * left out, on the next request after it is written, and back once it is removed; a canonical naming
	 * the post itself, or one the head ignores (a relative path), keeps it listed.
	 */
	public function test_a_post_whose_canonical_names_another_address_is_left_out(): void {
		$elsewhere = self::factory()->post->create();
		$itself    = self::factory()->post->create();
		$relative  = self::factory()->post->create();
		$key       = Object_Meta::key( 'canonical' );
		$this->assertContains( get_permalink( $elsewhere ), $this->page_locs( 'post-post' ) );

		update_post_meta( $elsewhere, $key, 'https://elsewhere.example/original/' );
		update_post_meta( $itself, $key, untrailingslashit( (string) get_permalink( $itself ) ) );
		update_post_meta( $relative, $key, '/somewhere/' );
		$locs = $this->page_locs( 'post-post' );
		$this->assertNotContains( get_permalink( $elsewhere ), $locs, 'its canonical is another address' );
		$this->assertContains( get_permalink( $itself ), $locs, 'its canonical is itself' );
		$this->assertContains( get_permalink( $relative ), $locs, 'a canonical the head ignores' );

		delete_post_meta( $elsewhere, $key );
		$this->assertContains( get_permalink( $elsewhere ), $this->page_locs( 'post-post' ), 'back without it' );
	}

	public function test_type_rule_noindex_leaves_the_type_out_unless_a_post_overrides_it(): void {
		$post     = self::factory()->post->create();
		$override = self::factory()->post->create();
		update_post_meta( $override, Object_Meta::key( 'robots_noindex' ), 'off' );
		$this->update_settings( array( 'no_index' => array( 'post', 'category' ) ) );

		$locs = $this->page_locs( 'post-post' );
		$this->assertSame( array( get_permalink( $override ) ), $locs );
		$this->assertNotContains( get_permalink( $post ), $locs );
		$this->assertNotContains( home_url( '/sitemap-tax-category-1.xml' ), $this->index_locs(), 'category noindexed' );
	}

	public function test_noindexed_term_is_left_out(): void {
		$kept    = self::factory()->category->create();
		$dropped = self::factory()->category->create();
		$post    = self::factory()->post->create();
		wp_set_object_terms( $post, array( $kept, $dropped ), 'category' );
		update_term_meta( $dropped, Object_Meta::key( 'robots_noindex' ), 'on' );
		$locs = $this->page_locs( 'tax-category' );
		$this->assertContains( get_term_link( $kept ), $locs );
		$this->assertNotContains( get_term_link( $dropped ), $locs );
	}

	public function test_author_sitemap_follows_the_author_archive_switch_and_noindex(): void {
		$author = self::factory()->user->create( array( 'role' => 'author' ) );
		self::factory()->post->create( array( 'post_author' => $author ) );
		$this->assertContains( get_author_posts_url( $author ), $this->page_locs( 'author' ) );

		$this->update_settings( array( 'author_archive' => false ) );
		$this->assertNotContains( home_url( '/sitemap-author-1.xml' ), $this->index_locs() );
		$this->assertSame( 404, $this->fetch( '/sitemap-author-1.xml' )['status'] );

		$this->update_settings( array( 'author_archive' => true, 'no_index' => array( 'author' ) ) );
		$this->assertNotContains( home_url( '/sitemap-author-1.xml' ), $this->index_locs() );
	}

	public function test_home_page_is_listed_unless_noindexed(): void {
		$this->assertSame( array( home_url( '/' ) ), $this->page_locs( 'home' ) );

		$front = self::factory()->post->create( array( 'post_type' => 'page' ) );
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );
		$this->reset_groups();
		$this->assertSame( array( home_url( '/' ) ), $this->page_locs( 'home' ) );
		$this->assertNotContains( get_permalink( $front ), $this->page_locs( 'post-page' ), 'listed once, as the home page' );

		$this->update_settings( array( 'home_page_robots' => array( 'general' => array( 'noindex' ) ) ) );
		$this->assertNotContains( home_url( '/sitemap-home-1.xml' ), $this->index_locs() );
	}

	/**
	 * Yoast SEO lists each post type's archive in its sitemaps; a site moving from it keeps them: the
	 * archive of a type that has one, is indexable and holds a published post, unless a page has its
	 * address (WooCommerce's shop page, listed as that page). Its lastmod is its newest post's.
	 */
	public function test_post_type_archives_are_listed_while_their_type_is_indexable_and_has_posts(): void {
		register_post_type( 'book', array( 'public' => true, 'has_archive' => 'books', 'rewrite' => array( 'slug' => 'book' ) ) );
		register_post_type( 'note', array( 'public' => true, 'rewrite' => array( 'slug' => 'note' ) ) );
		register_post_type( 'gadget', array( 'public' => true, 'has_archive' => 'shop', 'rewrite' => array( 'slug' => 'gadget' ) ) );
		register_post_type( 'memo', array( 'public' => true, 'has_archive' => true, 'rewrite' => array( 'slug' => 'memo' ) ) );
		$this->reset_groups();
		$this->assertNotContains( home_url( '/sitemap-archives-1.xml' ), $this->index_locs(), 'no book published yet' );

		self::factory()->post->create( array( 'post_type' => 'page', 'post_name' => 'shop' ) );
		foreach ( array( 'note', 'gadget', 'memo' ) as $type ) {
			self::factory()->post->create( array( 'post_type' => $type ) );
		}
		self::factory()->post->create( array( 'post_type' => 'book', 'post_status' => 'draft' ) );
		$this->update_settings( array( 'no_index' => array( 'memo' ) ) );
		$this->assertNotContains( home_url( '/sitemap-archives-1.xml' ), $this->index_locs(), 'a draft book, a note without archive, a shop page, a noindexed type' );

		$book = self::factory()->post->create(
			array(
				'post_type'     => 'book',
				'post_date'     => '2024-03-04 05:06:07',
				'post_date_gmt' => '2024-03-04 05:06:07',
			)
		);
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2024-03-05 06:07:08' ), array( 'ID' => $book ) );
		clean_post_cache( $book );
		$this->reset_groups();
		$this->assertContains( home_url( '/sitemap-archives-1.xml' ), $this->index_locs() );
		$xml = $this->fetch( '/sitemap-archives-1.xml' )['body'];
		$this->assertValidXml( $xml, 'sitemap.xsd' );
		$this->assertSame( array( home_url( '/books/' ) => '2024-03-05T06:07:08+00:00' ), $this->lastmods( $xml ) );
		$this->assertSame( home_url( '/books/' ), get_post_type_archive_link( 'book' ), 'the address the archive has' );

		// An archive set apart from its posts (post_type_archive_noindex) is listed by its own rule.
		$this->update_settings( array( 'post_type_archive_noindex' => array( 'book' => true, 'memo' => false ) ) );
		$this->reset_groups();
		$this->assertSame( array( get_post_type_archive_link( 'memo' ) ), array_keys( $this->lastmods( $this->fetch( '/sitemap-archives-1.xml' )['body'] ) ), 'the noindexed type\'s archive kept in, the book archive left out' );
	}

	/**
	 * A sitemap lists no address our own redirects answer with a redirect or as gone (Search Console's
	 * "Page with redirect"), such as the rules a move from The SEO Framework makes of its per-post and
	 * per-term redirects: an exact rule on a post's path, matched as a request is (any case, with or
	 * without the trailing slash), a 410, a prefix rule over a term's archive and one over a post type's
	 * archive. A disabled rule, or one of another path, changes nothing; an address only a regular
	 * expression answers stays listed (the sitemaps try no regex rule: Redirects\Sitemap_Exclusions).
	 */
	public function test_an_address_our_redirects_answer_is_left_out(): void {
		register_post_type( 'book', array( 'public' => true, 'has_archive' => 'books', 'rewrite' => array( 'slug' => 'book' ) ) );
		$this->reset_groups();
		$moved    = self::factory()->post->create( array( 'post_name' => 'moved-post' ) );
		$gone     = self::factory()->post->create( array( 'post_name' => 'gone-post' ) );
		$disabled = self::factory()->post->create( array( 'post_name' => 'disabled-post' ) );
		$kept     = self::factory()->post->create( array( 'post_name' => 'kept-post' ) );
		$regex    = self::factory()->post->create( array( 'post_name' => 'regex-post' ) );
		$book     = self::factory()->post->create( array( 'post_type' => 'book' ) );
		$old      = self::factory()->category->create( array( 'slug' => 'old-topics' ) );
		$topic    = self::factory()->category->create( array( 'slug' => 'topics' ) );
		wp_set_object_terms( $kept, array( $old, $topic ), 'category' );

		$this->redirect_rule( array( 'source' => '/MOVED-POST' ) );
		$this->redirect_rule( array( 'source' => $this->path( (string) get_permalink( $gone ) ), 'status' => 410, 'target' => '' ) );
		$this->redirect_rule( array( 'source' => $this->path( (string) get_permalink( $disabled ) ), 'enabled' => false ) );
		$this->redirect_rule( array( 'source' => '/kept-post-2/' ) );
		$this->redirect_rule( array( 'source' => '^/regex-post/?$', 'match' => 'regex' ) );
		$this->redirect_rule( array( 'source' => '/category/old-topics', 'match' => 'prefix', 'target' => '/category/topics/' ) );
		$this->redirect_rule( array( 'source' => '/books', 'match' => 'prefix', 'target' => '/' ) );

		$posts = $this->page_locs( 'post-post' );
		$this->assertNotContains( get_permalink( $moved ), $posts, 'an exact rule answers it' );
		$this->assertNotContains( get_permalink( $gone ), $posts, 'a 410 answers it' );
		$this->assertContains( get_permalink( $disabled ), $posts, 'its rule is disabled' );
		$this->assertContains( get_permalink( $kept ), $posts, 'a rule of another path' );
		$this->assertContains( get_permalink( $regex ), $posts, 'a regex rule is not tried' );
		$terms = $this->page_locs( 'tax-category' );
		$this->assertNotContains( get_term_link( $old ), $terms, 'under a prefix rule' );
		$this->assertContains( get_term_link( $topic ), $terms );
		$this->assertNotContains( get_post_type_archive_link( 'book' ), $this->page_locs( 'archives' ), 'under a prefix rule' );
		$this->assertContains( get_permalink( $book ), $this->page_locs( 'post-book' ), '/book/… is not under /books' );
	}

	/**
	 * A page whose every entry a redirect rule answers is still listed in the index (its boundaries
	 * stay), and is still a valid urlset: it lists the home page.
	 */
	public function test_a_page_whose_every_entry_is_left_out_stays_a_valid_urlset(): void {
		register_post_type( 'book', array( 'public' => true, 'rewrite' => array( 'slug' => 'book' ) ) );
		$this->reset_groups();
		$book = self::factory()->post->create( array( 'post_type' => 'book' ) );
		$this->redirect_rule( array( 'source' => $this->path( (string) get_permalink( $book ) ) ) );

		$this->assertContains( home_url( '/sitemap-post-book-1.xml' ), $this->index_locs() );
		$response = $this->fetch( '/sitemap-post-book-1.xml' );
		$this->assertSame( 200, $response['status'] );
		$this->assertValidXml( $response['body'], 'sitemap-with-images.xsd' );
		$this->assertSame( array( home_url( '/' ) ), $this->locs( $response['body'] ) );
	}

	public function test_entries_have_w3c_lastmod(): void {
		$post = self::factory()->post->create( array( 'post_date' => '2023-05-06 07:08:09' ) );
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2023-05-06 07:08:09' ), array( 'ID' => $post ) );
		clean_post_cache( $post );
		$lastmods = $this->lastmods( $this->fetch( '/sitemap-post-post-1.xml' )['body'] );
		$this->assertSame( '2023-05-06T07:08:09+00:00', $lastmods[ get_permalink( $post ) ] );
		foreach ( $this->lastmods( $this->fetch( '/sitemap_index.xml' )['body'] ) as $lastmod ) {
			$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/', $lastmod );
		}
	}

	public function test_image_entries_for_featured_and_content_images(): void {
		$image   = self::factory()->attachment->create_image();
		$content = '<p>Hi</p><img class="x" src="https://cdn.example.com/a.jpg?x=1&amp;y=2" alt=""><img src=\'/wp-content/uploads/b.png\'><img src="data:image/gif;base64,AAAA">';
		$post    = self::factory()->post->create( array( 'post_content' => $content ) );
		set_post_thumbnail( $post, $image );

		$xml = $this->fetch( '/sitemap-post-post-1.xml' )['body'];
		$this->assertValidXml( $xml, 'sitemap-with-images.xsd' );
		$doc = simplexml_load_string( $xml );
		$doc->registerXPathNamespace( 's', 'http://www.sitemaps.org/schemas/sitemap/0.9' );
		$doc->registerXPathNamespace( 'image', 'http://www.google.com/schemas/sitemap-image/1.1' );
		$images = array_map( 'strval', $doc->xpath( '//s:url[s:loc="' . get_permalink( $post ) . '"]/image:image/image:loc' ) );
		$this->assertSame( array( wp_get_attachment_url( $image ), 'https://cdn.example.com/a.jpg?x=1&y=2', home_url( '/wp-content/uploads/b.png' ) ), $images );

		$this->update_settings( array( 'enable_xml_image_sitemap' => false ) );
		$xml = $this->fetch( '/sitemap-post-post-1.xml' )['body'];
		$this->assertStringNotContainsString( 'image:', $xml, 'no image namespace or entries when off' );
		$this->assertValidXml( $xml, 'sitemap.xsd' );
	}

	public function test_pages_split_at_the_page_size_and_all_are_valid(): void {
		add_filter( 'sightline_sitemap_page_size', static fn() => 2 );
		$this->reset_groups();
		$ids  = self::factory()->post->create_many( 4 );
		$all  = array();
		$locs = $this->index_locs();
		$this->assertContains( home_url( '/sitemap-post-post-3.xml' ), $locs, '5 posts (with Hello world!) make 3 pages' );
		$this->assertNotContains( home_url( '/sitemap-post-post-4.xml' ), $locs );
		foreach ( array( 1, 2, 3 ) as $page ) {
			$xml = $this->fetch( "/sitemap-post-post-{$page}.xml" )['body'];
			$this->assertValidXml( $xml, 'sitemap-with-images.xsd' );
			$all = array_merge( $all, $this->locs( $xml ) );
		}
		$this->assertCount( 5, $all );
		$this->assertCount( 5, array_unique( $all ) );
		foreach ( $ids as $id ) {
			$this->assertContains( get_permalink( $id ), $all );
		}
	}

	public function test_special_characters_are_escaped(): void {
		$post = self::factory()->post->create( array( 'post_name' => 'caf%c3%a9-&-more' ) );
		$xml  = $this->fetch( '/sitemap-post-post-1.xml' )['body'];
		$this->assertValidXml( $xml, 'sitemap.xsd' );
		$this->assertContains( get_permalink( $post ), $this->locs( $xml ) );
	}
}

