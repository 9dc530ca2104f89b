<?php
/**
 * Keeps the sitemaps fresh without WP-Cron and without rebuilding everything: each content change bumps
 * the stamp of only what it affects. A post whose listing did not change (an edit) touches its own page;
 * a post that joins or leaves the list (publish, trash, delete, noindex) touches its page and the pages
 * after it, whose boundaries move. Affected pages are rendered again on their next request.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Hookable_Interface;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Settings\Indexing;
use Sightline\Settings\Object_Meta;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Invalidator implements Hookable_Interface {

	public function __construct( private Registry $registry, private State $state, private Server $server, private Indexing $indexing, private Languages_Interface $languages, private Boundaries_Job $boundaries ) {}

	public function add_hooks(): void {
		add_action( 'wp_after_insert_post', array( $this, 'post_saved' ), 10, 4 );
		add_action( 'before_delete_post', array( $this, 'post_deleted' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'post_meta_changed' ), 10, 3 );
		}
		foreach ( array( 'added_term_meta', 'updated_term_meta', 'deleted_term_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'term_meta_changed' ), 10, 3 );
		}
		add_action( 'saved_term', array( $this, 'term_changed' ), 10, 3 );
		add_action( 'delete_term', array( $this, 'term_changed' ), 10, 3 );
		add_action( 'set_object_terms', array( $this, 'object_terms_changed' ), 10, 4 );
		add_action( 'profile_update', array( $this, 'users_changed' ) );
		add_action( 'deleted_user', array( $this, 'users_changed' ) );
		add_action( 'sightline_settings_updated', array( $this, 'everything_changed' ) );
		add_action( 'sightline_bulk_write_start', array( $this->state, 'hold' ) );
		add_action( 'sightline_bulk_write_end', array( $this->state, 'release' ) );
	}

	public function post_saved( int $post_id, WP_Post $post, bool $update, ?WP_Post $before = null ): void {
		if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
			return;
		}
		$was = $before instanceof WP_Post && $this->indexing->is_post_indexable( $before );
		$now = $this->indexing->is_post_indexable( $post );
		if ( $was || $now ) {
			$this->touch_post( $post, $was !== $now );
		}
	}

	public function post_deleted( int $post_id, WP_Post $post ): void {
		if ( $this->indexing->is_post_indexable( $post ) ) {
			$this->touch_post( $post, true );
		}
	}

	/**
	 * @param int|int[] $meta_id
	 */
	public function post_meta_changed( $meta_id, int $post_id, string $meta_key ): void {
		$noindex = Object_Meta::key( 'robots_noindex' ) === $meta_key;
		if ( ! $noindex && '_thumbnail_id' !== $meta_key ) {
			return;
		}
		$post = get_post( $post_id );
		if ( $post instanceof WP_Post && 'publish' === $post->post_status && '' === $post->post_password ) {
			// A noindex change can add or remove the post; a featured image change only alters its entry.
			$this->touch_post( $post, $noindex );
		}
	}

	/**
	 * @param int|int[] $meta_id
	 */
	public function term_meta_changed( $meta_id, int $term_id, string $meta_key ): void {
		if ( Object_Meta::key( 'robots_noindex' ) !== $meta_key ) {
			return;
		}
		$term = get_term( $term_id );
		if ( $term instanceof \WP_Term ) {
			$this->bump_group( Taxonomy_Provider::PREFIX . $term->taxonomy );
		}
	}

	/**
	 * @param int|\WP_Term $term
	 */
	public function term_changed( $term, int $tt_id, string $taxonomy ): void {
		$this->bump_group( Taxonomy_Provider::PREFIX . $taxonomy );
	}

	/**
	 * @param array<int|string> $terms
	 * @param array<int>        $tt_ids
	 */
	public function object_terms_changed( int $object_id, array $terms, array $tt_ids, string $taxonomy ): void {
		// Translations linked or unlinked: every entry of the group names its versions, so the group's
		// sitemaps are rebuilt (on their next request).
		if ( '' !== $taxonomy && $taxonomy === $this->languages->post_group_taxonomy() ) {
			$type = get_post_type( $object_id );
			if ( $type ) {
				$this->bump_group( Post_Type_Provider::PREFIX . $type );
			}
			return;
		}
		if ( '' !== $taxonomy && $taxonomy === $this->languages->term_group_taxonomy() ) {
			$term = get_term( $object_id );
			if ( $term instanceof \WP_Term ) {
				$this->bump_group( Taxonomy_Provider::PREFIX . $term->taxonomy );
			}
			return;
		}
		if ( 'publish' === get_post_status( $object_id ) ) {
			$this->bump_group( Taxonomy_Provider::PREFIX . $taxonomy );
		}
	}

	public function users_changed(): void {
		$this->bump_group( Author_Provider::GROUP );
	}

	public function everything_changed(): void {
		$this->registry->reset();
		// Settings changed: no stored copy can be served again. The page boundaries stay (unless the
		// sitemaps were turned off: then nothing of them is kept), and are computed again only where
		// a setting that decides what is listed changed (their version holds Registry::fingerprint()).
		$off = ! $this->registry->enabled();
		$this->state->bump_all( $off );
		$this->server->forget( null, null, $off );
		// A setting that decides what is listed moved every boundary: computed in the background.
		$this->boundaries->schedule_if_stale();
	}

	/** A whole group changed: new stamps, and its stored copies go. */
	private function bump_group( string $group ): void {
		$this->state->bump_group( $group );
		$this->server->forget( $group );
		if ( str_starts_with( $group, Post_Type_Provider::PREFIX ) && $this->registry->enabled() ) {
			// Its page boundaries go too, and at a million posts they take seconds to compute.
			Boundaries_Job::schedule();
		}
	}

	/**
	 * Some pages of a group changed: new stamps, and those pages' stored copies go.
	 *
	 * @param list<int> $pages
	 */
	private function bump_pages( string $group, array $pages, bool $membership ): void {
		$this->state->bump_pages( $group, $pages, $membership );
		if ( $pages ) {
			$this->server->forget( $group, $pages, $membership );
		}
	}

	/**
	 * Bumps the page holding $post (and the pages after it when its membership changed), and the groups
	 * whose lastmod follows posts: the home page, the authors and the post's taxonomies.
	 */
	private function touch_post( WP_Post $post, bool $membership_changed ): void {
		$group = Post_Type_Provider::PREFIX . $post->post_type;
		if ( $this->registry->provider( $group ) ) {
			$pages = $this->server->summary_to_locate( $group );
			if ( null === $pages ) {
				$this->bump_group( $group );
			} else {
				$affected = self::affected_pages( $pages, $post->ID, $membership_changed );
				// The pages of its translations too: they name it as a version while it is listed.
				foreach ( $this->languages->post_translations( $post->ID ) as $translation ) {
					$affected = array_merge( $affected, self::affected_pages( $pages, $translation, false ) );
				}
				$this->bump_pages( $group, array_values( array_unique( $affected ) ), $membership_changed );
			}
		}
		$this->bump_group( Home_Provider::GROUP );
		if ( 'post' === $post->post_type ) {
			$this->bump_group( Author_Provider::GROUP );
		}
		foreach ( get_object_taxonomies( $post->post_type ) as $taxonomy ) {
			$this->bump_group( Taxonomy_Provider::PREFIX . $taxonomy );
		}
	}

	/**
	 * The 1-based pages a change of the entry with key $key affects.
	 *
	 * @param list<array{start: int, lastmod: int, count: int}> $pages
	 * @return list<int>
	 */
	public static function affected_pages( array $pages, int $key, bool $membership_changed ): array {
		$page = 1;
		foreach ( $pages as $number => $info ) {
			if ( $info['start'] <= $key ) {
				$page = $number + 1;
			}
		}
		// One past the last page too: a new entry may open it.
		return $membership_changed ? range( $page, count( $pages ) + 1 ) : array( $page );
	}
}
