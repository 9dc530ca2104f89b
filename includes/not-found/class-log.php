<?php
/**
 * The 404 monitor's log: a front-end 404 appends one line ("time<TAB>referrer host<TAB>url") to a file
 * under uploads/sightline/not-found-<key>/, and WP-Cron (or the admin screen) folds the lines into the
 * table. No database write, no row lock and no query on the page view: one short append.
 *
 * Nothing is lost between a writer and a fold: the fold renames the log aside and takes its lock before
 * reading, so a write in flight finishes first; a writer that opened the file before the rename and got
 * the lock after the fold sees that the path no longer names its file (inode check) and writes again to
 * the new log. Floods are bounded: past MAX_BYTES nothing more is appended until the next fold.
 *
 * @package Sightline
 */

namespace Sightline\Not_Found;

use Sightline\Files\Uploads;

defined( 'ABSPATH' ) || exit;

final class Log {

	private const FILE = '404.log';

	/** About 50,000 lines: a scanner's flood between two folds is dropped past it, not kept. */
	public const MAX_BYTES = 5 * MB_IN_BYTES;

	private ?string $dir = null;

	/**
	 * Appends one 404. False when it could not be written (no uploads folder, log full).
	 */
	public function append( string $url, string $referrer_host, ?int $time = null ): bool {
		$dir = $this->ensure_dir();
		if ( null === $dir ) {
			return false;
		}
		$log  = $dir . '/' . Uploads::file_name( self::FILE );
		$line = ( $time ?? time() ) . "\t" . $referrer_host . "\t" . $url . "\n";
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a local append on a page view; WP_Filesystem could ask for FTP credentials.
		for ( $attempt = 0; $attempt < 3; $attempt++ ) {
			$handle = @fopen( $log, 'ab' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a failed open is answered below.
			if ( false === $handle ) {
				return false;
			}
			flock( $handle, LOCK_EX );
			$mine = fstat( $handle );
			clearstatcache( true, $log );
			$now = @stat( $log ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- the fold may have just moved it.
			if ( false !== $mine && false !== $now && $mine['ino'] === $now['ino'] ) {
				$written = $mine['size'] < self::MAX_BYTES && false !== fwrite( $handle, $line );
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
	 * Takes every line written so far (new ones start a new log) and parses it.
	 *
	 * @return list<array{time: int, host: string, url: string}>
	 */
	public function take(): array {
		$dir = $this->dir();
		if ( null === $dir || ! is_file( $dir . '/' . Uploads::file_name( self::FILE ) ) ) {
			return array();
		}
		// phpcs:disable WordPress.WP.AlternativeFunctions -- local files.
		$folding = $dir . '/404-' . wp_generate_password( 12, false ) . '.fold';
		if ( ! @rename( $dir . '/' . Uploads::file_name( self::FILE ), $folding ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- another fold took it.
			return array();
		}
		$handle = fopen( $folding, 'rb' );
		if ( false === $handle ) {
			return array();
		}
		flock( $handle, LOCK_EX ); // Waits for a write in flight.
		$text = (string) stream_get_contents( $handle );
		unlink( $folding ); // Under the lock: a writer waiting for it sees the file gone and writes anew.
		flock( $handle, LOCK_UN );
		fclose( $handle );
		// phpcs:enable
		return self::parse( $text );
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

	/** The folder, keyed with the site's salt so nobody guesses its address; null without uploads. */
	public function dir(): ?string {
		if ( null === $this->dir ) {
			$uploads   = wp_upload_dir( null, false );
			$key       = substr( hash_hmac( 'sha256', 'sightline-not-found', wp_salt( 'auth' ) ), 0, 20 );
			$this->dir = empty( $uploads['error'] ) ? trailingslashit( $uploads['basedir'] ) . 'sightline/not-found-' . $key : '';
		}
		return '' === $this->dir ? null : $this->dir;
	}

	private function ensure_dir(): ?string {
		$dir = $this->dir();
		if ( null === $dir ) {
			return null;
		}
		if ( is_dir( $dir ) ) {
			return $dir;
		}
		// Several 404s at once on a new site race to make the folder: wp_mkdir_p() fails for the ones
		// another request beat to it, which then find it there (and must not drop their line).
		if ( ! wp_mkdir_p( $dir ) && ! is_dir( $dir ) ) {
			return null;
		}
		// phpcs:disable WordPress.WP.AlternativeFunctions -- our own folder on local disk.
		file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" );
		file_put_contents( $dir . '/.htaccess', "Require all denied\nDeny from all\n" );
		// phpcs:enable
		return $dir;
	}
}
