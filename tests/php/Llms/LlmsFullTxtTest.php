<?php
/**
 * /llms-full.txt beside /llms.txt: served only while llms.txt is on, the text of the pages llms.txt
 * lists as Markdown (no HTML, scripts or shortcodes of the page), capped in bytes at whole pages with a
 * closing note, and made stale by the same changes as llms.txt (content, our per-post fields, settings).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Llms;

use Sightline\Llms\Full_Builder;
use Sightline\Llms\Llms_Txt;
use Sightline\Llms\Markdown;
use Sightline\Plugin;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;
use Sightline\Tests\TestCase;

final class LlmsFullTxtTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->set_permalink_structure( '/%postname%/' );
		( new Store() )->flush();
		Plugin::get( State::class )->reset();
		update_option( 'blogname', 'Acme Widgets' );
		update_option( 'blogdescription', 'Widgets for every need' );
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

	/** The file as the next request gets it (this request's stamps forgotten). */
	private function file( bool $build = true ): ?string {
		Plugin::get( State::class )->reset();
		$answer = Plugin::get( Llms_Txt::class )->find( '/llms-full.txt', $build );
		if ( null !== $answer ) {
			$this->assertSame( 'text/plain; charset=utf-8', $answer['headers']['Content-Type'] );
		}
		return null === $answer ? null : $answer['body'];
	}

	/** @param array<string, mixed> $args */
	private function post( string $title, string $content, array $args = array() ): int {
		return self::factory()->post->create(
			array(
				'post_title'   => $title,
				'post_content' => $content,
			) + $args
		);
	}

	public function test_served_only_while_llms_txt_is_on(): void {
		$this->post( 'Hello', 'Some text.' );
		$this->assertNull( $this->file() );
		$this->settings( array( 'enable_llms_txt' => true ) );
		$this->assertStringStartsWith( "# Acme Widgets\n\n> Widgets for every need\n", (string) $this->file() );
		$this->assertSame( home_url( '/llms-full.txt' ), apply_filters( 'sightline_admin_page_data', array() )['llmsFullTxtUrl'] );
	}

	public function test_the_pages_text_as_markdown(): void {
		$post = $this->post(
			'Widget guide',
			"<!-- wp:heading -->\n<h2>How to pick</h2>\n<!-- /wp:heading -->\n<!-- wp:paragraph -->\n<p>Pick <strong>well</strong>, read <a href=\"https://example.com/more\">the *notes*</a> and <code>run()</code>.</p>\n<!-- /wp:paragraph -->\n"
			. "<!-- wp:list -->\n<ul><li>First</li><li>Second <em>one</em></li></ul>\n<!-- /wp:list -->\n<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><p>Quoted words</p></blockquote>\n<!-- /wp:quote -->\n"
			. "<!-- wp:html -->\n<div>Kept <img src=\"x.png\" alt=\"A red widget\"></div>\n<!-- /wp:html -->\n<!-- wp:code -->\n<pre class=\"wp-block-code\"><code>a &lt; b\n```</code></pre>\n<!-- /wp:code -->\n<!-- wp:shortcode -->\n[gallery ids=\"1,2\"]\n<!-- /wp:shortcode -->"
		);
		$classic = $this->post( 'Classic', "First paragraph.\n\nSecond <b>bold</b> paragraph." );
		$this->post( 'Protected', 'Secret words.', array( 'post_password' => 'x' ) );
		$noindex = $this->post( 'Hidden', 'Noindexed words.' );
		update_post_meta( $noindex, Object_Meta::key( 'robots_noindex' ), 'on' );
		$this->settings( array( 'enable_llms_txt' => true ) );
		$file = (string) $this->file();

		$this->assertStringContainsString(
			"## Widget guide\n\nAddress: <" . get_permalink( $post ) . ">\n\n#### How to pick\n\nPick **well** , read [the \\*notes\\*](https://example.com/more) and `run()` .\n\n- First\n- Second *one*\n\n> Quoted words\n\nKept (Image: A red widget)\n\n````\na < b\n```\n````\n",
			$file
		);
		$this->assertStringContainsString( "## Classic\n\nAddress: <" . get_permalink( $classic ) . ">\n\nFirst paragraph.\n\nSecond **bold** paragraph.\n", $file );
		foreach ( array( '[gallery', 'Secret words', 'Noindexed words', '<p>', '<strong>' ) as $absent ) {
			$this->assertStringNotContainsString( $absent, $file );
		}
	}

	public function test_the_size_cap_truncates_at_whole_pages_and_says_so(): void {
		$words = str_repeat( 'lorem ipsum dolor sit amet ', 60 ); // About 1.6 KB a page.
		for ( $i = 1; $i <= 6; $i++ ) {
			$this->post( "Page {$i}", "<p>{$words}end-of-page-{$i}</p>", array( 'post_date' => "2024-01-0{$i} 10:00:00" ) );
		}
		add_filter( 'sightline_llms_full_txt_max_bytes', static fn() => 6000 );
		$this->settings( array( 'enable_llms_txt' => true ) );
		$file = (string) $this->file();

		$this->assertLessThanOrEqual( 6000, strlen( $file ) );
		$this->assertSame( 6000, Plugin::get( Full_Builder::class )->max_bytes() );
		$kept = substr_count( $file, "\n## Page " );
		$this->assertGreaterThan( 0, $kept );
		$this->assertLessThan( 6, $kept );
		// Every page in the file is whole: its last words are there.
		for ( $i = 6; $i > 6 - $kept; $i-- ) {
			$this->assertStringContainsString( "end-of-page-{$i}\n", $file, "page {$i} whole" );
		}
		$left = 6 - $kept;
		$this->assertStringEndsWith(
			"---\n\nThis file ends here: {$left} more " . ( 1 === $left ? 'page' : 'pages' ) . ' did not fit in its size limit of 6,000 bytes. ' . home_url( '/llms.txt' ) . " links to every page.\n",
			$file
		);
		remove_all_filters( 'sightline_llms_full_txt_max_bytes' );
		$this->assertSame( Full_Builder::MAX_BYTES, Plugin::get( Full_Builder::class )->max_bytes() );
	}

	public function test_it_goes_stale_with_llms_txt(): void {
		$post = $this->post( 'First', '<p>Original words.</p>' );
		$this->settings( array( 'enable_llms_txt' => true ) );
		$this->assertNull( $this->file( false ), 'nothing stored before the first request' );
		$first = $this->file();
		$this->assertSame( $first, $this->file( false ), 'the stored copy is answered early' );

		wp_update_post(
			array(
				'ID'           => $post,
				'post_content' => '<p>Edited words.</p>',
			)
		);
		$this->assertNull( $this->file( false ), 'an edited post makes the copy stale' );
		$this->assertStringContainsString( 'Edited words.', (string) $this->file() );

		// One of our own fields (noindex) moves llms.txt's stamp, which both files share.
		Plugin::get( Llms_Txt::class )->find( '/llms.txt' );
		update_post_meta( $post, Object_Meta::key( 'robots_noindex' ), 'on' );
		$this->assertNull( $this->file( false ), 'our per-post field makes the copy stale' );
		$this->assertStringNotContainsString( 'Edited words.', (string) $this->file() );

		update_option( 'blogname', 'Renamed' );
		$this->assertStringStartsWith( '# Renamed', (string) $this->file() );

		$this->settings( array( 'enable_llms_txt' => false ) );
		$this->assertNull( $this->file( false ), 'off: no stored copy is served' );
	}

	public function test_markdown_from_html_escapes_and_drops_what_is_not_text(): void {
		$this->assertSame( '', Markdown::from_html( '' ) );
		$this->assertSame( "#### A \\# heading\n\nText \\<b\\> and \\| pipes", Markdown::from_html( '<script>alert(1)</script><h2>A # heading</h2><p>Text &lt;b&gt; and | pipes</p><style>p{}</style><iframe src="x"></iframe><form><input value="x"></form>' ) );
		$this->assertSame( '1. One\n2. Two', str_replace( "\n", '\n', Markdown::from_html( '<ol><li>One</li><li>Two</li></ol>' ) ) );
		$this->assertSame( 'a link', Markdown::from_html( '<p><a href="javascript:alert(1)">a link</a></p>' ) );
	}
}
