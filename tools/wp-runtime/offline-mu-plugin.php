<?php
/**
 * Plugin Name: Sightline offline dev site
 * Description: Written by tools/wp-runtime/site.sh. No update checks against WordPress.org and no gravatar (no internet here), no block-editor welcome guide.
 *
 * @package Sightline
 */

// Update checks: unreachable here, and each failed check logs a warning on every admin page.
foreach ( array(
	'admin_init'           => array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ),
	'wp_version_check'     => array( 'wp_version_check' ),
	'wp_update_plugins'    => array( 'wp_update_plugins' ),
	'wp_update_themes'     => array( 'wp_update_themes' ),
	'load-plugins.php'     => array( 'wp_update_plugins' ),
	'load-themes.php'      => array( 'wp_update_themes' ),
	'load-update.php'      => array( 'wp_update_plugins', 'wp_update_themes' ),
	'load-update-core.php' => array( 'wp_update_plugins', 'wp_update_themes' ),
	'wp_maybe_auto_update' => array( 'wp_maybe_auto_update' ),
	'init'                 => array( 'wp_schedule_update_checks' ),
) as $sightline_hook => $sightline_callbacks ) {
	foreach ( $sightline_callbacks as $sightline_callback ) {
		remove_action( $sightline_hook, $sightline_callback );
	}
}
add_filter( 'pre_site_transient_update_core', '__return_null' );
add_filter( 'pre_site_transient_update_plugins', '__return_null' );
add_filter( 'pre_site_transient_update_themes', '__return_null' );

// Gravatar (gravatar.com is unreachable): no avatars at all.
add_filter( 'pre_option_show_avatars', '__return_zero' );

// Block-editor welcome guides off for every user (a modal over the editor breaks e2e tests on a
// slow run): when a user's persisted preferences do not say otherwise, they read as "seen".
add_filter(
	'get_user_metadata',
	static function ( $value, $user_id, $meta_key, $single ) {
		static $busy = false;
		global $wpdb;
		if ( null !== $value || $busy || $meta_key !== $wpdb->get_blog_prefix() . 'persisted_preferences' ) {
			return $value;
		}
		$busy  = true;
		$prefs = get_user_meta( $user_id, $meta_key, true );
		$busy  = false;
		$prefs = is_array( $prefs ) ? $prefs : array();
		$off   = array(
			'core/edit-post' => array( 'welcomeGuide' => false ),
			'core/edit-site' => array( 'welcomeGuide' => false, 'welcomeGuideStyles' => false, 'welcomeGuidePage' => false, 'welcomeGuideTemplate' => false ),
			'core'           => array( 'welcomeGuide' => false ),
		);
		foreach ( $off as $scope => $keys ) {
			$prefs[ $scope ] = array_merge( $keys, isset( $prefs[ $scope ] ) && is_array( $prefs[ $scope ] ) ? $prefs[ $scope ] : array() );
		}
		$prefs['_modified'] = $prefs['_modified'] ?? gmdate( 'c', 0 );
		return $single ? array( $prefs ) : array( $prefs );
	},
	10,
	4
);
