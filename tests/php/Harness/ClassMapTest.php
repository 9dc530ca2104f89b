<?php
/**
 * The generated class map the autoloader reads first (includes/generated/class-map.php): it names every
 * class of the plugin, each entry is the file the naming rule gives, and a class outside it is still an
 * ordinary "not found". `npm run types:check` (CI) keeps the map in step with the files.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Harness;

use Sightline\Autoloader;
use Sightline\Tests\TestCase;

final class ClassMapTest extends TestCase {

	public function test_every_class_file_is_in_the_map_and_each_entry_follows_the_naming_rule(): void {
		$map = Autoloader::map();
		$this->assertGreaterThan( 150, count( $map ) );
		foreach ( $map as $class => $file ) {
			$this->assertSame( Autoloader::file_for( $class ), SIGHTLINE_DIR . 'includes/' . $file, $class );
			$this->assertFileExists( SIGHTLINE_DIR . 'includes/' . $file );
		}
		$listed = array_flip( $map );
		$files  = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( SIGHTLINE_DIR . 'includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $path ) {
			$relative = substr( (string) $path, strlen( SIGHTLINE_DIR . 'includes/' ) );
			// Third-party code keeps its own namespace and is loaded by the class that uses it.
			if ( ! str_ends_with( $relative, '.php' ) || str_contains( $relative, 'generated/' ) ) {
				continue;
			}
			if ( preg_match( '/^(?:(?:final|abstract|readonly)\s+)*(?:class|interface|trait|enum)\s+\w+/m', (string) file_get_contents( (string) $path ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- a file of the plugin.
				$this->assertArrayHasKey( $relative, $listed, "{$relative} is missing from the class map: run npm run types" );
			}
		}
	}

	public function test_every_mapped_class_loads(): void {
		foreach ( array_keys( Autoloader::map() ) as $class ) {
			$name = 'Sightline\\' . $class;
			$this->assertTrue( class_exists( $name ) || interface_exists( $name ) || trait_exists( $name ) || enum_exists( $name ), $name );
		}
	}

	public function test_a_class_the_plugin_does_not_have_is_simply_not_found(): void {
		$this->assertFalse( class_exists( 'Sightline\\Migration\\Sources\\No_Such_Source' ) );
		$this->assertFalse( class_exists( 'Sightline\\No_Such_Class' ) );
	}
}
