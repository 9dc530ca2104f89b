<?php
/**
 * Runs a piece of code with every PHP warning, notice and deprecation it raises caught (and kept, not
 * printed), any exception it throws caught too, and every database error it met (wpdb keeps them in
 * $EZSQL_ERROR): in a real request each is a broken answer (on SQLite a failed query even ends the
 * transaction the request was in).
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
		$errors = count( $GLOBALS['EZSQL_ERROR'] ?? array() );
		ob_start(); // wpdb prints its errors where show_errors is on.
		try {
			$result = $work();
		} catch ( \Throwable $e ) {
			$raised[] = sprintf( 'uncaught %s: %s in %s:%d', get_class( $e ), $e->getMessage(), $e->getFile(), $e->getLine() );
		} finally {
			restore_error_handler();
			ob_end_clean();
		}
		foreach ( array_slice( $GLOBALS['EZSQL_ERROR'] ?? array(), $errors ) as $error ) {
			$raised[] = sprintf( 'database error: %s in %s', $error['error_str'] ?? '', substr( (string) ( $error['query'] ?? '' ), 0, 300 ) );
		}
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
