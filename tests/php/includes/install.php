<?php
/**
 * Child processes of bootstrap.php (WordPress cannot install itself, activate a plugin and then run
 * normally in one process, so each step gets its own, as in core's suite):
 *
 *   php install.php install    wipes the test database and installs a fresh site (http://example.org)
 *   php install.php activate   activates sightline-seo/plugin.php (runs its activation hook), flushes rewrites
 *
 * With SIGHTLINE_TEST_MULTISITE=1 (config.php) the site becomes a subdirectory network at install, and:
 *
 *   php install.php sites      adds the sites /second/ and /third/ (before the plugin is activated)
 *   activate                   network-activates the plugin (its activation hook runs once, on the main site)
 *   php install.php later      adds the site /later/ (after: WordPress's wp_initialize_site reaches the plugin)
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$sightline_step = $argv[1] ?? '';
if ( 'install' === $sightline_step ) {
	define( 'SIGHTLINE_TESTS_INSTALLING', true ); // A network is made from an installed single site.
}

require __DIR__ . '/config.php';

/**
 * The options every test site starts from: its address under example.org, pretty permalinks, no avatars.
 */
function sightline_tests_site_options(): void {
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'show_avatars', 0 );
}

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
	sightline_tests_site_options();
	if ( SIGHTLINE_TESTS_MULTISITE ) {
		// As core's suite does (tests/phpunit/includes/install.php): the network tables and the network.
		define( 'WP_INSTALLING_NETWORK', true );
		foreach ( $wpdb->tables( 'ms_global' ) as $sightline_table => $sightline_prefixed ) {
			$wpdb->$sightline_table = $sightline_prefixed; // A single site does not name the network tables.
		}
		install_network();
		$sightline_result = populate_network( 1, WP_TESTS_DOMAIN, WP_TESTS_EMAIL, WP_TESTS_TITLE . ' Network', '/', false );
		if ( is_wp_error( $sightline_result ) ) {
			fwrite( STDERR, 'populate_network failed: ' . $sightline_result->get_error_message() . "\n" );
			exit( 1 );
		}
		sightline_tests_site_options(); // populate_network() gave the main site /blog/ dated permalinks.
		$wp_rewrite->init();
	}
	exit( 0 );
}

if ( 'sites' === $sightline_step || 'later' === $sightline_step ) {
	if ( ! SIGHTLINE_TESTS_MULTISITE ) {
		fwrite( STDERR, "install.php {$sightline_step}: only for SIGHTLINE_TEST_MULTISITE=1\n" );
		exit( 2 );
	}
	require ABSPATH . 'wp-settings.php';
	add_filter( 'pre_wp_mail', '__return_false' );
	$sightline_paths = 'sites' === $sightline_step ? array( 'second', 'third' ) : array( 'later' );
	foreach ( $sightline_paths as $sightline_path ) {
		$sightline_site = wp_insert_site(
			array(
				'domain'  => WP_TESTS_DOMAIN,
				'path'    => "/{$sightline_path}/",
				'title'   => ucfirst( $sightline_path ) . ' Site',
				'user_id' => 1,
			)
		);
		if ( is_wp_error( $sightline_site ) ) {
			fwrite( STDERR, "adding the site /{$sightline_path}/ failed: " . $sightline_site->get_error_message() . "\n" );
			exit( 1 );
		}
		switch_to_blog( $sightline_site );
		sightline_tests_site_options();
		restore_current_blog();
	}
	exit( 0 );
}

if ( 'activate' === $sightline_step ) {
	require ABSPATH . 'wp-settings.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	add_filter( 'pre_wp_mail', '__return_false' );
	// Runs register_activation_hook callbacks; on a network, network-wide as Network Admin > Plugins does.
	$sightline_result = activate_plugin( SIGHTLINE_TESTS_PLUGIN, '', SIGHTLINE_TESTS_MULTISITE );
	if ( is_wp_error( $sightline_result ) ) {
		$sightline_data = $sightline_result->get_error_data();
		fwrite( STDERR, 'activating ' . SIGHTLINE_TESTS_PLUGIN . ' failed: ' . $sightline_result->get_error_message() . ( is_string( $sightline_data ) ? "\n" . trim( wp_strip_all_tags( $sightline_data ) ) : '' ) . "\n" );
		exit( 1 );
	}
	flush_rewrite_rules( false );
	exit( 0 );
}

fwrite( STDERR, "usage: php install.php install|sites|activate|later\n" );
exit( 2 );
