<?php
/**
 * Which SEO plugins the wizard can offer to migrate from: the migration engine's detector when it is
 * present, otherwise the same rule read straight from includes/migration/sources.json (a source counts
 * when its plugin is installed or its options were left behind).
 *
 * @package Sightline
 */

namespace Sightline\Onboarding;

defined( 'ABSPATH' ) || exit;

final class Migration_Sources {

	public const SOURCES_FILE = SIGHTLINE_DIR . 'includes/migration/sources.json';

	/**
	 * @return list<array{slug: string, name: string, active: bool, installed: bool, migrated: string}>
	 */
	public function detected(): array {
		$detector = '\\Sightline\\Migration\\Detector';
		if ( class_exists( $detector ) && method_exists( $detector, 'detected' ) ) {
			return array_values( array_map( array( self::class, 'entry' ), (array) ( new $detector() )->detected() ) );
		}
		return $this->from_sources_file();
	}

	/**
	 * @return list<array{slug: string, name: string, active: bool, installed: bool, migrated: string}>
	 */
	private function from_sources_file(): array {
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		$decoded   = json_decode( (string) file_get_contents( self::SOURCES_FILE ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
		$installed = get_plugins();
		$found     = array();
		foreach ( (array) ( $decoded['sources'] ?? array() ) as $source ) {
			$files     = array_values( array_intersect( (array) $source['files'], array_keys( $installed ) ) );
			$active    = array_filter( $files, 'is_plugin_active' );
			$leftovers = array_filter( (array) $source['data_options'], static fn( string $option ): bool => false !== get_option( $option ) );
			if ( $files || $leftovers ) {
				$found[] = array(
					'slug'      => (string) $source['slug'],
					'name'      => (string) $source['name'],
					'active'    => (bool) $active,
					'installed' => (bool) $files,
					'migrated'  => '',
				);
			}
		}
		return $found;
	}

	/**
	 * @param mixed $item
	 * @return array{slug: string, name: string, active: bool, installed: bool, migrated: string}
	 */
	private static function entry( $item ): array {
		$item = (array) $item;
		return array(
			'slug'      => (string) ( $item['slug'] ?? '' ),
			'name'      => (string) ( $item['name'] ?? '' ),
			'active'    => (bool) ( $item['active'] ?? false ),
			'installed' => (bool) ( $item['installed'] ?? true ),
			'migrated'  => (string) ( $item['migrated'] ?? '' ),
		);
	}
}
