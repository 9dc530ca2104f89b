<?php
/**
 * What a child process of the tests sets before loading WordPress: the test site's configuration and
 * the request it plays. Load WordPress after it with `require ABSPATH . 'wp-settings.php';`.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require_once __DIR__ . '/config.php';

/**
 * Plays one HTTP request: method and path, and whether it is a wp-admin one.
 */
function sightline_child_request( string $method, string $uri, bool $admin = false ): void {
	$_SERVER['HTTP_HOST']       = WP_TESTS_DOMAIN;
	$_SERVER['SERVER_NAME']     = WP_TESTS_DOMAIN;
	$_SERVER['REQUEST_METHOD']  = $method;
	$_SERVER['REQUEST_URI']     = $uri;
	$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
	if ( $admin ) {
		define( 'WP_ADMIN', true );
	}
}
