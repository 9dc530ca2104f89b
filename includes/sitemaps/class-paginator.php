<?php
/**
 * Turns an ordered stream of (key, modified) rows into sitemap pages: the first key of each page and the
 * newest modification in it. Rows are read in chunks by key (keyset), so memory stays flat on big sites.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

defined( 'ABSPATH' ) || exit;

final class Paginator {

	private const CHUNK = 5000;

	/**
	 * @param callable(int $after, int $limit): list<array{0: int|string, 1: string|null}> $fetch Rows with
	 *        key > $after ordered by key: [key, modified GMT 'Y-m-d H:i:s'].
	 * @param int          $after_key Only keys above it (the pages from a given key on).
	 * @return list<array{start: int, lastmod: int, count: int}>
	 */
	public static function pages( callable $fetch, int $per_page, int $after_key = 0 ): array {
		$pages = new Page_Builder( $per_page );
		$after = $after_key;
		do {
			$rows    = $fetch( $after, self::CHUNK );
			$fetched = count( $rows );
			foreach ( $rows as $row ) {
				$after = (int) $row[0];
				$pages->add( $after, $row[1] ?? null );
			}
		} while ( self::CHUNK === $fetched );
		return $pages->pages();
	}

	/**
	 * The same for big tables read by key windows: $fetch returns the rows with $after < key <= $upto,
	 * ordered by key. A primary-key range per window keeps each query an index range scan (a LIMIT with
	 * other conditions may make the database sort the whole table once per chunk). Windows of 5,000 keys
	 * keep the rows held at once (and so the peak memory) small whatever the site's size.
	 *
	 * @param callable $fetch     Reads one key window.
	 * @param int      $after_key Only keys above it (the pages from a given key on).
	 * @phpstan-param callable(int $after, int $upto): list<array{0: int|string, 1: string|null}> $fetch
	 * @return list<array{start: int, lastmod: int, count: int}>
	 */
	public static function pages_by_window( callable $fetch, int $max_key, int $per_page, int $window = 5000, int $after_key = 0 ): array {
		$pages = new Page_Builder( $per_page );
		for ( $after = $after_key; $after < $max_key; $after += $window ) {
			foreach ( $fetch( $after, $after + $window ) as $row ) {
				$pages->add( (int) $row[0], $row[1] ?? null );
			}
		}
		return $pages->pages();
	}

	/** A GMT 'Y-m-d H:i:s' column as a Unix time (0 when empty). */
	public static function timestamp( ?string $gmt ): int {
		if ( null === $gmt || '' === $gmt || '0000-00-00 00:00:00' === $gmt ) {
			return 0;
		}
		$time = strtotime( $gmt . ' UTC' );
		return false === $time ? 0 : $time;
	}
}
