<?php
/**
 * One change of the rules at a time: checking a rule against the stored ones and writing it happen
 * under a database lock (MySQL / MariaDB GET_LOCK), so two rules saved at once (/a → /b by one admin,
 * /b → /a by another) cannot each pass the loop check before the other is stored. The hits' fold takes
 * a lock of its own ('fold'), so a fold file another fold is reading is never taken for a leftover.
 * SQLite has a single writer by design and no named locks: nothing to take there.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Db\Lock;

use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Write_Lock {

	/** Seconds a change waits for another one to finish. */
	public const WAIT = 5;

	/**
	 * Runs $change under the lock; an error when another change held it longer than WAIT.
	 *
	 * @template T
	 * @param callable(): T $change
	 * @return T|WP_Error
	 */
	public static function run( callable $change, string $what = 'write' ) {
		if ( ! self::acquire( $what ) ) {
			return new WP_Error( 'sightline_redirect_busy', __( 'Another change to the redirects is being saved. Try again in a moment.', 'sightline-seo' ), array( 'status' => 409 ) );
		}
		try {
			return $change();
		} finally {
			self::release( $what );
		}
	}

	/**
	 * The lock's name: per site and keyed with the install's secret (Db\Lock::name()), so another
	 * install on the same database server can neither guess nor hold it.
	 */
	public static function name( string $what = 'write' ): string {
		return Lock::name( 'redirects_' . $what );
	}

	private static function acquire( string $what ): bool {
		return Lock::acquire( 'redirects_' . $what, self::WAIT );
	}

	private static function release( string $what ): void {
		Lock::release( 'redirects_' . $what );
	}
}
