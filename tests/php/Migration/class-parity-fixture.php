<?php
/**
 * Loads a migration-parity fixture (tests/fixtures/migration-parity/<slug>/state.json, format in that
 * folder's README.md) into the test WordPress with the rows' own ids, and reads the heads the source
 * plugin printed (heads.json). Rows are written with $wpdb like a database import: no plugin hook runs.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;

final class Parity_Fixture {

	public const ROOT = __DIR__ . '/../../fixtures/migration-parity';

	/** The head fields a fixture records, in the order the report prints them. */
	public const FIELDS = array( 'title', 'description', 'robots', 'canonical', 'og:type', 'og:title', 'og:description', 'og:url', 'og:image', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image' );

	/**
	 * Source slugs (the migration plugin_slug) that have a fixture.
	 *
	 * @return list<string>
	 */
	public static function slugs(): array {
		$dirs = glob( self::ROOT . '/*/state.json' ) ?: array();
		return array_map( static fn( string $file ): string => basename( dirname( $file ) ), $dirs );
	}

	/**
	 * @return array<string, mixed>
	 */
	public static function state( string $slug ): array {
		return json_decode( (string) file_get_contents( self::ROOT . "/{$slug}/state.json" ), true, 512, JSON_THROW_ON_ERROR );
	}

	/**
	 * URL path => field => value printed by the source ({home} already replaced by this site's home).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function heads( string $slug ): array {
		$heads = json_decode( (string) file_get_contents( self::ROOT . "/{$slug}/heads.json" ), true, 512, JSON_THROW_ON_ERROR );
		return self::homes( $heads );
	}

	/**
	 * Writes the fixture's rows. Post types are registered first so their URLs route.
	 *
	 * @param array<string, mixed> $state From state().
	 */
	public static function load( array $state ): void {
		global $wpdb;
		foreach ( $state['post_types'] ?? array() as $name => $args ) {
			register_post_type( $name, $args );
		}
		// The capture site held no content but the fixture's: drop the fresh install's own posts and pages.
		$wpdb->query( "DELETE FROM {$wpdb->posts} WHERE ID < 1000 AND post_type IN ('post','page','attachment')" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		foreach ( $state['options'] as $row ) {
			$value = self::homes( $row['value'] );
			if ( 'permalink_structure' === $row['name'] ) {
				continue; // Set by the caller through the test case so the rewrite rules follow.
			}
			update_option( $row['name'], $value );
		}
		$tables = array(
			'posts' => $wpdb->posts,
			'users' => $wpdb->users,
		);
		foreach ( $tables as $key => $table ) {
			foreach ( $state[ $key ] as $row ) {
				$row = self::homes( $row );
				if ( 'users' === $key ) {
					$row['user_pass'] = wp_hash_password( 'password' );
				}
				$wpdb->replace( $table, $row ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			}
		}
		foreach ( $state['terms'] as $row ) {
			$wpdb->replace( $wpdb->terms, array_intersect_key( $row, array_flip( array( 'term_id', 'name', 'slug', 'term_group' ) ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->replace( $wpdb->term_taxonomy, array_intersect_key( $row, array_flip( array( 'term_taxonomy_id', 'term_id', 'taxonomy', 'description', 'parent', 'count' ) ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		foreach ( $state['term_relationships'] as $row ) {
			$wpdb->replace( $wpdb->term_relationships, $row ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		foreach ( array( 'post' => 'postmeta', 'term' => 'termmeta', 'user' => 'usermeta' ) as $type => $key ) {
			$table  = _get_meta_table( $type );
			$column = 'user' === $type ? 'user_id' : $type . '_id';
			foreach ( $state[ $key ] as $row ) {
				$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
					$table,
					array(
						$column      => $row['id'],
						'meta_key'   => str_replace( '{prefix}', $wpdb->prefix, $row['key'] ), // phpcs:ignore WordPress.DB.SlowDBQuery
						'meta_value' => maybe_serialize( self::homes( $row['value'] ) ), // phpcs:ignore WordPress.DB.SlowDBQuery
					)
				);
			}
		}
		wp_cache_flush();
		delete_option( 'category_children' );
		_get_term_hierarchy( 'category' );
	}

	/**
	 * Replaces the {home} token (the capture site's origin) by this site's home, in strings and arrays.
	 *
	 * @param mixed $value Value from the fixture.
	 * @return mixed
	 */
	private static function homes( $value ) {
		if ( is_string( $value ) ) {
			return str_replace( '{home}', untrailingslashit( home_url() ), $value );
		}
		if ( is_array( $value ) ) {
			return array_map( array( self::class, 'homes' ), $value );
		}
		return $value;
	}
}
