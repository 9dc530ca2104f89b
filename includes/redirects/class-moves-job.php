<?php
/**
 * The redirects a permalink settings change calls for, made in the background: the save of Settings >
 * Permalinks only notes the job (the rules worked out, their count) and schedules a WP-Cron event; the
 * event applies them as one change (Address_Moves::apply(): one check, one transaction, one compile),
 * so a site with thousands of posts never makes the admin wait or a request time out. Its progress
 * (queued, running, done or failed, with counts) is in OPTION, which the Permalinks screen shows
 * (Offer_Notices); once done it becomes the usual notice of what was created (Offers).
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Moves_Job implements Hookable_Interface {

	public const HOOK = 'sightline_redirects_apply_moves';

	/** Not autoloaded: array{status: string, rules: list<array>, total: int, queued: int, started?: int, finished?: int, created?: int, repointed?: int, removed?: int, error?: string}. */
	public const OPTION = 'sightline_redirects_moves_job';

	/**
	 * @param \Closure(): Address_Moves $moves
	 */
	public function __construct( private \Closure $moves ) {}

	public function add_hooks(): void {
		add_action( self::HOOK, array( $this, 'run' ) );
	}

	/**
	 * Notes the rules to create and schedules their creation (a job already queued is replaced: the
	 * newer change of the permalinks is the one to follow).
	 *
	 * @param list<array<string, mixed>> $rules
	 */
	public static function queue( array $rules ): void {
		update_option(
			self::OPTION,
			array(
				'status' => 'queued',
				'rules'  => $rules,
				'total'  => count( $rules ),
				'queued' => time(),
			),
			false
		);
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * @return array<string, mixed>|null The job's state, without its rules.
	 */
	public static function progress(): ?array {
		$job = get_option( self::OPTION );
		if ( ! is_array( $job ) || ! isset( $job['status'] ) ) {
			return null;
		}
		unset( $job['rules'] );
		return $job;
	}

	public function run(): void {
		$job = get_option( self::OPTION );
		if ( ! is_array( $job ) || 'queued' !== ( $job['status'] ?? '' ) || ! is_array( $job['rules'] ?? null ) ) {
			return;
		}
		$job['status']  = 'running';
		$job['started'] = time();
		update_option( self::OPTION, $job, false );
		$done = ( $this->moves )()->apply( $job['rules'] );
		if ( is_wp_error( $done ) ) {
			$job['status'] = 'failed';
			$job['error']  = $done->get_error_message();
		} else {
			$job           = array_merge( $job, $done );
			$job['status'] = 'done';
			Offers::put_permalinks( $job['rules'], $done['created'] );
		}
		$job['finished'] = time();
		if ( 'done' === $job['status'] ) {
			delete_option( self::OPTION ); // The offer now says what was created.
			return;
		}
		update_option( self::OPTION, $job, false );
	}
}
