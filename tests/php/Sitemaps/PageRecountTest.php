<?php
/**
 * In a big group, an entry that joins or leaves the middle changes only the page whose range holds it:
 * only that page is counted again, the pages after it keep their stored copies, and every listed entry
 * stays on exactly one page. A page that empties goes, one that outgrows the page size splits in two,
 * and a page whose number now names other entries tells a crawler it changed.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Sitemaps;

use Sightline\Plugin;
use Sightline\Sitemaps\Page_Recount;
use Sightline\Sitemaps\Registry;
use Sightline\Sitemaps\State;

require_once __DIR__ . '/Sitemap_TestCase.php';

final class PageRecountTest extends Sitemap_TestCase {

	private const PER_PAGE = 2;

	/** @var list<array{0: int, 1: int}> Key ranges the summary read, [from, upto]. */
	private array $ranges = array();

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'sightline_sitemap_page_size', static fn() => self::PER_PAGE );
		$this->reset_groups();
	}

	public function test_a_post_joining_or_leaving_the_middle_counts_only_its_page_again(): void {
		$ids = array();
		for ( $i = 0; $i < 40; $i++ ) { // With Hello world!: 40 listed posts, 20 pages; post 7 a draft.
			$ids[ $i ] = self::factory()->post->create( array( 'post_status' => 7 === $i ? 'draft' : 'publish' ) );
		}
		$this->backdate_posts();
		$server = $this->server();
		$this->assertCount( 20, $this->boundaries()->get( 'post-post' ) );
		$this->render_every_page( 'post-post' );

		// Page 3 holds posts 3 and 4.
		wp_trash_post( $ids[3] );
		$pages = $this->summary_read( 'post-post', 'post 3 trashed' );
		$this->assertCount( 20, $pages, 'no page added or lost' );
		$this->assertSame( 1, $pages[2]['count'], 'page 3 holds one post now' );
		$this->assertSame( $ids[4], $pages[2]['start'] );
		global $wpdb;
		$queries = $wpdb->num_queries;
		$this->assertStringContainsString( get_permalink( $ids[5] ), $server->respond( 'post-post', 4 )['body'] );
		$this->assertSame( 0, $wpdb->num_queries - $queries, 'page 4 keeps its stored copy' );
		$this->assertListsEveryPostOnce( 'post 3 trashed' );

		// The draft's key falls in page 4's range (posts 5 and 6), which is full: it splits in two.
		$state = Plugin::get( State::class );
		$state->reset();
		$before_split = $server->respond( 'post-post', 6 )['headers']['ETag'];
		$this->assertSame( 304, $server->respond( 'post-post', 6, null, $before_split )['status'], 'page 6 unchanged so far' );
		wp_publish_post( $ids[7] );
		$pages = $this->summary_read( 'post-post', 'the draft published into a full page' );
		$this->assertCount( 21, $pages, 'the full page split' );
		$this->assertSame( array( 2, 1 ), array( $pages[3]['count'], $pages[4]['count'] ) );
		$this->assertListsEveryPostOnce( 'the draft published' );
		// Page 6 named posts 10 and 11 before; it names posts 8 and 9 now, which a year-old lastmod would hide.
		$this->assertSame( 200, $server->respond( 'post-post', 6, null, $before_split )['status'], 'a renumbered page says it changed' );

		// Page 10 of 21 holds posts 16 and 17: both leave, and the page goes.
		wp_trash_post( $ids[16] );
		wp_trash_post( $ids[17] );
		$pages = $this->summary_read( 'post-post', 'a whole page trashed' );
		$this->assertCount( 20, $pages, 'the emptied page went' );
		$this->assertListsEveryPostOnce( 'a whole page trashed' );

		$new = self::factory()->post->create();
		$this->summary_read( 'post-post', 'a new post published' );
		$this->assertContains( get_permalink( $new ), $this->every_loc( 'post-post' ) );
		$this->assertListsEveryPostOnce( 'a new post published' );
	}

	public function test_a_tag_losing_its_only_post_in_the_middle_counts_only_its_page_again(): void {
		$tags  = array();
		$posts = array();
		for ( $i = 0; $i < 30; $i++ ) { // 15 pages of two tags, each tag with its own post.
			$tags[ $i ]  = self::factory()->tag->create( array( 'name' => "Tag {$i}" ) );
			$posts[ $i ] = self::factory()->post->create( array( 'tags_input' => array( get_term( $tags[ $i ] )->slug ) ) );
		}
		$this->assertCount( 15, $this->boundaries()->get( 'tax-post_tag' ) );
		$this->render_every_page( 'tax-post_tag' );

		wp_trash_post( $posts[4] ); // Page 3 holds tags 4 and 5.
		$pages = $this->summary_read( 'tax-post_tag', 'the only post of tag 4 trashed' );
		$this->assertSame( array( $tags[5], 1 ), array( $pages[2]['start'], $pages[2]['count'] ) );
		$this->assertSame( $tags[6], $pages[3]['start'], 'page 4 kept its range' );

		wp_trash_post( $posts[5] );
		$pages = $this->summary_read( 'tax-post_tag', 'the only post of tag 5 trashed' );
		$this->assertCount( 14, $pages, 'the emptied page went' );
		$locs = $this->every_loc( 'tax-post_tag' );
		$this->assertSame( array_map( static fn( int $tag ): string => (string) get_term_link( $tag ), array_values( array_diff_key( $tags, array( 4 => 0, 5 => 0 ) ) ) ), $locs, 'every tag with a post, once, in order' );
	}

	public function test_few_pages_after_a_change_keep_every_page_full(): void {
		$this->assertTrue( Page_Recount::counts_page_alone( 20, 10 ) );
		$this->assertFalse( Page_Recount::counts_page_alone( 20, 11 ), 'nine pages after it: recomputed from it on' );
		$this->assertFalse( Page_Recount::counts_page_alone( 3, 1 ) );
		$pages = array(
			array( 'start' => 5, 'lastmod' => 0, 'count' => 2 ),
			array( 'start' => 10, 'lastmod' => 0, 'count' => 2 ),
			array( 'start' => 20, 'lastmod' => 0, 'count' => 2 ),
		);
		$this->assertSame( array( 0, 0, 1, 1, 2, 2 ), array_map( static fn( int $key ): int => Page_Recount::index_of( $pages, $key ), array( 1, 9, 10, 19, 20, 99 ) ) );
	}

	/**
	 * The summary, recording which key ranges it read, and checking it read only the pages a change
	 * touched (a few pages' rows, not the pages from it on).
	 *
	 * @return list<array{start: int, lastmod: int, count: int}>
	 */
	private function summary_read( string $group, string $change ): array {
		$this->ranges = array();
		$capture      = function ( $query ) {
			if ( is_string( $query ) && preg_match( '/(?:p\.ID|t\.term_id) (>=?) (\d+) AND (?:p\.ID <= (\d+)|t\.term_id < (\d+))/', $query, $match ) ) {
				$upto           = isset( $match[4] ) && '' !== $match[4] ? (int) $match[4] - 1 : (int) $match[3];
				$this->ranges[] = array( (int) $match[2] + ( '>' === $match[1] ? 1 : 0 ), $upto );
			}
			return $query;
		};
		add_filter( 'query', $capture );
		$pages = $this->boundaries()->get( $group );
		remove_filter( 'query', $capture );
		$this->assertNotEmpty( $this->ranges, "{$change}: the summary was counted again" );
		$listed = $this->listed_keys( $group );
		$read   = 0;
		foreach ( $this->ranges as $range ) {
			$read += count( array_filter( $listed, static fn( int $key ): bool => $key >= $range[0] && $key <= $range[1] ) );
		}
		$this->assertLessThanOrEqual( 3 * self::PER_PAGE, $read, "{$change}: read its page's rows, not the pages after it" );
		$this->assertSame( count( $listed ), array_sum( array_column( $pages, 'count' ) ), "{$change}: the pages count every listed entry" );
		foreach ( $pages as $number => $page ) {
			$this->assertGreaterThanOrEqual( 1, $page['count'], "{$change}: page " . ( $number + 1 ) . ' is not empty' );
			$this->assertLessThanOrEqual( self::PER_PAGE, $page['count'], "{$change}: page " . ( $number + 1 ) . ' fits the page size' );
		}
		return $pages;
	}

	private function assertListsEveryPostOnce( string $change ): void {
		$expected = array_map( 'get_permalink', $this->listed_keys( 'post-post' ) );
		$this->assertSame( $expected, $this->every_loc( 'post-post' ), "{$change}: every listed post once, in order" );
	}

	/**
	 * The keys a group lists now, as computed from scratch.
	 *
	 * @return list<int>
	 */
	private function listed_keys( string $group ): array {
		global $wpdb;
		if ( 'post-post' === $group ) {
			return array_map( 'intval', $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' ORDER BY ID" ) );
		}
		return array_map( 'intval', $wpdb->get_col( "SELECT term_id FROM {$wpdb->term_taxonomy} WHERE taxonomy = 'post_tag' AND count > 0 ORDER BY term_id" ) );
	}

	/**
	 * Every <loc> of every page of a group, as the pages are served.
	 *
	 * @return list<string>
	 */
	private function every_loc( string $group ): array {
		$locs = array();
		foreach ( array_keys( $this->boundaries()->get( $group ) ) as $number ) {
			$locs = array_merge( $locs, $this->locs( $this->server()->respond( $group, $number + 1 )['body'] ) );
		}
		return $locs;
	}

	private function render_every_page( string $group ): void {
		$this->every_loc( $group );
		Plugin::get( State::class )->reset();
		Plugin::get( Registry::class )->reset();
	}

	/** The posts last changed a year ago, so a page's own entries cannot make its lastmod recent. */
	private function backdate_posts(): void {
		global $wpdb;
		$year_ago = gmdate( 'Y-m-d H:i:s', time() - YEAR_IN_SECONDS );
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->posts} SET post_modified = %s, post_modified_gmt = %s", $year_ago, $year_ago ) );
		wp_cache_flush();
	}
}
