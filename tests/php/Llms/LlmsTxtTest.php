<?php
/**
 * /llms.txt (issue 18, point 5): off by default (a 404), on it lists the site name and description,
 * the home page, the picked pages and the recent posts of each public post type as Markdown links with
 * their meta descriptions; noindexed content is left out; the file is stored and refreshed on change.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Llms;

use Sightline\Llms\Llms_Txt;
use Sightline\Llms\Markdown;
use Sightline\Plugin;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;
use Sightline\Tests\TestCase;

final class LlmsTxtTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->set_permalink_structure( '/%postname%/' );
		( new Store() )->flush();
		Plugin::get( State::class )->reset();
		update_option( 'blogname', 'Acme Widgets' );
		update_option( 'blogdescription', 'Widgets for every *need*' );
	}

	protected function tearDown(): void {
		( new Store() )->flush();
		Plugin::get( State::class )->reset();
		parent::tearDown();
	}

	/** @param array<string, mixed> $changes */
	private function settings( array $changes ): void {
		$this->assertIsArray( Plugin::get( Settings::class )->update( $changes ) );
	}

	private function llms(): Llms_Txt {
		return Plugin::get( Llms_Txt::class );
	}

	/** The file as the next request gets it (this request's stamps forgotten). */
	private function file( bool $build = true ): ?string {
		Plugin::get( State::class )->reset();
		$answer = $this->llms()->find( '/llms.txt', $build );
		return null === $answer ? null : $answer['body'];
	}

	/** The version the stored copy was written with (its first line in the cache file). */
	private function version_of_copy(): string {
		$file = (string) file_get_contents( (string) ( new Store() )->file( Llms_Txt::SLOT ) );
		return strstr( $file, "\n", true );
	}

	private function post( string $title, array $args = array() ): int {
		return self::factory()->post->create( array( 'post_title' => $title ) + $args );
	}

	private function describe( int $post, string $description ): void {
		update_post_meta( $post, Object_Meta::key( 'description' ), $description );
	}

	public function test_off_by_default_it_is_a_404(): void {
		$this->assertFalse( Plugin::get( Settings::class )->get( 'enable_llms_txt' ) );
		$this->post( 'Anything' );
		$this->assertNull( $this->llms()->find( '/llms.txt' ) );
		$this->assertSame( 404, $this->get_page( '/llms.txt' )['status'] );
	}

	public function test_only_a_request_for_the_file_waits_for_wordpress_to_build_it(): void {
		$llms = $this->llms();
		// A page view (its address holds no llms.txt): nothing runs later in the request.
		$_SERVER['REQUEST_URI'] = '/a-page/';
		$llms->answer_early();
		$this->assertFalse( has_action( 'wp_loaded', array( $llms, 'answer' ) ) );
		// /llms.txt without a current stored copy (off here: nothing to send early): built on wp_loaded.
		$_SERVER['REQUEST_URI'] = '/llms.txt';
		$llms->answer_early();
		$this->assertSame( 10, has_action( 'wp_loaded', array( $llms, 'answer' ) ) );
	}

	public function test_it_lists_the_home_page_the_picked_pages_and_recent_posts_as_markdown_links(): void {
		$this->settings( array( 'home_page_description' => 'Everything about widgets.' ) );
		wp_delete_post( 1, true ); // The site's "Hello world!".
		$about   = $this->post(
			'About us',
			array(
				'post_type' => 'page',
				'post_name' => 'about',
			)
		);
		$contact = $this->post(
			'Contact',
			array(
				'post_type'    => 'page',
				'post_name'    => 'contact',
				'post_excerpt' => '',
				'post_content' => '',
			)
		);
		$this->post( 'Not picked', array( 'post_type' => 'page' ) );
		$this->describe( $about, 'Who we are.' );
		$older = $this->post(
			'Older news',
			array(
				'post_name' => 'older',
				'post_date' => '2024-01-01 10:00:00',
			)
		);
		$newer = $this->post(
			'Newer news',
			array(
				'post_name' => 'newer',
				'post_date' => '2024-02-01 10:00:00',
			)
		);
		$this->describe( $older, 'The first one.' );
		$this->describe( $newer, 'The second one.' );
		$this->settings(
			array(
				'enable_llms_txt' => true,
				'llms_txt_pages'  => array( $contact, $about ),
			)
		);

		$this->assertSame(
			"# Acme Widgets\n\n> Widgets for every \\*need\\*\n\n## Home page\n\n- [Acme Widgets](" . home_url( '/' ) . "): Everything about widgets.\n\n"
			. "## Pages\n\n- [Contact](" . home_url( '/contact/' ) . ")\n- [About us](" . home_url( '/about/' ) . "): Who we are.\n\n"
			. "## Posts\n\n- [Newer news](" . home_url( '/newer/' ) . "): The second one.\n- [Older news](" . home_url( '/older/' ) . "): The first one.\n",
			$this->file()
		);
		$answer = $this->llms()->find( '/llms.txt?x=1' );
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'text/plain; charset=utf-8', $answer['headers']['Content-Type'] );
		foreach ( array( '/llms.txt/', '/llms.txt.bak', '/blog/llms.txt', '/llms-full.txt.bak', '/?rest_route=/llms.txt' ) as $other ) {
			$this->assertNull( $this->llms()->find( $other ), $other );
		}
	}

	public function test_noindexed_drafts_private_and_protected_content_is_left_out(): void {
		$shown    = $this->post( 'Shown post' );
		$noindex  = $this->post( 'Noindexed post' );
		$page     = $this->post( 'Noindexed page', array( 'post_type' => 'page' ) );
		$draft    = $this->post( 'Draft page', array( 'post_type' => 'page', 'post_status' => 'draft' ) );
		update_post_meta( $noindex, Object_Meta::key( 'robots_noindex' ), 'on' );
		update_post_meta( $page, Object_Meta::key( 'robots_noindex' ), 'on' );
		$this->post( 'Private post', array( 'post_status' => 'private' ) );
		$this->post( 'Protected post', array( 'post_password' => 'x' ) );
		register_post_type(
			'sl_book',
			array(
				'public' => true,
				'label'  => 'Books',
			)
		);
		$this->post( 'A book', array( 'post_type' => 'sl_book' ) );
		register_post_type( 'sl_hidden', array( 'public' => false ) );
		$this->post( 'Hidden type', array( 'post_type' => 'sl_hidden' ) );
		$this->settings(
			array(
				'enable_llms_txt' => true,
				'llms_txt_pages'  => array( $page, $draft, 999999 ),
			)
		);

		global $wpdb;
		$file  = '';
		$joins = array_values(
			array_filter(
				self::queries_sent( function () use ( &$file ): void {
					$file = $this->file();
				} ),
				static fn( string $query ): bool => str_contains( $query, "JOIN {$wpdb->postmeta}" )
			)
		);
		// A join of every post to its meta reads the whole type to find ten posts.
		$this->assertSame( array(), $joins, 'the noindex rule is a subquery, not a join to every post\'s meta' );
		$this->assertStringContainsString( '[Shown post](' . get_permalink( $shown ) . ')', $file );
		$this->assertStringContainsString( "## Books\n\n- [A book](", $file );
		foreach ( array( 'Noindexed post', 'Noindexed page', 'Draft page', 'Private post', 'Protected post', 'Hidden type', '## Pages' ) as $absent ) {
			$this->assertStringNotContainsString( $absent, $file );
		}

		// Site rules: posts noindexed as a type (one post set to index anyway), the home page noindexed.
		update_post_meta( $shown, Object_Meta::key( 'robots_noindex' ), 'off' );
		$kept = $this->post( 'Other post' );
		$this->settings(
			array(
				'no_index'         => array( 'post' ),
				'home_page_robots' => array( 'general' => array( 'noindex' ) ),
			)
		);
		$file = $this->file();
		$this->assertStringNotContainsString( '## Home page', $file );
		$this->assertStringContainsString( '[Shown post](', $file, 'its own "index" beats the type rule' );
		$this->assertStringNotContainsString( get_permalink( $kept ), $file );
	}

	public function test_markdown_breaking_characters_in_titles_and_descriptions_are_escaped(): void {
		$post = $this->post( "Links [in] *titles* & <b>tags</b>\nnew_line `code` # | \\" );
		$this->describe( $post, "Two\nlines with ](http://evil.example) and &lt;script&gt;" );
		$this->settings( array( 'enable_llms_txt' => true ) );

		$this->assertStringContainsString(
			'- [Links \\[in\\] \\*titles\\* & tags new\\_line \\`code\\` \\# \\| \\\\](' . get_permalink( $post ) . '): Two lines with \\](http://evil.example) and',
			$this->file()
		);
		$this->assertSame( 'http://example.org/a%20b%28c%29', Markdown::url( 'http://example.org/a b(c)' ) );
		$this->assertSame( '- [http://example.org/x](http://example.org/x)', Markdown::link( '', 'http://example.org/x', '' ) );
	}

	public function test_the_file_is_stored_and_refreshed_when_content_or_settings_change(): void {
		$post = $this->post( 'First' );
		$this->settings( array( 'enable_llms_txt' => true ) );
		$this->assertNull( $this->file( false ), 'nothing stored before the first request' );
		$first = $this->file();
		$this->assertSame( $first, $this->file( false ), 'the stored copy is answered early' );

		$new = $this->post( 'Second' );
		$this->assertNull( $this->file( false ), 'a new post makes the copy stale' );
		$this->assertStringContainsString( '[Second](' . get_permalink( $new ) . ')', $this->file() );

		$this->describe( $post, 'A description written later.' );
		$this->assertNull( $this->file( false ), 'an edited description makes the copy stale' );
		$this->file();
		$this->assertNotNull( $this->file( false ) );
		// Another web server's copy (its own disk): the stamp in the shared database makes it stale too.
		$other   = $this->llms()->find( '/llms.txt' );
		$version = $this->version_of_copy();
		$this->describe( $post, 'Edited once more.' );
		Plugin::get( State::class )->reset();
		( new Store() )->set( Llms_Txt::SLOT, $version, $other['body'] );
		$this->assertNull( $this->file( false ), 'a copy kept elsewhere is stale after the edit' );
		$this->assertStringContainsString( ': Edited once more.', $this->file() );
		$this->describe( $post, 'A description written later.' );
		$this->assertStringContainsString( '[First](' . get_permalink( $post ) . '): A description written later.', $this->file() );

		update_option( 'blogdescription', 'A new tagline' );
		$this->assertStringContainsString( '> A new tagline', $this->file() );

		wp_trash_post( $new );
		$this->assertStringNotContainsString( 'Second', $this->file() );

		$this->settings( array( 'enable_llms_txt' => false ) );
		$this->assertNull( $this->llms()->find( '/llms.txt', false ), 'off: no stored copy is served' );
		$this->assertNull( $this->llms()->find( '/llms.txt' ) );
	}

	public function test_a_bulk_write_moves_the_stamp_once_when_it_ends(): void {
		$post = $this->post( 'Migrated' );
		$this->settings( array( 'enable_llms_txt' => true ) );
		$this->file();
		$before = get_option( Llms_Txt::STAMP_OPTION );
		do_action( 'sightline_bulk_write_start' );
		$this->describe( $post, 'From another plugin.' );
		$this->describe( $post, 'From another plugin, again.' );
		$this->assertSame( $before, get_option( Llms_Txt::STAMP_OPTION ), 'no write per field during the batch' );
		do_action( 'sightline_bulk_write_end' );
		$this->assertNotSame( $before, get_option( Llms_Txt::STAMP_OPTION ) );
		$this->assertStringContainsString( '[Migrated](' . get_permalink( $post ) . '): From another plugin, again.', $this->file() );
	}

	public function test_picked_pages_must_be_a_list_of_page_ids(): void {
		$settings = Plugin::get( Settings::class );
		foreach ( array( array( 'x' ), array( 0 ), array( 3, 3 ), 'about' ) as $bad ) {
			$error = $settings->update( array( 'llms_txt_pages' => $bad ) );
			$this->assertWPError( $error );
			$this->assertStringContainsString( 'llms_txt_pages', $error->get_error_message() );
		}
		$this->assertSame( array(), $settings->get( 'llms_txt_pages' ), 'nothing stored' );
	}

	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}
}
