<?php
/**
 * The "Sightline SEO" admin menu. Every page mounts the one React settings app; the `page` parameter
 * picks its first route: sightline → #/dashboard, sightline_general → #/general,
 * sightline_social → #/general/social, sightline_advanced → #/advanced/robot_instructions.
 *
 * @package Sightline
 */

namespace Sightline\Admin;

use Sightline\Hookable_Interface;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Rest\Rest_Controller;
use Sightline\Settings\Limits;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Admin_Menu implements Hookable_Interface {

	public const CAPABILITY = 'manage_options';

	public const ROOT_ID = 'sightline-admin-root';

	/** Admin page slug => first route of the app. */
	public const PAGES = array(
		'sightline'          => '/dashboard',
		'sightline_general'  => '/general',
		'sightline_social'   => '/general/social',
		'sightline_advanced' => '/advanced/robot_instructions',
	);

	public function __construct( private Settings $settings, private Languages_Interface $languages ) {}

	public function add_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_pages' ) );
	}

	public function add_pages(): void {
		$render = array( $this, 'render' );
		$hooks  = array();

		$hooks[] = add_menu_page( __( 'Sightline SEO', 'sightline-seo' ), __( 'Sightline SEO', 'sightline-seo' ), self::CAPABILITY, 'sightline', $render, 'dashicons-visibility', 80 );
		$hooks[] = add_submenu_page( 'sightline', __( 'Dashboard', 'sightline-seo' ), __( 'Dashboard', 'sightline-seo' ), self::CAPABILITY, 'sightline', $render );
		$hooks[] = add_submenu_page( 'sightline', __( 'General', 'sightline-seo' ), __( 'General', 'sightline-seo' ), self::CAPABILITY, 'sightline_general', $render );
		$hooks[] = add_submenu_page( 'sightline', __( 'Social', 'sightline-seo' ), __( 'Social', 'sightline-seo' ), self::CAPABILITY, 'sightline_social', $render );
		$hooks[] = add_submenu_page( 'sightline', __( 'Advanced', 'sightline-seo' ), __( 'Advanced', 'sightline-seo' ), self::CAPABILITY, 'sightline_advanced', $render );

		// Search Console and Tools are routes of the same app; link them straight to their hash route.
		global $submenu;
		if ( current_user_can( self::CAPABILITY ) ) {
			if ( $this->settings->get( 'enable_google_console' ) ) {
				$submenu['sightline'][] = array( __( 'Search Console', 'sightline-seo' ), self::CAPABILITY, self::url( '/search-console' ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a submenu link to a route of the settings app, which add_submenu_page() cannot hold.
			}
			$submenu['sightline'][] = array( __( 'Tools', 'sightline-seo' ), self::CAPABILITY, self::url( '/tools/manage-features' ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a submenu link to a route of the settings app, which add_submenu_page() cannot hold.
		}

		foreach ( array_filter( $hooks ) as $hook ) {
			add_action( 'load-' . $hook, array( $this, 'load' ) );
		}
	}

	/**
	 * The admin URL of a route of the settings app.
	 */
	public static function url( string $route = '/dashboard' ): string {
		return admin_url( 'admin.php?page=sightline#' . $route );
	}

	public function load(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	public function enqueue(): void {
		if ( ! Assets::enqueue( 'admin' ) ) {
			return;
		}
		wp_enqueue_media();
		Assets::add_page_data( 'admin', $this->page_data() );
		// The Schema screen's site-wide sets are a chunk fetched when that screen opens; their words come now.
		Assets::add_chunk_translations( 'admin', 'admin-schema-sets' );
		Preload::paths( array( '/' . Rest_Controller::NAMESPACE . '/admin/global-settings' ) );
	}

	/**
	 * What the settings app needs from the server before its first render.
	 *
	 * @return array<string, mixed>
	 */
	public function page_data(): array {
		$page     = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : 'sightline'; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only.
		$data     = array(
			'version'      => SIGHTLINE_VERSION,
			'page'         => $page,
			'initialRoute' => self::PAGES[ $page ] ?? self::PAGES['sightline'],
			'adminUrl'     => admin_url(),
			'pluginUrl'    => admin_url( 'admin.php?page=sightline' ),
			'homeUrl'      => home_url( '/' ),
			'siteName'     => get_bloginfo( 'name' ),
			'tagline'      => get_bloginfo( 'description' ),
			'faviconUrl'   => get_site_icon_url( 32 ),
			'limits'       => Limits::all(),
		);
		$language = $this->languages->is_multilingual() ? $this->languages->default_language() : null;
		if ( null !== $language ) {
			// The stored texts are the default language's; the multilingual plugin translates them.
			$data['editingLanguage'] = array(
				'name'         => $language->name,
				'locale'       => $language->locale,
				'translateUrl' => $this->languages->translations_screen_url(),
			);
			$data['languages']       = array();
			foreach ( $this->languages->languages() as $each ) {
				$data['languages'][] = array(
					'slug' => $each->slug,
					'name' => $each->name,
				);
			}
		}
		/**
		 * Filters the data the settings app receives from the page (add-ons add their own keys).
		 *
		 * @param array<string, mixed> $data
		 */
		return apply_filters( 'sightline_admin_page_data', $data );
	}

	public function render(): void {
		printf( '<div class="wrap sightline-wrap"><div id="%s"></div></div>', esc_attr( self::ROOT_ID ) );
	}
}
