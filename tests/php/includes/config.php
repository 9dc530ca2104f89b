<?php
/**
 * Test configuration (the stand-in for core's wp-tests-config.php), shared by bootstrap.php and the
 * child processes in install.php. Everything comes from the environment:
 *
 *   SIGHTLINE_TEST_DB        sqlite (default) | mariadb
 *   SIGHTLINE_TEST_DB_NAME   MariaDB database (default sightline_test; created if missing)
 *   SIGHTLINE_TEST_DB_HOST   MariaDB host:port (default 127.0.0.1:3306); _USER / _PASSWORD (wp / wp)
 *   SIGHTLINE_TEST_DIR       scratch dir: wp-content (plugins, uploads), the SQLite file
 *                            (default: a new temp dir per run, removed afterwards)
 *   SIGHTLINE_TEST_BUILD     WordPress build: beta (6.6-RC3, default) | nightly (6.7-alpha)
 *   SIGHTLINE_TEST_WP_CORE   use this WordPress tree instead of the cached one (read-only use)
 *   SIGHTLINE_TEST_MULTISITE 1: a subdirectory multisite network (like core's WP_TESTS_MULTISITE):
 *                            http://example.org/ and the sites /second/, /third/ (made before the
 *                            plugin was network-activated) and /later/ (made after)
 *   SIGHTLINE_WOOCOMMERCE_DIR a loadable WooCommerce plugin folder, kept outside the repository
 *                            (default /opt/plugins/woocommerce), for WooCommerceProductTest: see there
 *
 * WordPress core itself is the pristine cached tree from tools/wp-runtime/lib.sh (shared by every
 * run, never written to); each run has its own WP_CONTENT_DIR and database.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

define( 'SIGHTLINE_TESTS_REPO', dirname( __DIR__, 3 ) );
define( 'SIGHTLINE_TESTS_PLUGIN', 'sightline-seo/plugin.php' );

$sightline_tests_engine = strtolower( (string) ( getenv( 'SIGHTLINE_TEST_DB' ) ?: 'sqlite' ) );
if ( ! in_array( $sightline_tests_engine, array( 'sqlite', 'mariadb', 'mysql' ), true ) ) {
	fwrite( STDERR, "SIGHTLINE_TEST_DB must be sqlite or mariadb, not '{$sightline_tests_engine}'\n" );
	exit( 1 );
}
$sightline_tests_dir = (string) getenv( 'SIGHTLINE_TEST_DIR' );
if ( '' === $sightline_tests_dir ) {
	fwrite( STDERR, "SIGHTLINE_TEST_DIR is not set (bootstrap.php sets it)\n" );
	exit( 1 );
}
$sightline_tests_core = (string) getenv( 'SIGHTLINE_TEST_WP_CORE' );
if ( '' === $sightline_tests_core ) {
	fwrite( STDERR, "SIGHTLINE_TEST_WP_CORE is not set (bootstrap.php sets it)\n" );
	exit( 1 );
}

if ( ! defined( 'ABSPATH' ) ) { // tests/php/includes/admin-page.php sets its own (core plus a wp-config.php).
	define( 'ABSPATH', rtrim( $sightline_tests_core, '/' ) . '/' );
}
define( 'WP_CONTENT_DIR', rtrim( $sightline_tests_dir, '/' ) . '/wp-content' );
define( 'DB_ENGINE', 'sqlite' === $sightline_tests_engine ? 'sqlite' : 'mysql' );
define( 'DB_NAME', (string) ( getenv( 'SIGHTLINE_TEST_DB_NAME' ) ?: 'sightline_test' ) );
define( 'DB_USER', (string) ( getenv( 'SIGHTLINE_TEST_DB_USER' ) ?: 'wp' ) );
define( 'DB_PASSWORD', false !== getenv( 'SIGHTLINE_TEST_DB_PASSWORD' ) ? (string) getenv( 'SIGHTLINE_TEST_DB_PASSWORD' ) : 'wp' );
define( 'DB_HOST', (string) ( getenv( 'SIGHTLINE_TEST_DB_HOST' ) ?: '127.0.0.1:3306' ) );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', rtrim( $sightline_tests_dir, '/' ) . '/database/' );
define( 'DB_FILE', 'tests.sqlite' );
$GLOBALS['table_prefix'] = 'wptests_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
$table_prefix            = $GLOBALS['table_prefix']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited

define( 'WP_TESTS_DOMAIN', 'example.org' );
define( 'SIGHTLINE_TESTS_MULTISITE', in_array( (string) getenv( 'SIGHTLINE_TEST_MULTISITE' ), array( '1', 'true', 'yes' ), true ) );
// A subdirectory network. The install step defines SIGHTLINE_TESTS_INSTALLING: WordPress installs as a
// single site first and becomes a network there (populate_network()), as core's suite does.
if ( SIGHTLINE_TESTS_MULTISITE && ! defined( 'SIGHTLINE_TESTS_INSTALLING' ) ) {
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', WP_TESTS_DOMAIN );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
	$GLOBALS['base'] = '/'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
}
define( 'WP_TESTS_EMAIL', 'admin@example.org' );
define( 'WP_TESTS_TITLE', 'Test Blog' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', true );
define( 'WP_DEBUG_LOG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'WP_MEMORY_LIMIT', '512M' );
define( 'WP_MAX_MEMORY_LIMIT', '512M' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $sightline_tests_key ) {
	define( $sightline_tests_key, 'sightline-tests-' . $sightline_tests_key );
}

// A front-end request to http://example.org/ as far as WordPress can tell (like core's suite).
$_SERVER['HTTP_HOST']       = WP_TESTS_DOMAIN;
$_SERVER['SERVER_NAME']     = WP_TESTS_DOMAIN;
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['HTTPS']           = '';
unset( $_SERVER['HTTPS'] );
$GLOBALS['PHP_SELF'] = '/index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
