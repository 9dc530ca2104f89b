<?php
/**
 * Benchmark site only (copied into its mu-plugins): allows application passwords over plain http on
 * 127.0.0.1 so the benchmark can call the REST routes as the admin the way the settings app does, and
 * adds a no-op route (same authentication, same capability check, no work) so the bench can print the
 * bare WordPress REST round trip next to the migration route: the floor a one-request-per-item path
 * cannot go below on this server.
 *
 * @package Sightline
 */

add_filter( 'wp_is_application_passwords_available', '__return_true' );
add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'sightline-bench/v1',
			'/noop',
			array(
				'methods'             => 'POST',
				'callback'            => static fn() => array( 'success' => true ),
				'permission_callback' => static fn() => current_user_can( 'manage_options' ),
			)
		);
	}
);
