<?php
/**
 * The page-view bundle (includes/generated/page-view-bundle.php, tools/page-view-bundle.mjs): real page
 * views, each in its own PHP process, load every class of ours from it (no class file one by one), print
 * exactly what the files themselves print, and the bundle holds the files as they are now.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

use Sightline\Tests\Factory;
use Sightline\Tests\TestCase;

final class PageViewBundleTest extends TestCase {

	/** @var array<string, array{bundled: array{ours: list<string>, our_head: string}, files: array{ours: list<string>, our_head: string}}> page → views */
	private static array $views = array();

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		$author   = $factory->user->create( array( 'role' => 'author' ) );
		$category = $factory->category->create( array( 'name' => 'Bundle category' ) );
		$post     = $factory->post->create(
			array(
				'post_title'    => 'Bundle post about crawling',
				'post_content'  => '<!-- wp:paragraph --><p>A paragraph about crawling.</p><!-- /wp:paragraph -->',
				'post_author'   => $author,
				'post_category' => array( $category ),
			)
		);
		set_post_thumbnail( $post, $factory->attachment->create_image() );
		$page = $factory->post->create( array( 'post_type' => 'page', 'post_title' => 'Bundle page' ) );
		$pages = array_map(
			'wp_make_link_relative',
			array(
				'singular'  => get_permalink( $post ),
				'page'      => get_permalink( $page ),
				'home'      => home_url( '/' ),
				'category'  => get_category_link( $category ),
				'author'    => get_author_posts_url( $author ),
				// A query that holds "sitemap" is still an ordinary page view.
				'search'    => get_search_link( 'crawling sitemaps' ),
				'not found' => home_url( '/no-such-page-at-all/' ),
			)
		);
		// Here, outside any test's transaction, so the child processes read the committed site at once.
		self::commit_transaction();
		foreach ( $pages as $page => $uri ) {
			// WordPress's own first-render work (a block theme's navigation fallback is a post it writes
			// once) happens in a view without the plugin, as in PageViewBudgetTest.
			self::view( $uri, true, 'off' );
			self::$views[ $page ] = array(
				'bundled' => self::view( $uri, false ),
				'files'   => self::view( $uri, true ),
			);
		}
	}

	public function test_a_page_view_loads_every_class_of_ours_from_the_bundle_and_prints_the_same_head(): void {
		foreach ( self::$views as $page => $views ) {
			$bundled = $views['bundled'];
			$files   = $views['files'];

			$this->assertContains( 'includes/generated/page-view-bundle.php', $bundled['ours'], "{$page}: the bundle was loaded" );
			$classes = array_values( array_filter( $bundled['ours'], static fn( string $file ): bool => ! self::is_data_or_boot_file( $file ) ) );
			$this->assertSame( array(), $classes, "{$page}: files of ours loaded one by one; add them to tools/page-view-bundle.json and run `npm run types`" );

			$this->assertNotContains( 'includes/generated/page-view-bundle.php', $files['ours'], "{$page}: SIGHTLINE_NO_BUNDLE loads the files themselves" );
			$this->assertNotSame( '', $bundled['our_head'], "{$page}: the head was printed" );
			$this->assertSame( $files['our_head'], $bundled['our_head'], "{$page}: the bundle prints what the files print" );
		}
	}

	public function test_the_bundle_holds_each_listed_file_as_it_is_now(): void {
		$list   = json_decode( (string) file_get_contents( SIGHTLINE_DIR . 'tools/page-view-bundle.json' ), true );
		$bundle = (string) file_get_contents( SIGHTLINE_DIR . 'includes/generated/page-view-bundle.php' );
		$this->assertNotEmpty( $list['files'] );
		foreach ( $list['files'] as $file ) {
			$source = (string) file_get_contents( SIGHTLINE_DIR . 'includes/' . $file );
			$this->assertSame( 1, preg_match( '/^namespace\s+[^;]+;\s*$/m', $source, $found, PREG_OFFSET_CAPTURE ), $file );
			$body = trim( substr( $source, $found[0][1] + strlen( $found[0][0] ) ) );
			$this->assertStringContainsString( "// includes/{$file}\n", $bundle, $file );
			$this->assertStringContainsString( $body, $bundle, "{$file} changed since the bundle was generated: run `npm run types`" );
		}
	}

	public function test_the_bundle_preloads_the_settings_data_as_the_generated_files_hold_it(): void {
		$list   = json_decode( (string) file_get_contents( SIGHTLINE_DIR . 'tools/page-view-bundle.json' ), true );
		$bundle = (string) file_get_contents( SIGHTLINE_DIR . 'includes/generated/page-view-bundle.php' );
		$this->assertNotEmpty( $list['schemas'] );
		foreach ( $list['schemas'] as $name ) {
			$twin = (string) file_get_contents( SIGHTLINE_DIR . "includes/settings/generated/{$name}.php" );
			$this->assertSame( 1, preg_match( '/^return (array\(.*\));\s*$/ms', $twin, $literal ), $name );
			$this->assertStringContainsString( "Schema::preload( '{$name}', {$literal[1]} );", $bundle, "{$name} changed since the bundle was generated: run `npm run types`" );
		}
		$this->assertNotEmpty( $list['data'] );
		foreach ( $list['data'] as $file => $method ) {
			$source = (string) file_get_contents( SIGHTLINE_DIR . "includes/{$file}" );
			$this->assertSame( 1, preg_match( '/^return (array\(.*\));\s*$/ms', $source, $literal ), $file );
			$this->assertTrue( is_callable( $method ), "{$method} preloads {$file}" );
			$this->assertStringContainsString( "\\{$method}( {$literal[1]} );", $bundle, "{$file} changed since the bundle was generated: run `npm run types`" );
		}
	}

	/**
	 * What a page view may load of ours besides the bundle: the plugin file, the autoloader and this
	 * suite's own request script; the generated data (settings, the block's fields) comes preloaded
	 * with the bundle.
	 */
	private static function is_data_or_boot_file( string $file ): bool {
		return str_starts_with( $file, 'tests/' )
			|| in_array( $file, array( 'plugin.php', 'includes/class-autoloader.php', 'includes/generated/page-view-bundle.php' ), true );
	}

	/**
	 * @return array{ours: list<string>, our_head: string}
	 */
	private static function view( string $uri, bool $without_bundle, string $side = 'on' ): array {
		return self::child_page_view( $side, $uri, $without_bundle ? array( 'SIGHTLINE_NO_BUNDLE' => '1' ) : array() );
	}
}
