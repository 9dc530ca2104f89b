<?php
/**
 * The sitemap stamps a save holds are written to its own site's row: a post saved on another site in
 * the middle of it (a plugin that copies posts across the network, switch_to_blog()) writes that site's
 * stamps at once, to that site, and the held ones reach their own site even when the last release comes
 * while switched away.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Multisite;

use Sightline\Plugin;
use Sightline\Sitemaps\State;

require_once __DIR__ . '/Multisite_TestCase.php';

/**
 * @group multisite
 */
final class SitemapStampsAcrossSitesTest extends Multisite_TestCase {

	public function test_a_save_on_another_site_during_a_save_writes_each_sites_stamps_to_its_own_row(): void {
		$second  = self::site( 'second' );
		$settled = array( 'all' => time() - MINUTE_IN_SECONDS );
		update_option( State::OPTION, $settled, true );
		switch_to_blog( $second );
		update_option( State::OPTION, $settled, true );
		restore_current_blog();
		$state = Plugin::get( State::class );
		$state->reset();

		$state->hold(); // A save on the main site, not ended yet.
		self::factory()->post->create( array( 'post_title' => 'On the main site' ) );
		$this->assertSame( $settled, get_option( State::OPTION ), 'the main site\'s change is held' );

		switch_to_blog( $second );
		self::factory()->post->create( array( 'post_title' => 'A copy on the second site' ) );
		$written = get_option( State::OPTION );
		$this->assertNotSame( $settled, $written, 'the second site\'s change is written at once' );
		$this->assertArrayHasKey( 'post-post', $written['groups'] ?? array(), 'to the second site\'s row' );

		// The last release while still switched: the held change goes to the main site.
		$state->release();
		$this->assertSame( $written, get_option( State::OPTION ), 'nothing of the main site\'s lands here' );
		restore_current_blog();
		$main = get_option( State::OPTION );
		$this->assertNotSame( $settled, $main );
		$this->assertArrayHasKey( 'post-post', $main['groups'] ?? array() );
		$state->reset();
		$this->assertGreaterThan( $settled['all'], $state->latest() );
	}
}
