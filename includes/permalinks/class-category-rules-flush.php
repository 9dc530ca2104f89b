<?php
/**
 * Asks WordPress to build its rewrite rules again (on the next request, as a soft flush would) when
 * what Category_Base's rules hold changes: a category added, edited (its slug, its parent) or deleted
 * while the category base is stripped, or the setting switched.
 *
 * @package Sightline
 */

namespace Sightline\Permalinks;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Category_Rules_Flush implements Hookable_Interface {

	public function add_hooks(): void {
		foreach ( array( 'created_category', 'edited_category', 'delete_category' ) as $hook ) {
			add_action( $hook, array( $this, 'category_changed' ) );
		}
		add_action( 'sightline_settings_updated', array( $this, 'settings_updated' ) );
	}

	public function category_changed(): void {
		if ( Category_Base::is_on() ) {
			self::flush();
		}
	}

	/**
	 * @param array<string, mixed> $changed The settings the save changed.
	 */
	public function settings_updated( $changed = array() ): void {
		if ( is_array( $changed ) && array_key_exists( 'strip_category_base', $changed ) ) {
			self::flush();
		}
	}

	/**
	 * WordPress builds and stores the rules again on the next request that needs them; this request's
	 * own hooks were added for the old setting, so they are not built here.
	 */
	private static function flush(): void {
		delete_option( 'rewrite_rules' );
	}
}
