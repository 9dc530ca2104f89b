<?php
/**
 * The upkeep of one of our own tables: dbDelta with its CREATE TABLE, and an autoloaded option that
 * records which schema version the table has, so that a version bump installs again (Maintenance::upgrade()).
 *
 * @package Sightline
 */

namespace Sightline\Db;

defined( 'ABSPATH' ) || exit;

final class Versioned_Schema {

	/**
	 * @param string $table   Full table name, prefix included.
	 * @param string $columns The lines between the parentheses of CREATE TABLE, in dbDelta's format:
	 *                        one field per line, two spaces after PRIMARY KEY.
	 */
	public function __construct(
		private string $table,
		private string $columns,
		private string $version_option,
		private string $version
	) {}

	/** Creates the table, or brings it to this schema, and records the version. */
	public function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset = $wpdb->get_charset_collate();
		dbDelta( "CREATE TABLE {$this->table} (\n{$this->columns}\n) {$charset};" );
		update_option( $this->version_option, $this->version, true );
	}

	/** Whether the recorded version is this schema's. */
	public function is_current(): bool {
		return get_option( $this->version_option ) === $this->version;
	}

	/** Drops the table and forgets its version (uninstall). */
	public function drop(): void {
		global $wpdb;
		$wpdb->query( "DROP TABLE IF EXISTS {$this->table}" ); // phpcs:ignore WordPress.DB -- our own table on uninstall.
		delete_option( $this->version_option );
	}
}
