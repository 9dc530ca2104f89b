<?php
/**
 * Where our files live under uploads, and how they are named: the one place that computes our upload
 * paths. Everything is under uploads/sightline/ (per site); each feature has a folder named with a keyed
 * hash ("sitemaps-<key>"), and each fixed file a name keyed the same way ("404-<key>.log"), so that a
 * server that lists folders, or someone guessing addresses, finds neither. The key is this install's
 * auth salt. Every folder of ours, the top one included, holds an index.php (no listing), an .htaccess
 * (Apache serves nothing from it) and a web.config (neither does IIS): nothing here is ever served as a
 * file, WordPress answers for all of it.
 *
 * @package Sightline
 */

namespace Sightline\Files;

defined( 'ABSPATH' ) || exit;

final class Uploads {

	/** Our folder under uploads (everything in it is ours; uninstall removes it). */
	public const FOLDER = 'sightline';

	/** Bump when names change: the next admin or CLI request moves existing files (migrate()). */
	public const LAYOUT = '2';

	/** Autoloaded: which layout the files of this site have. */
	public const LAYOUT_OPTION = 'sightline_uploads_layout';

	/** Files named before LAYOUT 2, by the folder purpose they lived in: moved to their keyed name. */
	private const LEGACY_NAMES = array(
		'not-found' => array( '404.log' ),
		'redirects' => array( 'hits.log' ),
	);

	/** The protection files and their contents. */
	private const GUARDS = array(
		'index.php'  => "<?php\n// Silence is golden.\n",
		'.htaccess'  => "Require all denied\nDeny from all\n",
		'web.config' => "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<configuration>\n\t<system.webServer>\n\t\t<directoryBrowse enabled=\"false\" />\n\t\t<security>\n\t\t\t<requestFiltering>\n\t\t\t\t<fileExtensions allowUnlisted=\"false\" />\n\t\t\t</requestFiltering>\n\t\t</security>\n\t</system.webServer>\n</configuration>\n",
	);

	/** The folder uploads/sightline of the current site, or null when uploads are unavailable. */
	public static function root(): ?string {
		$uploads = wp_upload_dir( null, false );
		return empty( $uploads['error'] ) ? trailingslashit( $uploads['basedir'] ) . self::FOLDER : null;
	}

	/**
	 * A feature's folder: uploads/sightline/<purpose>-<key> (say "sitemaps", "not-found", "redirects").
	 * Not created here: ensure() does that when something is written.
	 *
	 * @param string $key The folder's key when the feature recorded it (see key()): a page view that
	 *                    reads a folder then computes no hash and asks for no salt. '' (or anything
	 *                    that is not a key) computes it from the salt.
	 */
	public static function folder( string $purpose, string $key = '' ): ?string {
		$root = self::root();
		return null === $root ? null : $root . '/' . $purpose . '-' . ( self::is_key( $key ) ? $key : self::key( $purpose ) );
	}

	/**
	 * The key in a feature's folder name: a keyed hash of its purpose with this install's auth salt.
	 * A feature that records it with what it stored keeps finding its files after the salts change.
	 */
	public static function key( string $purpose ): string {
		return substr( hash_hmac( 'sha256', 'sightline-' . $purpose, wp_salt( 'auth' ) ), 0, 20 );
	}

	/** Whether a recorded value has the shape of key(), so no stored text can name another path. */
	public static function is_key( string $key ): bool {
		return 1 === preg_match( '/^[0-9a-f]{20}$/D', $key );
	}

	/**
	 * The name a fixed file of ours really has: "404.log" becomes "404-<key>.log", keyed with this
	 * install's secret, so the name cannot be guessed from the plugin's code.
	 */
	public static function file_name( string $name ): string {
		$dot  = strrpos( $name, '.' );
		$stem = false === $dot ? $name : substr( $name, 0, $dot );
		$ext  = false === $dot ? '' : substr( $name, $dot );
		return $stem . '-' . substr( hash_hmac( 'sha256', 'sightline-file:' . $name, wp_salt( 'auth' ) ), 0, 16 ) . $ext;
	}

	/**
	 * Makes a folder of ours (and uploads/sightline above it) with its protection files. False when it
	 * cannot be written. Several requests may race to make it: losing the race is not a failure.
	 */
	public static function ensure( string $dir ): bool {
		if ( is_dir( $dir ) ) {
			return wp_is_writable( $dir );
		}
		if ( ! wp_mkdir_p( $dir ) && ! is_dir( $dir ) ) {
			return false;
		}
		$root = self::root();
		if ( null !== $root && str_starts_with( $dir, $root . '/' ) ) {
			self::protect( $root );
		}
		self::protect( $dir );
		return true;
	}

	/** Writes whichever protection file a folder of ours lacks. */
	public static function protect( string $dir ): void {
		if ( ! is_dir( $dir ) || is_link( $dir ) ) {
			return;
		}
		foreach ( self::GUARDS as $name => $content ) {
			if ( ! is_file( $dir . '/' . $name ) ) {
				file_put_contents( $dir . '/' . $name, $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- our own folder on local disk; WP_Filesystem could ask for FTP credentials.
			}
		}
	}

	/**
	 * Brings this site's files to the current layout (activation, and the first admin or CLI request
	 * after an update): uploads/sightline/ and every folder in it protected, fixed names moved to their
	 * keyed names (lines appended to the keyed file when both exist), cache files of the old names
	 * deleted (they are rebuilt on demand).
	 */
	public static function migrate(): void {
		$root = self::root();
		if ( null !== $root && ! is_link( $root ) && self::ensure( $root ) ) {
			self::protect( $root );
			foreach ( (array) glob( $root . '/*', GLOB_ONLYDIR ) as $dir ) {
				self::protect( (string) $dir );
			}
			foreach ( self::LEGACY_NAMES as $purpose => $names ) {
				$dir = (string) self::folder( $purpose );
				foreach ( $names as $name ) {
					self::move( $dir . '/' . $name, $dir . '/' . self::file_name( $name ) );
				}
			}
			$sitemaps = (string) self::folder( 'sitemaps' );
			foreach ( (array) glob( $sitemaps . '/*.cache' ) as $file ) {
				if ( ! preg_match( '/-[0-9a-f]{16}\.cache$/', (string) $file ) ) {
					wp_delete_file_from_directory( (string) $file, $sitemaps );
				}
			}
		}
		update_option( self::LAYOUT_OPTION, self::LAYOUT, true );
	}

	/** Runs migrate() once per layout, and again when uploads/sightline/ lost its protection. */
	public static function upgrade(): void {
		$root = self::root();
		if ( get_option( self::LAYOUT_OPTION ) !== self::LAYOUT || ( null !== $root && is_dir( $root ) && ! is_file( $root . '/.htaccess' ) ) ) {
			self::migrate();
		}
	}

	private static function move( string $from, string $to ): void {
		// phpcs:disable WordPress.WP.AlternativeFunctions -- our own files on local disk.
		if ( ! is_file( $from ) || is_link( $from ) ) {
			return;
		}
		if ( ! file_exists( $to ) && @rename( $from, $to ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a concurrent migration may have moved it.
			return;
		}
		$lines = file_get_contents( $from );
		if ( false !== $lines && false !== file_put_contents( $to, $lines, FILE_APPEND | LOCK_EX ) ) {
			unlink( $from );
		}
		// phpcs:enable
	}
}
