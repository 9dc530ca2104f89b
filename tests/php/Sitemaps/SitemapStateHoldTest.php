<?php
/**
 * Freshness stamps held during a bulk write are kept in memory and saved once on release.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Sitemaps\State;
use Sightline\Tests\TestCase;

final class SitemapStateHoldTest extends TestCase {

	public function test_held_bumps_are_saved_once_when_released(): void {
		$writes = 0;
		$count  = static function () use ( &$writes ): void {
			++$writes;
		};
		add_action( 'update_option_' . State::OPTION, $count );
		add_action( 'add_option_' . State::OPTION, $count );
		$state = new State();
		$state->hold();
		$state->hold();
		$state->bump_pages( 'post', array( 1 ) );
		$state->bump_pages( 'post', array( 2 ), true );
		$state->bump_group( 'category' );
		$this->assertSame( 0, $writes, 'nothing is written while held' );
		$this->assertGreaterThan( 0, $state->page_stamp( 'post', 2 ), 'the held stamps are visible in memory' );
		$state->release();
		$this->assertSame( 0, $writes, 'an inner release keeps holding' );
		$state->release();
		$this->assertSame( 1, $writes );
		$stored = get_option( State::OPTION );
		$this->assertArrayHasKey( 2, $stored['groups']['post']['pages'] );
		$this->assertArrayHasKey( 'category', $stored['groups'] );
		$state->release();
		$this->assertSame( 1, $writes, 'a release without a hold writes nothing' );
	}

	public function test_without_a_hold_every_bump_is_saved(): void {
		$state = new State();
		$state->bump_pages( 'page', array( 3 ) );
		$this->assertArrayHasKey( 3, get_option( State::OPTION )['groups']['page']['pages'] );
	}

	public function test_a_change_after_a_burst_elsewhere_still_moves_the_index(): void {
		$state = new State();
		// A busy group takes stamps ahead of the clock (one more per change within a second)...
		for ( $i = 0; $i < 40; $i++ ) {
			$state->bump_pages( 'post-post', array( 1 ) );
		}
		$before = $state->latest();
		// ...and a change in a quiet group must still give the index a new version.
		$state->bump_pages( 'post-book', array( 1 ), true );
		$this->assertGreaterThan( $before, $state->latest() );
		$state->bump_group( 'tax-genre' );
		$this->assertGreaterThan( $before + 1, $state->latest() );
	}
}
