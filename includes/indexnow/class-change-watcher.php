<?php
/**
 * Queues the URL of every content change search engines should hear about while IndexNow is on:
 * a public, indexable post published, updated or trashed (or deleted), and a change of a published
 * post's noindex setting (its URL is sent either way, so engines recrawl and see the new robots meta).
 * When a post's address changed, both the old and the new URL go.
 *
 * Nothing is sent here: the URLs go to the Queue and one WP-Cron single event sends them a minute
 * later, batched, so a save never waits on a remote call. Bulk writes (a migration batch) queue
 * nothing: they copy what another plugin already told search engines.
 *
 * @package Sightline
 */

namespace Sightline\Indexnow;

use Sightline\Hookable_Interface;
use Sightline\Settings\Indexing;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Change_Watcher implements Hookable_Interface {

	/** The WP-Cron event that sends the queue. */
	public const SEND_HOOK = 'sightline_indexnow_send';

	/** Seconds changes are gathered before they are sent together. */
	public const DELAY = MINUTE_IN_SECONDS;

	private int $bulk = 0;

	public function __construct( private Settings $settings, private Indexing $indexing, private Queue $queue ) {}

	public function add_hooks(): void {
		add_action( 'wp_after_insert_post', array( $this, 'post_saved' ), 10, 4 );
		add_action( 'before_delete_post', array( $this, 'post_deleted' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'post_meta_changed' ), 10, 3 );
		}
		add_action( 'sightline_bulk_write_start', array( $this, 'bulk_start' ) );
		add_action( 'sightline_bulk_write_end', array( $this, 'bulk_end' ) );
	}

	public function post_saved( int $post_id, WP_Post $post, bool $update, ?WP_Post $before = null ): void {
		if ( ! $this->watching() || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
			return;
		}
		$urls = array();
		if ( $before instanceof WP_Post && $this->indexing->is_post_indexable( $before ) ) {
			// Its address before the change: a trashed or unpublished post, or a changed slug, leaves it.
			$urls[] = (string) get_permalink( $before );
		}
		if ( $this->indexing->is_post_indexable( $post ) ) {
			$urls[] = (string) get_permalink( $post );
		}
		$this->enqueue( $urls );
	}

	public function post_deleted( int $post_id, WP_Post $post ): void {
		if ( $this->watching() && $this->indexing->is_post_indexable( $post ) ) {
			$this->enqueue( array( (string) get_permalink( $post ) ) );
		}
	}

	/**
	 * @param int|int[] $meta_id
	 */
	public function post_meta_changed( $meta_id, int $post_id, string $meta_key ): void {
		if ( Object_Meta::key( 'robots_noindex' ) !== $meta_key || ! $this->watching() ) {
			return;
		}
		$post = get_post( $post_id );
		$type = $post instanceof WP_Post ? get_post_type_object( $post->post_type ) : null;
		if ( $type && $type->public && 'publish' === $post->post_status && '' === $post->post_password ) {
			$this->enqueue( array( (string) get_permalink( $post ) ) );
		}
	}

	public function bulk_start(): void {
		++$this->bulk;
	}

	public function bulk_end(): void {
		$this->bulk = max( 0, $this->bulk - 1 );
	}

	private function watching(): bool {
		return 0 === $this->bulk && $this->settings->get( 'enable_indexnow' ) && '0' !== (string) get_option( 'blog_public' );
	}

	/**
	 * @param list<string> $urls
	 */
	private function enqueue( array $urls ): void {
		// Duplicates (a save that changes the noindex field, then the post) go when the queue is taken.
		$new = array_values( array_unique( array_filter( $urls, static fn( string $url ) => is_string( wp_parse_url( $url, PHP_URL_HOST ) ) ) ) );
		if ( ! $new ) {
			return;
		}
		$this->queue->add( $new );
		if ( false === wp_next_scheduled( self::SEND_HOOK ) ) {
			wp_schedule_single_event( time() + self::DELAY, self::SEND_HOOK );
		}
	}
}
