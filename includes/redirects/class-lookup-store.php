<?php
/**
 * Where the compiled rules live between changes: the persistent object cache when the site has one,
 * otherwise small files under uploads/sightline/redirects-<key>/ (one for the head, one per exact-match
 * shard), written by admin, REST and CLI requests when rules change. The autoloaded index option names
 * the current build (a token): a page view reads it with the other autoloaded options (+0 queries) and
 * opens at most the head and one shard of that build. Old builds are deleted after a new one is named.
 *
 * The files are PHP returning an array literal (var_export of strings, integers and booleans only), so
 * OPcache keeps them compiled in shared memory and a page view reads them without decoding anything;
 * each build has new file names, so a cached copy is never stale. Reached over the web (the folder also
 * denies Apache), a file does nothing: it returns before defining anything without ABSPATH.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Files\Uploads;

defined( 'ABSPATH' ) || exit;

final class Lookup_Store {

	/**
	 * Autoloaded: array{token: string, shards: int, where: string, key: string}; token '' = no enabled
	 * rule, nothing to read; where = 'cache' (the persistent object cache) or 'files'; key = the files'
	 * folder key (Uploads::key()) recorded by the build that wrote them, so a page view neither hashes
	 * nor asks for the salt, and the files stay found after the salts change.
	 */
	public const INDEX_OPTION = 'sightline_redirects_index';

	/** Why the last build could not be stored (Site Health reads it; wp-admin retries), absent when it was. */
	public const ERROR_OPTION = 'sightline_redirects_build_error';

	public const GROUP = 'sightline_redirects';

	/** @var array<string, string> The folder per site and key ('' without uploads). */
	private array $dirs = array();

	private string $error = '';

	/**
	 * @return array{token: string, shards: int, where: string, key: string} key '' when none is recorded
	 *                                                                      (or it is not a key), or no
	 *                                                                      build is named.
	 */
	public static function index(): array {
		$index = get_option( self::INDEX_OPTION );
		return is_array( $index ) && isset( $index['token'] ) ? array(
			'token'  => (string) $index['token'],
			'shards' => (int) ( $index['shards'] ?? 0 ),
			'where'  => (string) ( $index['where'] ?? self::default_place() ),
			// Checked only when there is a build to read: a page view of a site without rules loads no more.
			'key'    => '' !== (string) $index['token'] && Uploads::is_key( (string) ( $index['key'] ?? '' ) ) ? (string) $index['key'] : '',
		) : array(
			'token'  => '',
			'shards' => 0,
			'where'  => self::default_place(),
			'key'    => '',
		);
	}

	private static function default_place(): string {
		return wp_using_ext_object_cache() ? 'cache' : 'files';
	}

	/**
	 * @param array{token: string, shards: int, where?: string, key?: string} $index
	 */
	public static function set_index( array $index ): void {
		update_option( self::INDEX_OPTION, $index, true );
	}

	/**
	 * @return array<mixed>|null
	 */
	public function read( string $token, string $slot, string $where = '' ): ?array {
		if ( 'cache' === ( '' === $where ? self::default_place() : $where ) ) {
			$data = wp_cache_get( $token . '-' . $slot, self::GROUP );
			return is_array( $data ) ? $data : null;
		}
		$file = $this->file( $token, $slot );
		if ( null === $file || ! is_file( $file ) ) {
			return null;
		}
		$data = include $file;
		return is_array( $data ) ? $data : null;
	}

	/**
	 * Writes every slot of a build where it can be read back: the persistent object cache when the site
	 * has one and it keeps every item (one refused as too large is read back missing), otherwise files
	 * (written then renamed, so a reader never sees half a file).
	 *
	 * @param array<string, array<mixed>> $slots
	 * @return string|null 'cache' or 'files', where the build now is; null when it could be stored nowhere
	 *                     (error() says why).
	 */
	public function write( string $token, array $slots, string $only = '' ): ?string {
		$this->error = '';
		if ( wp_using_ext_object_cache() && 'files' !== $only ) {
			if ( $this->write_cache( $token, $slots ) ) {
				return 'cache';
			}
			$this->error = 'cache_refused';
			if ( 'cache' === $only ) {
				return null;
			}
		}
		if ( ! $this->ensure_dir() ) {
			$this->error = '' === $this->error ? 'unwritable' : 'cache_refused_unwritable';
			return null;
		}
		foreach ( $slots as $slot => $data ) {
			$file = (string) $this->file( $token, (string) $slot );
			$temp = $file . '.' . wp_generate_password( 8, false ) . '.tmp';
			$code = "<?php\n// Sightline SEO: compiled redirect rules (data only, rebuilt when rules change).\ndefined( 'ABSPATH' ) || exit;\nreturn " . var_export( $data, true ) . ";\n"; // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- writes the data as a PHP literal for OPcache.
			// phpcs:ignore WordPress.WP.AlternativeFunctions, WordPress.PHP.NoSilencedErrors -- the redirect cache on local disk; WP_Filesystem could ask for FTP credentials. A failure is answered below.
			if ( false === @file_put_contents( $temp, $code ) || ! @rename( $temp, $file ) ) {
				$this->error = '' === $this->error ? 'unwritable' : 'cache_refused_unwritable';
				return null;
			}
		}
		return 'files';
	}

	/** Why the last write() stored nothing: 'unwritable', 'cache_refused' or 'cache_refused_unwritable'. */
	public function error(): string {
		return $this->error;
	}

	/**
	 * @param array<string, array<mixed>> $slots
	 */
	private function write_cache( string $token, array $slots ): bool {
		foreach ( $slots as $slot => $data ) {
			if ( ! wp_cache_set( $token . '-' . $slot, $data, self::GROUP ) ) {
				return false;
			}
		}
		// A cache may accept an item and drop it at once (too large for it): read every one back.
		foreach ( array_keys( $slots ) as $slot ) {
			if ( ! is_array( wp_cache_get( $token . '-' . $slot, self::GROUP, true ) ) ) {
				return false;
			}
		}
		return true;
	}

	/** Deletes every build but $token's (object-cache entries of old tokens are never read again). */
	public function forget_except( string $token ): void {
		$dir = $this->dir();
		if ( null === $dir || ! is_dir( $dir ) ) {
			return;
		}
		foreach ( (array) glob( $dir . '/*-*.php' ) as $file ) {
			if ( '' === $token || ! str_starts_with( basename( (string) $file ), $token . '-' ) ) {
				wp_delete_file_from_directory( (string) $file, $dir );
			}
		}
	}

	/**
	 * The folder (Uploads::folder()), null without uploads: the one named by the recorded key, else the
	 * salt's. Builds are written there and record its key(), so a folder once named keeps its name.
	 */
	public function dir(): ?string {
		$recorded = self::index()['key'];
		$dir      = $this->dirs[ get_current_blog_id() . ':' . $recorded ] ??= (string) Uploads::folder( 'redirects', $recorded );
		return '' === $dir ? null : $dir;
	}

	/** The key of dir()'s name (the recorded one, else the salt's), for the index of a build written there. */
	public function key(): string {
		$recorded = self::index()['key'];
		return '' !== $recorded ? $recorded : Uploads::key( 'redirects' );
	}

	public function ensure_dir(): bool {
		$dir = $this->dir();
		return null !== $dir && Uploads::ensure( $dir );
	}

	/**
	 * The file of one slot of a build. Tokens and slot names are ours (letters, digits, dashes), so a plain
	 * check replaces sanitize_file_name(), whose filters and regexes cost a page view more than the lookup.
	 */
	private function file( string $token, string $slot ): ?string {
		$dir  = $this->dir();
		$name = $token . '-' . $slot;
		return null === $dir || ! preg_match( '/^[A-Za-z0-9-]+$/', $name ) ? null : $dir . '/' . $name . '.php';
	}
}
