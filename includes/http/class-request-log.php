<?php
/**
 * A log file that front-end requests append one line to (the 404 monitor's addresses, the redirects'
 * hits) and that a cron run or an admin screen folds into a table, shared so both logs keep the same
 * guarantees:
 *
 * - bounded: past MAX bytes or MAX lines nothing more is appended until the next fold (the first line
 *   is a fixed-width count of the lines below it, rewritten under the lock, so the line cap costs no
 *   read of the log);
 * - nothing lost between a writer and a fold: the fold renames the log aside and takes its lock before
 *   reading, so a write in flight finishes first; a writer that opened the file before the rename and
 *   got the lock after it sees that the path no longer names its file (inode check) and writes again
 *   to the new log;
 * - read a chunk of lines at a time, never whole into memory; a fold takes at most the line cap of a
 *   file (a larger one, left by an older version, has the rest counted as dropped);
 * - a fold file left by a fold that died (its process ended between the rename and the delete) is
 *   folded by the next one, which runs under the same database lock, so it cannot be another's live file.
 *
 * @package Sightline
 */

namespace Sightline\Http;

defined( 'ABSPATH' ) || exit;

final class Request_Log {

	/** The count line: ten digits and a line feed. */
	private const HEADER = 11;

	/**
	 * @param string $file      The log's path.
	 * @param int    $max_bytes Size past which nothing more is appended.
	 * @param int    $max_lines Lines past which nothing more is appended, and the most a fold takes of a file.
	 * @param string $old_folds A glob of the fold files an older version named otherwise (also folded).
	 */
	/** Opens of the log a write tries while folds keep moving it away. */
	private const ATTEMPTS = 50;

	public function __construct( private string $file, private int $max_bytes, private int $max_lines, private string $old_folds = '' ) {}

	/**
	 * Appends one line (without its line feed). False when it could not be written or the log is full.
	 */
	public function append( string $line ): bool {
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a local append on a page view; WP_Filesystem could ask for FTP credentials.
		// Each retry means a fold took the file between our open and our lock; folds that come that fast
		// (a busy site whose cron and admin screens fold at once) must not cost a line, so retry long.
		for ( $attempt = 0; $attempt < self::ATTEMPTS; $attempt++ ) {
			$handle = @fopen( $this->file, 'c+b' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a failed open is answered below.
			if ( false === $handle ) {
				return false;
			}
			flock( $handle, LOCK_EX );
			$mine = fstat( $handle );
			clearstatcache( true, $this->file );
			$now = @stat( $this->file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- the fold may have just moved it.
			if ( false !== $mine && false !== $now && $mine['ino'] === $now['ino'] ) {
				$written = $this->write( $handle, (int) $mine['size'], $line );
				fflush( $handle );
				flock( $handle, LOCK_UN );
				fclose( $handle );
				return $written;
			}
			// The fold moved this file away while we waited: write to the new log instead.
			flock( $handle, LOCK_UN );
			fclose( $handle );
		}
		// phpcs:enable
		return false;
	}

	/**
	 * @param resource $handle Open and locked.
	 */
	private function write( $handle, int $size, string $line ): bool {
		// phpcs:disable WordPress.WP.AlternativeFunctions -- local file.
		if ( $size >= $this->max_bytes ) {
			return false;
		}
		$count = 0;
		if ( 0 === $size ) {
			fwrite( $handle, sprintf( "%010d\n", 0 ) );
		} else {
			$header = (string) fread( $handle, self::HEADER );
			if ( ! preg_match( '/^\d{10}\n$/', $header ) ) {
				$count = -1; // A log without a count line (an older version's): the byte cap alone.
			} else {
				$count = (int) $header;
			}
		}
		if ( $count >= $this->max_lines ) {
			return false;
		}
		fseek( $handle, 0, SEEK_END );
		if ( false === fwrite( $handle, $line . "\n" ) ) {
			return false;
		}
		if ( $count >= 0 ) {
			fseek( $handle, 0 );
			fwrite( $handle, sprintf( "%010d\n", $count + 1 ) );
		}
		// phpcs:enable
		return true;
	}

	/**
	 * Takes every line written so far (new ones start a new log) and every fold file a dead fold left,
	 * handing them to $chunk a batch at a time. Call it under a lock that keeps folds one at a time.
	 *
	 * @param callable(list<string>): void $chunk
	 * @return array{lines: int, dropped: int}
	 */
	public function fold( callable $chunk, int $batch = 2000 ): array {
		$total = array(
			'lines'   => 0,
			'dropped' => 0,
		);
		// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.NoSilencedErrors -- local files; a missing one is answered below.
		$files = $this->leftovers();
		if ( is_file( $this->file ) ) {
			$folding = $this->file . '-' . wp_generate_password( 12, false ) . '.fold';
			if ( @rename( $this->file, $folding ) ) {
				$files[] = $folding;
			}
		}
		foreach ( $files as $folding ) {
			$handle = @fopen( $folding, 'rb' );
			if ( false === $handle ) {
				continue;
			}
			flock( $handle, LOCK_EX ); // Waits for a write in flight.
			$done = $this->read( $handle, $chunk, $batch );
			unlink( $folding ); // Under the lock: a writer waiting for it sees the file gone and writes anew.
			flock( $handle, LOCK_UN );
			fclose( $handle );
			$total['lines']   += $done['lines'];
			$total['dropped'] += $done['dropped'];
		}
		// phpcs:enable
		return $total;
	}

	/**
	 * Reads the current log without taking it (a screen showing what is not folded yet), a batch at a time.
	 *
	 * @param callable(list<string>): void $chunk
	 */
	public function peek( callable $chunk, int $batch = 2000 ): void {
		$handle = @fopen( $this->file, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions, WordPress.PHP.NoSilencedErrors -- local file; none yet is fine.
		if ( false === $handle ) {
			return;
		}
		flock( $handle, LOCK_SH );
		$this->read( $handle, $chunk, $batch );
		flock( $handle, LOCK_UN );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local file.
	}

	/**
	 * @param resource                     $handle
	 * @param callable(list<string>): void $chunk
	 * @return array{lines: int, dropped: int}
	 */
	private function read( $handle, callable $chunk, int $batch ): array {
		$lines   = array();
		$taken   = 0;
		$dropped = 0;
		$first   = true;
		// phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- the usual line loop.
		while ( false !== ( $line = fgets( $handle ) ) ) {
			$line = rtrim( $line, "\n" );
			if ( $first ) {
				$first = false;
				if ( preg_match( '/^\d{10}$/', $line ) ) {
					continue; // The count line.
				}
			}
			if ( '' === $line ) {
				continue;
			}
			if ( $taken >= $this->max_lines ) {
				++$dropped;
				continue;
			}
			$lines[] = $line;
			++$taken;
			if ( count( $lines ) >= $batch ) {
				$chunk( $lines );
				$lines = array();
			}
		}
		if ( array() !== $lines ) {
			$chunk( $lines );
		}
		return array(
			'lines'   => $taken,
			'dropped' => $dropped,
		);
	}

	/** @return list<string> Fold files a fold that died left beside the log. */
	private function leftovers(): array {
		$found = array();
		foreach ( array_filter( array( $this->file . '-*.fold', $this->old_folds ) ) as $pattern ) {
			$found = array_merge( $found, (array) glob( $pattern ) );
		}
		return array_values( array_unique( array_map( 'strval', $found ) ) );
	}

	/** Deletes the log and any fold file. */
	public function remove(): void {
		foreach ( array_merge( array( $this->file ), $this->leftovers() ) as $file ) {
			if ( is_file( $file ) ) {
				wp_delete_file( $file );
			}
		}
	}
}
