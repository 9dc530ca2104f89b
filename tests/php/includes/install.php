<?php
/**
 * Child processes of bootstrap.php (WordPress cannot install itself, activate a plugin and then run
 * normally in one process, so each step gets its own, as in core's suite):
 *
 *   php install.php install    wipes the test database and installs a fresh site (http://example.org)
 *   php install.php activate   activates sightline-seo/plugin.php (runs its activation hook), flushes rewrites
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/config.php';

$sightline_step = $argv[1] ?? '';

register_shutdown_function(
	static function () {
		$e = error_get_last();
		if ( $e && in_array( $e['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
			fwrite( STDERR, "Fatal error: {$e['message']} in {$e['file']}:{$e['line']}\n" );
		}
	}
);

if ( 'install' === $sightline_step ) {
	if ( 'sqlite' === DB_ENGINE ) {
		if ( ! is_dir( DB_DIR ) ) {
			mkdir( DB_DIR, 0777, true );
		}
		foreach ( glob( DB_DIR . DB_FILE . '*' ) as $sightline_file ) {
			unlink( $sightline_file );
		}
	}
	define( 'WP_INSTALLING', true );
	require ABSPATH . 'wp-settings.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';

	if ( 'mysql' === DB_ENGINE ) {
		// Drop the tables of a previous run (only ours: the wptests_ prefix).
		$wpdb->query( 'SET FOREIGN_KEY_CHECKS = 0' );
		foreach ( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table_prefix ) . '%' ) ) as $sightline_table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$sightline_table}`" ); // phpcs:ignore WordPress.DB
		}
		$wpdb->query( 'SET FOREIGN_KEY_CHECKS = 1' );
		$wpdb->suppress_errors( true );
	}
	add_filter( 'pre_wp_mail', '__return_false' );
	$sightline_result = wp_install( WP_TESTS_TITLE, 'admin', WP_TESTS_EMAIL, true, '', 'password' );
	if ( is_wp_error( $sightline_result ) ) {
		fwrite( STDERR, 'wp_install failed: ' . $sightline_result->get_error_message() . "\n" );
		exit( 1 );
	}
	update_option( 'siteurl', 'http://' . WP_TESTS_DOMAIN );
	update_option( 'home', 'http://' . WP_TESTS_DOMAIN );
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'show_avatars', 0 );
	exit( 0 );
}

if ( 'activate' === $sightline_step ) {
	require ABSPATH . 'wp-settings.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	add_filter( 'pre_wp_mail', '__return_false' );
	$sightline_result = activate_plugin( SIGHTLINE_TESTS_PLUGIN ); // runs register_activation_hook callbacks.
	if ( is_wp_error( $sightline_result ) ) {
		$sightline_data = $sightline_result->get_error_data();
		fwrite( STDERR, 'activating ' . SIGHTLINE_TESTS_PLUGIN . ' failed: ' . $sightline_result->get_error_message() . ( is_string( $sightline_data ) ? "\n" . trim( wp_strip_all_tags( $sightline_data ) ) : '' ) . "\n" );
		exit( 1 );
	}
	flush_rewrite_rules( false );
	exit( 0 );
}

fwrite( STDERR, "usage: php install.php install|activate\n" );
exit( 2 );
