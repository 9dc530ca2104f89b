<?php
/**
 * Runs a few rows of a background job per request (the browser calls again until none is left, as the
 * migration does item by item): takes rows, asks the suggester for each field a row still lacks and
 * records the result row by row. A provider error fails that row only, with the provider's message for
 * the review; the rate limit stops the run and keeps what the row got, so the next call, after
 * retry_after, writes only the rest.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Job_Runner {

	/** Rows one request runs unless asked for fewer: each costs a model call per field. */
	public const PER_REQUEST = 3;

	public function __construct( private Jobs $jobs ) {}

	/**
	 * @return array{objects: list<int>, retry_after: int|null} The objects this run wrote or failed.
	 */
	public function run( string $job, Suggester_Interface $suggester, int $count = self::PER_REQUEST ): array {
		$done  = array();
		$retry = null;
		$rows  = $this->jobs->claim( $job, max( 1, $count ) );
		foreach ( $rows as $row ) {
			if ( null !== $retry ) {
				// The rate limit stopped this run: the rows taken but not started go back untouched.
				$this->jobs->record( $row['id'], Jobs::PENDING, $row['suggestion'], $row['error'] );
				continue;
			}
			$suggestion = $row['suggestion'];
			$state      = Jobs::READY;
			$error      = null;
			foreach ( $row['fields'] as $field ) {
				if ( isset( $suggestion[ $field ] ) ) {
					continue;
				}
				$text = $suggester->write( $row['object_id'], $field );
				if ( $text instanceof WP_Error ) {
					$error = self::describe( $text, $field );
					$state = null === $error['retry_after'] ? Jobs::FAILED : Jobs::PENDING;
					$retry = $error['retry_after'];
					break;
				}
				$suggestion[ $field ] = $text;
			}
			$this->jobs->record( $row['id'], $state, $suggestion, $error );
			$done[] = $row['object_id'];
		}
		return array(
			'objects'     => $done,
			'retry_after' => $retry,
		);
	}

	/**
	 * The error as the review shows it; retry_after only when the rate limit stopped the run.
	 *
	 * @return array{code: string, message: string, field: string, status: int, retry_after: int|null}
	 */
	private static function describe( WP_Error $error, string $field ): array {
		$data = (array) $error->get_error_data();
		return array(
			'code'        => (string) $error->get_error_code(),
			'message'     => $error->get_error_message(),
			'field'       => $field,
			'status'      => (int) ( $data['status'] ?? 500 ),
			'retry_after' => isset( $data['retry_after'] ) ? max( 1, (int) $data['retry_after'] ) : null,
		);
	}
}
