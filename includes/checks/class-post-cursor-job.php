<?php
/**
 * A background walk over the posts by id: a WP-Cron event handles the next BATCH posts after the
 * cursor (the last post id done, kept in OPTION, not autoloaded) and schedules the next batch, until
 * a batch comes back short; then it schedules nothing more. A batch cut off (a time-out, a deploy)
 * leaves the cursor where the last finished batch put it, so the walk resumes there; each batch costs
 * the same at the start or the end of a large site, since it walks the primary key. The link index and
 * the scores' backfill are such walks: each says which posts come next and what is done to them.
 *
 * @package Sightline
 */

namespace Sightline\Checks;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

abstract class Post_Cursor_Job implements Hookable_Interface {

	/** The WP-Cron hook of one batch. */
	public const HOOK = '';

	/** The option holding the walk's progress (status, cursor, COUNTER, started, finished). */
	public const OPTION = '';

	/** Posts per batch. */
	public const BATCH = 100;

	/** The progress key counting the posts handled. */
	public const COUNTER = 'done';

	/** Whether a batch primes its posts' terms too (what handle() reads). */
	protected const PRIME_TERMS = false;

	/**
	 * The next BATCH post ids after the cursor that the walk handles, in ascending order.
	 *
	 * @param array<string, mixed> $job The walk's progress.
	 * @return list<int>
	 */
	abstract protected static function ids_after( int $cursor, array $job ): array;

	/**
	 * Handles one batch of posts (their caches primed).
	 *
	 * @param list<int> $ids
	 * @return int How many of them count as handled.
	 */
	abstract protected function handle( array $ids ): int;

	/**
	 * What the walk keeps besides the common progress, read back from its option.
	 *
	 * @param array<string, mixed> $job
	 * @return array<string, bool|int|string>
	 */
	protected static function extra( array $job ): array {
		unset( $job );
		return array();
	}

	public function add_hooks(): void {
		add_action( static::HOOK, array( $this, 'run' ) );
		// Stopped with the plugin; activation resumes it from its cursor.
		add_action( 'sightline_deactivated', array( static::class, 'stop' ) );
	}

	public static function stop(): void {
		wp_clear_scheduled_hook( static::HOOK );
	}

	/** Starts the walk from the first post (a walk under way starts over). */
	public static function start(): void {
		static::begin( array() );
	}

	/**
	 * Starts the walk from the first post with what the walk keeps besides (see extra()).
	 *
	 * @param array<string, bool|int|string> $extra
	 */
	protected static function begin( array $extra ): void {
		update_option(
			static::OPTION,
			array(
				'status'        => 'running',
				'cursor'        => 0,
				static::COUNTER => 0,
				'started'       => time(),
			) + $extra,
			false
		);
		static::schedule();
	}

	/** Starts the walk unless it ran already; a walk under way resumes from its cursor. */
	public static function start_once(): void {
		if ( null === static::progress() ) {
			static::start();
			return;
		}
		static::schedule();
	}

	/** Schedules the next batch of a running walk when none is (a lost event is found again this way). */
	public static function schedule(): void {
		$job = static::progress();
		if ( null !== $job && 'running' === $job['status'] && ! wp_next_scheduled( static::HOOK ) ) {
			wp_schedule_single_event( time(), static::HOOK );
		}
	}

	/**
	 * The walk's progress: status, cursor, the COUNTER key, started, finished once done, and extra().
	 *
	 * @return array<string, bool|int|string>|null
	 */
	public static function progress(): ?array {
		$job = get_option( static::OPTION );
		if ( ! is_array( $job ) || ! in_array( $job['status'] ?? null, array( 'running', 'done' ), true ) ) {
			return null;
		}
		$progress = array(
			'status'        => (string) $job['status'],
			'cursor'        => (int) ( $job['cursor'] ?? 0 ),
			static::COUNTER => (int) ( $job[ static::COUNTER ] ?? 0 ),
			'started'       => (int) ( $job['started'] ?? 0 ),
		) + static::extra( $job );
		if ( isset( $job['finished'] ) ) {
			$progress['finished'] = (int) $job['finished'];
		}
		return $progress;
	}

	/** One batch: the next posts by id, then the cursor moves past them. */
	public function run(): void {
		$job = static::progress();
		if ( null === $job || 'running' !== $job['status'] ) {
			return;
		}
		$ids = static::ids_after( (int) $job['cursor'], $job );
		if ( $ids ) {
			_prime_post_caches( $ids, static::PRIME_TERMS, true );
			$job[ static::COUNTER ] = (int) $job[ static::COUNTER ] + $this->handle( $ids );
			$job['cursor']          = (int) end( $ids );
		}
		if ( count( $ids ) < static::BATCH ) {
			$job['status']   = 'done';
			$job['finished'] = time();
		}
		update_option( static::OPTION, $job, false );
		static::schedule();
	}
}
