<?php
/**
 * Router for PHP's built-in web server (php -S) serving WordPress with pretty permalinks.
 *
 * Existing files and directories (static assets, wp-admin/*.php, wp-login.php, directory
 * indexes) are left to the built-in server (return false); every other path goes to
 * WordPress's front controller, as the usual nginx/Apache rewrite rule does.
 *
 * @package Sightline
 */

$sightline_root = $_SERVER['DOCUMENT_ROOT'];
$sightline_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// Never serve dot-files (e.g. .htaccess) or PHP files outside the WordPress tree.
if ( str_contains( $sightline_path, '/.' ) ) {
	http_response_code( 404 );
	return true;
}
if ( '/' !== $sightline_path && file_exists( $sightline_root . $sightline_path ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $sightline_root . '/index.php';
chdir( $sightline_root );
require $sightline_root . '/index.php';
