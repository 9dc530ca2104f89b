<?php
/**
 * The site's IndexNow key: made when the admin turns IndexNow on, kept in its own small option and
 * served as text at its key file URL (`/<key>.txt`), where search engines check that a submission
 * really comes from this host. The key is public by design (it is served to anyone); it only proves
 * ownership of the host.
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

defined( 'ABSPATH' ) || exit;

final class Key {

	/** Autoloaded: the key file request reads it before `init`, at no query. */
	public const OPTION = 'sightline_indexnow_key';

	/** What IndexNow accepts: 8 to 128 characters of a-z, A-Z, 0-9 and "-". */
	public const PATTERN = '/^[a-zA-Z0-9-]{8,128}$/';

	/** The stored key, or '' when there is none (never turned on) or it is not a valid key. */
	public function get(): string {
		$key = get_option( self::OPTION, '' );
		return is_string( $key ) && 1 === preg_match( self::PATTERN, $key ) ? $key : '';
	}

	/** The stored key, made and stored first when there is none. Write requests only. */
	public function ensure(): string {
		$key = $this->get();
		return '' !== $key ? $key : $this->regenerate();
	}

	/** A new random key (32 hexadecimal characters), stored. */
	public function regenerate(): string {
		$key = bin2hex( random_bytes( 16 ) );
		update_option( self::OPTION, $key, true );
		return $key;
	}

	/** Where the key file is served: the site's root, as IndexNow looks for it by default. */
	public static function file_url( string $key ): string {
		return home_url( '/' . $key . '.txt' );
	}
}
