<?php
/**
 * Registers the built script bundles (build/<entry>.js with its generated <entry>.asset.php) so every
 * screen enqueues them the same way, with translations.
 *
 * @package Sightline
 */

namespace Sightline\Admin;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Assets implements Hookable_Interface {

	public const HANDLE_PREFIX = 'sightline-';

	public function add_hooks(): void {
		// Admin screens only: front-end and REST requests never need our bundles, so they pay nothing.
		add_action( 'admin_enqueue_scripts', array( $this, 'register_all' ), 1 );
	}

	public function register_all(): void {
		$asset_files = glob( SIGHTLINE_DIR . 'build/*.asset.php' );
		foreach ( $asset_files ? $asset_files : array() as $asset_file ) {
			$this->register( basename( $asset_file, '.asset.php' ) );
		}
	}

	/**
	 * Registers build/{$entry}.js (and .css when present) as `sightline-{$entry}`.
	 */
	public function register( string $entry ): bool {
		$asset_file = SIGHTLINE_DIR . 'build/' . $entry . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return false;
		}
		$asset  = require $asset_file;
		$handle = self::HANDLE_PREFIX . $entry;
		wp_register_script( $handle, plugins_url( 'build/' . $entry . '.js', SIGHTLINE_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( $handle, 'sightline-seo', SIGHTLINE_DIR . 'languages' );
		if ( is_readable( SIGHTLINE_DIR . 'build/' . $entry . '.css' ) ) {
			$rtl = is_rtl() && is_readable( SIGHTLINE_DIR . 'build/' . $entry . '-rtl.css' ) ? '-rtl' : '';
			wp_register_style( $handle, plugins_url( 'build/' . $entry . $rtl . '.css', SIGHTLINE_FILE ), array( 'wp-components' ), $asset['version'] );
		}
		// wp-scripts puts the CSS of files named style.scss (the shared src/components parts) in style-{entry}.css.
		if ( is_readable( SIGHTLINE_DIR . 'build/style-' . $entry . '.css' ) ) {
			$rtl = is_rtl() && is_readable( SIGHTLINE_DIR . 'build/style-' . $entry . '-rtl.css' ) ? '-rtl' : '';
			wp_register_style( $handle . '-style', plugins_url( 'build/style-' . $entry . $rtl . '.css', SIGHTLINE_FILE ), array( 'wp-components' ), $asset['version'] );
		}
		return true;
	}

	/**
	 * Enqueues an entry with its stylesheet; registers it first when that has not happened yet.
	 */
	public static function enqueue( string $entry ): bool {
		$handle = self::HANDLE_PREFIX . $entry;
		if ( ! wp_script_is( $handle, 'registered' ) && ! ( new self() )->register( $entry ) ) {
			return false;
		}
		wp_enqueue_script( $handle );
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
		if ( wp_style_is( $handle . '-style', 'registered' ) ) {
			wp_enqueue_style( $handle . '-style' );
		}
		wp_enqueue_style( 'wp-components' );
		return true;
	}

	/**
	 * Gives an entry the translations of a chunk it loads on demand (build/{$chunk}.js, fetched by
	 * webpack's runtime rather than enqueued, so WordPress would load none for it): JSON translations
	 * are keyed by a script's path, so the chunk is registered under its own handle, never enqueued,
	 * and its strings are merged into the text domain before the entry runs.
	 */
	public static function add_chunk_translations( string $entry, string $chunk ): void {
		if ( ! is_readable( SIGHTLINE_DIR . 'build/' . $chunk . '.js' ) ) {
			return;
		}
		$handle = self::HANDLE_PREFIX . $chunk;
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			wp_register_script( $handle, plugins_url( 'build/' . $chunk . '.js', SIGHTLINE_FILE ), array(), SIGHTLINE_VERSION, true );
		}
		$json = load_script_textdomain( $handle, 'sightline-seo', SIGHTLINE_DIR . 'languages' );
		if ( ! is_string( $json ) || '' === $json ) {
			return;
		}
		// As WordPress prints a script's own translations (WP_Scripts::print_translations()).
		$script = '( function( domain, translations ) {'
			. ' var localeData = translations.locale_data[ domain ] || translations.locale_data.messages;'
			. ' localeData[""].domain = domain;'
			. ' wp.i18n.setLocaleData( localeData, domain );'
			. ' } )( "sightline-seo", ' . $json . ' );';
		wp_add_inline_script( self::HANDLE_PREFIX . $entry, $script, 'before' );
	}

	/**
	 * Prints the page data an entry reads before it starts (window.sightlineAdmin). Site names, titles and
	 * other texts in it come from users: JSON_HEX_TAG and JSON_HEX_AMP encode `<`, `>` and `&`, so a
	 * value holding `</script>` or an HTML comment cannot end or break the inline script.
	 *
	 * @param array<string, mixed> $data
	 */
	public static function add_page_data( string $entry, array $data ): void {
		wp_add_inline_script( self::HANDLE_PREFIX . $entry, 'window.sightlineAdmin = ' . wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
	}
}
