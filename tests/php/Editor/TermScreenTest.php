<?php
/**
 * The term screen saves the SEO fields with the term (nonce, capability, schema validation), and the
 * editor bundle loads only when the page-level SEO feature is on.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Editor;

use Sightline\Admin\Editor_Assets;
use Sightline\Admin\Term_Screen;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class TermScreenTest extends TestCase {

	private function submit( int $term_id, array $fields, ?string $nonce = null ): void {
		$_POST[ Term_Screen::FIELD ] = wp_slash( (string) wp_json_encode( $fields ) );
		$_POST[ Term_Screen::NONCE ] = $nonce ?? wp_create_nonce( Term_Screen::nonce_action( $term_id ) );
		wp_update_term( $term_id, 'category', array( 'description' => 'Updated' ) );
	}

	public function test_fields_are_saved_with_the_term(): void {
		$term_id = self::factory()->term->create( array( 'name' => 'Hiking' ) );
		$this->act_as( 'editor' );
		$this->submit(
			$term_id,
			array(
				'title'           => 'Hiking %separator% %site_name%',
				'robots_noindex'  => 'on',
				'ignored_checks'  => array( 'url_length' ),
				'focus_keyword'   => 'hiking',
				'canonical'       => '',
			)
		);
		$this->assertSame( 'Hiking %separator% %site_name%', get_term_meta( $term_id, '_sightline_title', true ) );
		$this->assertSame( 'on', get_term_meta( $term_id, '_sightline_robots_noindex', true ) );
		$this->assertSame( array( 'url_length' ), get_term_meta( $term_id, '_sightline_ignored_checks', true ) );
		$this->assertFalse( metadata_exists( 'term', $term_id, '_sightline_canonical' ), 'Defaults are not stored.' );
	}

	public function test_invalid_fields_are_left_alone(): void {
		$term_id = self::factory()->term->create();
		$this->act_as( 'administrator' );
		update_term_meta( $term_id, '_sightline_robots_noindex', 'off' );
		$this->submit( $term_id, array( 'robots_noindex' => 'sometimes', 'ignored_checks' => array( 'Bad Id!' ), 'description' => 'Fine' ) );
		$this->assertSame( 'off', get_term_meta( $term_id, '_sightline_robots_noindex', true ) );
		$this->assertFalse( metadata_exists( 'term', $term_id, '_sightline_ignored_checks' ) );
		$this->assertSame( 'Fine', get_term_meta( $term_id, '_sightline_description', true ) );
	}

	public function test_nothing_is_saved_without_a_valid_nonce_or_the_capability(): void {
		$term_id = self::factory()->term->create();
		$this->act_as( 'administrator' );
		$this->submit( $term_id, array( 'title' => 'Forged' ), 'bad-nonce' );
		$this->assertSame( '', get_term_meta( $term_id, '_sightline_title', true ) );

		$this->act_as( 'author' );
		$this->submit( $term_id, array( 'title' => 'Not allowed' ) );
		$this->assertSame( '', get_term_meta( $term_id, '_sightline_title', true ) );
	}

	public function test_the_form_prints_the_mount_point_and_the_page_data_carries_the_term(): void {
		$term_id = self::factory()->term->create( array( 'name' => 'Lakes', 'slug' => 'lakes' ) );
		update_term_meta( $term_id, '_sightline_focus_keyword', 'lakes' );
		$this->act_as( 'administrator' );
		$term   = get_term( $term_id );
		ob_start();
		Plugin::get( Term_Screen::class )->render( $term );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'id="sightline-term-seo-root"', $html );
		$this->assertStringContainsString( 'name="sightline_term_seo"', $html );
		$this->assertStringContainsString( 'name="sightline_term_seo_nonce"', $html );
		$data = Plugin::get( Term_Screen::class )->data( $term );
		$this->assertSame( 'term', $data['objectType'] );
		$this->assertSame( 'lakes', $data['term']['meta']['focus_keyword'] );
		$this->assertStringContainsString( 'lakes', $data['term']['url'] );
		$this->assertSame( 60, $data['limits']['title'] );
		$this->assertTrue( $data['openGraph'] );
		$this->assertNotSame( '', $data['templates']['title'] );
	}

	public function test_the_editor_bundle_follows_the_page_level_seo_flag(): void {
		if ( ! is_readable( SIGHTLINE_DIR . 'build/editor.asset.php' ) ) {
			$this->markTestSkipped( 'Run npm run build first.' );
		}
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$post_id = self::factory()->post->create();
		$this->act_as( 'editor' );
		$GLOBALS['post'] = get_post( $post_id );
		set_current_screen( 'post' );
		$assets = Plugin::get( Editor_Assets::class );

		$assets->enqueue();
		$this->assertTrue( wp_script_is( 'sightline-editor', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'sightline-editor', 'enqueued' ), 'The sidebar CSS (build/editor.css).' );
		$this->assertTrue( wp_style_is( 'sightline-admin-style', 'enqueued' ), 'The shared components CSS (build/style-admin.css).' );
		$this->assertStringContainsString( '"objectType":"post"', implode( '', wp_scripts()->get_data( 'sightline-editor', 'before' ) ?: array() ) );

		wp_dequeue_script( 'sightline-editor' );
		Plugin::get( Settings::class )->update( array( 'enable_page_level_seo' => false ) );
		$assets->enqueue();
		$this->assertFalse( wp_script_is( 'sightline-editor', 'enqueued' ) );
		$GLOBALS['current_screen'] = null;
	}

	/**
	 * WordPress 7.0+ warns in the console about every preloaded REST answer a page load leaves unread:
	 * the AI connection, read only by a panel closed by default, is not preloaded for an administrator.
	 */
	public function test_no_rest_answer_is_preloaded_that_the_page_load_leaves_unread(): void {
		if ( ! is_readable( SIGHTLINE_DIR . 'build/editor.asset.php' ) ) {
			$this->markTestSkipped( 'Run npm run build first.' );
		}
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$this->act_as( 'administrator' );
		$GLOBALS['post'] = get_post( self::factory()->post->create() );
		set_current_screen( 'post' );
		Plugin::get( Editor_Assets::class )->enqueue();
		$this->assertTrue( wp_script_is( 'sightline-editor', 'enqueued' ) );
		$this->assertStringNotContainsString( 'ai\\/auth', implode( '', (array) wp_scripts()->get_data( 'wp-api-fetch', 'after' ) ) );
		$GLOBALS['current_screen'] = null;
	}
}
