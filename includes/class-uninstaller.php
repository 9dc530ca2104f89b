<?php
/**
 * Removes everything Sightline SEO stored, when the admin asked for it. Features declare what they own
 * through the `sightline_owned_data` filter (options, option name prefixes, meta key prefixes,
 * transient prefixes), so this file never needs to know them.
 *
 * @package Sightline
 */

namespace Sightline;

use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Uninstaller {

	public static function run(): void {
		$settings = get_option( Settings::OPTION, array() );
		if ( empty( $settings['delete_data_on_uninstall'] ) ) {
			return;
		}
		self::delete( self::owned_data() );
	}

	/**
	 * @return array{options: list<string>, option_prefixes: list<string>, meta_prefixes: list<string>}
	 */
	public static function owned_data(): array {
		$owned = array(
			'options'         => array( Settings::OPTION, Lifecycle::VERSION_OPTION, 'sightline_first_activation' ),
			'option_prefixes' => array( 'sightline_', '_transient_sightline_', '_transient_timeout_sightline_' ),
			'meta_prefixes'   => array( Object_Meta::PREFIX ),
		);
		/**
		 * Filters what the plugin removes on uninstall.
		 *
		 * @param array $owned
		 */
		return apply_filters( 'sightline_owned_data', $owned );
	}

	/**
	 * @param array{options: list<string>, option_prefixes: list<string>, meta_prefixes: list<string>} $owned
	 */
	public static function delete( array $owned ): void {
		global $wpdb;
		foreach ( $owned['options'] as $option ) {
			delete_option( $option );
		}
		foreach ( $owned['option_prefixes'] as $prefix ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- removes our rows by prefix, which no API can do; values are prepared.
		}
		foreach ( $owned['meta_prefixes'] as $prefix ) {
			foreach ( array( $wpdb->postmeta, $wpdb->termmeta, $wpdb->usermeta ) as $table ) {
				$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE meta_key LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- removes our rows by prefix, which no API can do; $table is one of WordPress's own tables.
			}
		}
		wp_cache_flush();
	}
}
