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
	public static function state( string $slug, string $set = self::FIRST ): array {
		$state = json_decode( (string) file_get_contents( self::dir( $slug, $set ) . '/state.json' ), true, 512, JSON_THROW_ON_ERROR );
		return isset( $state['extends'] ) ? self::extended( self::state( $slug ), $state ) : $state;
	}

	/** The first site captured per source (the shared content); ADVERSARIAL is the second, in its subfolder. */
	public const FIRST = '';

	/** The second site: the first one's state and configuration plus content built to break cutting and fallbacks. */
	public const ADVERSARIAL = 'adversarial';

	/**
	 * A site in three languages (Polylang): its own state, read by MultilingualParityTest only, whose
	 * state.json also names each captured address's object (`objects`), since the test site, without
	 * Polylang, serves the translations at addresses without their language.
	 */
	public const MULTILINGUAL = 'multilingual';

	/**
	 * Sets of a source that hold a fixture.
	 *
	 * @return list<string>
	 */
	public static function sets( string $slug ): array {
		return is_file( self::dir( $slug, self::ADVERSARIAL ) . '/state.json' ) ? array( self::FIRST, self::ADVERSARIAL ) : array( self::FIRST );
	}

	private static function dir( string $slug, string $set ): string {
		return self::ROOT . "/{$slug}" . ( self::FIRST === $set ? '' : '/' . $set );
	}

	/**
	 * A second set's state: its base's rows plus its own (its terms replace the base's of the same id,
	 * since their counts moved; its tables' rows are added to the base's).
	 *
	 * @param array<string, mixed> $base  The first set's state.
	 * @param array<string, mixed> $delta The second set's own rows.
	 * @return array<string, mixed>
	 */
	private static function extended( array $base, array $delta ): array {
		foreach ( array( 'posts', 'postmeta', 'term_relationships', 'termmeta', 'users', 'usermeta', 'options' ) as $key ) {
			$base[ $key ] = array_merge( $base[ $key ] ?? array(), $delta[ $key ] ?? array() );
		}
		$terms = array();
		foreach ( array_merge( $base['terms'], $delta['terms'] ?? array() ) as $term ) {
			$terms[ $term['term_id'] ] = $term;
		}
		$base['terms'] = array_values( $terms );
		foreach ( $delta['tables'] ?? array() as $name => $rows ) {
			$base['tables'][ $name ] = array_merge( $base['tables'][ $name ] ?? array(), $rows );
		}
		return $base;
	}

	/**
	 * URL path => field => value printed by the source ({home} already replaced by this site's home).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function heads( string $slug, string $set = self::FIRST ): array {
		$heads = json_decode( (string) file_get_contents( self::dir( $slug, $set ) . '/heads.json' ), true, 512, JSON_THROW_ON_ERROR );
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
		foreach ( array(
			'post' => 'postmeta',
			'term' => 'termmeta',
			'user' => 'usermeta',
		) as $type => $key ) {
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
		foreach ( $state['tables'] ?? array() as $name => $rows ) {
			foreach ( $rows as $row ) {
				$wpdb->replace( $wpdb->prefix . self::identifier( $name ), self::homes( $row ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			}
		}
		wp_cache_flush();
		delete_option( 'category_children' );
		_get_term_hierarchy( 'category' );
	}

	/**
	 * Creates every fixture's own tables (format 1 with `tables`, see the README) as real tables, once
	 * per test class and outside the test's transaction: DDL inside it would commit it on MySQL, and
	 * SQLite's MySQL emulation does not describe temporary tables. Columns are those the rows name
	 * (`id` the primary key, every other column text, which is how the rows were dumped).
	 */
	public static function create_tables(): void {
		global $wpdb;
		$tables = array();
		foreach ( self::slugs() as $slug ) {
			foreach ( self::sets( $slug ) as $set ) {
				foreach ( self::state( $slug, $set )['tables'] ?? array() as $name => $rows ) {
					foreach ( $rows as $row ) {
						$tables[ $name ] = ( $tables[ $name ] ?? array() ) + array_fill_keys( array_keys( $row ), true );
					}
				}
			}
		}
		foreach ( $tables as $name => $columns ) {
			$defs = array();
			foreach ( array_keys( $columns ) as $column ) {
				$defs[] = 'id' === $column ? '`id` bigint(20) unsigned NOT NULL AUTO_INCREMENT' : '`' . self::identifier( (string) $column ) . '` longtext NULL';
			}
			$defs[] = 'PRIMARY KEY (`id`)';
			$wpdb->query( 'CREATE TABLE IF NOT EXISTS `' . $wpdb->prefix . self::identifier( $name ) . '` (' . implode( ', ', $defs ) . ') ' . $wpdb->get_charset_collate() ); // phpcs:ignore WordPress.DB -- a fixture's table: names checked by identifier().
		}
	}

	/**
	 * Drops the tables create_tables() made.
	 */
	public static function drop_tables(): void {
		global $wpdb;
		foreach ( self::slugs() as $slug ) {
			foreach ( array_keys( self::state( $slug )['tables'] ?? array() ) as $name ) {
				$wpdb->query( 'DROP TABLE IF EXISTS `' . $wpdb->prefix . self::identifier( $name ) . '`' ); // phpcs:ignore WordPress.DB -- a fixture's table: name checked by identifier().
			}
		}
	}

	/**
	 * A table or column name from a fixture, refused unless plain.
	 */
	private static function identifier( string $name ): string {
		if ( ! preg_match( '/^[a-z0-9_]+$/', $name ) ) {
			throw new \InvalidArgumentException( "fixture table or column name {$name} is not a plain name" );
		}
		return $name;
	}

	/**
	 * Every row of the fixture's own tables, to prove the migration only reads them.
	 *
	 * @param array<string, mixed> $state From state().
	 * @return array<string, list<array<string, mixed>>>
	 */
	public static function table_rows( array $state ): array {
		global $wpdb;
		$out = array();
		foreach ( array_keys( $state['tables'] ?? array() ) as $name ) {
			$rows = $wpdb->get_results( 'SELECT * FROM ' . $wpdb->prefix . self::identifier( $name ), ARRAY_A ); // phpcs:ignore WordPress.DB -- a fixture's table: name checked by identifier().
			usort( $rows, static fn( array $a, array $b ): int => (int) $a['id'] <=> (int) $b['id'] );
			$out[ $name ] = $rows;
		}
		return $out;
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
