<?php
/**
 * The hidden admin page `admin.php?page=sightline_onboarding` that mounts the setup wizard, and the
 * links that re-open it at any time (a "Setup Wizard" entry in the plugin's menu and on its row of the
 * plugins list).
 *
 * @package Sightline
 */

namespace Sightline\Onboarding;

use Sightline\Admin\Assets;
use Sightline\Admin\Preload;
use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;

defined( 'ABSPATH' ) || exit;

final class Onboarding_Page implements Hookable_Interface {

	public const SLUG = 'sightline_onboarding';

	public const ROOT_ID = 'sightline-wizard-root';

	public const CAPABILITY = 'manage_options';

	public function __construct( private Wizard_Data $data ) {}

	public function add_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		// After the plugin's own menu exists, so the link lands at the end of its submenu.
		add_action( 'admin_menu', array( $this, 'add_menu_link' ), 99 );
		add_filter( 'plugin_action_links_' . plugin_basename( SIGHTLINE_FILE ), array( $this, 'plugin_row_links' ) );
	}

	public static function url( string $route = '' ): string {
		return admin_url( 'admin.php?page=' . self::SLUG . ( '' !== $route ? '#' . $route : '' ) );
	}

	public function add_page(): void {
		// An empty parent registers the page without a menu entry of its own.
		$hook = add_submenu_page( '', __( 'Sightline SEO Setup', 'sightline-seo' ), '', self::CAPABILITY, self::SLUG, array( $this, 'render' ) );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'load' ) );
		}
	}

	public function add_menu_link(): void {
		global $submenu;
		if ( isset( $submenu['sightline'] ) && current_user_can( self::CAPABILITY ) ) {
			$submenu['sightline'][] = array( __( 'Setup Wizard', 'sightline-seo' ), self::CAPABILITY, self::url() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a submenu link to the wizard page, which add_submenu_page() cannot hold.
		}
	}

	/**
	 * @param array<string, string> $links
	 * @return array<string, string>
	 */
	public function plugin_row_links( $links ): array {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return (array) $links;
		}
		$link = sprintf( '<a href="%s">%s</a>', esc_url( self::url() ), esc_html__( 'Setup Wizard', 'sightline-seo' ) );
		return array( 'sightline_setup' => $link ) + (array) $links;
	}

	public function load(): void {
		// The page has no menu entry, so core cannot find its title for <title>.
		$GLOBALS['title'] = __( 'Sightline SEO Setup', 'sightline-seo' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the admin title of a page with no menu entry, which WordPress reads from $title.
		Status::clear_redirect();
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'admin_body_class', array( $this, 'body_class' ) );
	}

	public function enqueue(): void {
		if ( ! Assets::enqueue( 'wizard' ) ) {
			return;
		}
		wp_enqueue_media();
		Assets::add_page_data( 'wizard', $this->data->page_data() );
		Preload::paths( array( '/' . Rest_Controller::NAMESPACE . '/admin/global-settings', Wizard_Data::PAGES_PATH ) );
	}

	/**
	 * @param string $classes
	 */
	public function body_class( $classes ): string {
		return trim( (string) $classes . ' sightline-onboarding-page' );
	}

	public function render(): void {
		printf( '<div class="sightline-wizard-wrap"><div id="%s"></div></div>', esc_attr( self::ROOT_ID ) );
	}
}
