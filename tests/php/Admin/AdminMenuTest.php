<?php
/**
 * The admin menu, the app's assets (asset.php dependencies, translations) and REST preloading.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Admin;

use Sightline\Admin\Admin_Menu;
use Sightline\Admin\Assets;
use Sightline\Autoloader;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

final class AdminMenuTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		global $menu, $submenu, $_registered_pages, $_parent_pages;
		$menu              = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$submenu           = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_registered_pages = array();
		$_parent_pages     = array();
	}

	private function build_menu( string $role ): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$this->act_as( $role );
		Plugin::get( Admin_Menu::class )->add_pages();
	}

	public function test_administrators_get_the_menu_with_its_pages(): void {
		global $menu, $submenu;
		$this->build_menu( 'administrator' );
		$top = array_values( array_filter( $menu, static fn( $item ) => 'sightline' === $item[2] ) );
		$this->assertCount( 1, $top );
		$this->assertSame( 'Sightline SEO', $top[0][0] );
		$slugs = array_column( $submenu['sightline'], 2 );
		foreach ( array( 'sightline', 'sightline_general', 'sightline_social', 'sightline_advanced' ) as $slug ) {
			$this->assertContains( $slug, $slugs );
		}
		$this->assertContains( admin_url( 'admin.php?page=sightline#/tools/manage-features' ), $slugs );
		$this->assertContains( admin_url( 'admin.php?page=sightline#/search-console' ), $slugs );
	}

	public function test_every_page_needs_manage_options_so_editors_do_not_get_it(): void {
		global $menu, $submenu;
		$this->build_menu( 'editor' );
		$top = array_values( array_filter( (array) $menu, static fn( $item ) => 'sightline' === $item[2] ) );
		$this->assertSame( 'manage_options', $top[0][1] );
		// WordPress adds no submenu page the user may not open, and neither do our hash-route links.
		$this->assertSame( array(), $submenu['sightline'] ?? array() );
		$this->assertFalse( current_user_can( 'manage_options' ) );
	}

	public function test_search_console_link_follows_its_feature_flag(): void {
		global $submenu;
		update_option( 'sightline_settings', array( 'enable_google_console' => false ) );
		$this->build_menu( 'administrator' );
		$this->assertNotContains( admin_url( 'admin.php?page=sightline#/search-console' ), array_column( $submenu['sightline'], 2 ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function pages(): array {
		return array(
			'dashboard' => array( 'sightline', '/dashboard' ),
			'general'   => array( 'sightline_general', '/general' ),
			'social'    => array( 'sightline_social', '/general/social' ),
			'advanced'  => array( 'sightline_advanced', '/advanced/robot_instructions' ),
			'unknown'   => array( 'sightline_nope', '/dashboard' ),
		);
	}

	/**
	 * @dataProvider pages
	 */
	public function test_page_parameter_selects_the_first_route( string $page, string $route ): void {
		$_GET['page'] = $page;
		$data         = Plugin::get( Admin_Menu::class )->page_data();
		$this->assertSame( $route, $data['initialRoute'] );
		$this->assertSame( 60, $data['limits']['title'] );
	}

	public function test_enqueue_uses_the_generated_asset_file_and_preloads_settings(): void {
		if ( ! is_readable( SIGHTLINE_DIR . 'build/admin.asset.php' ) ) {
			$this->markTestSkipped( 'The admin bundle is not built (npm run build).' );
		}
		$this->act_as( 'administrator' );
		$_GET['page'] = 'sightline_general';
		Plugin::get( Admin_Menu::class )->enqueue();
		$asset  = require SIGHTLINE_DIR . 'build/admin.asset.php';
		$script = wp_scripts()->registered[ Assets::HANDLE_PREFIX . 'admin' ];
		$this->assertTrue( wp_script_is( Assets::HANDLE_PREFIX . 'admin', 'enqueued' ) );
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( 'sightline-seo', $script->textdomain );
		$this->assertStringContainsString( '"initialRoute":"\/general"', implode( '', $script->extra['before'] ) );
		$preload = implode( '', wp_scripts()->registered['wp-api-fetch']->extra['after'] ?? array() );
		$this->assertStringContainsString( 'createPreloadingMiddleware', $preload );
		$this->assertStringContainsString( '\/sightline\/v1\/admin\/global-settings', $preload );
	}

	public function test_autoloader_maps_namespaces_to_wordpress_file_names(): void {
		$this->assertSame( SIGHTLINE_DIR . 'includes/rest/class-global-settings-controller.php', Autoloader::file_for( 'Rest\\Global_Settings_Controller' ) );
		$this->assertSame( SIGHTLINE_DIR . 'includes/interface-hookable.php', Autoloader::file_for( 'Hookable_Interface' ) );
		$this->assertSame( SIGHTLINE_DIR . 'includes/settings/class-object-meta.php', Autoloader::file_for( 'Settings\\Object_Meta' ) );
	}

	public function test_plugin_header_declares_requirements(): void {
		$header = get_file_data( SIGHTLINE_FILE, array( 'wp' => 'Requires at least', 'php' => 'Requires PHP', 'domain' => 'Text Domain' ) );
		$this->assertSame( array( 'wp' => '6.6', 'php' => '8.1', 'domain' => 'sightline-seo' ), $header );
	}
}
