<?php
/**
 * Child process of tests/php/Head/PageViewBudgetTest.php: renders one front-end page view the way
 * index.php does (wp(), then the theme's template through template-loader.php) with Sightline SEO active
 * ("on") or not loaded at all ("off", dropped from the active plugins before WordPress loads plugins),
 * and prints, as JSON, every database query it made and which of them wrote.
 *
 *   [SIGHTLINE_USER_AGENT=…] php page-view.php on|off URI
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$sightline_side = $argv[1] ?? '';
$sightline_uri  = $argv[2] ?? '';
if ( ! in_array( $sightline_side, array( 'on', 'off' ), true ) || '' === $sightline_uri ) {
	fwrite( STDERR, "usage: php page-view.php on|off URI\n" );
	exit( 2 );
}

require __DIR__ . '/child-request.php';
sightline_child_request( 'GET', $sightline_uri );
// A browser's user agent when the test gives one (the 404 monitor leaves requests without one out).
if ( false !== getenv( 'SIGHTLINE_USER_AGENT' ) ) {
	$_SERVER['HTTP_USER_AGENT'] = (string) getenv( 'SIGHTLINE_USER_AGENT' );
}
// PHP's web SAPIs fill $_GET from the query string; WordPress reads query vars from it.
parse_str( (string) parse_url( $sightline_uri, PHP_URL_QUERY ), $_GET ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- before WordPress loads.
$_REQUEST = $_GET;
define( 'SAVEQUERIES', true );
define( 'WP_USE_THEMES', true ); // As index.php: template-loader.php renders the theme.

// Hooks set before WordPress exists (it adopts a pre-filled $wp_filter): every write is recorded, from
// the first query on, and "off" removes the plugin from the active plugins as deactivating it would.
$GLOBALS['sightline_writes'] = array();
$GLOBALS['wp_filter']['query'][ PHP_INT_MAX ][] = array(
	'function'      => static function ( $query ) {
		if ( preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i', (string) $query ) ) {
			$GLOBALS['sightline_writes'][] = (string) $query;
		}
		return $query;
	},
	'accepted_args' => 1,
);
if ( 'off' === $sightline_side ) {
	$GLOBALS['wp_filter']['option_active_plugins'][10][] = array(
		'function'      => static fn( $plugins ) => array_values( array_diff( (array) $plugins, array( SIGHTLINE_TESTS_PLUGIN ) ) ),
		'accepted_args' => 1,
	);
}

// A redirect the request answered with (location and status, as wp_redirect() was given them) and
// the status of a page WordPress (or a rule answering 410/451) set.
$GLOBALS['sightline_redirect'] = null;
$GLOBALS['sightline_status']   = 0;
$GLOBALS['wp_filter']['wp_redirect'][ PHP_INT_MAX ][] = array(
	'function'      => static function ( $location, $status ) {
		$GLOBALS['sightline_redirect'] = array( (string) $location, (int) $status );
		return $location;
	},
	'accepted_args' => 2,
);
$GLOBALS['wp_filter']['status_header'][ PHP_INT_MAX ][] = array(
	'function'      => static function ( $header, $code ) {
		$GLOBALS['sightline_status'] = (int) $code;
		return $header;
	},
	'accepted_args' => 2,
);

// The page goes into a buffer that keeps it (WordPress flushes every buffer on shutdown).
$GLOBALS['sightline_html'] = '';
ob_start(
	static function ( $buffer ) {
		$GLOBALS['sightline_html'] .= $buffer;
		return '';
	}
);

// Printed last on WordPress's own shutdown (after it flushed the buffers into the one above), so the
// queries made on shutdown count too, and a request WordPress ends early (exit) still reports.
$GLOBALS['wp_filter']['shutdown'][ PHP_INT_MAX ][] = array(
	'function'      => static function () {
		global $wpdb;
		while ( ob_get_level() > 0 ) {
			ob_end_flush();
		}
		echo "\n" . wp_json_encode(
			array(
				'queries' => array_map( static fn( $query ) => (string) $query[0], (array) $wpdb->queries ),
				'writes'  => $GLOBALS['sightline_writes'],
				'loaded'  => class_exists( 'Sightline\\Plugin', false ),
				'head'    => str_contains( $GLOBALS['sightline_html'], '<!-- Sightline SEO -->' ),
				'bytes'   => strlen( $GLOBALS['sightline_html'] ),
				// Which main query WordPress ran (the page the view really was).
				'is'      => array_keys( array_filter( array( 'singular' => is_singular(), 'home' => is_home(), 'category' => is_category(), 'author' => is_author(), 'search' => is_search(), '404' => is_404() ) ) ),
				'body'    => str_starts_with( ltrim( $GLOBALS['sightline_html'] ), '<?xml' ) ? $GLOBALS['sightline_html'] : '',
				// How far WordPress got: a sitemap answered early never reaches init or the template.
				'init'    => did_action( 'init' ),
				'theme'   => did_action( 'after_setup_theme' ),
				'wp'      => did_action( 'wp' ),
				'template' => did_action( 'template_redirect' ),
				'redirect' => $GLOBALS['sightline_redirect'],
				'status'   => $GLOBALS['sightline_status'],
				'html'     => strlen( $GLOBALS['sightline_html'] ) < 2000 ? $GLOBALS['sightline_html'] : '',
				// The plugin's files this request included (relative to its folder), and what it printed in the head.
				'ours'     => defined( 'SIGHTLINE_DIR' ) ? array_values( array_map( static fn( $file ) => substr( $file, strlen( SIGHTLINE_DIR ) ), array_filter( get_included_files(), static fn( $file ) => str_starts_with( $file, SIGHTLINE_DIR ) ) ) ) : array(),
				'our_head' => preg_match( '#<!-- Sightline SEO -->.*<!-- /Sightline SEO -->#s', $GLOBALS['sightline_html'], $sightline_head ) ? $sightline_head[0] : '',
			)
		);
	},
	'accepted_args' => 0,
);

require ABSPATH . 'wp-settings.php';

wp();
require ABSPATH . WPINC . '/template-loader.php';
