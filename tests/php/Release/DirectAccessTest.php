<?php
/**
 * Every PHP file the plugin ships under includes/ stops when it is requested on its own, outside
 * WordPress (as WordPress.org's review asks): `defined( 'ABSPATH' ) || exit;`, the generated ones
 * (class map, schema twins, contracts, catalogue) included; plugin.php the same, uninstall.php on its own
 * constant.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Release;

use Sightline\Tests\TestCase;

final class DirectAccessTest extends TestCase {

	public function test_every_shipped_php_file_stops_outside_wordpress(): void {
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( SIGHTLINE_DIR . 'includes', \FilesystemIterator::SKIP_DOTS ) );
		$open  = array();
		$count = 0;
		foreach ( $files as $file ) {
			if ( 'php' !== $file->getExtension() ) {
				continue;
			}
			++$count;
			if ( ! str_contains( (string) file_get_contents( $file->getPathname() ), "defined( 'ABSPATH' ) || exit;" ) ) {
				$open[] = substr( $file->getPathname(), strlen( SIGHTLINE_DIR ) );
			}
		}
		$this->assertGreaterThan( 400, $count, 'the includes/ tree was read' );
		$this->assertSame( array(), $open, 'files without the guard' );
		$this->assertStringContainsString( "defined( 'ABSPATH' ) || exit;", (string) file_get_contents( SIGHTLINE_DIR . 'plugin.php' ) );
		$this->assertStringContainsString( "defined( 'WP_UNINSTALL_PLUGIN' ) || exit;", (string) file_get_contents( SIGHTLINE_DIR . 'uninstall.php' ) );
	}
}
