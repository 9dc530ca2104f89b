<?php
/**
 * Network activation on a subdirectory network: every site — those made before the plugin was
 * network-activated and one made after — is set up as a single-site activation sets it up, keeps its own
 * settings, serves its own sitemaps through real requests, its own robots.txt lines and its own guided
 * setup; nothing reaches another site.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Multisite;

use Sightline\Lifecycle;
use Sightline\Onboarding\Status;
use Sightline\Plugin;
use Sightline\Redirects\Hits;
use Sightline\Redirects\Lookup_Store;
use Sightline\Redirects\Table;
use Sightline\Robots\Robots_Txt;
use Sightline\Settings\Settings;
use Sightline\Settings\Term_Meta_Index;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;

require_once __DIR__ . '/Multisite_TestCase.php';

/**
 * @group multisite
 */
final class NetworkActivationTest extends Multisite_TestCase {

	/** Sites and whether they were made before or after the network activation. */
	private const SITES = array( '', 'second', 'third', 'later' );

	public function test_the_network_has_its_sites_and_the_plugin_is_network_active(): void {
		$this->assertSame( array( 1, 2, 3, 4 ), array_map( 'intval', get_sites( array( 'fields' => 'ids' ) ) ) );
		$this->assertSame( 4, self::site( 'later' ) );
		$this->assertTrue( is_plugin_active_for_network( SIGHTLINE_TESTS_PLUGIN ) );
		$this->assertSame( array(), (array) get_option( 'active_plugins' ), 'not activated per site' );
	}

	public function test_every_site_is_set_up_as_a_single_site_activation_sets_it_up(): void {
		global $wpdb;
		foreach ( self::SITES as $path ) {
			switch_to_blog( self::site( $path ) );
			$site = "/{$path}/";
			$this->assertSame( SIGHTLINE_VERSION, get_option( Lifecycle::VERSION_OPTION ), "{$site}: version" );
			$row = $wpdb->get_row( $wpdb->prepare( "SELECT option_value, autoload FROM {$wpdb->options} WHERE option_name = %s", Settings::OPTION ) ); // phpcs:ignore WordPress.DB
			$this->assertNotNull( $row, "{$site}: the settings row page views read among the autoloaded options" );
			$this->assertContains( $row->autoload, array( 'yes', 'on' ), $site );
			$this->assertSame( Table::DB_VERSION, get_option( Table::VERSION_OPTION ), "{$site}: the redirect table" );
			$this->assertNotFalse( get_option( Lookup_Store::INDEX_OPTION ), "{$site}: the empty redirect index" );
			$this->assertNotFalse( get_option( Term_Meta_Index::OPTION ), "{$site}: the term meta index" );
			$this->assertFalse( Status::redirect_pending(), "{$site}: network activation opens no guided setup by itself" );
			$this->assertNotFalse( wp_next_scheduled( Hits::CRON_HOOK ), "{$site}: the redirects' hourly hit fold" );
			restore_current_blog();
		}
	}

	public function test_each_site_serves_its_own_sitemaps(): void {
		foreach ( self::SITES as $path ) {
			$home  = 'http://example.org/' . ( '' === $path ? '' : "{$path}/" );
			$index = $this->page_view( '/' . ( '' === $path ? '' : "{$path}/" ) . 'sitemap_index.xml' );
			$this->assertStringContainsString( '<loc>' . $home . 'sitemap-post-post-1.xml</loc>', $index['body'], "{$home}: index" );
			$page = $this->page_view( '/' . ( '' === $path ? '' : "{$path}/" ) . 'sitemap-post-post-1.xml' );
			$this->assertStringContainsString( '<loc>' . $home . 'hello-world/</loc>', $page['body'], "{$home}: its own post" );
			$this->assertSame( 1, substr_count( $page['body'], '<url>' ), "{$home}: only its own post" );
			$this->assertSame( array(), $page['writes'], "{$home}: no write on a sitemap request" );
			foreach ( array( $index, $page ) as $answer ) {
				$this->assertDoesNotMatchRegularExpression( '/^(PHP )?(Warning|Notice|Deprecated|Fatal error):/m', $answer['output'], "{$home}: no PHP notice" );
			}
		}
	}

	public function test_settings_are_per_site(): void {
		$third = self::site( 'third' );
		switch_to_blog( $third );
		Plugin::get( Settings::class )->update( array( 'enable_xml_sitemap' => false ) );
		restore_current_blog();
		try {
			$this->assertSame( 404, $this->page_view( '/third/sitemap_index.xml' )['status'], 'sitemaps off on /third/' );
			$this->assertStringContainsString( '<sitemapindex', $this->page_view( '/second/sitemap_index.xml' )['body'], 'still on on /second/' );
			$this->assertTrue( Plugin::get( Settings::class )->get( 'enable_xml_sitemap' ), 'still on on the main site' );
		} finally {
			switch_to_blog( $third );
			Plugin::get( Settings::class )->update( array( 'enable_xml_sitemap' => true ) );
			restore_current_blog();
			self::commit_transaction();
		}
	}

	public function test_robots_txt_names_the_sitemap_of_its_own_site(): void {
		$robots = $this->page_view( '/robots.txt' );
		$this->assertStringContainsString( 'Sitemap: http://example.org/sitemap_index.xml', $robots['html'] );
		foreach ( array( 'second', 'later' ) as $path ) {
			switch_to_blog( self::site( $path ) );
			$text = Plugin::get( Robots_Txt::class )->filter( "User-agent: *\nDisallow: /wp-admin/\n", true );
			restore_current_blog();
			$this->assertStringContainsString( "Sitemap: http://example.org/{$path}/sitemap_index.xml", $text, "/{$path}/" );
		}
	}

	public function test_the_guided_setup_of_one_site_changes_only_that_site(): void {
		$second = self::site( 'second' );
		switch_to_blog( $second );
		$response = $this->rest(
			'POST',
			'/sightline/v1/onboarding',
			array(
				'website_type'        => 'business',
				'website_name'        => 'Second Bakery',
				'website_owner_name'  => '',
				'organization_type'   => 'Bakery',
				'website_owner_phone' => '',
				'website_logo'        => '',
				'about_page'          => 0,
				'contact_page'        => 0,
				'social_profiles'     => array(),
				'first_name'          => '',
				'last_name'           => '',
				'email'               => '',
				'agree_to_terms'      => false,
			),
			'administrator'
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertTrue( Status::is_done(), '/second/ finished its guided setup' );
		$this->assertSame( 'Second Bakery', get_option( 'blogname' ) );
		$this->assertSame( 'Bakery', Plugin::get( Settings::class )->get( 'website.organization_type' ) );
		restore_current_blog();

		$this->assertFalse( Status::is_done(), 'the main site has not' );
		$this->assertSame( 'Test Blog', get_option( 'blogname' ) );
		switch_to_blog( self::site( 'third' ) );
		$this->assertFalse( Status::is_done(), '/third/ has not' );
		$this->assertNotSame( 'Bakery', Plugin::get( Settings::class )->get( 'website.organization_type' ) );
		restore_current_blog();
	}

	public function test_what_a_request_keeps_in_memory_follows_switch_to_blog(): void {
		$state = Plugin::get( State::class );
		$state->reset();
		update_option( State::OPTION, array( 'all' => 1000, 'groups' => array() ) );
		$this->assertSame( 1000, $state->latest() );
		switch_to_blog( self::site( 'second' ) );
		update_option( State::OPTION, array( 'all' => 2000, 'groups' => array() ) );
		$this->assertSame( 2000, $state->latest(), "/second/'s freshness stamps, not the main site's" );
		$second_dir = Plugin::get( Store::class )->dir();
		restore_current_blog();
		$this->assertSame( 1000, $state->latest() );
		$this->assertNotSame( $second_dir, Plugin::get( Store::class )->dir(), 'each site its own sitemap cache folder' );
		$this->assertStringContainsString( '/uploads/sites/2/', (string) $second_dir );
		$state->reset();
	}

	public function test_network_deactivation_stops_what_every_site_scheduled(): void {
		// An archived site keeps its tables and events and may come back: it is cleaned too.
		update_blog_status( self::site( 'third' ), 'archived', '1' );
		switch_to_blog( self::site( 'third' ) );
		wp_schedule_single_event( time() + 60, \Sightline\Redirects\Moves_Job::HOOK );
		restore_current_blog();
		Lifecycle::deactivate( true );
		update_blog_status( self::site( 'third' ), 'archived', '0' );
		foreach ( self::SITES as $path ) {
			switch_to_blog( self::site( $path ) );
			$this->assertFalse( wp_next_scheduled( Hits::CRON_HOOK ), "/{$path}/: no hourly hit fold left behind" );
			$this->assertFalse( wp_next_scheduled( \Sightline\Redirects\Moves_Job::HOOK ), "/{$path}/: no job scheduled on demand left behind" );
			$this->assertFalse( get_option( 'rewrite_rules' ), "/{$path}/: our rewrite rules go" );
			restore_current_blog();
		}
	}
}
