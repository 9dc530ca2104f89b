<?php
/**
 * What the editor's previews start from: the server's whole template chain and every variable's value
 * for the saved post, so a preview shows the post's real category, parent and address, never sample
 * text.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Editor;

use Sightline\Admin\Assets;
use Sightline\Admin\Editor_Assets;
use Sightline\Head\Context;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class EditorPageDataTest extends TestCase {

	public function test_the_saved_posts_own_values_reach_the_editor(): void {
		$this->act_as( 'editor' );
		$parent   = self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'Guides' ) );
		$child    = get_post( self::factory()->post->create( array( 'post_type' => 'page', 'post_title' => 'Install', 'post_parent' => $parent ) ) );
		$category = self::factory()->category->create( array( 'name' => 'Gardening' ) );
		$post     = get_post( self::factory()->post->create( array( 'post_title' => 'Spades', 'post_category' => array( $category ) ) ) );

		$data = Plugin::get( Editor_Assets::class )->page_data( Context::for_post( $post ) );
		$this->assertSame( 'Gardening', $data['variableValues']['category'] );
		$this->assertSame( 'Gardening', $data['variableValues']['categories'] );
		$this->assertSame( get_permalink( $post ), $data['variableValues']['permalink'] );
		$this->assertNotContains( 'Sample Category', $data['variableValues'] );
		$this->assertSame( array( '%title% %separator% %site_name%' ), array_slice( $data['templateChain']['title'], -1 ) );

		$page = Plugin::get( Editor_Assets::class )->page_data( Context::for_post( $child ) );
		$this->assertSame( 'Guides', $page['variableValues']['parent_title'] );
	}

	public function test_the_editor_cuts_automatic_descriptions_by_the_sites_rule(): void {
		$this->act_as( 'editor' );
		Plugin::get( Settings::class )->update( array( 'auto_description' => array( 'length' => 90, 'first_paragraph' => true, 'ellipsis' => true ) ) );
		$post = get_post( self::factory()->post->create() );

		$data = Plugin::get( Editor_Assets::class )->page_data( Context::for_post( $post ) );
		$this->assertSame( array( 'length' => 90, 'first_paragraph' => true, 'ellipsis' => true, 'words' => 0, 'whole_excerpt' => false, 'social_length' => 0, 'decoded_tags' => false, 'count' => 'text', 'cut' => 'word', 'excerpt_support' => false, 'scope' => 'content', 'shortcodes' => 'strip', 'read' => 'text', 'join' => 'space' ), $data['autoDescription'] );
		// The tags strip_shortcodes() removes with what they enclose ([caption] is WordPress's own).
		$this->assertContains( 'caption', $data['shortcodes'] );
		$this->assertTrue( array_is_list( $data['shortcodes'] ) );
	}

	public function test_the_schema_panel_shows_where_the_site_prints_structured_data(): void {
		$this->act_as( 'editor' );
		$post = get_post( self::factory()->post->create() );

		$this->assertTrue( Plugin::get( Editor_Assets::class )->post_data( $post )['schemas'] );
		Plugin::get( Settings::class )->update( array( 'enable_schemas' => false ) );
		$this->assertFalse( Plugin::get( Editor_Assets::class )->post_data( $post )['schemas'] );
	}

	public function test_the_schema_panels_chunk_brings_its_translations_with_the_editor(): void {
		$handle = Assets::HANDLE_PREFIX . 'editor';
		wp_register_script( $handle, plugins_url( 'build/editor.js', SIGHTLINE_FILE ), array(), '1', true );
		$file = WP_LANG_DIR . '/plugins/sightline-seo-de_DE-' . md5( 'build/editor-schema.js' ) . '.json';
		wp_mkdir_p( dirname( $file ) );
		file_put_contents( $file, (string) wp_json_encode( array( 'locale_data' => array( 'messages' => array( '' => array( 'domain' => 'messages' ), 'Add structured data' => array( 'Strukturierte Daten hinzufügen' ) ) ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$built = is_readable( SIGHTLINE_DIR . 'build/editor-schema.js' );
		$german = static fn() => 'de_DE';
		add_filter( 'determine_locale', $german );
		try {
			Assets::add_chunk_translations( 'editor', 'editor-schema' );
		} finally {
			remove_filter( 'determine_locale', $german );
			wp_delete_file( $file );
		}
		$before = implode( '', (array) wp_scripts()->get_data( $handle, 'before' ) );
		if ( ! $built ) {
			$this->assertSame( '', $before, 'without a built chunk nothing is added' );
			return;
		}
		$this->assertStringContainsString( 'wp.i18n.setLocaleData', $before );
		$this->assertStringContainsString( 'Strukturierte Daten hinzuf', $before );
		$this->assertFalse( wp_script_is( Assets::HANDLE_PREFIX . 'editor-schema', 'enqueued' ), 'the chunk is never enqueued: webpack fetches it' );
	}
}
