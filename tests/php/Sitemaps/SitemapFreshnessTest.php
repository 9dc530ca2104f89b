<?php
/**
 * Freshness without WP-Cron: publishing, updating, trashing or noindexing a post, or changing a term,
 * shows on the next request of the affected sitemap and in the index lastmod, while pages the change
 * does not touch keep their cached copy. Warm requests come from the cache (no SQL at all).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Plugin;
use Sightline\Settings\Settings;
use Sightline\Settings\Object_Meta;
use Sightline\Sitemaps\Paginator;
use Sightline\Sitemaps\Stale_Pages;
use Sightline\Sitemaps\State;

require_once __DIR__ . '/Sitemap_TestCase.php';

final class SitemapFreshnessTest extends Sitemap_TestCase {

	protected function tearDown(): void {
		// Freshness never depends on WP-Cron: nothing of ours is ever scheduled (but the redirects'
		// hourly hit count, the 404 monitor's hourly fold, the link index's and the scores' backfill batches, which have nothing to do with sitemaps,
		// and the page boundaries computed ahead of the next request, which only saves that request their time: these tests never run it).
		foreach ( (array) _get_cron_array() as $hooks ) {
			foreach ( array_diff( array_keys( (array) $hooks ), array( \Sightline\Redirects\Hits::CRON_HOOK, \Sightline\Not_Found\Maintenance::CRON_HOOK, \Sightline\Checks\Links\Link_Index_Job::HOOK, \Sightline\Checks\Score\Score_Backfill_Job::HOOK, \Sightline\Sitemaps\Boundaries_Job::HOOK ) ) as $hook ) {
				$this->assertStringNotContainsString( 'sightline', (string) $hook );
			}
		}
		parent::tearDown();
	}

	private function post_locs(): array {
		return $this->locs( $this->fetch( '/sitemap-post-post-1.xml' )['body'] );
	}

	private function index_lastmod( string $group ): string {
		return $this->lastmods( $this->fetch( '/sitemap_index.xml' )['body'] )[ home_url( "/sitemap-{$group}-1.xml" ) ] ?? '';
	}

	public function test_publishing_shows_on_the_next_request_and_in_the_index_lastmod(): void {
		// The posts there were last changed a year ago: a lastmod has whole seconds, and a post changed in
		// the second of the publish below would leave the index's lastmod where it was.
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->posts} SET post_modified = %s, post_modified_gmt = %s", gmdate( 'Y-m-d H:i:s', time() - YEAR_IN_SECONDS ), gmdate( 'Y-m-d H:i:s', time() - YEAR_IN_SECONDS ) ) );
		wp_cache_flush();
		$this->post_locs();
		$before = $this->index_lastmod( 'post-post' );
		// Dates have whole seconds and are never later than now: the publish lands in a later second.
		sleep( 1 );
		$draft = self::factory()->post->create( array( 'post_status' => 'draft' ) );
		$this->assertNotContains( get_permalink( $draft ), $this->post_locs() );

		wp_publish_post( $draft );
		$this->assertContains( get_permalink( $draft ), $this->post_locs() );
		$this->assertGreaterThan( $before, $this->index_lastmod( 'post-post' ) );
	}

	/**
	 * What changed while the plugin was deactivated reached no listener of ours: its activation makes
	 * every stored copy stale (an outside audit found a post published meanwhile missing from the
	 * sitemap a quarter of an hour after the plugin came back).
	 */
	public function test_what_changed_while_deactivated_shows_after_activation(): void {
		$this->post_locs();
		global $wpdb;
		// Published while we were off: no hook of ours ran.
		$wpdb->insert(
			$wpdb->posts,
			array(
				'post_title'            => 'Written meanwhile',
				'post_name'             => 'written-meanwhile',
				'post_status'           => 'publish',
				'post_type'             => 'post',
				'post_date'             => current_time( 'mysql' ),
				'post_date_gmt'         => current_time( 'mysql', true ),
				'post_modified'         => current_time( 'mysql' ),
				'post_modified_gmt'     => current_time( 'mysql', true ),
				'post_content'          => '',
				'post_excerpt'          => '',
				'to_ping'               => '',
				'pinged'                => '',
				'post_content_filtered' => '',
			)
		);
		$meanwhile = (int) $wpdb->insert_id;
		clean_post_cache( $meanwhile );
		$this->assertNotContains( get_permalink( $meanwhile ), $this->post_locs(), 'the stored copy, as before' );

		\Sightline\Lifecycle::activate_site();
		$this->assertContains( get_permalink( $meanwhile ), $this->post_locs() );
	}

	public function test_a_post_published_into_an_archive_moves_its_lastmod_on_the_next_request(): void {
		register_post_type(
			'book',
			array(
				'public'      => true,
				'has_archive' => true,
				'rewrite'     => array( 'slug' => 'book' ),
			)
		);
		$this->reset_groups();
		$old = self::factory()->post->create(
			array(
				'post_type'     => 'book',
				'post_date'     => '2024-03-04 05:06:07',
				'post_date_gmt' => '2024-03-04 05:06:07',
			)
		);
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_modified_gmt' => '2024-03-04 05:06:07' ), array( 'ID' => $old ) );
		clean_post_cache( $old );
		$archive = get_post_type_archive_link( 'book' );
		$this->assertSame( '2024-03-04T05:06:07+00:00', $this->lastmods( $this->fetch( '/sitemap-archives-1.xml' )['body'] )[ $archive ] ?? null );

		$new = self::factory()->post->create( array( 'post_type' => 'book' ) );
		$this->assertSame(
			Paginator::timestamp( get_post( $new )->post_modified_gmt ),
			strtotime( $this->lastmods( $this->fetch( '/sitemap-archives-1.xml' )['body'] )[ $archive ] ?? '' ),
			'the stored copy was rendered again'
		);
	}

	/**
	 * A stamp is one more than the last when changes share a second, so a burst of saves (an import)
	 * runs the stamps ahead of the clock. What is printed never is: no lastmod in the index and no
	 * Last-Modified later than the answer; the ETag still tells each version from the next.
	 */
	public function test_no_lastmod_is_later_than_the_answer_after_a_burst_of_changes(): void {
		for ( $i = 0; $i < 30; $i++ ) {
			self::factory()->post->create();
		}
		$this->assertGreaterThan( time() + 10, Plugin::get( State::class )->latest(), 'the stamps ran ahead of the clock' );

		$index = $this->fetch( '/sitemap_index.xml' );
		$now   = time();
		$this->assertNotEmpty( $this->lastmods( $index['body'] ) );
		foreach ( $this->lastmods( $index['body'] ) as $loc => $lastmod ) {
			$this->assertLessThanOrEqual( $now, strtotime( $lastmod ), $loc );
		}
		$this->assertLessThanOrEqual( $now, strtotime( $index['headers']['Last-Modified'] ?? '' ), 'the index\'s Last-Modified' );
		$page = $this->server()->respond( 'post-post', 1 );
		$this->assertLessThanOrEqual( time(), strtotime( $page['headers']['Last-Modified'] ), 'a page\'s Last-Modified' );
		$this->assertSame( 304, $this->server()->respond( 'post-post', 1, null, $page['headers']['ETag'] )['status'], 'its version, exactly' );

		self::factory()->post->create();
		$this->assertSame( 200, $this->server()->respond( 'post-post', 1, null, $page['headers']['ETag'] )['status'], 'the next change, in the same second' );
	}

	public function test_updating_a_slug_shows_on_the_next_request(): void {
		$post = self::factory()->post->create( array( 'post_name' => 'old-slug' ) );
		$this->assertContains( home_url( '/old-slug/' ), $this->post_locs() );
		wp_update_post(
			array(
				'ID'        => $post,
				'post_name' => 'new-slug',
			)
		);
		$locs = $this->post_locs();
		$this->assertContains( home_url( '/new-slug/' ), $locs );
		$this->assertNotContains( home_url( '/old-slug/' ), $locs );
	}

	/**
	 * A redirect rule changes what the stored page lists on the next request (the early copy too), and
	 * so do its changes: turned off and on, its source moved away and back, removed. A new target moves
	 * no stamp: the same addresses are left out.
	 */
	public function test_a_redirect_rule_shows_on_the_next_request_and_so_does_its_removal(): void {
		$post      = self::factory()->post->create();
		$redirects = Plugin::get( \Sightline\Redirects\Redirects::class );
		$early     = Plugin::get( \Sightline\Sitemaps\Early_Answer::class );
		$this->assertContains( get_permalink( $post ), $this->post_locs() );
		$this->assertNotNull( $early->find( '/sitemap-post-post-1.xml' ), 'the page is stored' );

		$rule = $this->redirect_rule( array( 'source' => $this->path( (string) get_permalink( $post ) ) ) );
		Plugin::get( State::class )->reset();
		$this->assertNull( $early->find( '/sitemap-post-post-1.xml' ), 'the early copy is stale' );
		$this->assertNotContains( get_permalink( $post ), $this->post_locs(), 'the rule answers it' );

		$state  = Plugin::get( State::class );
		$before = $state->latest();
		$this->assertIsArray( $redirects->update( (int) $rule['id'], array( 'target' => '/another/' ) ) );
		$state->reset();
		$this->assertSame( $before, $state->latest(), 'a new target leaves the sitemaps as they are' );

		$this->assertSame( 1, $redirects->set_enabled( array( (int) $rule['id'] ), false ) );
		$this->assertContains( get_permalink( $post ), $this->post_locs(), 'the rule is off' );
		$this->assertSame( 1, $redirects->set_enabled( array( (int) $rule['id'] ), true ) );
		$this->assertNotContains( get_permalink( $post ), $this->post_locs(), 'on again' );
		$this->assertIsArray( $redirects->update( (int) $rule['id'], array( 'source' => '/somewhere-else/' ) ) );
		$this->assertContains( get_permalink( $post ), $this->post_locs(), 'the rule answers another address' );
		$this->assertIsArray( $redirects->update( (int) $rule['id'], array( 'source' => $this->path( (string) get_permalink( $post ) ) ) ) );
		$this->assertNotContains( get_permalink( $post ), $this->post_locs(), 'its address again' );

		$this->assertSame( 1, $redirects->delete( array( (int) $rule['id'] ) ) );
		$this->assertContains( get_permalink( $post ), $this->post_locs(), 'the rule is gone' );
	}

	public function test_trashing_and_deleting_remove_the_post(): void {
		$trashed = self::factory()->post->create();
		$deleted = self::factory()->post->create();
		$this->assertContains( get_permalink( $trashed ), $this->post_locs() );
		$before = $this->index_lastmod( 'post-post' );
		sleep( 1 ); // As above: the removal lands in a later second.

		$link = get_permalink( $trashed );
		wp_trash_post( $trashed );
		$this->assertNotContains( $link, $this->post_locs() );
		$this->assertGreaterThan( $before, $this->index_lastmod( 'post-post' ), 'a removal moves lastmod too' );

		$link = get_permalink( $deleted );
		wp_delete_post( $deleted, true );
		$this->assertNotContains( $link, $this->post_locs() );
	}

	public function test_noindexing_a_post_removes_it_and_un_noindexing_brings_it_back(): void {
		$post = self::factory()->post->create();
		$this->assertContains( get_permalink( $post ), $this->post_locs() );
		update_post_meta( $post, Object_Meta::key( 'robots_noindex' ), 'on' );
		$this->assertNotContains( get_permalink( $post ), $this->post_locs() );
		delete_post_meta( $post, Object_Meta::key( 'robots_noindex' ) );
		$this->assertContains( get_permalink( $post ), $this->post_locs() );
	}

	public function test_term_changes_show_on_the_next_request(): void {
		$term = self::factory()->category->create( array( 'slug' => 'first-slug' ) );
		wp_set_object_terms( self::factory()->post->create(), array( $term ), 'category' );
		$locs = $this->locs( $this->fetch( '/sitemap-tax-category-1.xml' )['body'] );
		$this->assertContains( home_url( '/category/first-slug/' ), $locs );

		wp_update_term( $term, 'category', array( 'slug' => 'second-slug' ) );
		$locs = $this->locs( $this->fetch( '/sitemap-tax-category-1.xml' )['body'] );
		$this->assertContains( home_url( '/category/second-slug/' ), $locs );
		$this->assertNotContains( home_url( '/category/first-slug/' ), $locs );

		update_term_meta( $term, Object_Meta::key( 'robots_noindex' ), 'on' );
		$this->assertNotContains( home_url( '/category/second-slug/' ), $this->locs( $this->fetch( '/sitemap-tax-category-1.xml' )['body'] ) );
	}

	public function test_settings_changes_apply_at_once(): void {
		$post = self::factory()->post->create();
		$this->assertContains( get_permalink( $post ), $this->post_locs() );
		$this->update_settings( array( 'no_index' => array( 'post' ) ) );
		$this->assertSame( 404, $this->fetch( '/sitemap-post-post-1.xml' )['status'], 'no post left to list' );
		$this->assertNotContains( home_url( '/sitemap-post-post-1.xml' ), $this->locs( $this->fetch( '/sitemap_index.xml' )['body'] ) );
	}

	/**
	 * A settings save re-renders every page but keeps the groups' page boundaries, which take a read of
	 * every listed post to compute (seconds at a million posts), unless it changes what the group lists
	 * (new permalinks, the images setting or another group's setting do not); a full regeneration
	 * computes them again.
	 */
	public function test_a_settings_save_keeps_the_page_boundaries_unless_it_changes_what_is_listed(): void {
		$post = self::factory()->post->create();
		$this->fetch( '/sitemap_index.xml' );
		$this->fetch( '/sitemap-post-post-1.xml' );
		$state      = Plugin::get( State::class );
		$summary    = $this->boundaries()->cached( 'post-post' );
		$boundaries = $state->summary_stamp( 'post-post' );
		$page       = $state->page_stamp( 'post-post', 1 );
		$this->assertNotNull( $summary );

		$this->update_settings( array( 'separator' => '|' ) );
		$state->reset();
		$this->assertSame( $boundaries, $state->summary_stamp( 'post-post' ), 'the boundaries keep their stamp' );
		$this->assertSame( $summary, $this->boundaries()->cached( 'post-post' ), 'and their stored copy' );
		$this->assertGreaterThan( $page, $state->page_stamp( 'post-post', 1 ), 'every page renders again' );
		$this->assertContains( get_permalink( $post ), $this->post_locs() );

		// New addresses and the images: every page prints again, from the same boundaries.
		$page = $state->page_stamp( 'post-post', 1 );
		$this->set_permalink_structure( '/archives/%post_id%/' );
		$this->update_settings( array( 'enable_xml_image_sitemap' => ! Plugin::get( Settings::class )->get( 'enable_xml_image_sitemap' ) ) );
		$state->reset();
		$this->assertSame( $summary, $this->boundaries()->cached( 'post-post' ), 'the addresses and images leave the boundaries stored' );
		$this->assertGreaterThan( $page, $state->page_stamp( 'post-post', 1 ) );
		$this->assertContains( home_url( "/archives/{$post}/" ), $this->post_locs(), 'the pages print the new addresses' );
		$this->assertStringContainsString( home_url( '/sitemap-post-post-1.xml' ), $this->fetch( '/sitemap_index.xml' )['body'] );

		// Another group's setting keeps them; the group's own moves them.
		$tag = self::factory()->tag->create();
		wp_set_post_tags( $post, array( $tag ), true );
		$this->fetch( '/sitemap_index.xml' );
		$summary = $this->boundaries()->cached( 'post-post' );
		$this->assertNotNull( $summary );
		$this->assertNotNull( $this->boundaries()->cached( 'tax-post_tag' ) );
		$this->update_settings( array( 'no_index' => array( 'post_tag' ) ) );
		$this->assertSame( $summary, $this->boundaries()->cached( 'post-post' ), 'the tags noindexed keep the posts\' boundaries' );
		$this->assertNull( $this->boundaries()->cached( 'tax-post_tag' ), 'and move the tags\'' );
		$this->assertContains( get_permalink( $post ), $this->post_locs() );
		$this->assertSame( 404, $this->fetch( '/sitemap-tax-post_tag-1.xml' )['status'], 'tags are noindexed by default now' );
		$this->update_settings( array( 'no_index' => array( 'post' ) ) );
		$this->assertNull( $this->boundaries()->cached( 'post-post' ), 'a setting that decides what the group lists moves them' );
		$this->assertSame( 404, $this->fetch( '/sitemap-post-post-1.xml' )['status'], 'posts are noindexed by default now' );

		$this->server()->regenerate();
		$state->reset();
		$this->assertGreaterThan( $boundaries, $state->summary_stamp( 'post-post' ), 'a regeneration computes them again' );
	}

	/**
	 * New addresses (permalinks, a front page) change what every page prints though no entry's own date
	 * moved: each page's Last-Modified moves on, so a conditional request made before gets the new page.
	 */
	public function test_new_addresses_move_every_pages_last_modified(): void {
		$post  = self::factory()->post->create();
		$first = $this->server()->respond( 'post-post', 1 );
		$since = $first['headers']['ETag'];
		$this->assertSame( 304, $this->server()->respond( 'post-post', 1, null, $since )['status'], 'unchanged so far' );

		$this->set_permalink_structure( '/archives/%post_id%/' );
		Plugin::get( State::class )->reset();
		$after = $this->server()->respond( 'post-post', 1, null, $since );
		$this->assertSame( 200, $after['status'], 'a crawler\'s conditional request after new permalinks' );
		$this->assertStringContainsString( home_url( "/archives/{$post}/" ), $after['body'] );

		$front   = self::factory()->post->create( array( 'post_type' => 'page' ) );
		$address = (string) get_permalink( $front );
		$since   = $this->server()->respond( 'post-page', 1 )['headers']['ETag'];
		$this->assertStringContainsString( $address, $this->server()->respond( 'post-page', 1 )['body'] );
		update_option( 'page_on_front', $front );
		update_option( 'show_on_front', 'page' );
		Plugin::get( State::class )->reset();
		$pages = $this->server()->respond( 'post-page', 1, null, $since );
		$this->assertNotSame( 304, $pages['status'], 'the pages\' sitemap after a new front page' );
		$this->assertStringNotContainsString( $address, $pages['body'], 'the front page is listed as the home page' );
	}

	/**
	 * Entries added or removed: the next summary keeps the pages before the first one touched and
	 * computes the rest from that page's first key (publishing reads the last page's rows, not every
	 * listed post), and equals the summary computed from scratch after every kind of change.
	 */
	public function test_a_summary_is_resumed_from_the_first_page_a_change_touched(): void {
		add_filter( 'sightline_sitemap_page_size', static fn() => 3 );
		$this->reset_groups();
		$ids      = self::factory()->post->create_many( 7 ); // With Hello world!: pages of 3, 3 and 2.
		$provider = Plugin::get( \Sightline\Sitemaps\Registry::class )->provider( 'post-post' );
		$this->assertInstanceOf( \Sightline\Sitemaps\Post_Type_Provider::class, $provider );
		$this->boundaries()->get( 'post-post' );

		$listed  = array();
		$capture = static function ( $query ) use ( &$listed ) {
			if ( is_string( $query ) && preg_match( '/AND p\.ID (>=?) (\d+) AND p\.ID <= /', $query, $match ) ) {
				$listed[] = (int) $match[2] + ( '>' === $match[1] ? 1 : 0 );
			}
			return $query;
		};
		$check   = function ( string $change, bool $resumed ) use ( $provider, &$listed, $capture ): void {
			$stored = ( new \Sightline\Sitemaps\Store() )->get_any( 'summary-post-post' );
			$old    = null === $stored ? null : json_decode( $stored[1], true );
			$listed = array();
			add_filter( 'query', $capture );
			$pages = $this->boundaries()->get( 'post-post' );
			remove_filter( 'query', $capture );
			$this->assertSame( $provider->pages( 'post-post', 3 ), $pages, "{$change}: the same pages as computed from scratch" );
			$this->assertNotEmpty( $listed, "{$change}: the summary was computed again" );
			if ( $resumed ) {
				$this->assertGreaterThan( 1, min( $listed ), "{$change}: resumed, not read from the first post" );
				$this->assertSame( array_slice( (array) $old, 0, 1 ), array_slice( $pages, 0, 1 ), "{$change}: the first page kept as stored" );
			} else {
				$this->assertSame( 1, min( $listed ), "{$change}: read from the first post" );
			}
		};

		self::factory()->post->create();
		$check( 'a post published', true );
		wp_trash_post( $ids[3] ); // Page 2.
		$check( 'a post of page 2 trashed', true );
		wp_untrash_post( $ids[3] );
		wp_publish_post( $ids[3] );
		$check( 'the post back', true );
		update_post_meta( $ids[0], Object_Meta::key( 'robots_noindex' ), 'on' ); // Page 1.
		$check( 'a post of page 1 noindexed', false );
		foreach ( array( 5, 6 ) as $index ) {
			wp_trash_post( $ids[ $index ] );
		}
		$check( 'two posts of the last pages trashed', true );
	}

	/**
	 * A taxonomy's page boundaries are kept or resumed as a post type's are: a post published into a
	 * tag that already holds posts, a tag renamed or an empty tag created keep them (only the page that
	 * holds the tag renders again); a tag that gets its first post, loses its last one, is noindexed or
	 * is deleted resumes them from its page. Every summary equals one computed from scratch. Before,
	 * each of these changes read every tag again (half a second at 100,000 tags).
	 */
	public function test_a_tag_change_keeps_or_resumes_the_tag_sitemaps_boundaries(): void {
		add_filter( 'sightline_sitemap_page_size', static fn() => 3 );
		$this->reset_groups();
		$tags  = array();
		$posts = array();
		for ( $i = 0; $i < 8; $i++ ) { // Pages of 3, 3 and 2 tags, each tag with its own post.
			$tags[ $i ]  = self::factory()->tag->create( array( 'name' => "Tag {$i}" ) );
			$posts[ $i ] = self::factory()->post->create( array( 'tags_input' => array( get_term( $tags[ $i ] )->slug ) ) );
		}
		$server   = $this->server();
		$provider = Plugin::get( \Sightline\Sitemaps\Registry::class )->provider( 'tax-post_tag' );
		$this->assertInstanceOf( \Sightline\Sitemaps\Taxonomy_Provider::class, $provider );
		$this->assertCount( 3, $this->boundaries()->get( 'tax-post_tag' ) );

		$read    = array();
		$capture = static function ( $query ) use ( &$read ) {
			if ( is_string( $query ) && preg_match( "/WHERE t\\.taxonomy = 'post_tag' AND t\\.count > 0 AND t\\.term_id > (\\d+)/", $query, $match ) ) {
				$read[] = (int) $match[1];
			}
			return $query;
		};
		// How the next summary comes: 'kept' (no tag read), 'resumed' (read from a later tag on) or 'whole'.
		$check   = function ( string $change, string $how ) use ( $provider, &$read, $capture ): void {
			$read = array();
			add_filter( 'query', $capture );
			$pages = $this->boundaries()->get( 'tax-post_tag' );
			remove_filter( 'query', $capture );
			$scratch = $provider->pages( 'tax-post_tag', 3 );
			$this->assertSame( array_column( $scratch, 'start' ), array_column( $pages, 'start' ), "{$change}: the same boundaries as computed from scratch" );
			$this->assertSame( array_column( $scratch, 'count' ), array_column( $pages, 'count' ), "{$change}: the same sizes as computed from scratch" );
			// A kept page's newer lastmod is its stamp's (what the index and the page print).
			$state = Plugin::get( State::class );
			foreach ( $scratch as $number => $page ) {
				$this->assertGreaterThanOrEqual( $page['lastmod'], max( $pages[ $number ]['lastmod'], $state->page_stamp( 'tax-post_tag', $number + 1 ) ), "{$change}: page " . ( $number + 1 ) . "'s lastmod" );
			}
			if ( 'kept' === $how ) {
				$this->assertSame( array(), $read, "{$change}: the stored boundaries serve" );
			} elseif ( 'resumed' === $how ) {
				$this->assertNotEmpty( $read, "{$change}: computed again" );
				$this->assertGreaterThan( 0, min( $read ), "{$change}: resumed, not read from the first tag" );
			} else {
				$this->assertSame( 0, min( $read ), "{$change}: read from the first tag" );
			}
		};
		$page_of = static fn( int $tag ): string => $server->respond( 'tax-post_tag', $tag <= $tags[2] ? 1 : ( $tag <= $tags[5] ? 2 : 3 ) )['body'];

		self::factory()->post->create( array( 'tags_input' => array( get_term( $tags[4] )->slug ) ) );
		$check( 'a post published into a tag of page 2 that holds one', 'kept' );

		wp_update_term( $tags[1], 'post_tag', array( 'slug' => 'renamed-tag' ) );
		$check( 'a tag of page 1 renamed', 'kept' );
		$this->assertStringContainsString( '/renamed-tag/', $page_of( $tags[1] ), 'its page lists the new address' );

		self::factory()->tag->create( array( 'name' => 'Empty' ) );
		$check( 'an empty tag created', 'kept' );

		self::factory()->post->create( array( 'tags_input' => array( 'brand-new' ) ) );
		$check( 'a post published into a new tag', 'resumed' );
		$this->assertStringContainsString( '/brand-new/', $server->respond( 'tax-post_tag', 3 )['body'], 'the new tag is listed' );

		wp_trash_post( $posts[3] );
		$check( 'the only post of a tag of page 2 trashed', 'resumed' );
		$this->assertStringNotContainsString( get_term_link( $tags[3] ), $page_of( $tags[4] ), 'the emptied tag is gone' );

		wp_set_post_tags( $posts[5], array( get_term( $tags[6] )->slug ) ); // Tag 5 loses its post, tag 6 gains one.
		$check( 'a post moved from a tag of page 2 to one of page 3', 'resumed' );

		wp_delete_term( $tags[7], 'post_tag' );
		$check( 'a tag of page 3 that held a post deleted', 'resumed' );

		// A post no sitemap lists still counts in its tags: its tag joins when it is published.
		$quiet = self::factory()->post->create(
			array(
				'post_status' => 'draft',
				'tags_input'  => array( 'quiet' ),
			)
		);
		update_post_meta( $quiet, Object_Meta::key( 'robots_noindex' ), 'on' );
		$check( 'a noindexed draft in a new tag', 'kept' );
		wp_publish_post( $quiet );
		$check( 'the noindexed draft published', 'resumed' );
		$this->assertStringContainsString( '/quiet/', implode( '', array_map( static fn( int $page ): string => $server->respond( 'tax-post_tag', $page )['body'], array( 1, 2, 3 ) ) ), 'its tag is listed' );

		update_term_meta( $tags[0], Object_Meta::key( 'robots_noindex' ), 'on' );
		$check( 'a tag of page 1 noindexed', 'whole' );
	}

	public function test_the_notes_of_moved_boundaries_reach_back_fifty_changes(): void {
		$state = Plugin::get( State::class );
		$state->bump_group( 'post-post' );
		$since = $state->summary_stamp( 'post-post' );
		for ( $change = 1; $change <= 50; $change++ ) {
			$state->bump_pages( 'post-post', array( 60 - $change, 61 - $change ), true );
		}
		$this->assertSame( 10, $state->boundaries_moved_from( 'post-post', $since ), 'the first page any of the 50 touched' );
		$state->bump_pages( 'post-post', array( 70 ), true );
		$this->assertNull( $state->boundaries_moved_from( 'post-post', $since ), 'the 51st change: the notes no longer reach back' );
		$state->bump_group( 'post-post' );
		$this->assertNull( $state->boundaries_moved_from( 'post-post', $since ), 'a change of the whole group' );
	}

	public function test_stamps_stored_before_the_boundaries_had_their_own_keep_their_summaries(): void {
		update_option(
			State::OPTION,
			array(
				'all'    => 1700000000,
				'groups' => array(),
			)
		);
		$state = Plugin::get( State::class );
		$state->reset();
		$this->assertSame( 1700000000, $state->summary_stamp( 'post-post' ) );
		$this->assertSame( 1700000000, $state->page_stamp( 'post-post', 1 ) );
	}

	public function test_warm_requests_run_no_sql(): void {
		self::factory()->post->create();
		$server = $this->server();
		$server->respond( 'index', 1 );
		$server->respond( 'post-post', 1 );
		global $wpdb;
		$queries = $wpdb->num_queries;
		$index   = $server->respond( 'index', 1 );
		$page    = $server->respond( 'post-post', 1 );
		$this->assertSame( 0, $wpdb->num_queries - $queries, 'served from the cache' );
		$this->assertSame( 200, $index['status'] );
		$this->assertStringContainsString( '<urlset', $page['body'] );
	}

	public function test_an_edit_touches_only_its_page_and_a_removal_only_the_pages_from_it_on(): void {
		add_filter( 'sightline_sitemap_page_size', static fn() => 2 );
		$this->reset_groups();
		$ids = self::factory()->post->create_many( 5 ); // With Hello world!: pages [1, a], [b, c], [d, e].
		foreach ( array( 1, 2, 3 ) as $page ) {
			$this->server()->page( 'post-post', $page );
		}
		$state  = Plugin::get( State::class );
		$stamps = static function () use ( $state ) {
			$state->reset();
			return array_map( static fn( $page ) => $state->page_stamp( 'post-post', $page ), array( 1, 2, 3 ) );
		};
		$before = $stamps();

		wp_update_post(
			array(
				'ID'           => $ids[1],
				'post_content' => 'Edited',
			)
		); // Page 2.
		$after = $stamps();
		$this->assertSame( $before[0], $after[0], 'page 1 untouched' );
		$this->assertGreaterThan( $before[1], $after[1], 'page 2 re-renders' );
		$this->assertSame( $before[2], $after[2], 'page 3 untouched' );

		$before = $stamps();
		wp_trash_post( $ids[1] );
		$after = $stamps();
		$this->assertSame( $before[0], $after[0], 'page 1 untouched by a removal on page 2' );
		$this->assertGreaterThan( $before[1], $after[1] );
		$this->assertGreaterThan( $before[2], $after[2], 'page 3 shifts' );

		$all = array();
		foreach ( array( 1, 2, 3 ) as $page ) {
			$all = array_merge( $all, $this->locs( (string) $this->server()->page( 'post-post', $page )['body'] ) );
		}
		$this->assertCount( 5, $all, 'no entry lost or repeated after the shift' );
	}

	public function test_affected_pages(): void {
		$pages = array(
			array(
				'start'   => 1,
				'lastmod' => 0,
				'count'   => 2,
			),
			array(
				'start'   => 10,
				'lastmod' => 0,
				'count'   => 2,
			),
			array(
				'start'   => 20,
				'lastmod' => 0,
				'count'   => 1,
			),
		);
		$this->assertSame( array( 2 ), Stale_Pages::affected_pages( $pages, 15, false ) );
		$this->assertSame( array( 2, 3, 4 ), Stale_Pages::affected_pages( $pages, 10, true ) );
		$this->assertSame( array( 3, 4 ), Stale_Pages::affected_pages( $pages, 99, true ), 'a new post at the end' );
		$this->assertSame( array( 1, 2, 3, 4 ), Stale_Pages::affected_pages( $pages, 5, true ) );
	}
}
