<?php
/**
 * Where rendered sitemaps and group summaries are kept: the persistent object cache when the site has
 * one, otherwise files under uploads/sightline/sitemaps (never the database, because filling the cache
 * happens on front-end GET requests).
 *
 * Each entry lives in a named slot and carries the version it was built for; a lookup with another
 * version is a miss, so a stale copy is never served and is simply overwritten.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Files\Uploads;

defined( 'ABSPATH' ) || exit;

final class Store {

	public const GROUP = 'sightline_sitemaps';

	/** Our folder under uploads (everything in it is ours; uninstall removes it). */
	public const FOLDER = Uploads::FOLDER;

	/** Object-cache entries expire after a week; a version change makes them unreachable before that. */
	private const TTL = WEEK_IN_SECONDS;

	/** @var array<int, string> The cache folder per site ('' when uploads are unavailable): code may switch_to_blog(). */
	private array $dirs = array();

	public function uses_object_cache(): bool {
		return (bool) wp_using_ext_object_cache();
	}

	public function get( string $slot, string $version ): ?string {
		if ( $this->uses_object_cache() ) {
			$entry = wp_cache_get( $slot, self::GROUP );
			return is_array( $entry ) && ( $entry[0] ?? null ) === $version ? (string) $entry[1] : null;
		}
		$file = $this->file( $slot );
		if ( null === $file || ! is_readable( $file ) ) {
			return null;
		}
		$data = file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local cache file.
		if ( false === $data ) {
			return null;
		}
		$newline = strpos( $data, "\n" );
		if ( false === $newline || substr( $data, 0, $newline ) !== $version ) {
			return null;
		}
		return substr( $data, $newline + 1 );
	}

	/**
	 * The entry of $slot whatever its version: array( version, value ), or null. For a summary whose
	 * newer version can be built from the older one (Page_Boundaries::get()).
	 *
	 * @return array{0: string, 1: string}|null
	 */
	public function get_any( string $slot ): ?array {
		if ( $this->uses_object_cache() ) {
			$entry = wp_cache_get( $slot, self::GROUP );
			return is_array( $entry ) && isset( $entry[0], $entry[1] ) ? array( (string) $entry[0], (string) $entry[1] ) : null;
		}
		$file = $this->file( $slot );
		$data = null !== $file && is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions -- local cache file.
		$line = false === $data ? false : strpos( $data, "\n" );
		return false === $line ? null : array( substr( (string) $data, 0, $line ), substr( (string) $data, $line + 1 ) );
	}

	public function set( string $slot, string $version, string $value ): void {
		if ( $this->uses_object_cache() ) {
			wp_cache_set( $slot, array( $version, $value ), self::GROUP, self::TTL );
			return;
		}
		$file = $this->file( $slot );
		if ( null === $file || ! $this->ensure_dir() ) {
			return; // Not writable: sitemaps are still served, only rendered on each request.
		}
		// Write then rename, so a concurrent reader sees the old or the new copy, never half of one.
		$temp = $file . '.' . wp_generate_password( 8, false ) . '.tmp';
		if ( false !== file_put_contents( $temp, $version . "\n" . $value ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- the sitemap cache on local disk; WP_Filesystem could ask for FTP credentials on a page view.
			rename( $temp, $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the sitemap cache on local disk; WP_Filesystem could ask for FTP credentials on a page view.
		}
	}

	/**
	 * Removes stored entries whose content changed (their version moved on and they will never be served
	 * again): the named slots, and with $prefix every slot whose name starts with it.
	 *
	 * @param list<string> $slots
	 */
	public function forget( array $slots, string $prefix = '' ): void {
		if ( $this->uses_object_cache() ) {
			foreach ( $slots as $slot ) {
				wp_cache_delete( $slot, self::GROUP );
			}
			return; // Prefixed entries expire with their version (and their TTL).
		}
		$dir = $this->dir();
		if ( null === $dir || ! is_dir( $dir ) ) {
			return;
		}
		$files = array();
		foreach ( $slots as $slot ) {
			$files[] = (string) $this->file( $slot );
		}
		if ( '' !== $prefix ) {
			$files = array_merge( $files, array_map( 'strval', (array) glob( $dir . '/' . sanitize_file_name( $prefix ) . '*.cache' ) ) );
		}
		foreach ( array_unique( $files ) as $file ) {
			if ( is_file( $file ) ) {
				wp_delete_file_from_directory( $file, $dir );
			}
		}
	}

	/**
	 * Removes every stored entry but those whose slot starts with $keep_prefix (files; object-cache
	 * entries are orphaned by the version bump that always comes with a flush, and by flush_group where
	 * the cache supports it and nothing is kept).
	 */
	public function flush( string $keep_prefix = '' ): bool {
		if ( $this->uses_object_cache() ) {
			// Every entry is read against its version, so what is kept needs nothing; the rest expires.
			if ( '' === $keep_prefix && function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_group' ) ) {
				wp_cache_flush_group( self::GROUP );
			}
			return true;
		}
		$dir = $this->dir();
		if ( null === $dir || ! is_dir( $dir ) ) {
			return true;
		}
		$keep = '' === $keep_prefix ? '' : sanitize_file_name( $keep_prefix );
		$left = static fn(): array => array_filter( (array) glob( $dir . '/*.cache*' ), static fn( $file ) => '' === $keep || ! str_starts_with( basename( (string) $file ), $keep ) );
		foreach ( $left() as $file ) {
			wp_delete_file_from_directory( (string) $file, $dir );
		}
		// Whatever could not be deleted would be served again: report it instead of claiming success.
		return array() === $left();
	}

	/** The cache folder, or null when uploads are unavailable. */
	public function dir(): ?string {
		$site = get_current_blog_id();
		if ( ! isset( $this->dirs[ $site ] ) ) {
			// A keyed folder and keyed file names: nobody can read a cached copy (say, of a sitemap that
			// listed a page since made private) by guessing its address under uploads.
			$this->dirs[ $site ] = (string) Uploads::folder( 'sitemaps' );
		}
		return '' === $this->dirs[ $site ] ? null : $this->dirs[ $site ];
	}

	/** The file of a slot (its name keyed with this install's secret), null without uploads. */
	public function file( string $slot ): ?string {
		$dir = $this->dir();
		return null === $dir ? null : $dir . '/' . Uploads::file_name( sanitize_file_name( $slot ) . '.cache' );
	}

	private function ensure_dir(): bool {
		return Uploads::ensure( (string) $this->dir() );
	}
}
