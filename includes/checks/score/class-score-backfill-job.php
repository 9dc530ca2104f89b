<?php
/**
 * Stores the scores of the posts that have none yet (saved before Sightline was activated), in the
 * background: a WP-Cron event scores up to BATCH posts without a stored SEO score after the cursor
 * (the last post id looked at, kept in OPTION) and schedules the next batch, until a batch comes back
 * short; then it schedules nothing more. After a migration, which writes meta (focus keyphrases,
 * titles, descriptions) without scoring, the job goes over every post (`all`): a post scored before
 * the migration is scored again on what it now holds. Scoring goes through Score_Store::store(), the same run as a save, which writes only
 * the scores that changed: a post saved while the job runs is either skipped (it has its score now)
 * or scored to the same numbers, never written twice with different ones.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Score_Backfill_Job implements Hookable_Interface {

	public const HOOK = 'sightline_scores_backfill_batch';

	/** Not autoloaded: array{status: 'running'|'done', cursor: int, scored: int, started: int, all?: bool, finished?: int}. */
	public const OPTION = 'sightline_scores_backfill_job';

	/** Posts per batch: each runs the whole analysis, so fewer than the link index takes. */
	public const BATCH = 50;

	/**
	 * @param \Closure(): Score_Store $store
	 */
	public function __construct( private \Closure $store ) {}

	public function add_hooks(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		add_action( 'sightline_activated', array( self::class, 'start_once' ) );
		// A migration writes meta without scoring (its posts keep what they had): score every post again.
		add_action( 'sightline_migration_completed', array( self::class, 'start_all' ) );
		// Stopped with the plugin; activation resumes it from its cursor.
		add_action( 'sightline_deactivated', array( self::class, 'stop' ) );
	}

	public static function stop(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Starts the job from the first post (a job under way starts over).
	 *
	 * @param bool $all Every post (after a migration), not only those without scores.
	 */
	public static function start( bool $all = false ): void {
		update_option(
			self::OPTION,
			array(
				'status'  => 'running',
				'cursor'  => 0,
				'scored'  => 0,
				'started' => time(),
				'all'     => $all,
			),
			false
		);
		self::schedule();
	}

	/** Starts the job over every post: what a migration wrote changes the scores of posts that had some. */
	public static function start_all(): void {
		self::start( true );
	}

	/** Starts the job unless it ran already; a job under way resumes from its cursor. */
	public static function start_once(): void {
		if ( null === self::progress() ) {
			self::start();
			return;
		}
		self::schedule();
	}

	/** Schedules the next batch of a running job when none is. */
	public static function schedule(): void {
		$job = self::progress();
		if ( null !== $job && 'running' === $job['status'] && ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * @return array{status: string, cursor: int, scored: int, started: int, all: bool, finished?: int}|null
	 */
	public static function progress(): ?array {
		$job = get_option( self::OPTION );
		if ( ! is_array( $job ) || ! in_array( $job['status'] ?? null, array( 'running', 'done' ), true ) ) {
			return null;
		}
		$progress = array(
			'status'  => (string) $job['status'],
			'cursor'  => (int) ( $job['cursor'] ?? 0 ),
			'scored'  => (int) ( $job['scored'] ?? 0 ),
			'started' => (int) ( $job['started'] ?? 0 ),
			'all'     => ! empty( $job['all'] ),
		);
		if ( isset( $job['finished'] ) ) {
			$progress['finished'] = (int) $job['finished'];
		}
		return $progress;
	}

	/** One batch: the next posts by id (without a stored SEO score, unless `all`), then the cursor moves past them. */
	public function run(): void {
		$job = self::progress();
		if ( null === $job || 'running' !== $job['status'] ) {
			return;
		}
		$ids = self::after( $job['cursor'], $job['all'] );
		if ( $ids ) {
			_prime_post_caches( $ids, true, true );
			$store = ( $this->store )();
			foreach ( $ids as $id ) {
				$post = get_post( $id );
				// Checked again: a type may have lost the editor since, or the post gone to the trash.
				if ( $post && Score_Store::scored( $post ) ) {
					$store->store( $post );
					++$job['scored'];
				}
			}
			$job['cursor'] = (int) end( $ids );
		}
		if ( count( $ids ) < self::BATCH ) {
			$job['status']   = 'done';
			$job['finished'] = time();
		}
		update_option( self::OPTION, $job, false );
		self::schedule();
	}

	/**
	 * The next BATCH post ids after the cursor, of the types and statuses that get scores, with no SEO
	 * score stored unless `$all`. Walks the primary key from the cursor and joins the meta by its
	 * (post_id, meta_key) index, so no batch scans the meta table. A post whose SEO score is
	 * legitimately empty is scored again once per run of the job, and the cursor moves past it.
	 *
	 * @return list<int>
	 */
	private static function after( int $cursor, bool $all ): array {
		global $wpdb;
		$types = Score_Counts::post_types();
		if ( ! $types ) {
			return array();
		}
		$type_marks   = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
		$status_marks = implode( ', ', array_fill( 0, count( Score_Store::SKIPPED_STATUSES ), '%s' ) );
		$unscored     = $all ? '' : 'AND m.meta_id IS NULL';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a bounded walk by primary key with placeholders built for its lists; caching it would defeat the cursor.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.ID > %d AND p.post_type IN ($type_marks) AND p.post_status NOT IN ($status_marks) {$unscored} ORDER BY p.ID ASC LIMIT %d",
				array_merge( array( Score_Store::SEO_KEY, $cursor ), $types, Score_Store::SKIPPED_STATUSES, array( self::BATCH ) )
			)
		);
		// phpcs:enable
		return array_map( 'intval', $ids );
	}
}
