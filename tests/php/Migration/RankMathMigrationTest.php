<?php
/**
 * What a site moving from Rank Math had beyond the parity fixtures (an outside audit with Rank Math
 * 1.0.273): "Noindex paginated pages" becomes ours (page 2 and later noindex, each with its own
 * canonical); the robots directives we do not print (nosnippet, noimageindex, the advanced max-* values
 * of a post or of the site) and the profiles of networks we have no field for are reported, never
 * dropped in silence.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Migrator;
use Sightline\Plugin;
use Sightline\Settings\Settings;

require_once __DIR__ . '/class-migration-testcase.php';

final class RankMathMigrationTest extends Migration_TestCase {

	public function test_noindex_of_paginated_pages_comes_along(): void {
		self::factory()->post->create_many( 3 );
		update_option( 'posts_per_page', 1 );
		update_option(
			'rank-math-options-titles',
			array(
				'noindex_archive_subpages' => 'on',
				'advanced_robots_global'   => array( 'max-snippet' => '120', 'max-image-preview' => 'standard' ),
			)
		);
		$result = Plugin::get( Migrator::class )->migrate_global( Plugin::get( Migrator::class )->source( 'seo-by-rank-math' ) );
		$this->assertIsArray( $result );
		$this->assertSame( array( 'noindex' ), Plugin::get( Settings::class )->get( 'paged_robots' ) );
		$values = array_column( $result['report'], 'value', 'field' );
		$this->assertArrayHasKey( 'advanced_robots_global', $values, 'the site\'s max-* values are reported' );

		$this->set_permalink_structure( '/%postname%/' );
		$this->assertStringContainsString( 'noindex', $this->head_of( home_url( '/page/2/' ) ) );
		$this->assertStringNotContainsString( 'noindex', $this->head_of( home_url( '/' ) ) );

		update_option( 'rank-math-options-titles', array( 'noindex_archive_subpages' => 'off' ) );
		Plugin::get( Migrator::class )->migrate_global( Plugin::get( Migrator::class )->source( 'seo-by-rank-math' ) );
		$this->assertSame( array(), Plugin::get( Settings::class )->get( 'paged_robots' ) );
	}

	public function test_a_posts_directives_we_do_not_print_are_reported(): void {
		$post = self::factory()->post->create();
		update_post_meta( $post, 'rank_math_robots', array( 'index', 'nofollow', 'nosnippet', 'noimageindex' ) );
		update_post_meta( $post, 'rank_math_advanced_robots', array( 'max-snippet' => '50' ) );
		$mapped = Plugin::get( Migrator::class )->source( 'seo-by-rank-math' )->post( get_post( $post ) );
		$this->assertSame( 'on', $mapped->fields['robots_nofollow'] ?? null );
		$reported = array();
		foreach ( $mapped->report as $note ) {
			$reported[] = $note['field'] . ' ' . $note['value'] . ' ' . $note['reason'];
		}
		$this->assertContains( 'robots nosnippet unsupported', $reported );
		$this->assertContains( 'robots noimageindex unsupported', $reported );
		$this->assertContains( 'robots max-snippet:50 unsupported', $reported );
	}

	/**
	 * A profile of a network we have no field for is a valid address, reported as not kept (before, as
	 * an invalid value); text that is no address stays an invalid value.
	 */
	public function test_profiles_we_have_no_field_for_are_reported_as_not_kept(): void {
		update_option( 'rank-math-options-titles', array( 'social_additional_profiles' => "https://mastodon.social/@kitchen\nhttps://www.instagram.com/kitchen\nnot an address" ) );
		$mapped   = Plugin::get( Migrator::class )->source( 'seo-by-rank-math' )->global_settings( Plugin::get( Settings::class )->all() );
		$reported = array();
		foreach ( $mapped->report as $note ) {
			$reported[] = $note['field'] . ' ' . $note['value'] . ' ' . $note['reason'];
		}
		$this->assertSame( 'https://www.instagram.com/kitchen', $mapped->fields['social_profiles']['instagram'] ?? null );
		$this->assertContains( 'social_profiles.other https://mastodon.social/@kitchen unsupported', $reported );
		$this->assertContains( 'social_profiles.other not an address invalid_value', $reported );
	}

	/**
	 * Rank Math serves the text of its robots.txt editor: it becomes ours, unless the site already has
	 * text of its own in Sightline SEO (kept, and reported).
	 */
	public function test_its_robots_txt_text_comes_along_unless_ours_has_text(): void {
		$text = "User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /";
		update_option( 'rank-math-options-general', array( 'robots_txt_content' => $text ) );
		$migrator = Plugin::get( Migrator::class );
		$result   = $migrator->migrate_global( $migrator->source( 'seo-by-rank-math' ) );
		$this->assertIsArray( $result );
		$this->assertContains( 'robots.txt', $result['imported'] );
		$robots = Plugin::get( \Sightline\Robots\Robots_Txt::class );
		$this->assertSame( $text, $robots->content() );
		$this->assertStringContainsString( "User-agent: GPTBot\nDisallow: /", (string) apply_filters( 'robots_txt', '', true ) );

		update_option( 'rank-math-options-general', array( 'robots_txt_content' => "User-agent: *\nDisallow: /other/" ) );
		$result = $migrator->migrate_global( $migrator->source( 'seo-by-rank-math' ) );
		$this->assertSame( $text, $robots->content(), 'the text already ours is kept' );
		$this->assertContains( 'robots_txt', array_column( $result['report'], 'field' ) );
	}
}
