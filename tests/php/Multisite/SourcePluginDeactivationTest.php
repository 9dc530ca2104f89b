<?php
/**
 * After a migration the settings app offers to switch the source plugin off (POST
 * /sightline/v1/plugins/deactivate). On a network, a source active for the whole network stays on —
 * deactivate_plugins() without its network flag would switch it off on every site — and the answer says
 * so for the summary; a source active on this site only is switched off here and nowhere else.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Multisite;

require_once __DIR__ . '/Multisite_TestCase.php';

/**
 * @group multisite
 */
final class SourcePluginDeactivationTest extends Multisite_TestCase {

	private const YOAST = 'wordpress-seo/wp-seo.php';
	private const RANK  = 'seo-by-rank-math/rank-math.php';

	private function deactivate( string $slug ): \WP_REST_Response {
		return $this->rest( 'POST', '/sightline/v1/plugins/deactivate', array( 'plugin_slug' => $slug ), 1 ); // A network administrator.
	}

	public function test_a_network_active_source_is_never_deactivated_and_the_answer_says_so(): void {
		$network                  = (array) get_site_option( 'active_sitewide_plugins', array() );
		$network[ self::YOAST ]   = time();
		update_site_option( 'active_sitewide_plugins', $network );

		$answer = $this->deactivate( 'wordpress-seo' );

		$this->assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$data = $answer->get_data();
		$this->assertSame( array( self::YOAST ), $data['network_active'] );
		$this->assertSame( array(), $data['deactivated'] );
		$this->assertStringContainsString( 'active for the whole network and was left on', $data['message'] );
		$this->assertArrayHasKey( self::YOAST, (array) get_site_option( 'active_sitewide_plugins' ), 'still on for every site' );
		switch_to_blog( self::site( 'second' ) );
		$this->assertTrue( is_plugin_active( self::YOAST ), 'still on on /second/' );
		restore_current_blog();
	}

	public function test_a_source_active_on_this_site_only_is_deactivated_here_only(): void {
		foreach ( array( 'second', 'third' ) as $path ) {
			switch_to_blog( self::site( $path ) );
			update_option( 'active_plugins', array( self::RANK ) );
			restore_current_blog();
		}
		switch_to_blog( self::site( 'second' ) );
		$answer = $this->deactivate( 'seo-by-rank-math' );
		$this->assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$this->assertSame( array( self::RANK ), $answer->get_data()['deactivated'] );
		$this->assertSame( array(), $answer->get_data()['network_active'] );
		$this->assertFalse( is_plugin_active( self::RANK ), 'off on /second/' );
		restore_current_blog();

		switch_to_blog( self::site( 'third' ) );
		$this->assertTrue( is_plugin_active( self::RANK ), 'still on on /third/' );
		restore_current_blog();
		$this->assertArrayNotHasKey( self::RANK, (array) get_site_option( 'active_sitewide_plugins' ) );
	}
}
