<?php
/**
 * Benchmark site only (copied into its mu-plugins): allows application passwords over plain http on
 * 127.0.0.1 so the benchmark can call the REST routes as the admin the way the settings app does.
 *
 * @package Sightline
 */

add_filter( 'wp_is_application_passwords_available', '__return_true' );
