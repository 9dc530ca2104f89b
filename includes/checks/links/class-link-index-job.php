<?php
/**
 * Indexes the posts published before the index existed, in the background: a WP-Cron event indexes
 * BATCH published posts after the cursor (the last post id done, kept in OPTION) and schedules the
 * next batch, until a batch comes back short. A batch cut off (a time-out, a deploy) leaves the cursor
 * where the last finished batch put it, and indexing a post again replaces its rows, so a re-run
 * repeats nothing harmful. Its progress is in OPTION, answered by GET links/index.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Link_Index_Job implements Hookable_Interface {

	public const HOOK = 'sightline_links_index_batch';

	/** Not autoloaded: array{status: 'running'|'done', cursor: int, indexed: int, started: int, finished?: int}. */
	public const OPTION = 'sightline_links_index_job';

	/** Posts per batch: a few seconds of work on a slow host. */
	public const BATCH = 100;

	/**
	 * @param \Closure(): Link_Index $index
	 */
	public function __construct( private \Closure $index ) {}

	public function add_hooks(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
		// Stopped with the plugin; activation resumes it from its cursor.
		add_action( 'sightline_deactivated', array( self::class, 'stop' ) );
	}

	public static function stop(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/** Starts the job from the first post (a job under way starts over). */
	public static function start(): void {
		update_option(
			self::OPTION,
			array(
				'status'  => 'running',
				'cursor'  => 0,
				'indexed' => 0,
				'started' => time(),
			),
			false
		);
		self::schedule();
	}

	/** Starts the job unless it ran already; a job under way resumes from its cursor. */
	public static function start_once(): void {
		if ( null === self::progress() ) {
			self::start();
			return;
		}
		self::schedule();
	}

	/** Schedules the next batch of a running job when none is (a lost event is found again this way). */
	public static function schedule(): void {
		$job = self::progress();
		if ( null !== $job && 'running' === $job['status'] && ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * @return array{status: string, cursor: int, indexed: int, started: int, finished?: int}|null
	 */
	public static function progress(): ?array {
		$job = get_option( self::OPTION );
		if ( ! is_array( $job ) || ! in_array( $job['status'] ?? null, array( 'running', 'done' ), true ) ) {
			return null;
		}
		$progress = array(
			'status'  => (string) $job['status'],
			'cursor'  => (int) ( $job['cursor'] ?? 0 ),
			'indexed' => (int) ( $job['indexed'] ?? 0 ),
			'started' => (int) ( $job['started'] ?? 0 ),
		);
		if ( isset( $job['finished'] ) ) {
			$progress['finished'] = (int) $job['finished'];
		}
		return $progress;
	}

	/** One batch: the next published posts by id, then the cursor moves past them. */
	public function run(): void {
		global $wpdb;
		$job = self::progress();
		if ( null === $job || 'running' !== $job['status'] ) {
			return;
		}
		// Walks the primary key from the cursor: each batch costs the same at the start or the end.
		$ids = array_map(
			'intval',
			$wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE ID > %d AND post_status = 'publish' ORDER BY ID ASC LIMIT %d", $job['cursor'], self::BATCH ) ) // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a bounded walk by primary key; caching it would defeat the cursor.
		);
		if ( $ids ) {
			_prime_post_caches( $ids, false, true );
			$index = ( $this->index )();
			foreach ( $ids as $id ) {
				$post = get_post( $id );
				if ( $post ) {
					$index->index( $post );
				}
			}
			$job['cursor']   = (int) end( $ids );
			$job['indexed'] += count( $ids );
		}
		if ( count( $ids ) < self::BATCH ) {
			$job['status']   = 'done';
			$job['finished'] = time();
		}
		update_option( self::OPTION, $job, false );
		self::schedule();
	}
}
