<?php
/**
 * Deleting the plugin from Network Admin runs uninstall.php once: every site of the network is cleaned —
 * secrets and personal data on every site whatever its admin chose, SEO data on the sites whose admin
 * asked for it, and nothing of another site's choice or of another plugin.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Multisite;

use Sightline\Ai\Ai_Config;
use Sightline\Onboarding\User_Details;
use Sightline\Plugin;
use Sightline\Search_Console\Oauth;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use Sightline\Sitemaps\Store;
use Sightline\Uninstaller;

require_once __DIR__ . '/Multisite_TestCase.php';

/**
 * @group multisite
 */
final class NetworkUninstallTest extends Multisite_TestCase {

	/** Site path => whether its admin chose "Remove all data on uninstall". */
	private const CHOICES = array(
		''       => false,
		'second' => true,
		'third'  => false,
		'later'  => true,
	);

	/** @var array<string, string> Site path => a sitemap cache file of that site. */
	private array $files = array();

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		}
		parent::tearDown();
	}

	public function test_every_site_of_the_network_is_cleaned_as_its_admin_chose(): void {
		global $wpdb;
		foreach ( self::CHOICES as $path => $remove ) {
			switch_to_blog( self::site( $path ) );
			Plugin::get( Settings::class )->update( array( 'separator' => '|', 'delete_data_on_uninstall' => $remove ) );
			update_option( Oauth::OPTION, array( 'client_secret' => "secret of /{$path}/", 'refresh_token' => 'rt' ), false );
			update_option( User_Details::OPTION, array( 'email' => "admin-{$path}@example.org" ), false );
			update_option( Ai_Config::OPTION, array( 'provider' => 'openai', 'api_key' => "sk-{$path}" ), false );
			update_option( 'sightline_other_plugins_option', 'not ours' );
			update_post_meta( 1, Object_Meta::key( 'title' ), "Own title of /{$path}/" );
			$dir = (string) ( new Store() )->dir();
			wp_mkdir_p( $dir );
			$this->files[ $path ] = $dir . '/' . \Sightline\Files\Uploads::file_name( 'post-post-1.cache' );
			file_put_contents( $this->files[ $path ], "v1\n<urlset/>" );
			restore_current_blog();
		}
		$this->assertCount( 4, array_unique( $this->files ), 'each site keeps its own cache folder' );

		Uninstaller::run();

		foreach ( self::CHOICES as $path => $remove ) {
			switch_to_blog( self::site( $path ) );
			$site = "/{$path}/";
			wp_cache_delete( 1, 'post_meta' );
			$this->assertFalse( get_option( Oauth::OPTION ), "{$site}: Search Console secret" );
			$this->assertFalse( get_option( User_Details::OPTION ), "{$site}: the admin's email" );
			$this->assertArrayNotHasKey( 'api_key', (array) get_option( Ai_Config::OPTION, array() ), "{$site}: AI key" );
			$this->assertSame( 'not ours', get_option( 'sightline_other_plugins_option' ), "{$site}: another plugin's option" );
			if ( $remove ) {
				$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Settings::OPTION ) ), "{$site}: settings removed as chosen" ); // phpcs:ignore WordPress.DB -- the row itself, past the registered default.
				$this->assertSame( '', get_post_meta( 1, Object_Meta::key( 'title' ), true ), "{$site}: post fields removed" );
				$this->assertFileDoesNotExist( $this->files[ $path ], "{$site}: sitemap cache removed" );
			} else {
				$this->assertSame( '|', get_option( Settings::OPTION )['separator'], "{$site}: settings kept as chosen" );
				$this->assertSame( "Own title of {$site}", get_post_meta( 1, Object_Meta::key( 'title' ), true ), "{$site}: post fields kept" );
				$this->assertFileExists( $this->files[ $path ], "{$site}: sitemap cache kept" );
			}
			restore_current_blog();
		}
	}

	public function test_a_deleted_site_takes_its_redirect_table_with_it(): void {
		global $wpdb;
		switch_to_blog( self::site( 'third' ) );
		$tables = apply_filters( 'wpmu_drop_tables', $wpdb->tables( 'blog' ), self::site( 'third' ) );
		restore_current_blog();
		$this->assertContains( $wpdb->base_prefix . '3_sightline_redirects', $tables );
	}
}
