<?php
/**
 * No other SEO plugin is active: two SEO plugins print duplicate titles, canonicals and schema.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Other_Seo_Plugins_Check extends Site_Check {

	public function id(): string {
		return 'other_seo_plugins';
	}

	public function category(): string {
		return 'other';
	}

	public function run( Site_Context $context ): Check_Result {
		$active = self::active_plugins();
		if ( ! $active ) {
			return $this->result( Check_Result::SUCCESS, __( 'No other SEO plugin is active.', 'sightline-seo' ) );
		}
		$link = $context->settings()->get( 'enable_migration' )
			? Fix_Link::route( '/tools/migrate', __( 'Import their settings, then deactivate them', 'sightline-seo' ) )
			: Fix_Link::admin( 'plugins.php?plugin_status=active', __( 'Open Plugins', 'sightline-seo' ) );
		return $this->result(
			Check_Result::ERROR,
			/* translators: %s: plugin names. */
			sprintf( __( 'Another SEO plugin is active: %s.', 'sightline-seo' ), implode( ', ', $active ) ),
			__( 'Two SEO plugins print duplicate titles, descriptions, canonical links and structured data, which confuses search engines. Import what you need into Sightline SEO, then deactivate the other plugin.', 'sightline-seo' ),
			$link
		);
	}

	/**
	 * Names of the active source plugins listed in includes/migration/sources.json.
	 *
	 * @return list<string>
	 */
	public static function active_plugins(): array {
		if ( ! function_exists( 'is_plugin_active' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		$json    = file_get_contents( SIGHTLINE_DIR . 'includes/migration/sources.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
		$sources = json_decode( (string) $json, true )['sources'] ?? array();
		$active  = array();
		foreach ( is_array( $sources ) ? $sources : array() as $source ) {
			if ( false === ( $source['seo'] ?? true ) ) {
				continue; // A redirect plugin beside ours prints no duplicate head.
			}
			foreach ( (array) ( $source['files'] ?? array() ) as $file ) {
				if ( is_plugin_active( (string) $file ) || is_plugin_active_for_network( (string) $file ) ) {
					$active[] = (string) ( $source['name'] ?? $file );
					break;
				}
			}
		}
		return $active;
	}
}
