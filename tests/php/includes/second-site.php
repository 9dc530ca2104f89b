<?php
/**
 * What the child-process scripts of a second site share (woocommerce-shop.php, polylang-site.php): a
 * site in the test database with its own table prefix, so the suite's site never has the outside
 * plugin; that plugin linked in from the folder an environment variable names (it is never part of
 * this repository); a fatal error printed where the parent test reads it; the site installed fresh and
 * its tables dropped.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

/**
 * Sets the site's table prefix, prints fatal errors to STDERR and links the outside plugin's folder
 * into the plugins folder; exits 1 with the reason when the plugin is not there.
 *
 * @param string $prefix      the site's table prefix (apart from the suite's wptests_).
 * @param string $plugin_dir  the plugin's folder name in wp-content/plugins, also its main file's name.
 * @param string $env         the environment variable naming a loadable copy of the plugin's folder.
 * @param string $label       the plugin's name, in the message when it is absent.
 */
function sightline_tests_second_site( string $prefix, string $plugin_dir, string $env, string $label ): void {
	$GLOBALS['table_prefix'] = $prefix; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	register_shutdown_function(
		static function () {
			$e = error_get_last();
			if ( $e && in_array( $e['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
				fwrite( STDERR, "Fatal error: {$e['message']} in {$e['file']}:{$e['line']}\n" );
			}
		}
	);
	$source = rtrim( (string) ( getenv( $env ) ?: "/opt/plugins/{$plugin_dir}" ), '/' );
	$link   = WP_CONTENT_DIR . "/plugins/{$plugin_dir}";
	if ( ! is_file( "{$source}/{$plugin_dir}.php" ) ) {
		fwrite( STDERR, "no {$label} in {$source}\n" );
		exit( 1 );
	}
	if ( ! file_exists( $link ) && ! symlink( $source, $link ) ) {
		fwrite( STDERR, "cannot link {$link}\n" );
		exit( 1 );
	}
}

/**
 * Drops the site's tables (the outside plugin's too), only those: the ones with its prefix.
 */
function sightline_tests_drop_second_site_tables(): void {
	global $wpdb, $table_prefix;
	if ( 'mysql' === DB_ENGINE ) {
		$wpdb->query( 'SET FOREIGN_KEY_CHECKS = 0' );
	}
	foreach ( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table_prefix ) . '%' ) ) as $table ) {
		$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ); // phpcs:ignore WordPress.DB
	}
	if ( 'mysql' === DB_ENGINE ) {
		$wpdb->query( 'SET FOREIGN_KEY_CHECKS = 1' );
	}
}

/**
 * The install step, once WordPress and wp-admin/includes/upgrade.php are loaded (at the file's top
 * level, as they expect): a fresh site (the tables of a previous run dropped) with pretty permalinks
 * and the given plugins active from the next request on; exits.
 *
 * @param string       $title   the site's title.
 * @param list<string> $plugins active from the next request on, as an active plugin is loaded.
 */
function sightline_tests_install_second_site( string $title, array $plugins ): void {
	global $wpdb;
	sightline_tests_drop_second_site_tables();
	$wpdb->suppress_errors( true );
	add_filter( 'pre_wp_mail', '__return_false' );
	$result = wp_install( $title, 'admin', WP_TESTS_EMAIL, true, '', 'password' );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'wp_install failed: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
	update_option( 'siteurl', 'http://' . WP_TESTS_DOMAIN );
	update_option( 'home', 'http://' . WP_TESTS_DOMAIN );
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'show_avatars', 0 );
	update_option( 'active_plugins', $plugins );
	exit( 0 );
}
