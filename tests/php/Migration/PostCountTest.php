<?php
/**
 * The count of a source's posts (Post_Count) that the settings app's listing and `wp sightline migrate`
 * show: made in bounded steps of primary-key ranges probed in the source's meta, never one query over
 * every row of it (seconds at a million posts); exact on a small site; on a large one finished across
 * requests, said to be a lower bound until then, and never shown as exact once posts it counted changed.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Migration;

use Sightline\Migration\Detector;
use Sightline\Migration\Migrate_Command;
use Sightline\Migration\Migrator;
use Sightline\Migration\Post_Count;
use Sightline\Migration\Source_Interface;
use Sightline\Plugin;
use Sightline\Tests\TestCase;

final class PostCountTest extends TestCase {

	/** @var list<int> */
	private array $ids = array();

	private Source_Interface $source;

	protected function setUp(): void {
		parent::setUp();
		delete_option( Post_Count::OPTION );
		$this->source = Plugin::get( Detector::class )->source( 'wordpress-seo' );
	}

	/** Posts with Yoast data, in id order. */
	private function yoast_posts( int $count ): void {
		foreach ( self::factory()->post->create_many( $count ) as $id ) {
			update_post_meta( $id, '_yoast_wpseo_title', 'Yoast title ' . $id );
			$this->ids[] = $id;
		}
	}

	/** Posts without source data, written in bulk (a site larger than a request's budget of the count). */
	private static function plain_posts( int $count ): void {
		global $wpdb;
		$now = current_time( 'mysql' );
		for ( $done = 0; $done < $count; $done += 1000 ) {
			$rows = array();
			$end  = min( $count, $done + 1000 );
			for ( $i = $done; $i < $end; $i++ ) {
				$rows[] = $wpdb->prepare( '(1, %s, %s, %s, %s, %s, %s, %s, %s, %s)', $now, $now, '', 'Plain ' . $i, '', 'publish', $now, $now, 'post' );
			}
			$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_modified, post_modified_gmt, post_type) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB
		}
	}

	/**
	 * More rows of Yoast data than a source with few posts has (Abstract_Source::few_posts()), on no post
	 * (post id 0): the source's posts are then counted and listed by the walk of the posts, as on a site
	 * where most posts have its data, while the posts with its data stay the test's own.
	 */
	private static function many_source_rows(): void {
		global $wpdb;
		for ( $done = 0; $done <= 20000; $done += 1000 ) {
			$rows = array_fill( 0, 1000, "(0, '_yoast_wpseo_title', 'Orphan')" );
			$wpdb->query( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB
		}
	}

	/**
	 * The listing's first page counts by primary-key ranges probed by post id, never by a query over
	 * every row of the source's meta (the count and the first page's ids were each `p.ID IN (SELECT
	 * post_id FROM wp_postmeta WHERE meta_key LIKE …)`: a full read of the meta table, seconds at a
	 * million posts), and on a small site its total is exact.
	 */
	public function test_the_listing_first_page_counts_in_bounded_steps_never_over_the_whole_meta(): void {
		global $wpdb;
		$this->yoast_posts( 7 );
		$answer = null;
		$sent   = self::queries_sent(
			function () use ( &$answer ) {
				$answer = Plugin::get( Migrator::class )->page( $this->source, 'posts', 1, 3 );
			}
		);
		$this->assertSame( 7, $answer['pagination']['total_items'] );
		$this->assertSame( 3, $answer['pagination']['total_pages'] );
		$this->assertSame( array_slice( $this->ids, 0, 3 ), $answer['data']['post']['post_ids'] );
		$this->assertSame( array(), array_values( preg_grep( '/\bIN\s*\(\s*SELECT\b|\bEXISTS\s*\(|COUNT\s*\(/i', $sent ) ), 'no count and no subquery over the source\'s rows' );
		foreach ( $sent as $query ) {
			if ( str_contains( $query, $wpdb->postmeta ) && str_contains( $query, 'yoast' ) ) {
				$this->assertMatchesRegularExpression( '/\bpost_id IN \([\d,]+\)|\bLIMIT \d+$/', $query, 'the meta is probed by post ids, or read up to a limit' );
			}
		}
	}

	/**
	 * A large site where few posts have the source's data: the first page reads the source's own rows
	 * (one query that stops at a limit) and probes their posts, exact, and does not walk every post.
	 */
	public function test_a_large_site_with_few_source_posts_lists_and_counts_them_from_their_rows(): void {
		self::plain_posts( Post_Count::REQUEST_STEPS * Post_Count::STEP + 10 );
		$this->yoast_posts( 3 );
		$answer = null;
		$sent   = self::queries_sent(
			function () use ( &$answer ) {
				$answer = Plugin::get( Migrator::class )->page( $this->source, 'posts', 1 );
			}
		);
		$this->assertSame( 3, $answer['pagination']['total_items'] );
		$this->assertSame( 1, $answer['pagination']['total_pages'] );
		$this->assertSame( $this->ids, $answer['data']['post']['post_ids'] );
		$this->assertSame( array(), array_values( preg_grep( '/ORDER BY p\.ID LIMIT/', $sent ) ), 'no walk of the posts' );
		$this->assertLessThan( 10, count( $sent ) );
	}

	/**
	 * A request spends a bounded number of steps on the count: on a site larger than that, the count
	 * stops where its budget ends, says it is a lower bound, and the next request goes on from there
	 * (each step one range of at most STEP posts and one probe of their ids) until it is exact.
	 */
	public function test_a_count_larger_than_a_request_goes_on_from_where_the_last_stopped(): void {
		self::many_source_rows();
		$this->yoast_posts( 2 );
		self::plain_posts( 2 * Post_Count::STEP + 10 );
		$this->yoast_posts( 3 );
		$counts = Plugin::get( Post_Count::class );

		$first = null;
		$sent  = self::queries_sent(
			function () use ( $counts, &$first ) {
				$first = $counts->total( $this->source, 1 );
			}
		);
		$this->assertSame(
			array(
				'total' => 2,
				'exact' => false,
			),
			$first
		);
		$ranges = preg_grep( '/ORDER BY p\.ID LIMIT ' . Post_Count::STEP . '$/', $sent );
		$this->assertCount( 1, $ranges, 'one step: one range of posts' );

		$this->assertFalse( $counts->total( $this->source, 1 )['exact'] );
		$this->assertSame(
			array(
				'total' => 5,
				'exact' => true,
			),
			$counts->total( $this->source, 1 ),
			'the third step reads the last posts'
		);
	}

	/** A loaded server that spends the request's time at once still takes the sure steps: a few thousand posts get their exact total. */
	public function test_a_slow_request_still_counts_a_few_thousand_posts_exactly(): void {
		self::many_source_rows();
		$this->yoast_posts( 2 );
		self::plain_posts( 2 * Post_Count::STEP + 10 );
		$this->yoast_posts( 3 );
		$this->assertSame(
			array(
				'total' => 5,
				'exact' => true,
			),
			Plugin::get( Post_Count::class )->total( $this->source, Post_Count::REQUEST_STEPS, 0.0 ),
			'three steps within the sure steps, with no time left after the first'
		);
	}

	/**
	 * On a site larger than a request's budget the count is stored: read again, it costs two queries (the
	 * bounded read that tells a source with few rows, the highest post id), a post added since is counted by going on from the last id read, and a change to
	 * a post the count has passed (source meta added or deleted, the post deleted) throws it away, so the
	 * next answer is a lower bound, never the old total as exact. Our own meta (the migration's writes)
	 * and other plugins' keep it.
	 */
	public function test_a_stored_count_is_never_shown_as_exact_after_its_posts_changed(): void {
		self::many_source_rows();
		$this->yoast_posts( 3 );
		self::plain_posts( Post_Count::REQUEST_STEPS * Post_Count::STEP + 10 );
		$this->yoast_posts( 2 );
		$counts = Plugin::get( Post_Count::class );
		$whole  = static fn( Source_Interface $source ) => $counts->total( $source, PHP_INT_MAX, 1e9 );
		$this->assertSame(
			array(
				'total' => 5,
				'exact' => true,
			),
			$whole( $this->source )
		);
		$this->assertSame( $this->source->count_posts(), 5 );

		$again = null;
		$sent  = self::queries_sent(
			function () use ( $counts, &$again ) {
				$again = $counts->total( $this->source );
			}
		);
		$this->assertSame( 5, $again['total'] );
		$this->assertTrue( $again['exact'] );
		$this->assertCount( 2, $sent, 'a stored count: the source\'s rows read up to the limit of a source with few, the highest post id, nothing else' );

		// A new post with source data: counted from the last id read on.
		$this->yoast_posts( 1 );
		$new  = null;
		$sent = self::queries_sent(
			function () use ( $counts, &$new ) {
				$new = $counts->total( $this->source );
			}
		);
		$this->assertSame(
			array(
				'total' => 6,
				'exact' => true,
			),
			$new
		);
		$this->assertCount( 1, preg_grep( '/ORDER BY p\.ID LIMIT/', $sent ), 'one step from the last id, not the whole walk again' );

		// Our own meta (the migration's writes) and another plugin's on a counted post: the stored count stays.
		update_post_meta( $this->ids[0], '_sightline_title', 'Ours' );
		update_post_meta( $this->ids[0], '_thumbnail_id', '5' );
		delete_post_meta( $this->ids[0], '_thumbnail_id' );
		$this->assertSame( 6, $counts->total( $this->source, 0 )['total'] );
		$this->assertTrue( $counts->total( $this->source, 0 )['exact'] );

		// Source data added to a post the count had passed: never the old total as exact.
		$old = self::factory()->post->create();
		wp_update_post(
			array(
				'ID'          => $old,
				'post_status' => 'publish',
			)
		);
		$this->assertTrue( $counts->total( $this->source )['exact'] );
		$this->assertSame( 6, $whole( $this->source )['total'] );
		update_post_meta( $old, '_yoast_wpseo_metadesc', 'Now with Yoast data' );
		$this->assertFalse( $counts->total( $this->source, 1 )['exact'], 'a post the count had passed changed: not exact' );
		$this->assertSame( 7, $whole( $this->source )['total'] );
		$this->assertSame( $this->source->count_posts(), 7 );

		// A counted post deleted.
		wp_delete_post( $this->ids[1], true );
		$this->assertFalse( $counts->total( $this->source, 1 )['exact'] );
		$this->assertSame( 6, $whole( $this->source )['total'] );
	}

	/**
	 * A listing whose count is not finished on page 1 (a site larger than a request's budget) still lists
	 * every post: each full page says there is a page after it, each page goes on with the count, and the
	 * settings app, reading pages while the answer says there are more, lists every post once; the totals
	 * said exact are exact.
	 */
	public function test_a_listing_larger_than_a_request_lists_every_post_while_it_counts(): void {
		self::many_source_rows();
		$this->yoast_posts( 4 );
		self::plain_posts( Post_Count::REQUEST_STEPS * Post_Count::STEP + 10 );
		$this->yoast_posts( 4 );
		$migrator = Plugin::get( Migrator::class );
		$listed   = array();
		$page     = 1;
		$pages    = 1;
		$inexact  = 0;
		do {
			$answer = $migrator->page( $this->source, 'posts', $page, 3 );
			$listed = array_merge( $listed, $answer['data']['post']['post_ids'] ?? array() );
			$state  = get_option( Post_Count::OPTION )['wordpress-seo'];
			$full   = 3 === count( $answer['data']['post']['post_ids'] ?? array() );
			if ( ! $state['done'] && $full ) {
				++$inexact;
				$this->assertGreaterThan( $page, $answer['pagination']['total_pages'], 'a full page before the count is finished: one more page' );
				$this->assertGreaterThan( count( $listed ), $answer['pagination']['total_items'] );
			} else {
				$this->assertSame( 8, $answer['pagination']['total_items'], 'the count finished, or the listing walked to the last post' );
			}
			$pages = $answer['pagination']['total_pages'];
			++$page;
		} while ( $page <= $pages );
		$this->assertGreaterThan( 0, $inexact, 'page 1 left the count unfinished' );
		$this->assertSame( $this->ids, $listed );
		$this->assertSame( 3, $pages );
	}

	/**
	 * The command migrates every post it walks and prints the total: on a small site the count, exact, sizes
	 * its progress; the record of the finished migration holds the posts, terms and settings counted.
	 */
	public function test_the_command_reports_the_right_total(): void {
		require_once dirname( __DIR__ ) . '/Sitemaps/fake-wp-cli.php';
		add_filter( 'sightline_migration_transactions', '__return_false' );
		$this->yoast_posts( 5 );
		\WP_CLI::$messages = array();
		Plugin::get( Migrate_Command::class )( array( 'wordpress-seo' ), array( 'batch' => '2' ) );
		$this->assertSame( array( 'success', 'Migration finished.' ), end( \WP_CLI::$messages ) );
		$table = json_decode( (string) current( array_filter( \WP_CLI::$messages, static fn( $message ) => 'table' === $message[0] ) )[1], true );
		$this->assertSame( 6, $table[0]['value'], 'five posts and the settings' );
		$this->assertSame( 5 + 1, get_option( Migrator::STATE_OPTION )['wordpress-seo']['items'] );
		foreach ( $this->ids as $id ) {
			$this->assertSame( 'wordpress-seo', get_post_meta( $id, Migrator::MARK_KEY, true ) );
		}
	}

	/**
	 * On a site larger than a request's budget the command starts at once: it says the count so far is a
	 * lower bound, migrates every post to the last (not only as many as counted), prints the count its
	 * walk made and records it.
	 */
	public function test_the_command_on_a_large_site_migrates_every_post_and_prints_the_count_it_walked(): void {
		self::many_source_rows();
		require_once dirname( __DIR__ ) . '/Sitemaps/fake-wp-cli.php';
		add_filter( 'sightline_migration_transactions', '__return_false' );
		self::plain_posts( Post_Count::REQUEST_STEPS * Post_Count::STEP + 10 );
		$this->yoast_posts( 3 );
		\WP_CLI::$messages = array();
		Plugin::get( Migrate_Command::class )( array( 'wordpress-seo' ), array( 'batch' => '2' ) );
		$this->assertContains( array( 'log', 'Posts with data to migrate: at least 0 (counted as they are migrated).' ), \WP_CLI::$messages );
		$this->assertContains( array( 'log', 'Posts with data to migrate: 3.' ), \WP_CLI::$messages );
		$this->assertSame( array( 'success', 'Migration finished.' ), end( \WP_CLI::$messages ) );
		foreach ( $this->ids as $id ) {
			$this->assertSame( 'wordpress-seo', get_post_meta( $id, Migrator::MARK_KEY, true ) );
		}
		$this->assertSame( 3 + 1, get_option( Migrator::STATE_OPTION )['wordpress-seo']['items'] );
	}
}
