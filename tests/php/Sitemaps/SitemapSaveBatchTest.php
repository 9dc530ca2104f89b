<?php
/**
 * One post save writes the sitemap stamps once, with one stamp no later than the clock: its terms, its
 * page, the home page, its archives and its author are held from the start of the save to its end
 * (Save_Batch), through wp_insert_post() and through the REST API, whose save ends after the post's
 * terms and meta. Before, each was a write of its own with a stamp one newer than the last.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Plugin;
use Sightline\Sitemaps\Save_Batch;
use Sightline\Sitemaps\State;

require_once __DIR__ . '/Sitemap_TestCase.php';

final class SitemapSaveBatchTest extends Sitemap_TestCase {

	/**
	 * The writes of the stamps' row while $work runs, and how far the stamps then are past the clock.
	 *
	 * @return array{0: int, 1: int}
	 */
	private function stamp_writes( callable $work ): array {
		$writes = preg_grep( '/^\s*(UPDATE|INSERT)\b.*' . State::OPTION . '/s', self::queries_sent( $work ) );
		$state  = Plugin::get( State::class );
		$state->reset();
		return array( count( $writes ), $state->latest() - time() );
	}

	/** The stamps as of a minute ago, as on a site whose last change was then. */
	private function settle_stamps(): void {
		update_option( State::OPTION, array( 'all' => time() - MINUTE_IN_SECONDS ), true );
		Plugin::get( State::class )->reset();
	}

	public function test_a_publish_and_an_edit_write_the_stamps_once_at_the_time_of_the_save(): void {
		$category = self::factory()->category->create();
		$this->fetch( '/sitemap_index.xml' );
		$this->settle_stamps();

		$post = 0;
		list( $writes, $ahead ) = $this->stamp_writes(
			static function () use ( $category, &$post ): void {
				$post = wp_insert_post(
					array(
						'post_title'    => 'Batched',
						'post_status'   => 'publish',
						'post_category' => array( $category ),
						'tags_input'    => array( 'batched-a', 'batched-b' ),
					)
				);
			}
		);
		$this->assertSame( 1, $writes, 'its category, tags, page, the home page and its author in one write' );
		$this->assertLessThanOrEqual( 0, $ahead, 'the stamp is the time of the save' );
		$this->assertContains( get_permalink( $post ), $this->locs( $this->fetch( '/sitemap-post-post-1.xml' )['body'] ) );

		list( $writes ) = $this->stamp_writes( static fn() => wp_update_post( array( 'ID' => $post, 'post_content' => 'Edited.' ) ) );
		$this->assertSame( 1, $writes, 'an edit' );
	}

	public function test_a_rest_save_writes_the_stamps_once_with_its_terms_and_meta(): void {
		$admin = self::factory()->user->create( array( 'role' => 'administrator' ) );
		$tag   = self::factory()->tag->create();
		$this->fetch( '/sitemap_index.xml' );
		$this->settle_stamps();

		$response = null;
		list( $writes, $ahead ) = $this->stamp_writes(
			function () use ( $admin, $tag, &$response ): void {
				$response = $this->rest(
					'POST',
					'/wp/v2/posts',
					array(
						'title'  => 'Batched by REST',
						'status' => 'publish',
						'tags'   => array( $tag ),
						'meta'   => array( '_sightline_robots_noindex' => 'inherit' ),
					),
					$admin
				);
			}
		);
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 1, $writes );
		$this->assertLessThanOrEqual( 0, $ahead );
		$this->assertContains( $response->get_data()['link'], $this->locs( $this->fetch( '/sitemap-post-post-1.xml' )['body'] ) );
	}

	public function test_a_save_that_fails_once_started_writes_what_it_held_when_the_request_ends(): void {
		$post = self::factory()->post->create();
		$this->settle_stamps();
		$stored = get_option( State::OPTION );
		$before = Plugin::get( State::class )->latest();

		// A save that started (wp_insert_post_data) and failed before its end, then a change of its own.
		apply_filters( 'wp_insert_post_data', array(), array(), array(), false );
		wp_trash_post( $post );
		$this->assertSame( $stored, get_option( State::OPTION ), 'held until the end' );
		$this->assertGreaterThan( $before, Plugin::get( State::class )->latest(), 'this request sees its change' );
		$batch = Plugin::get( Save_Batch::class );
		$this->assertNotFalse( has_action( 'shutdown', array( $batch, 'end_all' ) ), 'the request\'s end is watched' );
		$batch->end_all(); // What the request's end runs (the other shutdown callbacks close output buffers).
		Plugin::get( State::class )->reset();
		$this->assertGreaterThan( $before, Plugin::get( State::class )->latest(), 'written when the request ends' );
	}
}
