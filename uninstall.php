<?php
/**
 * Runs when the plugin is deleted. Data is removed only when the admin opted in (Tools > Miscellaneous:
 * delete_data_on_uninstall); each feature lists what it owns through the `sightline_owned_data` filter.
 *
 * @package Sightline
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// Already defined when the plugin ran in this request (WP-CLI's uninstall --deactivate).
if ( ! defined( 'SIGHTLINE_DIR' ) ) {
	define( 'SIGHTLINE_DIR', __DIR__ . '/' );
}
if ( ! defined( 'SIGHTLINE_FILE' ) ) {
	define( 'SIGHTLINE_FILE', __DIR__ . '/plugin.php' );
}
require_once SIGHTLINE_DIR . 'includes/class-autoloader.php';
Sightline\Autoloader::register();

Sightline\Uninstaller::run();
