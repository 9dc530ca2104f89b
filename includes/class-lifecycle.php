<?php
/**
 * Activation and deactivation. Activation only records what later requests act on (the one-time setup
 * redirect, rewrite flush); it never sends anything anywhere.
 *
 * On a multisite network the plugin may be network-activated: WordPress then runs the activation hook
 * once, on the site the network admin is on, so each site of the network is set up here in turn, and
 * a site added later is set up when WordPress initialises it (wp_initialize_site). Every site keeps its
 * own settings, tables and rewrite rules; nothing is stored network-wide.
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

final class Lifecycle {

	public const VERSION_OPTION = 'sightline_version';

	/**
	 * Names the activation hook when WordPress is about to activate this plugin (Plugin::boot() listens to
	 * activate_plugin, which WordPress fires just before activate_{plugin} wherever it activates one:
	 * wp-admin, WP-CLI, REST, a script calling activate_plugin()), so no other request pays for
	 * plugin_basename(), a walk of the plugin folders.
	 *
	 * @param string $plugin The plugin WordPress is about to activate (folder/file.php).
	 */
	public static function hook_activation( $plugin ): void {
		if ( plugin_basename( SIGHTLINE_FILE ) === $plugin ) {
			register_activation_hook( SIGHTLINE_FILE, array( self::class, 'activate' ) );
		}
	}

	/**
	 * @param string $plugin The plugin WordPress is about to deactivate (folder/file.php).
	 */
	public static function hook_deactivation( $plugin ): void {
		if ( plugin_basename( SIGHTLINE_FILE ) === $plugin ) {
			register_deactivation_hook( SIGHTLINE_FILE, array( self::class, 'deactivate' ) );
		}
	}

	/** Multisite only: hooks that set up and clean up the sites of a network. */
	public static function add_network_hooks(): void {
		// After WordPress made the new site's tables and default content (priority 10).
		add_action( 'wp_initialize_site', array( self::class, 'initialize_site' ), 20 );
		add_filter( 'wpmu_drop_tables', array( self::class, 'drop_tables' ) );
	}

	public static function activate( bool $network_wide = false ): void {
		if ( $network_wide && is_multisite() ) {
			self::on_every_site( static fn() => self::activate_site( true ) );
			return;
		}
		self::activate_site( false );
	}

	public static function deactivate( bool $network_wide = false ): void {
		if ( $network_wide && is_multisite() ) {
			self::on_every_site( array( self::class, 'deactivate_site' ) );
			return;
		}
		self::deactivate_site();
	}

	/** The current site, as a single-site activation sets it up. */
	public static function activate_site( bool $network_wide = false ): void {
		if ( false === get_option( self::VERSION_OPTION ) ) {
			add_option( 'sightline_first_activation', time(), '', false );
		}
		update_option( self::VERSION_OPTION, SIGHTLINE_VERSION, true );
		// An empty, autoloaded settings row (the defaults apply) so that on a site where the admin has saved
		// nothing yet, page views find the settings among the autoloaded options instead of asking the
		// database for a row that does not exist on every request.
		add_option( Settings\Settings::OPTION, array(), '', true );
		// The images those settings point at, resolved now (settings kept from an earlier activation).
		( new Head\Settings_Images() )->rebuild();
		// uploads/sightline/ made and protected now, and files of an older layout moved to their keyed names.
		Files\Uploads::migrate();
		/**
		 * Fires when Sightline SEO is activated on a site (on each site of a network for a network
		 * activation); features register what must happen once.
		 *
		 * @param bool $network_wide
		 */
		do_action( 'sightline_activated', $network_wide );
		delete_option( 'rewrite_rules' );
	}

	public static function deactivate_site(): void {
		do_action( 'sightline_deactivated' );
		self::unschedule_all();
		delete_option( 'rewrite_rules' );
	}

	/**
	 * Every WP-Cron event of ours on the current site, whatever feature scheduled it and with whatever
	 * arguments: what a feature's own deactivation step missed (a job scheduled once on demand) goes
	 * too. Our hooks are named sightline_…; run at deactivation and at uninstall.
	 */
	public static function unschedule_all(): void {
		$hooks = array();
		foreach ( (array) _get_cron_array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, 'sightline_' ) ) {
					$hooks[ (string) $hook ] = true;
				}
			}
		}
		foreach ( array_keys( $hooks ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
	}

	/**
	 * A site added to a network where the plugin is network-active is set up like the others.
	 *
	 * @param \WP_Site $site
	 */
	public static function initialize_site( $site ): void {
		$network = (array) get_site_option( 'active_sitewide_plugins', array() );
		if ( ! isset( $network[ plugin_basename( SIGHTLINE_FILE ) ] ) ) {
			return;
		}
		switch_to_blog( (int) $site->blog_id );
		self::activate_site( true );
		restore_current_blog();
	}

	/**
	 * Our tables go with a deleted site (WordPress drops only the tables it knows by name): those we
	 * know, and any other table of the site named like ours (one left by an older version included).
	 *
	 * @param list<string> $tables Tables of the site being deleted, WordPress has switched to it.
	 * @return list<string>
	 */
	public static function drop_tables( $tables ): array {
		global $wpdb;
		$tables   = (array) $tables;
		$tables[] = Redirects\Table::name();
		$tables[] = Not_Found\Table::name();
		$tables[] = Ai\Jobs_Table::name();
		$tables[] = Checks\Keyphrase\Keyphrase_Table::name();
		$tables[] = Checks\Links\Link_Table::name();
		if ( ! defined( 'DB_ENGINE' ) || 'sqlite' !== DB_ENGINE ) {
			$named  = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'sightline_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the site's tables, as WordPress lists them when it deletes a site.
			$tables = array_merge( $tables, array_map( 'strval', $named ) );
		}
		return array_values( array_unique( $tables ) );
	}

	/**
	 * Runs $work on each site of the network, switched to it: archived and deactivated sites too, which
	 * keep their tables and options and may come back (set up then, cleaned at deactivation).
	 */
	private static function on_every_site( callable $work ): void {
		foreach ( get_sites(
			array(
				'fields' => 'ids',
				'number' => 0,
			)
		) as $site_id ) {
			switch_to_blog( (int) $site_id );
			$work();
			restore_current_blog();
		}
	}
}
