<?php
/**
 * The outcome of the last IndexNow submission (when, the HTTP status, how many URLs, the error text),
 * kept for the settings screen and Site Health. Non-autoloaded: only wp-admin and REST read it.
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

defined( 'ABSPATH' ) || exit;

final class Last_Result {

	public const OPTION = 'sightline_indexnow_last_result';

	/**
	 * @param int    $status HTTP status IndexNow answered, 0 when it could not be reached.
	 * @param int    $count  URLs sent.
	 * @param string $error  Why it failed; '' when it was accepted.
	 */
	public function record( int $status, int $count, string $error ): void {
		update_option(
			self::OPTION,
			array(
				'time'   => time(),
				'status' => $status,
				'count'  => $count,
				'error'  => $error,
			),
			false
		);
	}

	/**
	 * @return array{time: int, status: int, count: int, error: string}|null Null before the first submission.
	 */
	public function get(): ?array {
		$stored = get_option( self::OPTION );
		if ( ! is_array( $stored ) || ! isset( $stored['time'] ) ) {
			return null;
		}
		return array(
			'time'   => (int) $stored['time'],
			'status' => (int) ( $stored['status'] ?? 0 ),
			'count'  => (int) ( $stored['count'] ?? 0 ),
			'error'  => (string) ( $stored['error'] ?? '' ),
		);
	}

	public function succeeded(): bool {
		$last = $this->get();
		return null !== $last && '' === $last['error'];
	}
}
