<?php
/**
 * Keeps the sitemaps fresh without WP-Cron and without rebuilding everything: each content change bumps
 * the stamp of only what it affects. A post whose listing did not change (an edit) touches its own page;
 * a post that joins or leaves the list (publish, trash, delete, noindex) touches its page (and, near the
 * end of its group, the pages after it, whose boundaries move: see Page_Recount). Affected pages are
 * rendered again on their next request.
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
		add_action( 'saved_term', array( $this, 'term_saved' ), 10, 4 );
		add_action( 'delete_term', array( $this, 'term_deleted' ), 10, 4 );
		add_action( 'set_object_terms', array( $this, 'object_terms_changed' ), 10, 6 );
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
		} elseif ( ( 'publish' === $post->post_status ) !== ( $before instanceof WP_Post && 'publish' === $before->post_status ) ) {
			// A post no sitemap lists (noindexed) published or taken back: its terms' counts still moved.
			$this->touch_post_terms( $post, null );
		}
	}

	public function post_deleted( int $post_id, WP_Post $post ): void {
		if ( $this->indexing->is_post_indexable( $post ) ) {
			$this->touch_post( $post, true );
		} elseif ( 'publish' === $post->post_status ) {
			$this->touch_post_terms( $post, null );
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
			// Noindexed, or indexed again: the term leaves or joins its taxonomy's sitemap.
			$this->touch_terms( $term->taxonomy, array( $term_id ), true );
		}
	}

	/**
	 * A term created or edited. A new term holds no post yet, so no sitemap lists it (it joins when a
	 * post gets it: object_terms_changed()); an edited one changes its own entry, or in a hierarchical
	 * taxonomy its descendants' too (their addresses hold its slug).
	 *
	 * @param int|string $term_id
	 * @param int|string $tt_id
	 * @param bool       $update Whether an existing term was edited (WordPress 5.5+).
	 */
	public function term_saved( $term_id, $tt_id, string $taxonomy, $update = true ): void {
		if ( ! $update ) {
			return;
		}
		if ( is_taxonomy_hierarchical( $taxonomy ) ) {
			$this->bump_group( Taxonomy_Provider::PREFIX . $taxonomy );
			return;
		}
		$this->touch_terms( $taxonomy, array( (int) $term_id ), false );
	}

	/**
	 * A term deleted: it leaves its sitemap if it held a published post; in a hierarchical taxonomy its
	 * children move up to its parent, so their addresses change.
	 *
	 * @param int|string    $term
	 * @param int|string    $tt_id
	 * @param \WP_Term|null $deleted_term The term as it was before the deletion.
	 */
	public function term_deleted( $term, $tt_id, string $taxonomy, $deleted_term = null ): void {
		if ( is_taxonomy_hierarchical( $taxonomy ) ) {
			$this->bump_group( Taxonomy_Provider::PREFIX . $taxonomy );
			return;
		}
		if ( ! $deleted_term instanceof \WP_Term || $deleted_term->count > 0 ) {
			$this->touch_terms( $taxonomy, array( (int) $term ), true );
		}
	}

	/**
	 * @param array<int|string> $terms
	 * @param array<int|string> $tt_ids     The post's terms in $taxonomy now (with $append, those added).
	 * @param bool              $append     Whether $tt_ids were added to the post's terms, none taken off.
	 * @param array<int|string> $old_tt_ids The post's terms in $taxonomy before.
	 */
	public function object_terms_changed( int $object_id, array $terms, array $tt_ids, string $taxonomy, $append = false, $old_tt_ids = array() ): void {
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
		if ( 'publish' !== get_post_status( $object_id ) ) {
			return;
		}
		// The terms the post joined or left: their newest post (lastmod) changed, and a term that got its
		// first post or lost its last joins or leaves the sitemap. The post's other terms keep theirs
		// (an edit of the post itself is post_saved()'s).
		$now     = array_map( 'intval', $tt_ids );
		$before  = array_map( 'intval', (array) $old_tt_ids );
		$changed = array_merge( array_diff( $now, $before ), $append ? array() : array_diff( $before, $now ) );
		if ( $changed ) {
			$this->touch_terms( $taxonomy, $this->term_ids( $taxonomy, $changed ), null );
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
		if ( Boundaries_Job::grows_with_the_site( $group ) && $this->registry->enabled() ) {
			// Its page boundaries go too, and on a big site they take seconds to compute.
			Boundaries_Job::schedule();
		}
	}

	/**
	 * Some pages of a group changed: new stamps, and those pages' stored copies go. With $membership,
	 * the entries with $keys joined or left.
	 *
	 * @param list<int> $pages
	 * @param list<int> $keys
	 */
	private function bump_pages( string $group, array $pages, bool $membership, array $keys = array() ): void {
		$this->state->bump_pages( $group, $pages, $membership, $membership ? $keys : array() );
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
				$this->bump_pages( $group, array_values( array_unique( $affected ) ), $membership_changed, array( $post->ID ) );
			}
		}
		$this->bump_group( Home_Provider::GROUP );
		if ( 'post' === $post->post_type ) {
			$this->bump_group( Author_Provider::GROUP );
		}
		// A post that stayed listed (an edit) moved no term's count: its terms' entries changed only.
		$this->touch_post_terms( $post, $membership_changed ? null : false );
	}

	/**
	 * Bumps the pages holding the post's terms in every taxonomy of its type (see touch_terms()).
	 */
	private function touch_post_terms( WP_Post $post, ?bool $membership ): void {
		foreach ( get_object_taxonomies( $post->post_type ) as $taxonomy ) {
			$terms = get_the_terms( $post, $taxonomy );
			if ( is_array( $terms ) ) {
				$this->touch_terms( $taxonomy, array_map( static fn( \WP_Term $term ): int => $term->term_id, $terms ), $membership );
			}
		}
	}

	/**
	 * Bumps the pages of a taxonomy's sitemap that hold these terms (and their translations, which name
	 * them as versions), as touch_post() does for a post: from a term's page on when it may have joined
	 * or left ($membership, or, when null, whether it holds at most one published post now: a post just
	 * published into it, or the last one just taken out of it).
	 *
	 * @param list<int> $term_ids
	 */
	private function touch_terms( string $taxonomy, array $term_ids, ?bool $membership ): void {
		$group = Taxonomy_Provider::PREFIX . $taxonomy;
		if ( ! $term_ids || ! $this->registry->provider( $group ) ) {
			return;
		}
		$pages = $this->server->summary_to_locate( $group );
		if ( null === $pages ) {
			$this->bump_group( $group );
			return;
		}
		// Pages whose entries only changed, and pages from a joining or leaving term's on (bumped apart, so
		// the next summary resumes from the first of the latter, not from an edited page before it).
		$edited = array();
		$moved  = array();
		$movers = array();
		foreach ( $term_ids as $term_id ) {
			if ( $membership ?? self::holds_at_most_one_post( $term_id, $taxonomy ) ) {
				$moved    = array_merge( $moved, self::affected_pages( $pages, $term_id, true ) );
				$movers[] = $term_id;
			} else {
				$edited = array_merge( $edited, self::affected_pages( $pages, $term_id, false ) );
			}
			foreach ( $this->languages->term_translations( $term_id ) as $translation ) {
				$edited = array_merge( $edited, self::affected_pages( $pages, (int) $translation, false ) );
			}
		}
		$this->bump_pages( $group, array_values( array_unique( array_diff( $edited, $moved ) ) ), false );
		$this->bump_pages( $group, array_values( array_unique( $moved ) ), true, $movers );
	}

	/**
	 * Whether a term holds at most one published post (WordPress's count, up to date when the hooks
	 * above fire): listed only while it holds one, such a term may just have joined or left.
	 */
	private static function holds_at_most_one_post( int $term_id, string $taxonomy ): bool {
		$term = get_term( $term_id, $taxonomy );
		return ! $term instanceof \WP_Term || $term->count <= 1;
	}

	/**
	 * The term IDs of term taxonomy IDs (one query).
	 *
	 * @param list<int> $tt_ids
	 * @return list<int>
	 */
	private function term_ids( string $taxonomy, array $tt_ids ): array {
		$ids = get_terms(
			array(
				'taxonomy'         => $taxonomy,
				'term_taxonomy_id' => $tt_ids,
				'hide_empty'       => false,
				'fields'           => 'ids',
			)
		);
		return is_array( $ids ) ? array_map( 'intval', $ids ) : array();
	}

	/**
	 * The 1-based pages a change of the entry with key $key affects: its own, and when it joined or left
	 * a page with few pages after it, those too (see Page_Recount).
	 *
	 * @param list<array{start: int, lastmod: int, count: int}> $pages
	 * @return list<int>
	 */
	public static function affected_pages( array $pages, int $key, bool $membership_changed ): array {
		$page = Page_Recount::index_of( $pages, $key ) + 1;
		if ( ! $membership_changed || Page_Recount::counts_page_alone( count( $pages ), $page ) ) {
			return array( $page );
		}
		// The pages after it shift; one past the last page too: a new entry may open it.
		return range( $page, count( $pages ) + 1 );
	}
}
