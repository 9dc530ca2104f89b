<?php
/**
 * Maps `Sightline\Area\Some_Class` to `includes/area/class-some-class.php`.
 *
 * Interfaces end in `_Interface` (file `interface-some.php`) and traits in `_Trait` (`trait-some.php`),
 * following WordPress file naming so no Composer autoloader is needed at run time.
 *
 * The generated class map (includes/generated/class-map.php, `npm run types`) lists every class, so a
 * class loads without first asking the disk whether its file exists (a stat per class on every page
 * view); a class newer than the map is found by the naming rule.
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

final class Autoloader {

	private const PREFIX = 'Sightline\\';

	public static function register(): void {
		// First in the chain: WordPress 7.1 registers autoloaders of its own (the Requests library, the
		// AI client) before plugins load, and each of our classes would otherwise pass through them first
		// (two wasted calls per class a page view loads, seen in the profile of a singular page).
		spl_autoload_register( array( self::class, 'load' ), true, true );
	}

	public static function load( string $class_name ): void {
		if ( ! str_starts_with( $class_name, self::PREFIX ) ) {
			return;
		}
		$relative = substr( $class_name, strlen( self::PREFIX ) );
		$mapped   = self::map()[ $relative ] ?? null;
		if ( null !== $mapped ) {
			require_once SIGHTLINE_DIR . 'includes/' . $mapped;
			return;
		}
		$file = self::file_for( $relative );
		if ( null !== $file && is_file( $file ) ) {
			require_once $file;
		}
	}

	/**
	 * The generated class map: class relative to `Sightline\` => file relative to includes/.
	 *
	 * @return array<string, string>
	 */
	public static function map(): array {
		static $map = null;
		if ( null === $map ) {
			$file = __DIR__ . '/generated/class-map.php';
			$map  = is_file( $file ) ? (array) require $file : array();
		}
		return $map;
	}

	/**
	 * The file a class relative to the `Sightline\` namespace lives in. Plain string operations: every
	 * class a page view uses passes through here.
	 */
	public static function file_for( string $relative_class ): ?string {
		$slash = strrpos( $relative_class, '\\' );
		$dirs  = false === $slash ? '' : substr( $relative_class, 0, $slash + 1 );
		$name  = false === $slash ? $relative_class : substr( $relative_class, $slash + 1 );
		$kind  = 'class';
		if ( str_ends_with( $name, '_Interface' ) ) {
			$kind = 'interface';
			$name = substr( $name, 0, -strlen( '_Interface' ) );
		} elseif ( str_ends_with( $name, '_Trait' ) ) {
			$kind = 'trait';
			$name = substr( $name, 0, -strlen( '_Trait' ) );
		}
		if ( '' === $name ) {
			return null;
		}
		return SIGHTLINE_DIR . 'includes/' . strtr( strtolower( $dirs ), '\\_', '/-' ) . $kind . '-' . strtr( strtolower( $name ), '_', '-' ) . '.php';
	}
}
