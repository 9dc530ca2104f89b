<?php
/**
 * Runs a piece of code with every PHP warning, notice and deprecation it raises caught (and kept, not
 * printed), any exception it throws caught too, and every database error it did not expect (wpdb writes
 * those to the PHP error log; a probe that silences wpdb on purpose writes nothing): in a real request each
 * is a broken answer (on SQLite a failed query even ends the transaction the request was in).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Fuzz;

final class Php_Notices {

	/**
	 * @template T
	 * @param callable(): T $work
	 * @return array{0: T|null, 1: list<string>} [its result, what it raised]
	 */
	public static function during( callable $work ): array {
		$raised = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler
		set_error_handler(
			static function ( int $level, string $message, string $file = '', int $line = 0 ) use ( &$raised ): bool {
				if ( ! ( error_reporting() & $level ) ) {
					return false; // Silenced with @ on purpose.
				}
				$raised[] = sprintf( '%s: %s in %s:%d', self::level( $level ), $message, $file, $line );
				return true;
			}
		);
		$result = null;
		$log      = (string) wp_tempnam( 'sightline-fuzz-log' );
		$was_log  = ini_set( 'error_log', $log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		ob_start(); // wpdb also prints its errors where show_errors is on.
		try {
			$result = $work();
		} catch ( \Throwable $e ) {
			$raised[] = sprintf( 'uncaught %s: %s in %s:%d', get_class( $e ), $e->getMessage(), $e->getFile(), $e->getLine() );
		} finally {
			restore_error_handler();
			ob_end_clean();
			ini_set( 'error_log', false === $was_log ? '' : $was_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		}
		// The test's transaction must still be open: a request that committed it (an implicit commit on
		// MariaDB: a START TRANSACTION of its own, DDL) would leave its writes behind for the next tests.
		global $wpdb;
		if ( 'sqlite' !== DB_ENGINE && '0' === (string) $wpdb->get_var( 'SELECT @@in_transaction' ) ) {
			$raised[] = 'the request committed the test\'s transaction (its writes outlive the test)';
			$wpdb->query( 'START TRANSACTION' );
		}
		foreach ( file( $log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) ?: array() as $line ) {
			$raised[] = 'logged: ' . substr( $line, 0, 400 );
		}
		unlink( $log ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		return array( $result, $raised );
	}

	private static function level( int $level ): string {
		$names = array(
			E_WARNING         => 'warning',
			E_NOTICE          => 'notice',
			E_DEPRECATED      => 'deprecated',
			E_USER_WARNING    => 'user warning',
			E_USER_NOTICE     => 'user notice',
			E_USER_DEPRECATED => 'user deprecated',
			E_USER_ERROR      => 'user error',
		);
		return $names[ $level ] ?? 'error ' . $level;
	}
}
