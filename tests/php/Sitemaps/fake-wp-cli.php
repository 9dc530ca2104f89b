<?php
/**
 * A stand-in for the WP_CLI class (real WP-CLI is not installed in the test run): records what a
 * command reports so tests can assert it.
 *
 * @package Sightline
 */

// phpcs:disable Generic.Files.OneObjectStructurePerFile, PEAR.NamingConventions.ValidClassName

if ( ! class_exists( 'WP_CLI' ) ) {
	final class WP_CLI {
		/** @var list<array{0: string, 1: string}> */
		public static array $messages = array();

		public static function success( string $message ): void {
			self::$messages[] = array( 'success', $message );
		}

		public static function error( string $message ): void {
			self::$messages[] = array( 'error', $message );
			throw new \RuntimeException( $message );
		}

		public static function debug( string $message, string $group = '' ): void {
			self::$messages[] = array( 'debug', $message );
		}
	}
}
