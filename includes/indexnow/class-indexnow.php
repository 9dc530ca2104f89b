<?php
/**
 * IndexNow's switch and its background job: turning it on makes the key (so the key file exists
 * before the first submission), turning it off drops whatever was queued and the pending event,
 * deactivating the plugin drops the event, and the WP-Cron event sends the queue (the Submitter is
 * built only when the event runs).
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

use Sightline\Hookable_Interface;

defined( 'ABSPATH' ) || exit;

final class Indexnow implements Hookable_Interface {

	/**
	 * @param \Closure(): Submitter $submitter
	 */
	public function __construct( private Key $key, private Queue $queue, private \Closure $submitter ) {}

	public function add_hooks(): void {
		add_action( Change_Watcher::SEND_HOOK, array( $this, 'send' ) );
		add_action( 'sightline_settings_updated', array( $this, 'settings_updated' ) );
		// A deactivated plugin leaves no event behind (the queue stays for a reactivation).
		add_action( 'sightline_deactivated', array( $this, 'unschedule' ) );
	}

	public function unschedule(): void {
		wp_clear_scheduled_hook( Change_Watcher::SEND_HOOK );
	}

	public function send(): void {
		( $this->submitter )()->send_queued();
	}

	/**
	 * @param array<string, mixed> $changes The saved settings that changed.
	 */
	public function settings_updated( array $changes ): void {
		if ( ! array_key_exists( 'enable_indexnow', $changes ) ) {
			return;
		}
		if ( $changes['enable_indexnow'] ) {
			$this->key->ensure();
			return;
		}
		$this->queue->clear();
		$this->unschedule();
	}
}
