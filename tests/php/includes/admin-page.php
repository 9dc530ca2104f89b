<?php
/**
 * Child process of the multisite tests: loads one wp-admin page the way a browser request does — the
 * real wp-admin/*.php file, its admin.php, the login check — as a signed-in user, and prints, as JSON,
 * the HTTP status, whether wp_die() stopped it, the page's length and markers, and every PHP error,
 * warning, notice or deprecation and every _doing_it_wrong() the request raised.
 *
 *   php admin-page.php USER_ID URI      e.g. 1 /wp-admin/network/plugins.php, 5 /second/wp-admin/admin.php?page=sightline
 *
 * wp-admin files load WordPress through wp-load.php, which looks for wp-config.php next to ABSPATH: the
 * shared core tree has none (tests never write to it), so ABSPATH here is a folder in the scratch dir
 * that links to core's files and adds a wp-config.php that loads the test configuration.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$sightline_user = (int) ( $argv[1] ?? 0 );
$sightline_uri  = (string) ( $argv[2] ?? '' );
$sightline_file = strstr( (string) parse_url( $sightline_uri, PHP_URL_PATH ), '/wp-admin/' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- before WordPress loads.
if ( $sightline_user < 1 || false === $sightline_file ) {
	fwrite( STDERR, "usage: php admin-page.php USER_ID URI (a wp-admin URI)\n" );
	exit( 2 );
}

// ABSPATH with a wp-config.php: core's top-level entries linked, made once per scratch dir.
$sightline_root = rtrim( (string) getenv( 'SIGHTLINE_TEST_DIR' ), '/' ) . '/admin-root';
if ( ! is_file( $sightline_root . '/wp-config.php' ) ) {
	$sightline_core = rtrim( (string) getenv( 'SIGHTLINE_TEST_WP_CORE' ), '/' );
	@mkdir( $sightline_root, 0777, true ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- another child may make it at once.
	foreach ( (array) scandir( $sightline_core ) as $sightline_entry ) {
		if ( ! in_array( $sightline_entry, array( '.', '..', 'wp-config.php' ), true ) && ! file_exists( "{$sightline_root}/{$sightline_entry}" ) ) {
			@symlink( "{$sightline_core}/{$sightline_entry}", "{$sightline_root}/{$sightline_entry}" ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
		}
	}
	file_put_contents( "{$sightline_root}/wp-config.php.tmp" . getmypid(), "<?php\nrequire_once " . var_export( __DIR__ . '/config.php', true ) . ";\nrequire_once ABSPATH . 'wp-settings.php';\n" );
	rename( "{$sightline_root}/wp-config.php.tmp" . getmypid(), "{$sightline_root}/wp-config.php" );
}
define( 'ABSPATH', $sightline_root . '/' );

require __DIR__ . '/child-request.php';
sightline_child_request( 'GET', $sightline_uri );
parse_str( (string) parse_url( $sightline_uri, PHP_URL_QUERY ), $_GET ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
$_REQUEST                = $_GET;
$_SERVER['PHP_SELF']     = (string) parse_url( $sightline_uri, PHP_URL_PATH ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url
$_SERVER['SCRIPT_NAME']  = $_SERVER['PHP_SELF'];
$GLOBALS['PHP_SELF']     = $_SERVER['PHP_SELF']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
$GLOBALS['sightline_report'] = array(
	'status'  => 200,
	'died'    => false,
	'errors'  => array(),
	'notices' => array(),
);

// Every PHP error of the request, whatever WordPress's error_reporting() says.
set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting
	static function ( $errno, $errstr, $errfile = '', $errline = 0 ) {
		$GLOBALS['sightline_report']['errors'][] = "{$errno} {$errstr} in {$errfile}:{$errline}";
		return true;
	}
);
register_shutdown_function(
	static function () {
		$e = error_get_last();
		if ( $e && in_array( $e['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR ), true ) ) {
			$GLOBALS['sightline_report']['errors'][] = "fatal {$e['message']} in {$e['file']}:{$e['line']}";
		}
	}
);

// Hooks set before WordPress exists (it adopts a pre-filled $wp_filter).
$sightline_hook = static function ( string $name, callable $callback, int $priority = 10, int $args = 1 ): void {
	$GLOBALS['wp_filter'][ $name ][ $priority ][] = array(
		'function'      => $callback,
		'accepted_args' => $args,
	);
};
// Signed in: the auth cookies of the user, made once pluggable.php has loaded.
$sightline_hook(
	'plugins_loaded',
	static function () use ( $sightline_user ) {
		$expires                      = time() + HOUR_IN_SECONDS;
		$_COOKIE[ AUTH_COOKIE ]       = wp_generate_auth_cookie( $sightline_user, $expires, 'auth' );
		$_COOKIE[ LOGGED_IN_COOKIE ]  = wp_generate_auth_cookie( $sightline_user, $expires, 'logged_in' );
	},
	0,
	0
);
foreach ( array( 'doing_it_wrong_run', 'deprecated_function_run', 'deprecated_argument_run', 'deprecated_hook_run', 'deprecated_file_included' ) as $sightline_notice ) {
	$sightline_hook(
		$sightline_notice,
		static function ( $name, $message = '' ) use ( $sightline_notice ) {
			$GLOBALS['sightline_report']['notices'][] = "{$sightline_notice} {$name}: " . wp_strip_all_tags( (string) $message );
		},
		10,
		2
	);
}
$sightline_hook(
	'status_header',
	static function ( $header, $code ) {
		$GLOBALS['sightline_report']['status'] = (int) $code;
		return $header;
	},
	PHP_INT_MAX,
	2
);
$sightline_hook(
	'wp_redirect',
	static function ( $location, $status ) {
		$GLOBALS['sightline_report']['redirect'] = array( (string) $location, (int) $status );
		return $location;
	},
	PHP_INT_MAX,
	2
);
$sightline_hook(
	'wp_die_handler',
	static function () {
		return static function ( $message, $title = '', $args = array() ) {
			$GLOBALS['sightline_report']['died']   = true;
			$GLOBALS['sightline_report']['status'] = (int) ( is_array( $args ) && isset( $args['response'] ) ? $args['response'] : 500 );
			$GLOBALS['sightline_report']['html']   = is_wp_error( $message ) ? $message->get_error_message() : wp_strip_all_tags( (string) $message );
			exit;
		};
	},
	PHP_INT_MAX,
	0
);

$GLOBALS['sightline_html'] = '';
ob_start(
	static function ( $buffer ) {
		$GLOBALS['sightline_html'] .= $buffer;
		return '';
	}
);
// Printed last, on WordPress's shutdown (wp-admin pages end with exit).
$sightline_hook(
	'shutdown',
	static function () {
		while ( ob_get_level() > 0 ) {
			ob_end_flush();
		}
		$report          = $GLOBALS['sightline_report'];
		$report['bytes'] = strlen( $GLOBALS['sightline_html'] );
		// The root elements our screens render into, and the admin footer (the page was printed whole).
		$report['roots']  = preg_match_all( '/<div id="(sightline-[a-z-]+)"/', $GLOBALS['sightline_html'], $m ) ? $m[1] : array();
		$report['footer'] = str_contains( $GLOBALS['sightline_html'], 'id="wpfooter"' );
		$report['title']  = preg_match( '#<title>(.*?)</title>#s', $GLOBALS['sightline_html'], $t ) ? html_entity_decode( trim( $t[1] ) ) : '';
		echo "\n" . wp_json_encode( $report );
	},
	PHP_INT_MAX,
	0
);

require ABSPATH . ltrim( $sightline_file, '/' );
