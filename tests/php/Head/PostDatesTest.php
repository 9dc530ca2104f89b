<?php
/**
 * The page's post dates are written from the stored UTC date without a DateTimeZone, and say exactly
 * what WordPress's get_post_time( DATE_W3C, true ) says, for generated dates; a draft's zeros are left to
 * WordPress.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Head;

use Sightline\Head\Context;
use Sightline\Head\Resolver;
use Sightline\Plugin;
use Sightline\Tests\Fuzz\Seeded_Random;
use Sightline\Tests\TestCase;

final class PostDatesTest extends TestCase {

	public function test_the_dates_are_wordpress_own_for_any_stored_date(): void {
		$random = new Seeded_Random( 20261128 );
		update_option( 'timezone_string', 'Europe/Paris' );
		for ( $i = 0; $i < 40; $i++ ) {
			$stamp = $random->int( 0, 2000000000 );
			$post  = self::factory()->post->create_and_get(
				array(
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', $stamp ),
					'post_date'     => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $stamp ) ),
				)
			);
			$this->assertSame( get_post_time( DATE_W3C, true, $post ), Resolver::w3c_utc( $post->post_date_gmt ), $post->post_date_gmt );
			$this->assertSame( get_post_modified_time( DATE_W3C, true, $post ), Resolver::w3c_utc( $post->post_modified_gmt ), $post->post_modified_gmt );
		}
	}

	public function test_a_date_wordpress_has_not_set_is_worked_out_by_wordpress(): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		$draft = self::factory()->post->create_and_get(
			array(
				'post_status' => 'draft',
				'post_date'   => '2026-06-01 12:00:00',
			)
		);
		$this->assertSame( '0000-00-00 00:00:00', $draft->post_date_gmt, 'a draft keeps no UTC date' );
		$this->assertNull( Resolver::w3c_utc( $draft->post_date_gmt ) );
		$dates = Plugin::get( Resolver::class )->post_dates( new Context( Context::SINGULAR, $draft, null, null, 'post' ) );
		$this->assertSame( (string) get_post_time( DATE_W3C, true, $draft ), $dates['published'], "WordPress's own answer" );
		$this->assertSame( (string) get_post_modified_time( DATE_W3C, true, $draft ), $dates['modified'] );
	}
}
