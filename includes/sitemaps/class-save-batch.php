<?php
/**
 * One write of the sitemap stamps per post save. A save touches several sitemaps one after the other
 * (its terms as they are set, then its own page, the home page, its archives and its author), and each
 * change of State is a compare-and-swap write of its own with a stamp one newer than the last: seven
 * writes for one publish, and stamps seven seconds ahead of the clock. Held from the start of the save
 * (`wp_insert_post_data`) to its end (`wp_after_insert_post`, which the REST API fires once the post's
 * terms and meta are saved too), they are one write with one stamp.
 *
 * A save that fails once started never reaches its end: what it held is written when the request ends.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Save_Batch implements Hookable_Interface {

	/** Saves started and not ended (a save can start another: a revision, a copy on another site). */
	private int $open = 0;

	public function __construct( private State $state ) {}

	public function add_hooks(): void {
		add_filter( 'wp_insert_post_data', array( $this, 'start' ), PHP_INT_MAX );
		// After every other listener of the save's end, whose changes join the write.
		add_action( 'wp_after_insert_post', array( $this, 'end' ), PHP_INT_MAX );
	}

	/**
	 * @param array<string, mixed> $data The post's fields, passed through.
	 * @return array<string, mixed>
	 */
	public function start( $data ) {
		if ( ! has_action( 'shutdown', array( $this, 'end_all' ) ) ) {
			// The request's end is watched once a save has started.
			add_action( 'shutdown', array( $this, 'end_all' ), 0 );
		}
		++$this->open;
		$this->state->hold();
		return $data;
	}

	public function end(): void {
		if ( $this->open > 0 ) {
			--$this->open;
			$this->state->release();
		}
	}

	public function end_all(): void {
		while ( $this->open > 0 ) {
			$this->end();
		}
	}
}
