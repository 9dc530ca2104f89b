<?php
/**
 * Keeps the 404 monitor's storage in shape: creates the table on activation, upgrades it when its
 * schema version changes (on the next wp-admin, REST or CLI request), and schedules the hourly cron run
 * that folds the log into the table and drops what is past retention. Only hooks are added here; the
 * table code loads when one fires.
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Maintenance implements Hookable_Interface {

	public const CRON_HOOK = 'sightline_404_monitor_fold';

	/**
	 * @param \Closure(): Monitor $monitor Built when the cron event runs, not with the listener.
	 */
	public function __construct( private \Closure $monitor ) {}

	public function add_hooks(): void {
		add_action( 'sightline_activated', array( self::class, 'install' ) );
		add_action( 'sightline_deactivated', array( self::class, 'deactivate' ) );
		add_action( 'admin_init', array( self::class, 'upgrade' ) );
		add_action( self::CRON_HOOK, array( $this, 'run' ) );
	}

	public static function install(): void {
		Table::install();
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', self::CRON_HOOK );
		}
	}

	/** A new schema version (a plugin update without reactivation, a network site) installs again. */
	public static function upgrade(): void {
		if ( ! Table::schema()->is_current() ) {
			self::install();
		}
	}

	public static function deactivate(): void {
		wp_clear_scheduled_hook( self::CRON_HOOK );
	}

	public function run(): void {
		( $this->monitor )()->maintain();
	}
}
