<?php
/**
 * The images the global settings point at (the default social image, the organisation's logo), resolved
 * once when the settings or those images change and kept in a small autoloaded option, so that a page view
 * prints their address, size and alt text without asking the database for the attachment's row and meta
 * (two queries on every page where the main query did not happen to load that attachment).
 *
 * Written only when the settings are saved, on activation, by an admin request that finds it missing
 * (a site updated from a version without it), and when one of those attachments is edited or deleted;
 * never by a page view. An id it does not know is resolved the ordinary way.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Settings\Settings;
use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Settings_Images implements Hookable_Interface {

	public const OPTION = 'sightline_settings_images';

	/** Attachment meta whose change changes what is printed for the attachment. */
	private const META_KEYS = array( '_wp_attachment_metadata', '_wp_attached_file', '_wp_attachment_image_alt' );

	public function add_hooks(): void {
		// After Settings::flush() (priority 10), so the new values are read.
		add_action( 'add_option_' . Settings::OPTION, array( $this, 'rebuild' ), 20, 0 );
		add_action( 'update_option_' . Settings::OPTION, array( $this, 'rebuild' ), 20, 0 );
		add_action( 'delete_option_' . Settings::OPTION, array( $this, 'rebuild' ), 20, 0 );
		add_action( 'attachment_updated', array( $this, 'object_changed' ), 10, 1 );
		add_action( 'deleted_post', array( $this, 'object_changed' ), 10, 1 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'meta_changed' ), 10, 3 );
		}
		add_action( 'admin_init', array( $this, 'build_when_missing' ) );
	}

	/**
	 * What is known of attachment $id: its image, false when it no longer is one, null when the index
	 * does not hold it (ask WordPress).
	 *
	 * @return array{url: string, width: int, height: int, alt: string}|false|null
	 */
	public function get( int $id ) {
		if ( $id <= 0 ) {
			return null;
		}
		// Autoloaded: a read from the options WordPress loaded with the others, no query.
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) ? ( $stored[ $id ] ?? null ) : null;
	}

	/**
	 * Resolves every image the stored settings point at and stores the result (autoloaded).
	 */
	public function rebuild(): void {
		update_option( self::OPTION, self::resolve_all(), true );
	}

	public function build_when_missing(): void {
		if ( false === get_option( self::OPTION ) ) {
			$this->rebuild();
		}
	}

	/**
	 * @param int $post_id
	 */
	public function object_changed( $post_id ): void {
		if ( $this->known( (int) $post_id ) ) {
			$this->rebuild();
		}
	}

	/**
	 * @param int|int[] $meta_id
	 * @param int       $object_id
	 * @param string    $meta_key
	 */
	public function meta_changed( $meta_id, $object_id, $meta_key ): void {
		if ( in_array( $meta_key, self::META_KEYS, true ) ) {
			$this->object_changed( (int) $object_id );
		}
	}

	/**
	 * Whether the index holds $id (an image or a known deleted one).
	 */
	private function known( int $id ): bool {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) && array_key_exists( $id, $stored );
	}

	/**
	 * @return array<int, array{url: string, width: int, height: int, alt: string}|false>
	 */
	private static function resolve_all(): array {
		$stored  = (array) get_option( Settings::OPTION, array() );
		$website = (array) ( $stored['website'] ?? array() );
		$ids     = array_filter( array_map( 'intval', array( $stored['fallback_image_id'] ?? 0, $website['logo_id'] ?? 0 ) ) );
		$index   = array();
		foreach ( array_unique( $ids ) as $id ) {
			$index[ $id ] = self::resolve( $id ) ?? false;
		}
		return $index;
	}

	/**
	 * An attachment as the head prints it: full-size address, size and alt text.
	 *
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	public static function resolve( int $id ): ?array {
		$src = $id > 0 ? wp_get_attachment_image_src( $id, 'full' ) : false;
		if ( ! $src ) {
			return null;
		}
		return array(
			'url'    => (string) $src[0],
			'width'  => (int) $src[1],
			'height' => (int) $src[2],
			'alt'    => Text::line( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) ),
		);
	}
}
