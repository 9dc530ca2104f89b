<?php
/**
 * What the plugin has stored, read straight from the database (not the object cache): its options, its
 * tables' rows, post, term, user and comment meta whose key holds "sightline", and the core options a
 * route of ours may write (site title, tagline, active plugins...). Two snapshots compared say whether a
 * request stored anything.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Fuzz;

final class Store_Snapshot {

	/** Core options our routes write (the onboarding sets the site title; the plugins route deactivates plugins). */
	private const CORE_OPTIONS = array( 'blogname', 'blogdescription', 'blog_public', 'active_plugins', 'site_icon', 'show_on_front', 'page_on_front', 'page_for_posts', 'permalink_structure' );

	/**
	 * @return array<string, string> Where => the stored value.
	 */
	public static function take(): array {
		global $wpdb;
		$out = array();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$names = "'" . implode( "','", self::CORE_OPTIONS ) . "'";
		foreach ( $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE '%sightline%' OR option_name IN ({$names})", ARRAY_N ) as $row ) {
			$out[ 'option ' . $row[0] ] = (string) $row[1];
		}
		foreach ( array(
			'post'    => $wpdb->postmeta,
			'term'    => $wpdb->termmeta,
			'user'    => $wpdb->usermeta,
			'comment' => $wpdb->commentmeta,
		) as $kind => $table ) {
			$id = 'user' === $kind ? 'umeta_id' : 'meta_id';
			foreach ( $wpdb->get_results( "SELECT {$id}, {$kind}_id, meta_key, meta_value FROM {$table} WHERE meta_key LIKE '%sightline%'", ARRAY_N ) as $row ) {
				$out[ "{$kind} meta {$row[1]} {$row[2]} #{$row[0]}" ] = (string) $row[3];
			}
		}
		foreach ( self::tables() as $table ) {
			foreach ( $wpdb->get_results( "SELECT * FROM `{$table}`", ARRAY_A ) as $i => $row ) {
				$out[ "{$table} row " . ( $row['id'] ?? $i ) ] = (string) wp_json_encode( $row, JSON_INVALID_UTF8_IGNORE );
			}
		}
		// phpcs:enable
		return $out;
	}

	/**
	 * Our own tables, as they exist now.
	 *
	 * @return list<string>
	 */
	private static function tables(): array {
		global $wpdb;
		$like = $wpdb->esc_like( $wpdb->prefix . 'sightline' ) . '%';
		return array_values( array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) ) ) );
	}

	/**
	 * What changed from $before to $after: where, for each value added, changed or removed.
	 *
	 * @param array<string, string> $before
	 * @param array<string, string> $after
	 * @return array<string, string> where => 'added', 'changed' or 'removed'
	 */
	public static function diff( array $before, array $after ): array {
		$out = array();
		foreach ( $after as $key => $value ) {
			if ( ! array_key_exists( $key, $before ) ) {
				$out[ $key ] = 'added';
			} elseif ( $before[ $key ] !== $value ) {
				$out[ $key ] = 'changed';
			}
		}
		foreach ( array_diff_key( $before, $after ) as $key => $value ) {
			$out[ $key ] = 'removed';
		}
		return $out;
	}
}
