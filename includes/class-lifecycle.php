<?php
/**
 * Activation and deactivation. Activation only records what later requests act on (the one-time setup
 * redirect, rewrite flush); it never sends anything anywhere.
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

final class Lifecycle {

	public const VERSION_OPTION = 'sightline_version';

	public static function activate( bool $network_wide = false ): void {
		if ( false === get_option( self::VERSION_OPTION ) ) {
			add_option( 'sightline_first_activation', time(), '', false );
		}
		update_option( self::VERSION_OPTION, SIGHTLINE_VERSION, true );
		// An empty, autoloaded settings row (the defaults apply) so that on a site where the admin has saved
		// nothing yet, page views find the settings among the autoloaded options instead of asking the
		// database for a row that does not exist on every request.
		add_option( Settings\Settings::OPTION, array(), '', true );
		// The images those settings point at, resolved now (settings kept from an earlier activation).
		( new Settings\Settings_Images() )->rebuild();
		/**
		 * Fires when Sightline SEO is activated; features register what must happen once.
		 *
		 * @param bool $network_wide
		 */
		do_action( 'sightline_activated', $network_wide );
		delete_option( 'rewrite_rules' );
	}

	public static function deactivate(): void {
		do_action( 'sightline_deactivated' );
		delete_option( 'rewrite_rules' );
	}
}
