<?php
/**
 * PHPUnit bootstrap: a real WordPress with Sightline SEO active, on SQLite or MariaDB, without the
 * WordPress test library (no registry here ships it). See tests/php/includes/config.php for the
 * environment variables and tests/php/includes/class-testcase.php for the TestCase API.
 *
 * 1. prepares a scratch dir (SIGHTLINE_TEST_DIR, default a new temp dir) with its own wp-content
 *    (SQLite drop-in, the plugin symlinked as plugins/sightline-seo, the default theme, uploads/);
 * 2. installs WordPress into the test database in a child process, then activates
 *    sightline-seo/plugin.php in another one (its activation hook runs once); with
 *    SIGHTLINE_TEST_MULTISITE=1 (tools/run-phpunit.sh --multisite) a subdirectory network whose sites
 *    are made before and after the plugin is network-activated (tests/php/includes/install.php);
 * 3. loads WordPress here, with the plugin active (it is in the active_plugins option).
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

// PHPUnit includes this file inside a method: make WordPress's globals real globals.
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories, $table_prefix;

( static function () {
	$repo = dirname( __DIR__, 2 );
	$lib  = $repo . '/tools/wp-runtime/lib.sh';
	$fail = static function ( string $message ): void {
		fwrite( STDERR, "\n[sightline-tests] ERROR: {$message}\n" );
		exit( 1 );
	};
	$run  = static function ( string $command ) use ( $fail ): string {
		$out = array();
		exec( $command . ' 2>&1', $out, $rc );
		if ( 0 !== $rc ) {
			$fail( "`{$command}` failed:\n" . implode( "\n", $out ) );
		}
		return trim( implode( "\n", $out ) );
	};

	// Scratch dir.
	$dir = (string) getenv( 'SIGHTLINE_TEST_DIR' );
	if ( '' === $dir ) {
		$dir = sys_get_temp_dir() . '/sightline-phpunit-' . getmypid() . '-' . bin2hex( random_bytes( 3 ) );
		register_shutdown_function(
			static function () use ( $dir ) {
				exec( 'rm -rf ' . escapeshellarg( $dir ) );
			}
		);
	}
	if ( ! is_dir( $dir ) && ! mkdir( $dir, 0777, true ) ) {
		$fail( "cannot create SIGHTLINE_TEST_DIR {$dir}" );
	}
	$dir = realpath( $dir );
	putenv( "SIGHTLINE_TEST_DIR={$dir}" );

	// WordPress core: the cached pristine tree (shared, read-only).
	$core = (string) getenv( 'SIGHTLINE_TEST_WP_CORE' );
	if ( '' === $core ) {
		$build = (string) ( getenv( 'SIGHTLINE_TEST_BUILD' ) ?: 'beta' );
		$core  = $run( 'bash ' . escapeshellarg( $lib ) . ' core-path ' . escapeshellarg( $build ) );
		$core  = trim( (string) strrchr( "\n" . $core, "\n" ) );
	}
	if ( ! is_file( $core . '/wp-settings.php' ) ) {
		$fail( "no WordPress in {$core}" );
	}
	putenv( "SIGHTLINE_TEST_WP_CORE={$core}" );

	// wp-content of this run.
	$content = $dir . '/wp-content';
	foreach ( array( $content . '/plugins', $content . '/uploads', $content . '/mu-plugins' ) as $d ) {
		if ( ! is_dir( $d ) ) {
			mkdir( $d, 0777, true );
		}
	}
	$run( 'bash ' . escapeshellarg( $lib ) . ' sqlite-dropin ' . escapeshellarg( $content ) );
	foreach ( array(
		$content . '/plugins/sightline-seo' => $repo,
		$content . '/themes'                => $core . '/wp-content/themes',
	) as $link => $target ) {
		if ( is_link( $link ) && readlink( $link ) !== $target ) {
			unlink( $link );
		}
		if ( ! file_exists( $link ) && ! symlink( $target, $link ) ) {
			$fail( "cannot link {$link} -> {$target}" );
		}
	}

	// MariaDB: the database must exist (the user needs CREATE rights: tools/wp-runtime/mariadb.sh
	// makes wp/wp with all privileges). Runs that share one database take turns (a lock).
	$engine = strtolower( (string) ( getenv( 'SIGHTLINE_TEST_DB' ) ?: 'sqlite' ) );
	if ( 'sqlite' !== $engine ) {
		$host = (string) ( getenv( 'SIGHTLINE_TEST_DB_HOST' ) ?: '127.0.0.1:3306' );
		$name = (string) ( getenv( 'SIGHTLINE_TEST_DB_NAME' ) ?: 'sightline_test' );
		$user = (string) ( getenv( 'SIGHTLINE_TEST_DB_USER' ) ?: 'wp' );
		$pass = false !== getenv( 'SIGHTLINE_TEST_DB_PASSWORD' ) ? (string) getenv( 'SIGHTLINE_TEST_DB_PASSWORD' ) : 'wp';
		if ( ! preg_match( '/^[A-Za-z0-9_]+$/', $name ) ) {
			$fail( "SIGHTLINE_TEST_DB_NAME '{$name}' must be letters, digits and underscores" );
		}
		list( $h, $p ) = array_pad( explode( ':', $host, 2 ), 2, '3306' );
		mysqli_report( MYSQLI_REPORT_OFF );
		$link = @mysqli_connect( $h, $user, $pass, '', (int) $p ); // phpcs:ignore
		if ( ! $link ) {
			$fail( "MariaDB is not reachable at {$host} as {$user}: " . mysqli_connect_error() . "\nStart one with: tools/wp-runtime/mariadb.sh start --port {$p}   (or run tools/run-phpunit.sh --db mariadb, which does it)" );
		}
		if ( ! mysqli_query( $link, "CREATE DATABASE IF NOT EXISTS `{$name}` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" ) ) {
			$fail( "cannot create database {$name}: " . mysqli_error( $link ) );
		}
		mysqli_close( $link );
		$lock_file = sys_get_temp_dir() . '/sightline-phpunit-' . md5( "{$host}/{$name}" ) . '.lock';
		$lock      = fopen( $lock_file, 'c' );
		if ( ! flock( $lock, LOCK_EX | LOCK_NB ) ) {
			fwrite( STDERR, "[sightline-tests] another run uses database {$name} on {$host}: waiting (set SIGHTLINE_TEST_DB_NAME to run in parallel)\n" );
			flock( $lock, LOCK_EX );
		}
		$GLOBALS['sightline_tests_lock'] = $lock; // held until this process ends.
	}

	// Install and activate, each in a child process.
	$php = escapeshellarg( PHP_BINARY );
	$multisite = in_array( (string) getenv( 'SIGHTLINE_TEST_MULTISITE' ), array( '1', 'true', 'yes' ), true );
	foreach ( $multisite ? array( 'install', 'sites', 'activate', 'later' ) : array( 'install', 'activate' ) as $step ) {
		if ( 'activate' === $step && ! is_file( $repo . '/plugin.php' ) ) {
			fwrite( STDERR, "[sightline-tests] WARNING: {$repo}/plugin.php does not exist yet: the plugin is not loaded\n" );
			break;
		}
		$out = array();
		exec( $php . ' ' . escapeshellarg( __DIR__ . '/includes/install.php' ) . ' ' . $step . ' 2>&1', $out, $rc );
		if ( 0 !== $rc ) {
			$fail( "install.php {$step} failed (exit {$rc}):\n" . implode( "\n", $out ) );
		}
		if ( $out ) {
			fwrite( STDERR, implode( "\n", $out ) . "\n" );
		}
	}
} )();

require __DIR__ . '/includes/config.php';
require ABSPATH . 'wp-settings.php';

// One process plays every kind of request here: the admin and REST services add their hooks up front, so
// the hooks every test starts from hold them (a page view never builds them, which
// tests/php/Harness/RequestKindsTest.php proves in child processes).
if ( class_exists( 'Sightline\\Plugin', false ) ) {
	Sightline\Plugin::start_context( Sightline\Plugin::WRITES );
	Sightline\Plugin::start_context( Sightline\Plugin::ADMIN );
	Sightline\Plugin::start_context( Sightline\Plugin::REST );
	// This process looks like a page view to Request_Kind (a GET of /), which registers neither the
	// setting nor the fields on `init`; the tests write both, so they are registered as a write would.
	Sightline\Plugin::get( Sightline\Settings\Settings::class )->register();
	Sightline\Plugin::get( Sightline\Settings\Object_Meta::class )->register();
}

// Rewrite rules for /%postname%/ (and the plugin's own rules), generated once and committed.
flush_rewrite_rules( false );

require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
// The screen API (set_current_screen(), get_current_screen(): null until a test sets a screen),
// loaded up front so a test does not depend on which test loaded it first.
require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
require_once ABSPATH . 'wp-admin/includes/screen.php';
require __DIR__ . '/includes/class-exceptions.php';
require __DIR__ . '/includes/class-factory.php';
require __DIR__ . '/includes/class-testcase.php';

printf(
	"Sightline SEO tests: WordPress %s%s on %s (PHP %s), plugin %s, scratch dir %s\n\n",
	get_bloginfo( 'version' ),
	is_multisite() ? ' multisite (subdirectory network of ' . get_sites( array( 'count' => true ) ) . ' sites)' : '',
	'sqlite' === DB_ENGINE ? 'SQLite ' . ( class_exists( 'WP_SQLite_Translator' ) || defined( 'SQLITE_DRIVER_VERSION' ) ? '(sqlite-database-integration ' . ( defined( 'SQLITE_DRIVER_VERSION' ) ? SQLITE_DRIVER_VERSION : '3.x' ) . ', SQLite ' . SQLite3::version()['versionString'] . ')' : '' ) : 'MariaDB ' . $wpdb->db_server_info() . ' (' . DB_HOST . '/' . DB_NAME . ')',
	PHP_VERSION,
	( is_multisite() && is_plugin_active_for_network( 'sightline-seo/plugin.php' ) ? 'network-' : '' ) . ( is_plugin_active( 'sightline-seo/plugin.php' ) ? 'active' . ( defined( 'SIGHTLINE_VERSION' ) ? ' (' . SIGHTLINE_VERSION . ')' : '' ) : 'NOT active' ),
	getenv( 'SIGHTLINE_TEST_DIR' )
);
