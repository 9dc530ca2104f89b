<?php
/**
 * Keeps the redirect storage in shape: creates the table and the empty, autoloaded index on activation
 * (so page views of a site without rules find it among the autoloaded options), upgrades the table when
 * its schema version changes (on the next wp-admin request), compiles the rules again on the next
 * wp-admin request after a build could not be stored, schedules the hourly hit fold and runs it.
 * Only hooks are added here; the table code loads when one fires.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Maintenance implements Hookable_Interface {

	/**
	 * @param \Closure(): Compiler $compiler
	 * @param \Closure(): Hits     $hits
	 * @param \Closure(): Table    $table
	 */
	public function __construct( private \Closure $compiler, private \Closure $hits, private \Closure $table ) {}

	public function add_hooks(): void {
		add_action( 'sightline_activated', array( self::class, 'install' ) );
		add_action( 'sightline_deactivated', array( self::class, 'deactivate' ) );
		add_action( 'admin_init', array( $this, 'upgrade' ) );
		add_action( Hits::CRON_HOOK, array( $this, 'fold_hits' ) );
	}

	public static function install(): void {
		Table::install();
		add_option(
			Lookup_Store::INDEX_OPTION,
			array(
				'token'  => '',
				'shards' => 0,
			),
			'',
			true
		);
		if ( ! wp_next_scheduled( Hits::CRON_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', Hits::CRON_HOOK );
		}
	}

	/**
	 * A new schema version (a plugin update without reactivation, a network site) installs again and
	 * compiles; dbDelta upgrades. Run on admin_init, and by the REST routes and WP-CLI commands.
	 */
	public function upgrade(): void {
		if ( ! Table::schema()->is_current() ) {
			self::install();
			( $this->compiler )()->rebuild();
		} elseif ( isset( wp_load_alloptions()[ Lookup_Store::ERROR_OPTION ] ) ) {
			( $this->compiler )()->rebuild(); // The last build could not be stored: try again.
		}
	}

	public static function deactivate(): void {
		wp_clear_scheduled_hook( Hits::CRON_HOOK );
	}

	public function fold_hits(): void {
		( $this->hits )()->fold( ( $this->table )() );
	}
}
