<?php
/**
 * The post types' and taxonomies' page boundaries are computed by a WP-Cron event after a change that
 * moves them all, so the first crawler after it does not spend the seconds they take at a million posts
 * (or at 100,000 tags).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Plugin;
use Sightline\Settings\Object_Meta;
use Sightline\Sitemaps\Boundaries_Job;
use Sightline\Sitemaps\Registry;
use Sightline\Sitemaps\State;
use Sightline\Sitemaps\Store;

require_once __DIR__ . '/Sitemap_TestCase.php';

final class SitemapBoundariesJobTest extends Sitemap_TestCase {

	protected function setUp(): void {
		parent::setUp();
		Boundaries_Job::unschedule();
	}

	protected function tearDown(): void {
		Boundaries_Job::unschedule();
		parent::tearDown();
	}

	/**
	 * A request for the index after the event ran reads no listed post: the boundaries are stored.
	 */
	public function test_a_setting_that_decides_what_is_listed_queues_the_boundaries_and_the_event_stores_them(): void {
		$post = self::factory()->post->create();
		$this->fetch( '/sitemap_index.xml' );
		$this->assertNotNull( $this->boundaries()->cached( 'post-post' ) );
		Boundaries_Job::unschedule();

		$this->update_settings( array( 'separator' => '|' ) );
		$this->assertFalse( wp_next_scheduled( Boundaries_Job::HOOK ), 'a save that keeps the boundaries queues nothing' );

		// Posts noindexed by default, this one kept listed by its own setting.
		update_post_meta( $post, Object_Meta::key( 'robots_noindex' ), 'off' );
		$this->update_settings( array( 'no_index' => array( 'post' ) ) );
		$this->assertNull( $this->boundaries()->cached( 'post-post' ), 'the boundaries moved' );
		$this->assertNotFalse( wp_next_scheduled( Boundaries_Job::HOOK ), 'their computation is queued' );

		do_action( Boundaries_Job::HOOK ); // WP-Cron's run of the event.
		$this->assertSame( Plugin::get( Registry::class )->provider( 'post-post' )?->pages( 'post-post', Plugin::get( Registry::class )->per_page() ), $this->boundaries()->cached( 'post-post' ), 'stored as a request would compute them' );
		$this->assertSame( 1, $this->boundaries()->cached( 'post-post' )[0]['count'] ?? null, 'the one post its own setting lists' );

		$this->assert_the_index_reads_no_post( $post, 'the event' );
	}

	/**
	 * Activation computes them itself on a site it can read in a few seconds, so a crawler right after
	 * `wp plugin activate` (before any WP-Cron run) reads no listed post.
	 */
	public function test_activation_computes_the_boundaries_of_a_site_it_can_read_in_seconds(): void {
		$post = self::factory()->post->create();
		Plugin::get( State::class )->bump_all();
		$this->assertNull( $this->boundaries()->cached( 'post-post' ) );

		do_action( 'sightline_activated' );
		$this->assertNotNull( $this->boundaries()->cached( 'post-post' ) );
		$this->assertNotNull( $this->boundaries()->cached( 'author' ) );
		$this->assertFalse( wp_next_scheduled( Boundaries_Job::HOOK ), 'nothing is left for the event' );

		$this->assert_the_index_reads_no_post( $post, 'activation' );
	}

	/**
	 * The index reads no post of a post type (the boundaries are stored), and lists the post's page.
	 */
	private function assert_the_index_reads_no_post( int $post, string $after ): void {
		$index = array();
		$sent  = self::queries_sent( function () use ( &$index ): void {
			$index = $this->server()->index();
		} );
		$read  = array_values( (array) preg_grep( "/p\\.post_password = ''\\s+AND p\\.ID/", $sent ) );
		$this->assertSame( array(), $read, "the index after {$after} reads no post of a post type" );
		$this->assertStringContainsString( 'sitemap-post-post-1.xml', $index['body'] );
		$this->assertContains( get_permalink( $post ), $this->locs( $this->fetch( '/sitemap-post-post-1.xml' )['body'] ) );
	}

	public function test_activation_queues_the_first_boundaries_and_deactivation_removes_the_event(): void {
		// A site past what activation reads itself: its highest post ID above the bound.
		add_filter( 'sightline_sitemaps_activation_rows', '__return_zero' );
		self::factory()->post->create();
		Plugin::get( State::class )->bump_all();
		do_action( 'sightline_activated' );
		$this->assertNull( $this->boundaries()->cached( 'post-post' ), 'left to the event' );
		$this->assertNotFalse( wp_next_scheduled( Boundaries_Job::HOOK ) );
		do_action( Boundaries_Job::HOOK );
		$this->assertNotNull( $this->boundaries()->cached( 'post-post' ) );
		$this->assertNotNull( $this->boundaries()->cached( 'author' ), 'the authors\' too: they are found among every user' );

		Boundaries_Job::schedule();
		do_action( 'sightline_deactivated' );
		$this->assertFalse( wp_next_scheduled( Boundaries_Job::HOOK ) );
	}

	/**
	 * A taxonomy's boundaries too: they read every listed term (half a second at 100,000 tags).
	 */
	public function test_the_event_stores_the_taxonomies_boundaries_and_a_category_changed_as_a_whole_queues_them(): void {
		$tag = self::factory()->tag->create( array( 'name' => 'Kept' ) );
		self::factory()->post->create( array( 'tags_input' => array( 'kept' ) ) );
		Boundaries_Job::unschedule();
		Plugin::get( \Sightline\Sitemaps\State::class )->bump_all();
		$this->assertNull( $this->boundaries()->cached( 'tax-post_tag' ) );

		do_action( Boundaries_Job::HOOK );
		$this->assertSame( Plugin::get( Registry::class )->provider( 'tax-post_tag' )?->pages( 'tax-post_tag', Plugin::get( Registry::class )->per_page() ), $this->boundaries()->cached( 'tax-post_tag' ), 'stored as a request would compute them' );
		$this->assertNotNull( $this->boundaries()->cached( 'tax-category' ) );
		$this->assertStringContainsString( get_term_link( $tag ), $this->fetch( '/sitemap-tax-post_tag-1.xml' )['body'] );

		Boundaries_Job::unschedule();
		wp_update_term( (int) get_option( 'default_category' ), 'category', array( 'description' => 'News of every kind' ) );
		$this->assertFalse( wp_next_scheduled( Boundaries_Job::HOOK ), 'a category\'s description edited moves no address' );
		$this->assertNotNull( $this->boundaries()->cached( 'tax-category' ), 'its boundaries kept' );

		wp_update_term( (int) get_option( 'default_category' ), 'category', array( 'slug' => 'general' ) ); // Its children's addresses hold its slug.
		$this->assertNotFalse( wp_next_scheduled( Boundaries_Job::HOOK ), 'a hierarchical taxonomy changed as a whole queues its boundaries' );
	}

	public function test_a_post_type_group_changed_as_a_whole_queues_its_boundaries(): void {
		self::factory()->post->create(); // No boundaries stored yet: the post's group changes as a whole.
		$this->assertNotFalse( wp_next_scheduled( Boundaries_Job::HOOK ) );
	}

	public function test_nothing_is_queued_or_computed_while_the_sitemaps_are_off(): void {
		$this->update_settings( array( 'enable_xml_sitemap' => false ) );
		Boundaries_Job::unschedule();
		self::factory()->post->create();
		$this->update_settings( array( 'no_index' => array( 'page' ) ) );
		$this->assertFalse( wp_next_scheduled( Boundaries_Job::HOOK ) );
		do_action( Boundaries_Job::HOOK );
		$this->assertNull( $this->boundaries()->cached( 'post-post' ) );
	}
	/**
	 * Requests that need a group's boundaries at once compute them once: one that waited for the lock
	 * while another computed them takes what that one stored, and reads no listed post itself.
	 */
	public function test_a_request_that_waited_for_the_boundaries_takes_what_the_request_before_it_stored(): void {
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
			$this->markTestSkipped( 'Named locks: MariaDB or MySQL (run with --db mariadb).' );
		}
		self::factory()->post->create_many( 3 );
		$store    = Plugin::get( Store::class );
		$slot     = 'summary-post-post';
		$computed = $this->boundaries()->get( 'post-post' );
		$version  = $store->get_any( $slot )[0];
		$this->assertCount( 1, $computed );
		// The boundaries moved as a whole (another settings fingerprint): nothing to resume from.
		$store->set( $slot, 'another-fingerprint:0', '[]' );
		// The request before this one held the lock, computed and stored them, then let go.
		$stored = array(
			array(
				'start'   => $computed[0]['start'],
				'lastmod' => 1234567890,
				'count'   => $computed[0]['count'],
			),
		);
		$read   = array();
		$before = static function ( $query ) use ( &$read, $store, $slot, $version, $stored ) {
			if ( is_string( $query ) && str_contains( $query, 'GET_LOCK(' ) ) {
				$store->set( $slot, $version, (string) wp_json_encode( $stored ) );
			}
			if ( is_string( $query ) && preg_match( "/p\\.post_password = ''\\s+AND p\\.ID/", $query ) ) {
				$read[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $before );
		$pages = $this->boundaries()->get( 'post-post' );
		remove_filter( 'query', $before );
		$this->assertSame( $stored, $pages, 'what the request before stored' );
		$this->assertSame( array(), $read, 'no listed post read again' );
	}
}
