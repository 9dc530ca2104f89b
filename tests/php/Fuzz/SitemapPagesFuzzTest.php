<?php
/**
 * Generated sequences of content changes against the sitemap pages of a big group: posts trashed,
 * restored, drafts published, new posts, posts noindexed and indexed again, a request for the summary
 * after some changes and not others (so several changes meet in one recount). After each summary every
 * listed post is on exactly one page, in key order, each page holds its range's posts and stays within
 * the page size; now and then, and at the end, every page is rendered and its addresses compared.
 *
 * Pages of two posts and about 30 pages, so changes in the middle are counted on their page alone
 * (Sitemaps\Page_Recount) and changes near the end recompute from their page. Deterministic: the seed
 * is SIGHTLINE_FUZZ_SEED or self::SEED, and a failure prints it with the step. It found a stored page
 * served stale after its range had moved to another page number and back (seed 9): a page's stored
 * copy is now keyed by its lastmod too, which a recount raises (Server::page(), Page_Recount).
 *
 * @package Sightline
 */

namespace Sightline\Tests\Fuzz;

use Sightline\Plugin;
use Sightline\Settings\Object_Meta;
use Sightline\Sitemaps\Registry;
use Sightline\Sitemaps\Server;
use Sightline\Sitemaps\State;
use Sightline\Tests\Sitemaps\Sitemap_TestCase;

require_once __DIR__ . '/class-seeded-random.php';
require_once dirname( __DIR__ ) . '/Sitemaps/Sitemap_TestCase.php';

final class SitemapPagesFuzzTest extends Sitemap_TestCase {

	/** The seed that found the stale page (see above); SIGHTLINE_FUZZ_SEED tries others. */
	private const SEED = 9;

	private const PER_PAGE = 2;

	private const STEPS = 60;

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'sightline_sitemap_page_size', static fn() => self::PER_PAGE );
		Plugin::get( Registry::class )->reset();
	}

	public function test_generated_changes_keep_every_listed_post_on_exactly_one_page(): void {
		$seed   = (int) ( getenv( 'SIGHTLINE_FUZZ_SEED' ) ?: self::SEED );
		$random = new Seeded_Random( Seeded_Random::derive( $seed, 'sitemap-pages' ) );
		$ids    = array();
		for ( $i = 0; $i < 64; $i++ ) { // About 30 pages of 2, some drafts among them.
			$ids[] = self::factory()->post->create(
				array(
					'post_status' => $random->chance( 0.1 ) ? 'draft' : 'publish',
					'post_name'   => "fuzz-{$i}", // A draft keeps it: every address names one post.
				)
			);
		}
		$this->boundaries()->get( 'post-post' );

		for ( $step = 1; $step <= self::STEPS; $step++ ) {
			$change = $this->change( $random, $ids );
			$where  = "seed {$seed} (SIGHTLINE_FUZZ_SEED={$seed} replays it), step {$step}: {$change}";
			if ( $random->chance( 0.6 ) ) {
				$this->assertPagesHoldTheListedPosts( $where );
			}
			if ( $random->chance( 0.15 ) ) {
				$this->assertRenderedPagesListThePosts( $where );
			}
		}
		$this->assertPagesHoldTheListedPosts( "seed {$seed}, at the end" );
		$this->assertRenderedPagesListThePosts( "seed {$seed}, at the end" );
	}

	/**
	 * One change of the content, picked at random; returns what it did.
	 *
	 * @param list<int> $ids
	 */
	private function change( Seeded_Random $random, array &$ids ): string {
		$pick = static fn( string $status ) => get_posts(
			array(
				'post_type'      => 'post',
				'post_status'    => $status,
				'posts_per_page' => 200,
				'fields'         => 'ids',
				'orderby'        => 'ID',
				'order'          => 'ASC',
			)
		);
		$kind = $random->pick( array( 'trash', 'trash', 'restore', 'draft', 'new', 'noindex', 'index' ) );
		$from = match ( $kind ) {
			'trash', 'noindex' => $pick( 'publish' ),
			'restore' => $pick( 'trash' ),
			'draft' => $pick( 'draft' ),
			'index' => array_map( 'intval', $GLOBALS['wpdb']->get_col( $GLOBALS['wpdb']->prepare( "SELECT post_id FROM {$GLOBALS['wpdb']->postmeta} WHERE meta_key = %s AND meta_value = 'on'", Object_Meta::key( 'robots_noindex' ) ) ) ),
			default => array(),
		};
		if ( 'new' === $kind || ! $from ) {
			$ids[] = self::factory()->post->create( array( 'post_name' => 'fuzz-' . count( $ids ) ) );
			return 'a new post';
		}
		$post = (int) $random->pick( array_values( $from ) );
		switch ( $kind ) {
			case 'trash':
				wp_trash_post( $post );
				break;
			case 'restore':
				wp_untrash_post( $post );
				wp_publish_post( $post );
				break;
			case 'draft':
				wp_publish_post( $post );
				break;
			case 'noindex':
				update_post_meta( $post, Object_Meta::key( 'robots_noindex' ), 'on' );
				break;
			default:
				delete_post_meta( $post, Object_Meta::key( 'robots_noindex' ) );
		}
		return "{$kind} {$post}";
	}

	/**
	 * The posts the sitemap lists now, in key order, as computed from the database.
	 *
	 * @return list<int>
	 */
	private function listed(): array {
		global $wpdb;
		return array_map(
			'intval',
			$wpdb->get_col(
				$wpdb->prepare(
					"SELECT ID FROM {$wpdb->posts} WHERE post_type = 'post' AND post_status = 'publish' AND post_password = ''
					AND ID NOT IN ( SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value = 'on' ) ORDER BY ID",
					Object_Meta::key( 'robots_noindex' )
				)
			)
		);
	}

	private function assertPagesHoldTheListedPosts( string $where ): void {
		Plugin::get( State::class )->reset();
		$pages  = $this->boundaries()->get( 'post-post' );
		$listed = $this->listed();
		$this->assertSame( count( $listed ), array_sum( array_column( $pages, 'count' ) ), "{$where}: the pages count every listed post" );
		$offset = 0;
		foreach ( $pages as $number => $page ) {
			$label = "{$where}: page " . ( $number + 1 );
			$this->assertGreaterThanOrEqual( 1, $page['count'], "{$label} is not empty" );
			$this->assertLessThanOrEqual( self::PER_PAGE, $page['count'], "{$label} fits the page size" );
			$this->assertSame( $listed[ $offset ] ?? null, $page['start'], "{$label} starts at its first post" );
			$next = $pages[ $number + 1 ]['start'] ?? PHP_INT_MAX;
			$held = array_filter( $listed, static fn( int $id ): bool => $id >= $page['start'] && $id < $next );
			$this->assertCount( $page['count'], $held, "{$label} holds its range's posts" );
			$offset += $page['count'];
		}
	}

	private function assertRenderedPagesListThePosts( string $where ): void {
		Plugin::get( State::class )->reset();
		$server = Plugin::get( Server::class );
		$locs   = array();
		foreach ( array_keys( $this->boundaries()->get( 'post-post' ) ) as $number ) {
			$xml = $server->respond( 'post-post', $number + 1 )['body'];
			preg_match_all( '#<loc>([^<]+)</loc>#', $xml, $matches );
			$locs = array_merge( $locs, $matches[1] );
		}
		$this->assertSame( array_map( static fn( int $id ): string => (string) get_permalink( $id ), $this->listed() ), $locs, "{$where}: every page rendered lists its posts, each once, in order" );
	}
}
