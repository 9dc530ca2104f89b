<?php
/**
 * Loaded by WP-CLI with --require in a bench: prints the process's peak PHP memory when it ends (to
 * STDERR, after the command's own output).
 *
 * @package Sightline
 */

register_shutdown_function(
	static function (): void {
		fprintf( STDERR, "peak PHP memory: %.1f MB\n", memory_get_peak_usage() / 1048576 ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	}
);
