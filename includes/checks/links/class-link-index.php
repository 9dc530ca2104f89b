<?php
/**
 * Keeps the link terms index (Link_Table) as posts are saved: a published post's terms are written
 * after each save (wp_after_insert_post: its meta, the focus keyphrase, is saved by then) and leave
 * when it is unpublished, trashed, password-protected or deleted. Only posts a visitor can read are
 * in it, so every suggestion is a page worth linking to.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

use Sightline\Hookable_Interface;
use Sightline\Multilingual\Content_Language;
use Sightline\Settings\Object_Meta;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Link_Index implements Hookable_Interface {

	public function __construct( private Content_Language $content_language ) {}

	public function add_hooks(): void {
		add_action( 'wp_after_insert_post', array( $this, 'on_save' ), 10, 2 );
		add_action( 'deleted_post', array( $this, 'forget' ) );
		// The table is made at activation, and the posts published before it are indexed in the background.
		add_action( 'sightline_activated', array( Link_Table::class, 'upgrade' ) );
		add_action( 'sightline_activated', array( Link_Index_Job::class, 'start_once' ) );
	}

	/**
	 * @param int|string $post_id
	 * @param mixed      $post
	 */
	public function on_save( $post_id, $post ): void {
		if ( $post instanceof WP_Post ) {
			$this->index( $post );
		}
	}

	/** Whether a post belongs in the index: published, public and readable by anyone. */
	public static function is_linkable( WP_Post $post ): bool {
		return 'publish' === $post->post_status
			&& '' === $post->post_password
			&& 'attachment' !== $post->post_type
			&& is_post_type_viewable( $post->post_type );
	}

	/**
	 * The terms a post has now (whether or not it is in the index).
	 *
	 * @return array<string, int> Term => weight, heaviest first.
	 */
	public function terms_of( WP_Post $post ): array {
		$keyphrase = get_post_meta( $post->ID, Object_Meta::key( 'focus_keyword' ), true );
		return Link_Terms::of( $post->post_title, is_string( $keyphrase ) ? $keyphrase : '', $post->post_content, $this->content_language->of_post( $post ) );
	}

	/** Writes a post's terms when it is linkable, else takes it out. */
	public function index( WP_Post $post ): void {
		$this->index_many( array( $post ) );
	}

	/**
	 * Writes the terms of several posts (those linkable; the others are taken out) in two statements
	 * whatever their number: one DELETE of their old rows and one INSERT of the new ones. The
	 * background job writes a batch this way (two queries a post before: 206 a batch of 100, now 8).
	 *
	 * @param list<WP_Post> $posts
	 */
	public function index_many( array $posts ): void {
		if ( ! $posts ) {
			return;
		}
		global $wpdb;
		Link_Table::upgrade();
		$table  = Link_Table::name();
		$ids    = array();
		$rows   = array();
		$values = array();
		// The rows go in the primary key's order, (post_id, term): the job's batches then append to the
		// table's last page, which InnoDB fills, where rows out of order split pages in half and leave
		// them half empty (the figures: bench/README.md, links section).
		usort( $posts, static fn( WP_Post $a, WP_Post $b ): int => $a->ID <=> $b->ID );
		foreach ( $posts as $post ) {
			$ids[] = (int) $post->ID;
			if ( ! self::is_linkable( $post ) ) {
				continue;
			}
			// Each term by its key (Link_Terms::hash()); two terms sharing one are one row.
			$keys = Link_Terms::by_hash( $this->terms_of( $post ) );
			ksort( $keys );
			foreach ( $keys as $key => $weight ) {
				$rows[] = '(%d, %d, %d)';
				array_push( $values, $post->ID, $key, min( 65535, $weight ) );
			}
		}
		// phpcs:disable WordPress.DB -- our own table; all placeholders, at most MAX_TERMS rows a post.
		// The posts' rows are replaced whole: their old terms leave, two saves cannot mix their terms.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE post_id IN (" . implode( ', ', array_fill( 0, count( $ids ), '%d' ) ) . ')', ...$ids ) );
		if ( $rows ) {
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (post_id, term, weight) VALUES " . implode( ', ', $rows ), ...$values ) );
		}
		// phpcs:enable
	}

	/** @param int|string $post_id */
	public function forget( $post_id ): void {
		global $wpdb;
		Link_Table::upgrade();
		$wpdb->delete( Link_Table::name(), array( 'post_id' => (int) $post_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our own table, written on save.
	}
}
