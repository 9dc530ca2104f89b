<?php
/**
 * Maps `Sightline\Area\Some_Class` to `includes/area/class-some-class.php`.
 *
 * Interfaces end in `_Interface` (file `interface-some.php`) and traits in `_Trait` (`trait-some.php`),
 * following WordPress file naming so no Composer autoloader is needed at run time.
 *
 * @package Sightline
 */

namespace Sightline;

defined( 'ABSPATH' ) || exit;

final class Autoloader {

	private const PREFIX = 'Sightline\\';

	public static function register(): void {
		spl_autoload_register( array( self::class, 'load' ) );
	}

	public static function load( string $class_name ): void {
		if ( ! str_starts_with( $class_name, self::PREFIX ) ) {
			return;
		}
		$file = self::file_for( substr( $class_name, strlen( self::PREFIX ) ) );
		if ( null !== $file && is_readable( $file ) ) {
			require_once $file;
		}
	}

	/**
	 * The file a class relative to the `Sightline\` namespace lives in.
	 */
	public static function file_for( string $relative_class ): ?string {
		$parts = explode( '\\', $relative_class );
		$name  = array_pop( $parts );
		if ( '' === $name ) {
			return null;
		}
		$kind = 'class';
		foreach ( array( 'Interface', 'Trait' ) as $suffix ) {
			if ( str_ends_with( $name, '_' . $suffix ) ) {
				$kind = strtolower( $suffix );
				$name = substr( $name, 0, -strlen( $suffix ) - 1 );
			}
		}
		$slug = static fn( string $part ): string => str_replace( '_', '-', strtolower( $part ) );
		$dirs = array_map( $slug, $parts );
		$path = implode( '/', array_merge( $dirs, array( $kind . '-' . $slug( $name ) . '.php' ) ) );
		return SIGHTLINE_DIR . 'includes/' . $path;
	}
}
