<?php
/**
 * One of our own tables whose class is only its name, its columns and its schema version: the name
 * with the site's prefix, the upkeep (dbDelta when the recorded version is not this one) and the drop
 * on uninstall, written once. A table class extends it and sets the four constants.
 *
 * @package Sightline
 */

namespace Sightline\Db;

defined( 'ABSPATH' ) || exit;

abstract class Own_Table {

	/** The table's name without the site's prefix. */
	public const NAME = '';

	/** Autoloaded: which schema version the table has. */
	public const VERSION_OPTION = '';

	/** Bump when COLUMNS change: the next upgrade() runs dbDelta. */
	public const DB_VERSION = '';

	/** The lines between the parentheses of CREATE TABLE, in dbDelta's format (see Versioned_Schema). */
	protected const COLUMNS = '';

	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . static::NAME;
	}

	/** Creates or upgrades the table unless its recorded version is this schema's. */
	public static function upgrade(): void {
		$schema = static::schema();
		if ( ! $schema->is_current() ) {
			$schema->install();
		}
	}

	public static function schema(): Versioned_Schema {
		return new Versioned_Schema( static::name(), static::COLUMNS, static::VERSION_OPTION, static::DB_VERSION );
	}

	public static function drop(): void {
		static::schema()->drop();
	}
}
