<?php
/**
 * A stand-in for the WP_CLI class (real WP-CLI is not installed in the test run): records what a
 * command reports so tests can assert it.
 *
 * @package Sightline
 */

// phpcs:disable Generic.Files.OneObjectStructurePerFile, PEAR.NamingConventions.ValidClassName

namespace {
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

			public static function warning( string $message ): void {
				self::$messages[] = array( 'warning', $message );
			}

			public static function log( string $message ): void {
				self::$messages[] = array( 'log', $message );
			}

			/** The question is recorded and answered yes (WP-CLI exits on no). */
			public static function confirm( string $question ): void {
				self::$messages[] = array( 'confirm', $question );
			}
		}
	}
}

namespace WP_CLI\Utils {
	if ( ! function_exists( 'WP_CLI\Utils\make_progress_bar' ) ) {
		/**
		 * A progress bar that shows nothing (the command's report is what tests read).
		 *
		 * @param string $message
		 * @param int    $count
		 */
		function make_progress_bar( $message, $count ): object {
			return new class() {
				public function tick(): void {}
				public function finish(): void {}
			};
		}
	}

	if ( ! function_exists( 'WP_CLI\Utils\format_items' ) ) {
		/**
		 * Records the items as JSON (the format and fields are what a command chose).
		 *
		 * @param array<mixed>         $items
		 * @param array<string>|string $fields
		 */
		function format_items( string $format, $items, $fields ): void {
			$fields = is_array( $fields ) ? $fields : explode( ',', $fields );
			$rows   = array_map( static fn( $item ) => array_intersect_key( (array) $item, array_flip( $fields ) ), (array) $items );
			\WP_CLI::$messages[] = array( $format, (string) wp_json_encode( $rows ) );
		}
	}

	if ( ! function_exists( 'WP_CLI\Utils\make_progress_bar' ) ) {
		/**
		 * A progress bar that counts its ticks (recorded as 'progress' when finished).
		 */
		function make_progress_bar( string $message, int $count ): object {
			return new class( $message, $count ) {
				private int $ticks = 0;

				public function __construct( private string $message, private int $count ) {}

				public function tick(): void {
					++$this->ticks;
				}

				public function finish(): void {
					\WP_CLI::$messages[] = array( 'progress', sprintf( '%s %d/%d', $this->message, $this->ticks, $this->count ) );
				}
			};
		}
	}
}
