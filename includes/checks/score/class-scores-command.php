<?php
/**
 * `wp sightline scores backfill`: the scores' backfill job run to its end in this process, batch by
 * batch, instead of waiting for WP-Cron (a site whose cron is off, or an operator who wants it done
 * now). It runs the same batches, so a run cut off leaves the cursor where the job resumes from.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

defined( 'ABSPATH' ) || exit;

final class Scores_Command {

	public function __construct( private Score_Backfill_Job $job ) {}

	/**
	 * Stores the scores of every post that has none yet (older posts, migrated ones).
	 *
	 * ## OPTIONS
	 *
	 * [--restart]
	 * : Look at every post from the first, not from where the job stopped.
	 *
	 * ## EXAMPLES
	 *
	 *     wp sightline scores backfill
	 *
	 * @param list<string>               $args
	 * @param array<string, string|bool> $assoc_args
	 */
	public function backfill( array $args, array $assoc_args ): void {
		$progress = Score_Backfill_Job::progress();
		if ( ! empty( $assoc_args['restart'] ) || null === $progress || 'done' === $progress['status'] ) {
			Score_Backfill_Job::start();
		}
		$before = Score_Backfill_Job::progress()['scored'] ?? 0;
		do {
			// This process runs the batches: none is left on the schedule for WP-Cron to repeat.
			Score_Backfill_Job::stop();
			$this->job->run();
			$progress = Score_Backfill_Job::progress();
			$scored   = ( $progress['scored'] ?? 0 ) - $before;
			\WP_CLI::log( sprintf( 'Scored %d posts, up to post %d.', $scored, $progress['cursor'] ?? 0 ) );
		} while ( 'running' === ( $progress['status'] ?? 'done' ) );
		Score_Backfill_Job::stop();
		\WP_CLI::success( sprintf( 'Done: %d posts without scores scored by this run.', $scored ) );
	}
}
