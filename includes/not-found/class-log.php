<?php
/**
 * The 404 monitor's log: a front-end 404 appends one line ("time<TAB>referrer host<TAB>url") to a file
 * under uploads/sightline/not-found-<key>/, and WP-Cron (or the admin screen) folds the lines into the
 * table. No database write, no row lock and no query on the page view: one short append.
 *
 * The file is a Http\Request_Log: bounded by bytes and by lines (a scanner's flood between two folds
 * is dropped past them, not kept), nothing lost between a writer and a fold (inode check), folded a
 * chunk of lines at a time, and a fold file a dead fold left is folded by the next one.
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Files\Uploads;
use Sightline\Http\Request_Log;

defined( 'ABSPATH' ) || exit;

final class Log {

	private const FILE = '404.log';

	/** About 50,000 lines of long addresses. */
	public const MAX_BYTES = 5 * MB_IN_BYTES;

	/** Lines kept between two folds, whatever their length. */
	public const MAX_LINES = 50000;

	private ?string $dir = null;

	/**
	 * Appends one 404. False when it could not be written (no uploads folder, log full).
	 */
	public function append( string $url, string $referrer_host, ?int $time = null ): bool {
		$dir = $this->ensure_dir();
		if ( null === $dir ) {
			return false;
		}
		return $this->file( $dir )->append( ( $time ?? time() ) . "\t" . $referrer_host . "\t" . $url );
	}

	/**
	 * Takes every line written so far, parsed, as one list (at most MAX_LINES: the tests and small
	 * callers; the fold uses take_chunks()).
	 *
	 * @return list<array{time: int, host: string, url: string}>
	 */
	public function take(): array {
		$entries = array();
		$this->take_chunks(
			static function ( array $chunk ) use ( &$entries ): void {
				$entries = array_merge( $entries, $chunk );
			}
		);
		return $entries;
	}

	/**
	 * Takes every line written so far (new ones start a new log), parsed, a chunk at a time.
	 *
	 * @param callable(list<array{time: int, host: string, url: string}>): void $chunk
	 * @return array{lines: int, dropped: int} Lines taken, and lines past the cap of a file left unread.
	 */
	public function take_chunks( callable $chunk ): array {
		$dir = $this->dir();
		if ( null === $dir ) {
			return array(
				'lines'   => 0,
				'dropped' => 0,
			);
		}
		return $this->file( $dir )->fold( static fn( array $lines ) => $chunk( self::parse( implode( "\n", $lines ) ) ) );
	}

	private function file( string $dir ): Request_Log {
		return new Request_Log( $dir . '/' . Uploads::file_name( self::FILE ), self::MAX_BYTES, self::MAX_LINES, $dir . '/404-*.fold' );
	}

	/**
	 * @return list<array{time: int, host: string, url: string}>
	 */
	public static function parse( string $text ): array {
		$entries = array();
		foreach ( explode( "\n", $text ) as $line ) {
			$parts = explode( "\t", $line, 3 );
			if ( 3 !== count( $parts ) || ! ctype_digit( $parts[0] ) || '' === $parts[2] ) {
				continue;
			}
			$entries[] = array(
				'time' => (int) $parts[0],
				'host' => $parts[1],
				'url'  => $parts[2],
			);
		}
		return $entries;
	}

	/** Deletes the log and its folder (uninstall). */
	public function remove(): void {
		$dir = $this->dir();
		if ( null === $dir || ! is_dir( $dir ) || is_link( $dir ) ) {
			return;
		}
		foreach ( (array) scandir( $dir ) as $name ) {
			if ( is_file( $dir . '/' . $name ) ) {
				wp_delete_file( $dir . '/' . $name );
			}
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- our own folder.
	}

	/** The folder (Uploads::folder(): keyed, so nobody guesses its address); null without uploads. */
	public function dir(): ?string {
		$this->dir ??= (string) Uploads::folder( 'not-found' );
		return '' === $this->dir ? null : $this->dir;
	}

	/**
	 * The folder, made when missing. Several 404s at once on a new site race to make it; Uploads::ensure()
	 * lets the ones another request beat to it find it there (and not drop their line).
	 */
	private function ensure_dir(): ?string {
		$dir = $this->dir();
		return null !== $dir && Uploads::ensure( $dir ) ? $dir : null;
	}
}
