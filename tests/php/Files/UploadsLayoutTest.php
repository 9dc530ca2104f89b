<?php
/**
 * Our files under uploads: uploads/sightline/ itself is protected like its subfolders (index.php,
 * .htaccess, web.config), no file of ours has a fixed name that the plugin's code gives away, and the
 * files of the old layout (404.log, hits.log, <slot>.cache) are moved or dropped on upgrade.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Files;

use Sightline\Files\Uploads;
use Sightline\Lifecycle;
use Sightline\Not_Found\Log;
use Sightline\Plugin;
use Sightline\Redirects\Hits;
use Sightline\Sitemaps\Store;
use Sightline\Tests\TestCase;

final class UploadsLayoutTest extends TestCase {

	private const GUARDS = array( 'index.php', '.htaccess', 'web.config' );

	/** Names the plugin's code used to give away. */
	private const FIXED = array( '404.log', 'hits.log', 'llms-txt.cache', 'index.cache', 'post-post-1.cache' );

	private string $root;

	protected function setUp(): void {
		parent::setUp();
		$this->root = (string) Uploads::root();
		$this->remove_root();
	}

	protected function tearDown(): void {
		$this->remove_root();
		parent::tearDown();
	}

	public function test_the_top_folder_is_protected_like_its_subfolders_on_activation(): void {
		Lifecycle::activate_site();
		foreach ( self::GUARDS as $guard ) {
			$this->assertFileExists( $this->root . '/' . $guard );
		}
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $this->root . '/.htaccess' ) );
		$this->assertStringContainsString( 'allowUnlisted="false"', (string) file_get_contents( $this->root . '/web.config' ) );
		$this->assertSame( '<?php', substr( (string) file_get_contents( $this->root . '/index.php' ), 0, 5 ) );
	}

	public function test_the_first_file_written_protects_the_top_folder_and_its_own(): void {
		( new Store() )->set( 'index', 'v1', '<sitemapindex/>' );
		$dir = (string) ( new Store() )->dir();
		foreach ( self::GUARDS as $guard ) {
			$this->assertFileExists( $this->root . '/' . $guard, "uploads/sightline/{$guard}" );
			$this->assertFileExists( $dir . '/' . $guard, "sitemaps folder {$guard}" );
		}
	}

	public function test_no_file_of_ours_has_a_fixed_name(): void {
		Lifecycle::activate_site();
		$this->assertTrue( ( new Log() )->append( '/missing-page', 'example.com' ) );
		Plugin::get( Hits::class )->record( 7 );
		$store = new Store();
		$store->set( 'index', 'v1', '<sitemapindex/>' );
		$store->set( 'llms-txt', 'v1', '# Site' );
		$store->set( 'post-post-1', 'v1', '<urlset/>' );

		$names = array();
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->root, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			$names[] = $file->getFilename();
		}
		$this->assertNotEmpty( array_intersect( $names, array( Uploads::file_name( '404.log' ) ) ), 'the 404 was logged' );
		$this->assertContains( Uploads::file_name( 'hits.log' ), $names, 'the hit was logged' );
		foreach ( self::FIXED as $fixed ) {
			$this->assertNotContains( $fixed, $names, "{$fixed} is a name anyone can guess" );
		}
		foreach ( $names as $name ) {
			if ( ! in_array( $name, self::GUARDS, true ) ) {
				$this->assertMatchesRegularExpression( '/-[0-9a-f]{16}\.[a-z]+$/', $name, "{$name} has no keyed part" );
			}
		}
		$this->assertSame( '# Site', $store->get( 'llms-txt', 'v1' ) );
	}

	public function test_a_file_name_is_keyed_with_the_install_secret(): void {
		$name = Uploads::file_name( '404.log' );
		$this->assertMatchesRegularExpression( '/^404-[0-9a-f]{16}\.log$/', $name );
		$other = static fn() => 'another install salt';
		add_filter( 'salt', $other );
		$elsewhere = Uploads::file_name( '404.log' );
		remove_filter( 'salt', $other );
		$this->assertNotSame( $name, $elsewhere );
	}

	public function test_an_upgrade_moves_the_files_of_the_old_layout(): void {
		$not_found = (string) Uploads::folder( 'not-found' );
		$redirects = (string) Uploads::folder( 'redirects' );
		$sitemaps  = (string) Uploads::folder( 'sitemaps' );
		foreach ( array( $not_found, $redirects, $sitemaps ) as $dir ) {
			wp_mkdir_p( $dir );
		}
		// phpcs:disable WordPress.WP.AlternativeFunctions -- test files.
		file_put_contents( $not_found . '/404.log', time() . "\treferrer.example\t/old-line\n" );
		file_put_contents( $not_found . '/' . Uploads::file_name( '404.log' ), time() . "\t\t/new-line\n" );
		file_put_contents( $redirects . '/hits.log', "12 1700000000\n12 1700000001\n" );
		file_put_contents( $sitemaps . '/llms-txt.cache', "v1\n# Old" );
		// phpcs:enable
		delete_option( Uploads::LAYOUT_OPTION );

		Uploads::upgrade();

		$this->assertFileDoesNotExist( $not_found . '/404.log' );
		$this->assertFileDoesNotExist( $redirects . '/hits.log' );
		$this->assertFileDoesNotExist( $sitemaps . '/llms-txt.cache' );
		$urls = array_column( ( new Log() )->take(), 'url' );
		sort( $urls );
		$this->assertSame( array( '/new-line', '/old-line' ), $urls, 'both logs\' lines kept' );
		$this->assertSame( 2, Plugin::get( Hits::class )->pending()[12][0] ?? 0 );
		foreach ( array( $this->root, $not_found, $redirects, $sitemaps ) as $dir ) {
			foreach ( self::GUARDS as $guard ) {
				$this->assertFileExists( $dir . '/' . $guard );
			}
		}
		$this->assertSame( Uploads::LAYOUT, get_option( Uploads::LAYOUT_OPTION ) );
	}

	public function test_a_top_folder_made_again_without_protection_is_protected_by_the_next_admin_request(): void {
		Lifecycle::activate_site();
		$this->remove_root();
		// Made again without protection after the layout was recorded (by a version whose 404 log
		// protected its own folder only, or by hand).
		wp_mkdir_p( $this->root . '/not-found-made-by-hand' );
		$this->assertFileDoesNotExist( $this->root . '/.htaccess' );
		Uploads::upgrade();
		foreach ( self::GUARDS as $guard ) {
			$this->assertFileExists( $this->root . '/' . $guard );
		}
	}

	public function test_a_404_that_makes_the_logs_folder_protects_it_and_the_top_folder(): void {
		Lifecycle::activate_site();
		$this->remove_root();
		$this->assertTrue( ( new Log() )->append( '/missing-page', '' ) );
		foreach ( array( $this->root, (string) ( new Log() )->dir() ) as $dir ) {
			foreach ( self::GUARDS as $guard ) {
				$this->assertFileExists( $dir . '/' . $guard );
			}
		}
	}

	private function remove_root(): void {
		if ( '' === $this->root || ! is_dir( $this->root ) ) {
			return;
		}
		$items = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->root, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $items as $item ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions -- the test's own files.
			$item->isDir() ? rmdir( $item->getPathname() ) : unlink( $item->getPathname() );
		}
		rmdir( $this->root ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test's own files.
	}
}
