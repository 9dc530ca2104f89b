<?php
/**
 * The network admin and a site's own admin, with Sightline SEO network-active: every screen loads whole
 * (no wp_die(), the admin footer printed) with no PHP error, warning, notice or deprecation from us.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Multisite;

use Sightline\Tests\Factory;

require_once __DIR__ . '/Multisite_TestCase.php';

/**
 * @group multisite
 */
final class NetworkAdminTest extends Multisite_TestCase {

	/** A site administrator of /second/ who is not a network administrator. */
	private static int $site_admin = 0;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		if ( ! is_multisite() ) {
			return;
		}
		self::$site_admin = $factory->user->create( array( 'role' => 'subscriber' ) );
		add_user_to_blog( self::site( 'second' ), self::$site_admin, 'administrator' );
	}

	/** @return array<string, array{0: string}> */
	public static function network_screens(): array {
		return array(
			'dashboard' => array( '/wp-admin/network/index.php' ),
			'plugins'   => array( '/wp-admin/network/plugins.php' ),
			'sites'     => array( '/wp-admin/network/sites.php' ),
			'settings'  => array( '/wp-admin/network/settings.php' ),
			'new site'  => array( '/wp-admin/network/site-new.php' ),
		);
	}

	/**
	 * @dataProvider network_screens
	 */
	public function test_network_admin_screens_load_without_a_notice_from_us( string $uri ): void {
		$page = $this->admin_page( 1, $uri );
		$this->assertFalse( $page['died'], $uri . ': ' . ( $page['html'] ?? '' ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertTrue( $page['footer'], "{$uri} was printed whole" );
		$this->assertSame( array(), self::ours( $page ), $uri );
	}

	/** @return array<string, array{0: string, 1: list<string>}> */
	public static function site_screens(): array {
		return array(
			'dashboard'    => array( '/second/wp-admin/index.php', array() ),
			'posts'        => array( '/second/wp-admin/edit.php', array() ),
			'category'     => array( '/second/wp-admin/term.php?taxonomy=category&tag_ID=1', array( 'sightline-term-seo-root' ) ),
			'settings app' => array( '/second/wp-admin/admin.php?page=sightline', array( 'sightline-admin-root' ) ),
			'guided setup' => array( '/second/wp-admin/admin.php?page=sightline_onboarding', array( 'sightline-wizard-root' ) ),
			'edit post'    => array( '/second/wp-admin/post.php?post=1&action=edit', array() ),
		);
	}

	/**
	 * @dataProvider site_screens
	 * @param list<string> $roots
	 */
	public function test_a_site_admin_uses_our_screens_on_their_own_site( string $uri, array $roots ): void {
		$page = $this->admin_page( self::$site_admin, $uri );
		$this->assertFalse( $page['died'], $uri . ': ' . ( $page['html'] ?? '' ) );
		$this->assertSame( 200, $page['status'] );
		$this->assertTrue( $page['footer'], "{$uri} was printed whole" );
		$this->assertSame( array(), self::ours( $page ), $uri );
		foreach ( $roots as $root ) {
			$this->assertContains( $root, $page['roots'], $uri );
		}
	}
}
