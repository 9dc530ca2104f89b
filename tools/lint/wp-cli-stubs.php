<?php
/**
 * Declarations of the WP-CLI API the plugin's commands call, for PHPStan only (never loaded). The
 * Packagist mirror has no php-stubs/wp-cli-stubs; the signatures follow WP-CLI 2.x.
 *
 * @package Sightline
 */

// phpcs:disable -- declarations for the static analyser, outside the plugin's code.

namespace {
	class WP_CLI {
		/**
		 * @param string               $name
		 * @param callable|object|string $callable
		 * @param array<string, mixed> $args
		 */
		public static function add_command( $name, $callable, $args = array() ): bool {
			return true;
		}

		public static function error( string|\WP_Error $message, bool|int $exit = true ): void {
			// WP-CLI exits here; the tests' fake does not, so callers return after it.
		}

		public static function success( string $message ): void {}

		public static function warning( string|\WP_Error $message ): void {}

		public static function debug( string|\WP_Error $message, string|bool $group = false ): void {}

		public static function log( string $message ): void {}

		/** Asks yes or no; exits on anything but yes. */
		public static function confirm( string $question, array $assoc_args = array() ): void {}
	}
}

namespace WP_CLI\Utils {
	/**
	 * @param array<mixed>        $items
	 * @param array<string>|string $fields
	 */
	function format_items( string $format, $items, $fields ): void {}

	/** @return \cli\progress\Bar|\WP_CLI\NoOp */
	function make_progress_bar( string $message, int $count, int $interval = 100 ) {
		return new \WP_CLI\NoOp();
	}
}

namespace WP_CLI {
	class NoOp {
		/** @param array<mixed> $args */
		public function __call( string $method, array $args ): mixed {
			return null;
		}
	}
}

namespace cli\progress {
	class Bar {
		public function tick( int $increment = 1, ?string $msg = null ): void {}

		public function finish(): void {}
	}
}
