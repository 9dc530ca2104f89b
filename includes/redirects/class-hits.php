<?php
/**
 * Hit counts without a database write on the front end: a matched request appends "id time" to a log
 * file next to the compiled rules (one short locked append, no row lock, nothing waits on the database),
 * and an hourly cron event adds the counted hits to the table. Lists add the hits not folded yet, so
 * the screen is current between two runs.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Files\Uploads;

defined( 'ABSPATH' ) || exit;

final class Hits {

	public const CRON_HOOK = 'sightline_redirects_fold_hits';

	private const LOG = 'hits.log';

	public function __construct( private Lookup_Store $store ) {}

	public function record( int $id, ?int $time = null ): void {
		if ( ! $this->store->ensure_dir() ) {
			return;
		}
		file_put_contents( (string) $this->store->dir() . '/' . Uploads::file_name( self::LOG ), $id . ' ' . ( $time ?? time() ) . "\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local append; WP_Filesystem could ask for FTP credentials on a page view.
	}

	/**
	 * Hits recorded and not yet added to the table.
	 *
	 * @return array<int, array{0: int, 1: int}> rule id => [ count, last unix time ]
	 */
	public function pending(): array {
		$dir = $this->store->dir();
		$log = null === $dir ? '' : $dir . '/' . Uploads::file_name( self::LOG );
		return '' !== $log && is_file( $log ) ? self::count( (string) file_get_contents( $log ) ) : array(); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local file.
	}

	/**
	 * Moves the log aside (new hits start a new one), waits for a write still in flight, adds its counts
	 * to the table and deletes it.
	 */
	public function fold( Table $table ): void {
		$dir = $this->store->dir();
		if ( null === $dir || ! is_file( $dir . '/' . Uploads::file_name( self::LOG ) ) ) {
			return;
		}
		$folding = $dir . '/hits-' . wp_generate_password( 8, false ) . '.fold';
		if ( ! rename( $dir . '/' . Uploads::file_name( self::LOG ), $folding ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- local file.
			return;
		}
		$handle = fopen( $folding, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local file.
		if ( false === $handle ) {
			return;
		}
		flock( $handle, LOCK_EX );
		$text = (string) stream_get_contents( $handle );
		flock( $handle, LOCK_UN );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- local file.
		$table->add_hits( self::count( $text ) );
		wp_delete_file( $folding );
	}

	/**
	 * @return array<int, array{0: int, 1: int}>
	 */
	private static function count( string $text ): array {
		$hits = array();
		foreach ( explode( "\n", $text ) as $line ) {
			if ( ! preg_match( '/^(\d+) (\d+)$/', $line, $m ) ) {
				continue;
			}
			$id          = (int) $m[1];
			$hits[ $id ] = array( ( $hits[ $id ][0] ?? 0 ) + 1, max( $hits[ $id ][1] ?? 0, (int) $m[2] ) );
		}
		return $hits;
	}
}
