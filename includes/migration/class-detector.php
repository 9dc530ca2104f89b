<?php
/**
 * Which supported SEO plugins are on this site: installed (active or not), or deleted but with their
 * data left behind; and which were already migrated. Feeds the settings app and the wizard through
 * the page data (`migrationSources`).
 *
 * @package Sightline
 */

namespace Sightline\Migration;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Detector implements Hookable_Interface {

	/** @var list<array<string, mixed>>|null */
	private ?array $definitions = null;

	public function add_hooks(): void {
		add_filter( 'sightline_admin_page_data', array( $this, 'add_page_data' ) );
	}

	/**
	 * @param array<string, mixed> $data
	 * @return array<string, mixed>
	 */
	public function add_page_data( $data ): array {
		$data                     = is_array( $data ) ? $data : array();
		$data['migrationSources'] = $this->detected();
		return $data;
	}

	/**
	 * @return list<array<string, mixed>>
	 */
	public function definitions(): array {
		if ( null === $this->definitions ) {
			$json              = json_decode( (string) file_get_contents( __DIR__ . '/sources.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local file.
			$this->definitions = is_array( $json['sources'] ?? null ) ? $json['sources'] : array();
		}
		return $this->definitions;
	}

	public function source( string $slug ): ?Source_Interface {
		foreach ( $this->definitions() as $definition ) {
			if ( $definition['slug'] === $slug ) {
				$class = __NAMESPACE__ . '\\Sources\\' . $definition['class'];
				return class_exists( $class ) ? new $class( $definition ) : null;
			}
		}
		return null;
	}

	/**
	 * The detected sources, each with its slug, name, whether it is active and installed, and when a
	 * migration from it completed ('' when none has).
	 *
	 * @return list<array{slug: string, name: string, active: bool, installed: bool, migrated: string, file: string}>
	 */
	public function detected(): array {
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		$installed = get_plugins();
		$state     = get_option( Migrator::STATE_OPTION, array() );
		$found     = array();
		foreach ( $this->definitions() as $definition ) {
			$files  = array_values( array_filter( $definition['files'], static fn( $file ) => isset( $installed[ $file ] ) ) );
			$active = array_values( array_filter( $files, 'is_plugin_active' ) );
			$data   = array_filter( $definition['data_options'], static fn( $option ) => false !== get_option( $option, false ) );
			if ( ! $files && ! $data ) {
				$data = array_filter( $definition['data_tables'] ?? array(), static fn( $table ) => self::table_exists( (string) $table ) );
			}
			if ( ! $files && ! $data ) {
				continue;
			}
			$completed = is_array( $state ) ? (int) ( $state[ $definition['slug'] ]['completed'] ?? 0 ) : 0;
			$found[]   = array(
				'slug'      => $definition['slug'],
				'name'      => $definition['name'],
				'active'    => (bool) $active,
				'installed' => (bool) $files,
				'migrated'  => $completed ? gmdate( 'c', $completed ) : '',
				'file'      => $active[0] ?? ( $files[0] ?? '' ),
			);
		}
		return $found;
	}

	/** Whether a source's table (without the prefix) exists: a plugin deleted with its data kept. */
	private static function table_exists( string $table ): bool {
		global $wpdb;
		return Abstract_Redirect_Reader::table_exists( $wpdb->prefix . $table );
	}

	/**
	 * The active plugin files of a source (what plugins/deactivate switches off).
	 *
	 * @return list<string>
	 */
	public function active_files( string $slug ): array {
		if ( ! function_exists( 'is_plugin_active' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		foreach ( $this->definitions() as $definition ) {
			if ( $definition['slug'] === $slug ) {
				return array_values( array_filter( $definition['files'], 'is_plugin_active' ) );
			}
		}
		return array();
	}
}
