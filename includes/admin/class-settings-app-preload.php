<?php
/**
 * Preloads the site data the settings screens read (post types, taxonomies, home-page mode) so the
 * Robot Instructions and Meta Templates screens render without a round trip. Runs after Admin_Menu
 * enqueued the app, and only on its pages.
 *
 * @package Sightline
 */

namespace Sightline\Admin;

use Sightline\Hookable_Interface;
use Sightline\Rest\Rest_Controller;

defined( 'ABSPATH' ) || exit;

final class Settings_App_Preload implements Hookable_Interface {

	public function add_hooks(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'preload' ), 20 );
	}

	public function preload(): void {
		if ( ! wp_script_is( Assets::HANDLE_PREFIX . 'admin', 'enqueued' ) || ! current_user_can( Admin_Menu::CAPABILITY ) ) {
			return;
		}
		Preload::paths( array( '/' . Rest_Controller::NAMESPACE . '/admin/site-settings' ) );
	}
}
