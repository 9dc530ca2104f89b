<?php
/**
 * The counts of the media library's images without alt text (all of them, or one author's uploads), kept
 * between requests. Counting reads every attachment row, since no index holds the MIME type, and the
 * Bulk AI screen's image list and the site check ask for the count on every view.
 *
 * A change that can move a count drops every kept count, so the next view counts afresh: an attachment
 * added, edited (its status, author or type), trashed or deleted, and an alt text written or removed. A
 * count taken while such a change was made is returned but not kept. The listeners run where images
 * and their alt text are edited: wp-admin (the media screens and their Ajax saves), REST (the block
 * editor, the Bulk AI screen's jobs, abilities run through it) and WP-CLI; a page view loads none. A
 * change they do not hear (a WP-Cron event's, SQL written straight into the tables) is caught by the
 * counts' age: older than MAX_AGE, a count is taken again.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

use Sightline\Db\Option_Cache;
use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Image_Alt_Count implements Hookable_Interface {

	/** Not autoloaded: `generation` (raised by every change) and `counts` (author id, 0 for all → [count, when]). */
	public const OPTION = 'sightline_image_alt_counts';

	/** Seconds a kept count is trusted without a change seen. */
	public const MAX_AGE = HOUR_IN_SECONDS;

	/** The writes of an attachment that may move a count. */
	public const ATTACHMENT_HOOKS = array( 'add_attachment', 'edit_attachment', 'delete_attachment' );

	/** The writes of post meta, of which those of the alt text move a count. */
	public const META_HOOKS = array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' );

	public function add_hooks(): void {
		foreach ( self::ATTACHMENT_HOOKS as $hook ) {
			add_action( $hook, array( self::class, 'forget' ), 10, 0 );
		}
		foreach ( self::META_HOOKS as $hook ) {
			add_action( $hook, array( self::class, 'meta_changed' ), 10, 3 );
		}
	}

	/**
	 * The kept count for $author (0: every author), or what $count answers now, kept when no change was
	 * made while it counted.
	 *
	 * @param callable(): int $count Counts now.
	 */
	public static function get( int $author, callable $count ): int {
		$kept = self::read( false );
		$held = $kept['counts'][ $author ] ?? null;
		if ( null !== $held && time() - $held[1] < self::MAX_AGE && $held[1] <= time() ) {
			return $held[0];
		}
		$counted = (int) $count();
		$now     = self::read( true );
		if ( $now['generation'] === $kept['generation'] ) {
			$now['counts'][ $author ] = array( $counted, time() );
			update_option( self::OPTION, $now, false );
		}
		return $counted;
	}

	/** Drops every kept count: the next view counts afresh, and a count under way is not kept. */
	public static function forget(): void {
		$kept = self::read( true );
		update_option(
			self::OPTION,
			array(
				'generation' => $kept['generation'] + 1,
				'counts'     => array(),
			),
			false
		);
	}

	/**
	 * @param int|int[] $meta_id
	 * @param int       $object_id
	 * @param string    $meta_key
	 */
	public static function meta_changed( $meta_id, $object_id, $meta_key ): void {
		if ( Alt_Text_Suggester::META_KEY === $meta_key ) {
			self::forget();
		}
	}

	/**
	 * What is kept; $fresh reads past this request's option cache (another request may have changed it).
	 *
	 * @return array{generation: int, counts: array<int, array{0: int, 1: int}>}
	 */
	private static function read( bool $fresh ): array {
		if ( $fresh ) {
			Option_Cache::forget( self::OPTION );
		}
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$counts = array();
		foreach ( (array) ( $stored['counts'] ?? array() ) as $author => $held ) {
			if ( is_array( $held ) && isset( $held[0], $held[1] ) ) {
				$counts[ (int) $author ] = array( (int) $held[0], (int) $held[1] );
			}
		}
		return array(
			'generation' => (int) ( $stored['generation'] ?? 0 ),
			'counts'     => $counts,
		);
	}
}
