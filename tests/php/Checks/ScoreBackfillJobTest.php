<?php
/**
 * The scores' backfill job: posts written without scoring (before activation, or by a migration's
 * bulk write) get the scores a save stores, drafts and pages too, attachments never; a job cut off
 * resumes from its cursor; full batches schedule the next and a short one ends the job with nothing
 * left scheduled; a post that has its scores is not written again; activation starts it once (and
 * resumes it), deactivation stops it, a finished migration starts it over on every post (a post
 * scored before the migration is scored again on what it now holds); `wp sightline scores
 * backfill` runs it to its end in its own process and leaves nothing scheduled; a post with nothing to
 * score is marked so and not read again by the next run; GET scores/backfill shows the progress.
 *
 * @package Sightline
 */

namespace Sightline\Tests\Checks;

use Sightline\Checks\Post_Analysis;
use Sightline\Checks\Score\Score_Backfill_Job;
use Sightline\Checks\Score\Score_Store;
use Sightline\Checks\Score\Scores_Command;
use Sightline\Plugin;
use Sightline\Settings\Object_Meta;
use Sightline\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Sitemaps/fake-wp-cli.php';

final class ScoreBackfillJobTest extends TestCase {

	private const CONTENT = '<!-- wp:paragraph --><p>Garden tools make garden work lighter. A good spade lasts for years. Keep the blade clean and dry. Oil the handle once a year. Store it in a shed.</p><!-- /wp:paragraph -->';

	protected function setUp(): void {
		parent::setUp();
		// The install's own posts (Hello world, the sample page) have no scores either: scored first (rolled back with the test), so each test counts only its own posts.
		Score_Backfill_Job::start();
		do {
			$this->job()->run();
		} while ( 'running' === Score_Backfill_Job::progress()['status'] );
		delete_option( Score_Backfill_Job::OPTION );
		wp_clear_scheduled_hook( Score_Backfill_Job::HOOK );
	}

	protected function tearDown(): void {
		wp_clear_scheduled_hook( Score_Backfill_Job::HOOK );
		delete_option( Score_Backfill_Job::OPTION );
		parent::tearDown();
	}

	/** A post written as a migration writes it: inside a bulk write, so Score_Store scores nothing. */
	private function unscored( array $args = array() ): int {
		do_action( 'sightline_bulk_write_start' );
		$id = self::factory()->post->create( $args + array( 'post_content' => self::CONTENT ) );
		do_action( 'sightline_bulk_write_end' );
		$this->assertSame( array( 'seo' => null, 'readability' => null ), Score_Store::of( $id ), 'written without scores' );
		return $id;
	}

	/** @return array{seo: int|null, readability: int|null} What a save stores for this post. */
	private function saved_scores( int $post_id ): array {
		wp_update_post( array( 'ID' => $post_id ) );
		return Score_Store::of( $post_id );
	}

	private function job(): Score_Backfill_Job {
		return Plugin::get( Score_Backfill_Job::class );
	}

	public function test_posts_without_scores_get_the_scores_a_save_stores(): void {
		$posts      = array(
			$this->unscored( array( 'post_title' => 'Garden tools that last' ) ),
			$this->unscored(
				array(
					'post_title'  => 'A draft about spades',
					'post_status' => 'draft',
				)
			),
			$this->unscored(
				array(
					'post_title' => 'About the shop',
					'post_type'  => 'page',
				)
			),
		);
		$attachment = self::factory()->attachment->create( array( 'post_title' => 'A spade' ) );
		Score_Backfill_Job::start();
		// As WP-Cron does: the event is taken off the schedule before it runs.
		wp_clear_scheduled_hook( Score_Backfill_Job::HOOK );
		$this->job()->run();

		$progress = Score_Backfill_Job::progress();
		$this->assertSame( 'done', $progress['status'], 'a short batch is the last' );
		$this->assertSame( 3, $progress['scored'] );
		$this->assertFalse( wp_next_scheduled( Score_Backfill_Job::HOOK ), 'nothing left to schedule' );
		$this->assertSame( array( 'seo' => null, 'readability' => null ), Score_Store::of( $attachment ), 'a type without scores' );
		foreach ( $posts as $post ) {
			$stored = Score_Store::of( $post );
			$this->assertIsInt( $stored['seo'] );
			$this->assertSame( $this->saved_scores( $post ), $stored, 'the same numbers a save stores' );
		}

		$this->job()->run();
		$this->assertSame( $progress, Score_Backfill_Job::progress(), 'a finished job does nothing when run again' );
	}

	public function test_the_job_resumes_from_its_cursor_and_schedules_batch_after_batch(): void {
		$first  = $this->unscored( array( 'post_title' => 'Older post one' ) );
		$second = $this->unscored( array( 'post_title' => 'Older post two' ) );

		// A job cut off after its first batch: its cursor says where to go on.
		Score_Backfill_Job::start();
		update_option( Score_Backfill_Job::OPTION, array( 'cursor' => $first ) + get_option( Score_Backfill_Job::OPTION ), false );
		wp_clear_scheduled_hook( Score_Backfill_Job::HOOK );
		$this->job()->run();
		$this->assertNull( Score_Store::of( $first )['seo'], 'before the cursor: left to the earlier batch' );
		$this->assertIsInt( Score_Store::of( $second )['seo'] );
		$this->assertSame( $second, Score_Backfill_Job::progress()['cursor'] );

		// Started over: BATCH posts without scores, a full batch schedules the next, the short one ends it.
		for ( $i = 1; $i < Score_Backfill_Job::BATCH; $i++ ) {
			$this->unscored( array( 'post_title' => 'Batch post ' . $i ) );
		}
		Score_Backfill_Job::start();
		$this->job()->run();
		$this->assertSame( 'running', Score_Backfill_Job::progress()['status'] );
		$this->assertSame( Score_Backfill_Job::BATCH, Score_Backfill_Job::progress()['scored'], 'the one with scores is not in the batch' );
		$this->assertNotFalse( wp_next_scheduled( Score_Backfill_Job::HOOK ), 'a full batch schedules the next' );
		wp_clear_scheduled_hook( Score_Backfill_Job::HOOK );
		$this->job()->run();
		$this->assertSame( 'done', Score_Backfill_Job::progress()['status'] );
		$this->assertSame( Score_Backfill_Job::BATCH, Score_Backfill_Job::progress()['scored'] );
		$this->assertFalse( wp_next_scheduled( Score_Backfill_Job::HOOK ) );
	}

	public function test_a_post_saved_while_the_job_runs_is_not_written_again(): void {
		$saved   = self::factory()->post->create(
			array(
				'post_title'   => 'Saved in the editor',
				'post_content' => self::CONTENT,
			)
		);
		$scores  = Score_Store::of( $saved );
		$older   = $this->unscored( array( 'post_title' => 'Older post' ) );
		$written = array();
		$watch   = static function ( $meta_id, $post_id ) use ( &$written ): void {
			$written[] = (int) $post_id;
		};
		add_action( 'added_post_meta', $watch, 10, 2 );
		add_action( 'updated_post_meta', $watch, 10, 2 );
		Score_Backfill_Job::start();
		$this->job()->run();
		remove_action( 'added_post_meta', $watch );
		remove_action( 'updated_post_meta', $watch );

		$this->assertIsInt( $scores['seo'] );
		$this->assertSame( $scores, Score_Store::of( $saved ) );
		$this->assertNotContains( $saved, $written, 'its scores are as its save stored them' );
		$this->assertContains( $older, $written );
		$this->assertSame( 1, Score_Backfill_Job::progress()['scored'] );
	}

	public function test_activation_starts_it_once_and_a_finished_migration_starts_it_over(): void {
		do_action( 'sightline_activated', false );
		$this->assertSame( 'running', Score_Backfill_Job::progress()['status'] );
		$this->assertNotFalse( wp_next_scheduled( Score_Backfill_Job::HOOK ) );

		do_action( 'sightline_deactivated', false );
		$this->assertFalse( wp_next_scheduled( Score_Backfill_Job::HOOK ), 'stopped with the plugin' );
		update_option( Score_Backfill_Job::OPTION, array( 'cursor' => 7 ) + get_option( Score_Backfill_Job::OPTION ), false );
		do_action( 'sightline_activated', false );
		$this->assertSame( 7, Score_Backfill_Job::progress()['cursor'], 'a second activation resumes, it does not start over' );
		$this->assertNotFalse( wp_next_scheduled( Score_Backfill_Job::HOOK ) );

		update_option( Score_Backfill_Job::OPTION, array( 'status' => 'done' ) + get_option( Score_Backfill_Job::OPTION ), false );
		wp_clear_scheduled_hook( Score_Backfill_Job::HOOK );
		do_action( 'sightline_activated', false );
		$this->assertFalse( wp_next_scheduled( Score_Backfill_Job::HOOK ), 'a finished job is not run again by activation' );

		do_action( 'sightline_migration_completed', 'wordpress-seo' );
		$this->assertSame( 'running', Score_Backfill_Job::progress()['status'] );
		$this->assertSame( 0, Score_Backfill_Job::progress()['cursor'], 'the migrated posts are looked at from the first' );
		$this->assertNotFalse( wp_next_scheduled( Score_Backfill_Job::HOOK ) );
	}

	public function test_after_a_migration_a_post_scored_before_it_is_scored_on_what_it_now_holds(): void {
		$id     = self::factory()->post->create(
			array(
				'post_title'   => 'Garden tools that last',
				'post_content' => self::CONTENT,
			)
		);
		$before = Score_Store::of( $id );
		$this->assertIsInt( $before['seo'], 'scored at its save, before the migration' );
		// The migration writes a focus keyphrase inside its bulk write: no score is stored then.
		do_action( 'sightline_bulk_write_start' );
		update_post_meta( $id, '_sightline_focus_keyword', 'garden tools' );
		do_action( 'sightline_bulk_write_end' );
		$this->assertSame( $before, Score_Store::of( $id ), 'the migration itself scores nothing' );

		do_action( 'sightline_migration_completed', 'wordpress-seo' );
		$this->assertTrue( Score_Backfill_Job::progress()['all'] );
		do {
			$this->job()->run();
		} while ( 'running' === Score_Backfill_Job::progress()['status'] );

		$after = Score_Store::of( $id );
		$this->assertNotSame( $before['seo'], $after['seo'], 'the focus keyphrase now counts in the SEO score' );
		$this->assertSame( $after, $this->saved_scores( $id ), 'as a save scores it' );
	}

	public function test_the_command_runs_every_batch_and_leaves_nothing_scheduled(): void {
		$posts = array();
		for ( $i = 0; $i <= Score_Backfill_Job::BATCH; $i++ ) {
			$posts[] = $this->unscored( array( 'post_title' => 'Imported post ' . $i ) );
		}
		\WP_CLI::$messages = array();
		Plugin::get( Scores_Command::class )->backfill( array(), array() );

		foreach ( $posts as $post ) {
			$this->assertIsInt( Score_Store::of( $post )['seo'] );
		}
		$this->assertSame( 'done', Score_Backfill_Job::progress()['status'] );
		$this->assertFalse( wp_next_scheduled( Score_Backfill_Job::HOOK ), 'WP-Cron has nothing to repeat' );
		$this->assertSame( array( 'log', sprintf( 'Scored %d posts, up to post %d.', Score_Backfill_Job::BATCH, $posts[ Score_Backfill_Job::BATCH - 1 ] ) ), \WP_CLI::$messages[0] );
		$this->assertSame( array( 'success', sprintf( 'Done: %d posts without scores scored by this run.', count( $posts ) ) ), end( \WP_CLI::$messages ) );
	}

	/** Runs the job from the start to its end, as WP-Cron would, and gives its progress. */
	private function run_to_the_end(): array {
		Score_Backfill_Job::start();
		do {
			wp_clear_scheduled_hook( Score_Backfill_Job::HOOK );
			$this->job()->run();
		} while ( 'running' === Score_Backfill_Job::progress()['status'] );
		return Score_Backfill_Job::progress();
	}

	public function test_a_post_with_nothing_to_score_is_not_read_again_by_the_next_run(): void {
		$empty = $this->unscored( array( 'post_title' => 'Every check ignored' ) );
		// Nothing to score: the author ignored every check the SEO score counts.
		$analysis = Plugin::get( Post_Analysis::class )->of( get_post( $empty ) );
		$ids      = array_column( array_merge( $analysis['checks'], $analysis['keyphrases']['focus'] ), 'id' );
		do_action( 'sightline_bulk_write_start' );
		update_post_meta( $empty, Object_Meta::key( 'ignored_checks' ), $ids );
		do_action( 'sightline_bulk_write_end' );
		$scored = $this->unscored( array( 'post_title' => 'Garden tools that last' ) );

		$this->assertSame( 2, $this->run_to_the_end()['scored'], 'the first run reads both' );
		$this->assertNull( Score_Store::of( $empty )['seo'], 'legitimately empty' );
		$this->assertSame( '1', get_post_meta( $empty, Score_Store::EMPTY_KEY, true ), 'marked as having nothing to score' );
		$this->assertSame( '', get_post_meta( $scored, Score_Store::EMPTY_KEY, true ) );

		$this->assertSame( 0, $this->run_to_the_end()['scored'], 'the next run reads neither' );

		// Once the author takes the ignores back, a save scores it and takes the mark off.
		delete_post_meta( $empty, Object_Meta::key( 'ignored_checks' ) );
		wp_update_post( array( 'ID' => $empty ) );
		$this->assertIsInt( Score_Store::of( $empty )['seo'] );
		$this->assertSame( '', get_post_meta( $empty, Score_Store::EMPTY_KEY, true ) );

		// After a migration every post is read again, marked or not.
		update_post_meta( $empty, Score_Store::EMPTY_KEY, '1' );
		Score_Backfill_Job::start_all();
		wp_clear_scheduled_hook( Score_Backfill_Job::HOOK );
		$this->job()->run();
		$this->assertGreaterThanOrEqual( 2, Score_Backfill_Job::progress()['scored'] );
		$this->assertSame( '', get_post_meta( $empty, Score_Store::EMPTY_KEY, true ), 'read again and scored' );
	}

	public function test_the_progress_route_shows_what_is_done_and_what_is_left(): void {
		$route = '/sightline/v1/scores/backfill';
		$this->assertRestError( 401, 'rest_forbidden', $this->rest( 'GET', $route ) );
		$this->assertRestError( 403, 'rest_forbidden', $this->rest( 'GET', $route, array(), 'subscriber' ) );
		$none = $this->rest( 'GET', $route, array(), 'contributor' );
		$this->assertSame( 200, $none->get_status() );
		$this->assertKeepsContract( 'rest-score-backfill', $none->get_data() );
		$this->assertSame( 'not_started', $none->get_data()['status'] );

		for ( $i = 0; $i < 3; $i++ ) {
			$this->unscored( array( 'post_title' => 'Older post ' . $i ) );
		}
		Score_Backfill_Job::start();
		$running = $this->rest( 'GET', $route, array(), 'editor' )->get_data();
		$this->assertKeepsContract( 'rest-score-backfill', $running );
		$this->assertSame( array( 'running', 0, 3, false ), array( $running['status'], $running['scored'], $running['remaining'], $running['all'] ) );
		$this->assertSame( 0, $running['finished'] );
		$this->assertFalse( $running['remaining_more'] );

		// The count stops past its cap: the dashboard asks on each view, and a million posts left would be read whole.
		$counts = array();
		$spy    = static function ( $query ) use ( &$counts ) {
			if ( is_string( $query ) && str_starts_with( ltrim( $query ), 'SELECT COUNT(*) FROM ( SELECT p.ID' ) ) {
				$counts[] = $query;
			}
			return $query;
		};
		add_filter( 'sightline_scores_backfill_count_cap', static fn() => 2 );
		add_filter( 'query', $spy );
		$capped = $this->rest( 'GET', $route, array(), 'editor' )->get_data();
		remove_filter( 'query', $spy );
		remove_all_filters( 'sightline_scores_backfill_count_cap' );
		$this->assertKeepsContract( 'rest-score-backfill', $capped );
		$this->assertSame( array( 2, true ), array( $capped['remaining'], $capped['remaining_more'] ) );
		$this->assertCount( 1, $counts );
		$this->assertMatchesRegularExpression( '/LIMIT 3 \) counted$/', trim( $counts[0] ) );

		wp_clear_scheduled_hook( Score_Backfill_Job::HOOK );
		$this->rest( 'GET', $route, array(), 'editor' );
		$this->assertNotFalse( wp_next_scheduled( Score_Backfill_Job::HOOK ), 'a lost event is scheduled again when the progress is asked' );

		wp_clear_scheduled_hook( Score_Backfill_Job::HOOK );
		$this->job()->run();
		$done = $this->rest( 'GET', $route, array(), 'editor' )->get_data();
		$this->assertSame( array( 'done', 3, 0 ), array( $done['status'], $done['scored'], $done['remaining'] ) );
		$this->assertGreaterThan( 0, $done['finished'] );

		$schema = $this->rest( 'OPTIONS', $route, array(), 'editor' )->get_data()['schema'];
		$this->assertSame( 'rest-score-backfill', $schema['title'] );
	}
}
