<?php
/**
 * Router for PHP's built-in web server (php -S) serving WordPress with pretty permalinks.
 *
 * Static assets are answered here with the validators a real web server sends (Last-Modified, ETag,
 * and a year's Cache-Control for the versioned `?ver=` URLs WordPress prints): the built-in server
 * sends none, so a browser fetched and compiled every script again on every admin page load, which
 * was most of an end-to-end test's time. Other existing files (wp-admin/*.php, wp-login.php,
 * directory indexes, types not listed below) are left to the built-in server (return false); every
 * other path goes to WordPress's front controller, as the usual nginx/Apache rewrite rule does.
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

const SIGHTLINE_STATIC_TYPES = array(
	'js'    => 'text/javascript; charset=utf-8',
	'mjs'   => 'text/javascript; charset=utf-8',
	'css'   => 'text/css; charset=utf-8',
	'json'  => 'application/json',
	'map'   => 'application/json',
	'svg'   => 'image/svg+xml',
	'png'   => 'image/png',
	'jpg'   => 'image/jpeg',
	'jpeg'  => 'image/jpeg',
	'gif'   => 'image/gif',
	'webp'  => 'image/webp',
	'avif'  => 'image/avif',
	'ico'   => 'image/x-icon',
	'woff'  => 'font/woff',
	'woff2' => 'font/woff2',
	'ttf'   => 'font/ttf',
);

if ( '/' !== $sightline_path && file_exists( $sightline_root . $sightline_path ) ) {
	$sightline_file = $sightline_root . $sightline_path;
	$sightline_type = SIGHTLINE_STATIC_TYPES[ strtolower( pathinfo( $sightline_file, PATHINFO_EXTENSION ) ) ] ?? null;
	if ( null === $sightline_type || ! is_file( $sightline_file ) ) {
		return false;
	}
	$sightline_mtime = (int) filemtime( $sightline_file );
	$sightline_size  = (int) filesize( $sightline_file );
	$sightline_etag  = sprintf( '"%x-%x"', $sightline_mtime, $sightline_size );
	header( 'Content-Type: ' . $sightline_type );
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $sightline_mtime ) . ' GMT' );
	header( 'ETag: ' . $sightline_etag );
	// A `ver` in the URL changes with the file (WordPress's version, a build's content hash): cache it;
	// anything else is revalidated on each use (an answer of 304 when unchanged).
	header( 'Cache-Control: ' . ( isset( $_GET['ver'] ) ? 'public, max-age=31536000' : 'no-cache' ) );
	if ( ( $_SERVER['HTTP_IF_NONE_MATCH'] ?? '' ) === $sightline_etag ) {
		http_response_code( 304 );
		return true;
	}
	header( 'Content-Length: ' . $sightline_size );
	if ( 'HEAD' !== $_SERVER['REQUEST_METHOD'] ) {
		readfile( $sightline_file );
	}
	return true;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $sightline_root . '/index.php';
chdir( $sightline_root );
require $sightline_root . '/index.php';
