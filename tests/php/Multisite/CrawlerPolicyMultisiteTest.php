<?php
/**
 * The AI crawler policy on a network: each site's robots.txt carries that site's own policy and no
 * other's, read by the tests' RFC 9309 reader. The main site's is played as a real request in a child
 * process; crawlers ask for robots.txt at a host's root only, so a site in a subfolder of the network
 * has one only where it has a host of its own (a subdomain network, a mapped domain): its text is
 * what WordPress prints for that site (do_robots() in the site), and the screen is told it is not at
 * the host's root.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Multisite;

use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Tests\Robots\Rfc9309_Reader;

require_once __DIR__ . '/Multisite_TestCase.php';
require_once dirname( __DIR__ ) . '/Robots/Rfc9309_Reader.php';

/**
 * @group multisite
 */
final class CrawlerPolicyMultisiteTest extends Multisite_TestCase {

	/** @param array<string, string> $bots */
	private static function set_policy( string $path, string $policy, array $bots = array() ): void {
		switch_to_blog( self::site( $path ) );
		$saved = Plugin::get( Settings::class )->update(
			array(
				'ai_crawlers' => array(
					'policy' => $policy,
					'bots'   => $bots,
				),
			)
		);
		restore_current_blog();
		if ( is_wp_error( $saved ) ) {
			throw new \RuntimeException( $saved->get_error_message() );
		}
	}

	private function reader( string $path ): Rfc9309_Reader {
		if ( '' === $path ) {
			$text = $this->page_view( '/robots.txt' )['html'];
		} else {
			switch_to_blog( self::site( $path ) );
			ob_start();
			@do_robots(); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- its header() after PHPUnit's output.
			$text = (string) ob_get_clean();
			restore_current_blog();
		}
		$this->assertStringContainsString( 'User-agent: *', $text, "/{$path}/robots.txt" );
		return new Rfc9309_Reader( $text );
	}

	public function test_the_screen_is_told_which_sites_robots_txt_crawlers_read(): void {
		$main = $this->rest( "GET", "/sightline/v1/robots-txt", array(), "administrator" );
		$this->assertSame( 200, $main->get_status(), (string) wp_json_encode( $main->get_data() ) );
		$this->assertTrue( $main->get_data()["at_host_root"] );
		$admin = $this->act_as( 'administrator' );
		add_user_to_blog( self::site( 'second' ), $admin, 'administrator' );
		switch_to_blog( self::site( 'second' ) );
		$data = $this->rest( 'GET', '/sightline/v1/robots-txt', array(), 'current' )->get_data();
		restore_current_blog();
		$this->assertFalse( $data['at_host_root'] );
	}

	public function test_each_site_serves_its_own_policy(): void {
		try {
			self::set_policy( 'second', 'block_training' );
			self::set_policy( 'third', 'per_bot', array( 'PerplexityBot' => 'block' ) );
			self::set_policy( 'later', 'block_all' );

			$main = $this->reader( '' );
			$this->assertTrue( $main->allowed( 'GPTBot', '/' ), 'the main site has no policy' );
			$this->assertTrue( $main->allowed( 'PerplexityBot', '/' ) );

			$second = $this->reader( 'second' );
			$this->assertFalse( $second->allowed( 'GPTBot', '/second/a-post/' ) );
			$this->assertFalse( $second->allowed( 'Google-Extended', '/second/' ) );
			$this->assertTrue( $second->allowed( 'OAI-SearchBot', '/second/a-post/' ) );
			$this->assertTrue( $second->allowed( 'PerplexityBot', '/second/a-post/' ) );
			$this->assertTrue( $second->allowed( 'Googlebot', '/second/a-post/' ) );

			$third = $this->reader( 'third' );
			$this->assertFalse( $third->allowed( 'PerplexityBot', '/third/' ) );
			$this->assertTrue( $third->allowed( 'GPTBot', '/third/' ) );

			$later = $this->reader( 'later' );
			$this->assertFalse( $later->allowed( 'OAI-SearchBot', '/later/' ), 'a site made after activation' );
			$this->assertFalse( $later->allowed( 'GPTBot', '/later/' ) );
			$this->assertTrue( $later->allowed( 'Bingbot', '/later/' ) );
		} finally {
			foreach ( array( 'second', 'third', 'later' ) as $path ) {
				self::set_policy( $path, 'none' );
			}
			self::commit_transaction();
		}
	}
}
