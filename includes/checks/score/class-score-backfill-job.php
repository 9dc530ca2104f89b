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
	 * score stored unless the job goes over every post (`all`). Walks the primary key from the cursor
	 * and joins the meta by its (post_id, meta_key) index, so no batch scans the meta table. A post
	 * whose SEO score is legitimately empty is scored again once per run of the job.
	 */
	protected static function ids_after( int $cursor, array $job ): array {
		global $wpdb;
		$types = Score_Counts::post_types();
		if ( ! $types ) {
			return array();
		}
		$type_marks   = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
		$status_marks = implode( ', ', array_fill( 0, count( Score_Store::SKIPPED_STATUSES ), '%s' ) );
		$unscored     = empty( $job['all'] ) ? 'AND m.meta_id IS NULL' : '';
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
