<?php
/**
 * The page data each screen receives keeps its contract (includes/contracts/page-data-*.json), the file
 * the screens' TypeScript types are generated from: a key PHP adds, drops or retypes without changing the
 * contract fails here, so the browser code can never read a field PHP stopped printing.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Contracts;

use Sightline\Admin\Admin_Menu;
use Sightline\Admin\Editor_Assets;
use Sightline\Admin\Term_Screen;
use Sightline\Contracts\Contract;
use Sightline\Migration\Detector;
use Sightline\Onboarding\Wizard_Data;
use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\TestCase;

final class PageDataContractTest extends TestCase {

	public function test_the_check_names_a_missing_an_extra_and_a_retyped_key(): void {
		$this->act_as( 'administrator' );
		$data = Plugin::get( Admin_Menu::class )->page_data();
		$this->assertKeepsContract( 'page-data-admin', $data );

		$missing = $data;
		unset( $missing['siteName'] );
		$this->assertStringContainsString( 'siteName', Contract::check( 'page-data-admin', $missing )->get_error_message() );

		$extra = $data + array( 'surprise' => 1 );
		$this->assertStringContainsString( 'surprise', Contract::check( 'page-data-admin', $extra )->get_error_message() );

		$retyped           = $data;
		$retyped['limits'] = array( 'title' => '60' ) + $data['limits'];
		$this->assertStringContainsString( '[limits][title] is a JSON string, not integer', Contract::check( 'page-data-admin', $retyped )->get_error_message() );

		$retyped                  = $data;
		$retyped['limits']['url'] = 'ninety';
		$this->assertStringContainsString( '[limits][url]', Contract::check( 'page-data-admin', $retyped )->get_error_message() );

		$partial                     = $data;
		$partial['migrationSources'] = array( array( 'slug' => 'wordpress-seo' ) );
		$this->assertStringContainsString( 'name is a required property of page-data-admin[migrationSources][0]', Contract::check( 'page-data-admin', $partial )->get_error_message() );
	}

	public function test_the_settings_app_data_on_every_page_with_a_source_plugin_found(): void {
		$this->act_as( 'administrator' );
		update_option( 'wpseo', array( 'version' => '28.3' ) );
		foreach ( array( 'sightline', 'sightline_general', 'sightline_advanced', 'sightline_nope' ) as $page ) {
			$_GET['page'] = $page;
			$data         = Plugin::get( Admin_Menu::class )->page_data();
			$this->assertKeepsContract( 'page-data-admin', $data );
		}
		$this->assertSame( 'wordpress-seo', $data['migrationSources'][0]['slug'] );
		$this->assertArrayHasKey( 'sitemapUrl', $data, 'the sitemaps module adds its links' );
	}

	public function test_the_wizard_data_on_a_fresh_site_and_after_the_setup(): void {
		$this->act_as( 'administrator' );
		$data = ( new Wizard_Data( Plugin::get( Settings::class ), Plugin::get( Detector::class ) ) )->page_data();
		$this->assertKeepsContract( 'page-data-wizard', $data );
		$this->assertNull( $data['onboarding']['website_about_us'] );

		$about = self::factory()->post->create(
			array(
				'post_type'  => 'page',
				'post_title' => 'About <us>',
			)
		);
		Plugin::get( Settings::class )->update(
			array(
				'website'         => array(
					'type'       => 'organization',
					'name'       => 'Acme',
					'about_page' => $about,
				),
				'social_profiles' => array( 'facebook' => 'https://facebook.com/acme' ),
			)
		);
		$data = ( new Wizard_Data( Plugin::get( Settings::class ), Plugin::get( Detector::class ) ) )->page_data();
		$this->assertKeepsContract( 'page-data-wizard', $data );
		$this->assertSame( $about, $data['onboarding']['website_about_us']['value'] );
	}

	public function test_the_block_editor_data_for_a_post_a_child_page_and_a_draft(): void {
		$this->act_as( 'editor' );
		$category = self::factory()->category->create( array( 'name' => 'Gardening' ) );
		$parent   = self::factory()->post->create(
			array(
				'post_type'  => 'page',
				'post_title' => 'Guides',
			)
		);
		$posts    = array(
			self::factory()->post->create(
				array(
					'post_title'    => 'Spades',
					'post_category' => array( $category ),
				)
			),
			self::factory()->post->create(
				array(
					'post_type'   => 'page',
					'post_parent' => $parent,
				)
			),
			self::factory()->post->create(
				array(
					'post_status'  => 'draft',
					'post_content' => '[gallery] Text',
				)
			),
		);
		foreach ( $posts as $id ) {
			$this->assertKeepsContract( 'page-data-editor', Plugin::get( Editor_Assets::class )->post_data( get_post( $id ) ) );
		}
	}

	public function test_the_term_screen_data(): void {
		$this->act_as( 'administrator' );
		$term = get_term( self::factory()->category->create( array( 'name' => 'Tools' ) ) );
		update_term_meta( $term->term_id, '_sightline_title', 'Tools we love' );
		$data = Plugin::get( Term_Screen::class )->data( $term );
		$this->assertKeepsContract( 'page-data-term-editor', $data );
		$this->assertSame( 'Tools we love', $data['term']['meta']['title'] );
	}
}
