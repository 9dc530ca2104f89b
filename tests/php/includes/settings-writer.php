<?php
/**
 * Child process of tests/php/Settings/ConcurrentSettingsSaveTest.php: one admin's save of the global
 * settings, through the same service as the REST route, changing one key.
 *
 *   php settings-writer.php KEY JSON_VALUE HOLD_SECONDS
 *
 * HOLD_SECONDS > 0 holds the save between reading the stored settings and writing them (inside
 * update_option, on pre_update_option_), so another save can be played in that gap.
 *
 * @package Sightline\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( $argc < 4 ) {
	fwrite( STDERR, "usage: php settings-writer.php KEY JSON_VALUE HOLD_SECONDS\n" );
	exit( 2 );
}

require __DIR__ . '/child-request.php';
sightline_child_request( 'POST', '/wp-json/sightline/v1/admin/global-settings' );

require ABSPATH . 'wp-settings.php';

$sightline_hold = (float) $argv[3];
if ( $sightline_hold > 0 ) {
	add_filter(
		'pre_update_option_' . Sightline\Settings\Settings::OPTION,
		static function ( $value ) use ( $sightline_hold ) {
			echo "holding\n";
			usleep( (int) ( $sightline_hold * 1e6 ) );
			return $value;
		}
	);
}
$sightline_saved = Sightline\Plugin::get( Sightline\Settings\Settings::class )->update( array( $argv[1] => json_decode( $argv[2], true ) ) );
echo is_wp_error( $sightline_saved ) ? 'error: ' . $sightline_saved->get_error_message() : 'saved';
