<?php
/**
 * The URLs waiting to be sent to IndexNow: one non-autoloaded option row holding one URL per line.
 *
 * Several requests add URLs at once (an editor saves while cron publishes a scheduled post), and the
 * sender takes them while others add more, so the row is never read, changed in memory and written
 * back whole: adding is an atomic append in SQL (UPDATE … CONCAT, or INSERT IGNORE when the row is not
 * there yet), and taking deletes the row only if it still holds exactly what was read (otherwise it
 * reads again).
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

use Sightline\Db\Contended_Write;
use Sightline\Db\Option_Cache;

defined( 'ABSPATH' ) || exit;

final class Queue {

	public const OPTION = 'sightline_indexnow_queue';

	/**
	 * Bytes the queue may hold (about 20,000 URLs). If the sender never runs (WP-Cron switched off with
	 * no system cron) the queue stops growing here instead of filling the options table.
	 */
	public const MAX_BYTES = 2000000;

	private const TAKE_ATTEMPTS = 10;

	private const ADD_ROUNDS = 5;

	/**
	 * Adds URLs to the queue (duplicates are removed when it is taken).
	 *
	 * @param list<string> $urls
	 */
	public function add( array $urls ): void {
		global $wpdb;
		$lines = '';
		foreach ( $urls as $url ) {
			$url = str_replace( array( "\r", "\n" ), '', $url );
			if ( '' !== $url ) {
				$lines .= $url . "\n";
			}
		}
		if ( '' === $lines ) {
			return;
		}
		// Each statement is atomic, so concurrent writers never lose each other's URLs: append to the row
		// if it is there (and not full); else create it; if another writer created it in between (or the
		// sender took it), go round again. A full row makes every round fail: those URLs are dropped.
		// Plain UPDATE and INSERT IGNORE, which MySQL, MariaDB and WordPress's SQLite driver all run alike
		// (the driver did not append through INSERT … ON DUPLICATE KEY UPDATE … CONCAT, losing URLs).
		for ( $round = 1; $round <= self::ADD_ROUNDS; $round++ ) {
			// An atomic append.
			$appended = Contended_Write::query(
				$wpdb->prepare(
					"UPDATE {$wpdb->options} SET option_value = CONCAT( option_value, %s ) WHERE option_name = %s AND CHAR_LENGTH( option_value ) < %d",
					$lines,
					self::OPTION,
					self::MAX_BYTES
				)
			);
			if ( $appended > 0 ) {
				break;
			}
			// Creates the row unless another writer just did.
			$created = Contended_Write::query(
				$wpdb->prepare(
					"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')",
					self::OPTION,
					$lines
				)
			);
			if ( $created > 0 ) {
				break;
			}
		}
		Option_Cache::forget( self::OPTION ); // The row changed behind the options API.
	}

	/**
	 * Removes and returns every queued URL, each once, in the order they were added.
	 *
	 * @return list<string>
	 */
	public function take(): array {
		global $wpdb;
		for ( $attempt = 1; $attempt <= self::TAKE_ATTEMPTS; $attempt++ ) {
			$raw = $this->raw();
			if ( null === $raw ) {
				return array();
			}
			// Compare-and-delete: only what was read goes.
			$deleted = Contended_Write::query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::OPTION, $raw ) );
			if ( $deleted > 0 ) {
				Option_Cache::forget( self::OPTION ); // The row changed behind the options API.
				return self::lines( $raw );
			}
		}
		return array(); // Still being written to: the next run takes it.
	}

	/**
	 * What is queued now, without taking it (the settings screen shows the count).
	 *
	 * @return list<string>
	 */
	public function peek(): array {
		$raw = $this->raw();
		return null === $raw ? array() : self::lines( $raw );
	}

	/** Drops everything queued (IndexNow turned off). */
	public function clear(): void {
		delete_option( self::OPTION );
		Option_Cache::forget( self::OPTION ); // The row changed behind the options API.
	}

	/** The row as stored right now, past every cache. */
	private function raw(): ?string {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the row as stored now, past the options cache, is the point.
		$raw = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
		return null === $raw ? null : (string) $raw;
	}

	/**
	 * @return list<string>
	 */
	private static function lines( string $raw ): array {
		return array_values( array_unique( array_filter( explode( "\n", $raw ), static fn( string $line ) => '' !== $line ) ) );
	}
}
