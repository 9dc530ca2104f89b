<?php
/**
 * Stores the scores of the posts that have none yet (saved before Sightline was activated), in the
 * background (a Post_Cursor_Job: WP-Cron batches of posts without a stored SEO score, from a post id
 * cursor). After a migration, which writes meta (focus keyphrases,
 * titles, descriptions) without scoring, the job goes over every post (`all`): a post scored before
 * the migration is scored again on what it now holds. Scoring goes through Score_Store::store(), the same run as a save, which writes only
 * the scores that changed: a post saved while the job runs is either skipped (it has its score now)
 * or scored to the same numbers, never written twice with different ones.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

use Sightline\Checks\Post_Cursor_Job;

defined( 'ABSPATH' ) || exit;

final class Score_Backfill_Job extends Post_Cursor_Job {

	public const HOOK = 'sightline_scores_backfill_batch';

	/** Not autoloaded: array{status: 'running'|'done', cursor: int, scored: int, started: int, all: bool, finished?: int}. */
	public const OPTION = 'sightline_scores_backfill_job';

	/** Posts per batch: each runs the whole analysis, so fewer than the link index takes. */
	public const BATCH = 50;

	public const COUNTER = 'scored';

	/** Remaining posts counted exactly for the progress (see remaining()). */
	public const REMAINING_CAP = 10000;

	/** The analysis reads a post's categories and tags. */
	protected const PRIME_TERMS = true;

	/**
	 * @param \Closure(): Score_Store $store
	 */
	public function __construct( private \Closure $store ) {}

	public function add_hooks(): void {
		parent::add_hooks();
		add_action( 'sightline_activated', array( self::class, 'start_once' ) );
		// A migration writes meta without scoring (its posts keep what they had): score every post again.
		add_action( 'sightline_migration_completed', array( self::class, 'start_all' ) );
	}

	/** Starts the job over every post: what a migration wrote changes the scores of posts that had some. */
	public static function start_all(): void {
		self::begin( array( 'all' => true ) );
	}

	protected static function extra( array $job ): array {
		return array( 'all' => ! empty( $job['all'] ) );
	}

	protected function handle( array $ids ): int {
		$store  = ( $this->store )();
		$scored = 0;
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			// Checked again: a type may have lost the editor since, or the post gone to the trash.
			if ( $post && Score_Store::scored( $post ) ) {
				$store->store( $post );
				++$scored;
			}
		}
		return $scored;
	}

	/**
	 * The next BATCH post ids after the cursor, of the types and statuses that get scores, with no SEO
	 * score stored and not marked as having nothing to score (Score_Store::EMPTY_KEY), unless the job
	 * goes over every post (`all`). Walks the primary key from the cursor and joins the meta by its
	 * (post_id, meta_key) index, so no batch scans the meta table.
	 */
	protected static function ids_after( int $cursor, array $job ): array {
		global $wpdb;
		$query = self::posts_after( $cursor, $job );
		if ( null === $query ) {
			return array();
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a bounded walk by primary key with placeholders built for its lists; caching it would defeat the cursor.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT p.ID {$query['sql']} ORDER BY p.ID ASC LIMIT %d", array_merge( $query['args'], array( self::BATCH ) ) ) );
		// phpcs:enable
		return array_map( 'intval', $ids );
	}

	/**
	 * How many posts the job has still to go over: those after its cursor it would handle (0 when it is
	 * done or not started), counted up to REMAINING_CAP + 1 (filter `sightline_scores_backfill_count_cap`):
	 * the dashboard asks on every view while the job runs, and counting every post left would read the
	 * whole site with two meta look-ups a post (seconds at a million posts). More than the cap is
	 * answered as "more than" (Score_Backfill_Controller).
	 *
	 * @param array<string, mixed> $job The progress (progress()).
	 */
	public static function remaining( array $job ): int {
		global $wpdb;
		if ( 'running' !== ( $job['status'] ?? '' ) ) {
			return 0;
		}
		$query = self::posts_after( (int) ( $job['cursor'] ?? 0 ), $job );
		if ( null === $query ) {
			return 0;
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- see ids_after(); a progress figure must not be cached.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM ( SELECT p.ID {$query['sql']} LIMIT %d ) counted", array_merge( $query['args'], array( self::remaining_cap() + 1 ) ) ) );
		// phpcs:enable
	}

	/** The most posts remaining() counts exactly. */
	public static function remaining_cap(): int {
		/**
		 * Filters how many remaining posts the scores' progress counts exactly before it says "more than".
		 *
		 * @param int $cap
		 */
		return max( 1, (int) apply_filters( 'sightline_scores_backfill_count_cap', self::REMAINING_CAP ) );
	}

	/**
	 * The FROM and WHERE of the posts after the cursor the job handles, with their placeholders' values;
	 * null when no post type has scores.
	 *
	 * @param array<string, mixed> $job
	 * @return array{sql: string, args: list<int|string>}|null
	 */
	private static function posts_after( int $cursor, array $job ): ?array {
		global $wpdb;
		$types = Score_Counts::post_types();
		if ( ! $types ) {
			return null;
		}
		$type_marks   = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
		$status_marks = implode( ', ', array_fill( 0, count( Score_Store::SKIPPED_STATUSES ), '%s' ) );
		$where        = "p.ID > %d AND p.post_type IN ($type_marks) AND p.post_status NOT IN ($status_marks)";
		$args         = array_merge( array( $cursor ), $types, Score_Store::SKIPPED_STATUSES );
		if ( ! empty( $job['all'] ) ) {
			return array(
				'sql'  => "FROM {$wpdb->posts} p WHERE {$where}",
				'args' => $args,
			);
		}
		return array(
			'sql'  => "FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s LEFT JOIN {$wpdb->postmeta} e ON e.post_id = p.ID AND e.meta_key = %s WHERE {$where} AND m.meta_id IS NULL AND e.meta_id IS NULL",
			'args' => array_merge( array( Score_Store::SEO_KEY, Score_Store::EMPTY_KEY ), $args ),
		);
	}
}
