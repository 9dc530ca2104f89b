<?php
/**
 * Takes the score counts of a large site in the background (Score_Counts::is_large()): WP-Cron runs
 * count a bounded range of post ids each step, a few steps a run, adding up as they go, and the
 * finished tally is kept for the dashboard with the time its count began. A score stored meanwhile
 * marks the tally old, so the dashboard's next view counts again; nothing runs unless a dashboard
 * asked for counts that were old.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Score;

use Sightline\Db\Post_Ids;
use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Score_Counts_Job implements Hookable_Interface {

	public const HOOK = 'sightline_scores_count';

	public const OPTION = 'sightline_score_counts';

	/**
	 * Post ids one query reads: an index range of the posts, with two meta lookups each. Filter
	 * `sightline_score_counts_step`.
	 */
	public const STEP = 20000;

	/** Steps a WP-Cron run takes before it hands over to the next run. */
	public const STEPS_PER_RUN = 10;

	public function __construct( private Score_Counts $counts ) {}

	public function add_hooks(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		// Stopped with the plugin; the dashboard's next view after activation starts it again.
		add_action( 'sightline_deactivated', array( self::class, 'stop' ) );
	}

	public static function stop(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * The last finished tally: post type => kind => band => posts, when its count began and whether a
	 * score was stored since (null before the first count finished).
	 *
	 * @return array{tally: array<string, array<string, array<string, int>>>, taken: int, stale: bool}|null
	 */
	public static function snapshot(): ?array {
		$state = self::state();
		if ( ! isset( $state['snapshot'] ) || ! is_array( $state['snapshot'] ) ) {
			return null;
		}
		return array(
			'tally' => is_array( $state['snapshot']['tally'] ?? null ) ? $state['snapshot']['tally'] : array(),
			'taken' => (int) ( $state['snapshot']['taken'] ?? 0 ),
			'stale' => ! empty( $state['snapshot']['stale'] ),
		);
	}

	/**
	 * Starts a count unless one is under way (then makes sure its next run is scheduled).
	 */
	public static function start_once(): void {
		$state = self::state();
		if ( ! isset( $state['run'] ) ) {
			$state['run'] = array(
				'cursor'  => 0,
				'last'    => Post_Ids::highest(), // Where the count stops.
				'tally'   => array(),
				'started' => time(),
				'changed' => false,
			);
			update_option( self::OPTION, $state, false );
		}
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * A score was stored: the finished tally is old, and so is a count under way past that post. Writes
	 * once until the next count (a site with no background counts is not written to).
	 */
	public static function mark_stale(): void {
		$state = self::state();
		$write = false;
		if ( isset( $state['snapshot'] ) && empty( $state['snapshot']['stale'] ) ) {
			$state['snapshot']['stale'] = true;
			$write                      = true;
		}
		if ( isset( $state['run'] ) && empty( $state['run']['changed'] ) ) {
			$state['run']['changed'] = true;
			$write                   = true;
		}
		if ( $write ) {
			update_option( self::OPTION, $state, false );
		}
	}

	/**
	 * One WP-Cron run: up to STEPS_PER_RUN ranges of post ids counted and added to the run's tally;
	 * the finished tally replaces the last one, or the next run is scheduled.
	 */
	public function run(): void {
		$state = self::state();
		if ( ! isset( $state['run'] ) ) {
			return;
		}
		$run  = $state['run'];
		$size = max( 1, (int) apply_filters( 'sightline_score_counts_step', self::STEP ) );
		for ( $step = 0; $step < self::STEPS_PER_RUN && $run['cursor'] < $run['last']; $step++ ) {
			$upto          = min( $run['cursor'] + $size, $run['last'] );
			$run['tally']  = Score_Counts::add( $run['tally'], $this->counts->tally( $run['cursor'], $upto ) );
			$run['cursor'] = $upto;
		}
		// Read again: another request may have marked the state while this one counted.
		wp_cache_delete( self::OPTION, 'options' );
		$state   = self::state();
		$changed = $run['changed'] || ! empty( $state['run']['changed'] );
		if ( $run['cursor'] >= $run['last'] ) {
			$state['snapshot'] = array(
				'tally' => $run['tally'],
				'taken' => $run['started'],
				'stale' => $changed,
			);
			unset( $state['run'] );
			update_option( self::OPTION, $state, false );
			return;
		}
		$run['changed'] = $changed;
		$state['run']   = $run;
		update_option( self::OPTION, $state, false );
		wp_schedule_single_event( time(), self::HOOK );
	}

	/**
	 * @return array{snapshot?: array<string, mixed>, run?: array{cursor: int, last: int, tally: array<string, array<string, array<string, int>>>, started: int, changed: bool}}
	 */
	private static function state(): array {
		$state = get_option( self::OPTION );
		if ( ! is_array( $state ) ) {
			return array();
		}
		if ( isset( $state['run'] ) && ! is_array( $state['run'] ) ) {
			unset( $state['run'] );
		}
		if ( isset( $state['run'] ) ) {
			$state['run'] = array(
				'cursor'  => (int) ( $state['run']['cursor'] ?? 0 ),
				'last'    => (int) ( $state['run']['last'] ?? 0 ),
				'tally'   => is_array( $state['run']['tally'] ?? null ) ? $state['run']['tally'] : array(),
				'started' => (int) ( $state['run']['started'] ?? 0 ),
				'changed' => ! empty( $state['run']['changed'] ),
			);
		}
		return $state;
	}
}
