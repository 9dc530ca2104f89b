<?php
/**
 * Shared parts of the redirect readers: the single-table listing most sources use, and the conversions
 * every source needs (an address of this site made a path, a match kind we lack written as a regular
 * expression, a status code we lack mapped to the nearest faithful one or reported).
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Redirects\Paths;

defined( 'ABSPATH' ) || exit;

abstract class Abstract_Redirect_Reader implements Redirect_Reader_Interface {

	/** The source's table without the prefix ('' when the source keeps its redirects in meta). */
	protected const TABLE = '';

	/**
	 * The posts or terms of a batch of a source that keeps its redirects on them, their meta read in
	 * one query; an id that names none is left out.
	 *
	 * @param list<int> $ids
	 * @return array<int, \WP_Post|\WP_Term>
	 */
	protected static function objects( string $group, array $ids ): array {
		$type = 'term' === $group ? 'term' : 'post';
		update_meta_cache( $type, $ids );
		$objects = array();
		foreach ( $ids as $id ) {
			$object = 'term' === $type ? get_term( (int) $id ) : get_post( (int) $id );
			if ( $object instanceof \WP_Post || $object instanceof \WP_Term ) {
				$objects[ (int) $id ] = $object;
			}
		}
		return $objects;
	}

	public function groups(): array {
		return array( 'redirects' => __( 'Redirects', 'sightline-seo' ) );
	}

	public function count( string $group ): int {
		global $wpdb;
		if ( ! $this->has_table() ) {
			return 0;
		}
		$table = $this->table();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB -- the source's own table, read only; name from a constant.
	}

	public function ids( string $group, int $offset, int $limit ): array {
		global $wpdb;
		if ( ! $this->has_table() ) {
			return array();
		}
		$table = $this->table();
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} ORDER BY id ASC LIMIT %d OFFSET %d", $limit, $offset ) ) ); // phpcs:ignore WordPress.DB -- the source's own table, read only, prepared.
	}

	/**
	 * Rows of the source's table by id.
	 *
	 * @param list<int> $ids
	 * @return array<int, array<string, mixed>>
	 */
	protected function rows( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( array() === $ids || ! $this->has_table() ) {
			return array();
		}
		$table = $this->table();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ), ARRAY_A ); // phpcs:ignore WordPress.DB -- the source's own table, read only, prepared.
		$out   = array();
		foreach ( $rows as $row ) {
			$out[ (int) $row['id'] ] = $row;
		}
		return $out;
	}

	protected function table(): string {
		global $wpdb;
		return $wpdb->prefix . static::TABLE;
	}

	/** Whether a table of the source exists (a plugin deleted with its data kept, or never set up). */
	protected function has_table( string $name = '' ): bool {
		return self::table_exists( '' === $name ? $this->table() : $name );
	}

	/**
	 * Whether $table (with the prefix) exists. MySQL and MariaDB are asked by reading it, as SHOW TABLES
	 * does not list temporary tables (a staging copy, tests); SQLite by its catalogue, as a failed query
	 * there ends the open transaction.
	 */
	public static function table_exists( string $table ): bool {
		global $wpdb;
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ); // phpcs:ignore WordPress.DB -- existence check of a source table.
		}
		$quiet = $wpdb->suppress_errors( true );
		$wpdb->query( "SELECT 1 FROM {$table} LIMIT 1" ); // phpcs:ignore WordPress.DB -- existence check of a source table; the name comes from a constant and the prefix.
		$found = '' === $wpdb->last_error;
		$wpdb->suppress_errors( $quiet );
		return $found;
	}

	/** A post as the summary names it: its title, or its id when it has none. */
	protected static function post_title( \WP_Post $post ): string {
		$title = html_entity_decode( (string) $post->post_title, ENT_QUOTES, 'UTF-8' );
		/* translators: %d: a post's id. */
		return '' === $title ? sprintf( __( 'post #%d', 'sightline-seo' ), $post->ID ) : $title;
	}

	// ------------------------------------------------------------------ conversions

	/** A path of this site as a source: '/' + the path, whatever slashes the source kept. */
	protected static function path( string $pattern ): string {
		$pattern = trim( $pattern );
		if ( preg_match( '#^https?://#i', $pattern ) ) {
			return $pattern; // The validator keeps an address of this site as its path and refuses another host.
		}
		return '/' . ltrim( $pattern, '/' );
	}

	/**
	 * A target as we store it: an address of this site becomes its path (it keeps working when the site
	 * moves to another domain, and loop and chain checks read it), anything else stays as the source kept it.
	 */
	protected static function target( string $url ): string {
		$url = trim( html_entity_decode( $url, ENT_QUOTES, 'UTF-8' ) );
		if ( ! preg_match( '#^https?://#i', $url ) || str_contains( $url, '#' ) ) {
			return $url;
		}
		$relative = Paths::relative( $url );
		if ( null === $relative || '' !== (string) wp_parse_url( $url, PHP_URL_PORT ) ) {
			return $url;
		}
		return $relative[0] . ( '' === $relative[1] ? '' : '?' . $relative[1] );
	}

	/** A "contains" match as a regular expression on the path. */
	protected static function contains_regex( string $needle, bool $ignore_case ): string {
		return ( $ignore_case ? '(?i)' : '' ) . preg_quote( $needle, "\x01" );
	}

	/** An "ends with" match as a regular expression on the path (a trailing slash of the request allowed). */
	protected static function ends_regex( string $needle, bool $ignore_case ): string {
		return ( $ignore_case ? '(?i)' : '' ) . preg_quote( rtrim( $needle, '/' ), "\x01" ) . '/?$';
	}

	/**
	 * A regular expression a source matched against the path without its leading and trailing slashes
	 * (Rank Math, Slim SEO); ours see the path as requested ("/old/page/"). An anchored start gets the
	 * slash, an anchored end may be followed by one.
	 */
	protected static function trimmed_path_regex( string $pattern ): string {
		if ( str_starts_with( $pattern, '^' ) ) {
			$pattern = '^/' . substr( $pattern, 1 );
		}
		if ( str_ends_with( $pattern, '$' ) && ! str_ends_with( $pattern, '\\$' ) ) {
			$pattern = substr( $pattern, 0, -1 ) . '/?$';
		}
		return $pattern;
	}

	/** A source path without its query string. */
	protected static function without_query( string $source ): string {
		return explode( '?', $source, 2 )[0];
	}

	/**
	 * Our status for a source's code and the conversion note, or null when it has no faithful equivalent.
	 * We only answer GET and HEAD requests, for which 308 means what 301 means and 303 what 302 means.
	 *
	 * @return array{0: int, 1: string}|null [ status, note ('' when unchanged) ]
	 */
	protected static function status( int $code ): ?array {
		if ( in_array( $code, array( 301, 302, 307, 410, 451 ), true ) ) {
			return array( $code, '' );
		}
		if ( 308 === $code ) {
			return array( 301, __( 'the 308 permanent redirect became a 301, which means the same for the page requests Sightline SEO redirects (GET and HEAD).', 'sightline-seo' ) );
		}
		if ( 303 === $code ) {
			return array( 302, __( 'the 303 "see other" redirect became a 302, which means the same for the page requests Sightline SEO redirects (GET and HEAD).', 'sightline-seo' ) );
		}
		return null;
	}

	/** The note of a code without an equivalent. */
	protected static function status_note( int $code ): string {
		/* translators: %d: an HTTP status code such as 404 or 304. */
		return sprintf( __( 'the answer code %d', 'sightline-seo' ), $code );
	}
}
