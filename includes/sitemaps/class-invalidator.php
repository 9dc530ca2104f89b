<?php
/**
 * Keeps the sitemaps fresh without WP-Cron and without rebuilding everything: each content change of
 * WordPress's (posts, terms, users, settings) is turned into the entries it touches, and Stale_Pages
 * bumps only the pages that hold them. A post whose listing did not change (an edit) touches its own
 * page; a post that joins or leaves the list (publish, trash, delete, noindex) touches its page (and,
 * near the end of its group, the pages after it, whose boundaries move: see Page_Recount); its terms
 * and its author follow it. Affected pages are rendered again on their next request.
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

	/**
	 * WordPress's options that change the sitemaps' addresses or which page is the home page (and
	 * Polylang's, whose URL modes put the language in every address or take it out): every
	 * page's stamp moves, so its Last-Modified tells a crawler's conditional request it changed.
	 */
	public const ADDRESS_OPTIONS = array( 'permalink_structure', 'category_base', 'tag_base', 'show_on_front', 'page_on_front', 'page_for_posts', 'polylang' );

	/** @var array<int, array{0: string, 1: int}> A hierarchical term's slug and parent before its edit. */
	private array $terms_before = array();

	public function __construct( private Registry $registry, private State $state, private Server $server, private Indexing $indexing, private Languages_Interface $languages, private Boundaries_Job $boundaries, private Stale_Pages $stale ) {}

	public function add_hooks(): void {
		add_action( 'wp_after_insert_post', array( $this, 'post_saved' ), 10, 4 );
		add_action( 'before_delete_post', array( $this, 'post_deleted' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'post_meta_changed' ), 10, 3 );
		}
		foreach ( array( 'added_term_meta', 'updated_term_meta', 'deleted_term_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'term_meta_changed' ), 10, 3 );
		}
		add_action( 'edit_terms', array( $this, 'term_editing' ), 10, 2 );
		add_action( 'saved_term', array( $this, 'term_saved' ), 10, 4 );
		add_action( 'delete_term', array( $this, 'term_deleted' ), 10, 4 );
		add_action( 'set_object_terms', array( $this, 'object_terms_changed' ), 10, 6 );
		add_action( 'profile_update', array( $this, 'user_updated' ), 10, 2 );
		foreach ( array( 'added_user_meta', 'updated_user_meta', 'deleted_user_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'user_meta_changed' ), 10, 3 );
		}
		add_action( 'deleted_user', array( $this, 'user_deleted' ), 10, 2 );
		add_action( 'sightline_settings_updated', array( $this, 'everything_changed' ) );
		add_action( Sitemaps::ENTRIES_CHANGED, array( $this, 'entries_filter_changed' ) );
		// Before the page boundaries' activation job (20), which then computes them afresh.
		add_action( 'sightline_activated', array( $this, 'activated' ), 5 );
		// New addresses or a new front page: every page prints other URLs, though no entry's date moved.
		foreach ( self::ADDRESS_OPTIONS as $option ) {
			add_action( 'update_option_' . $option, array( $this, 'everything_changed' ) );
		}
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
			if ( $was && $before->post_author !== $post->post_author && 'post' === $post->post_type ) {
				// Its former author may have lost their last post, or only their newest.
				$this->touch_authors( array( (int) $before->post_author ), null );
			}
		} elseif ( ( 'publish' === $post->post_status ) !== ( $before instanceof WP_Post && 'publish' === $before->post_status ) ) {
			// A post no sitemap lists (noindexed) published or taken back: its terms and author still list it.
			$this->touch_post_archives( $post, null );
		}
	}

	public function post_deleted( int $post_id, WP_Post $post ): void {
		if ( $this->indexing->is_post_indexable( $post ) ) {
			$this->touch_post( $post, true );
		} elseif ( 'publish' === $post->post_status ) {
			$this->touch_post_archives( $post, null );
		}
	}

	/**
	 * @param int|int[] $meta_id
	 */
	public function post_meta_changed( $meta_id, int $post_id, string $meta_key ): void {
		$noindex = Object_Meta::key( 'robots_noindex' ) === $meta_key;
		if ( ! $noindex && '_thumbnail_id' !== $meta_key && Object_Meta::key( 'canonical' ) !== $meta_key ) {
			return;
		}
		$post = get_post( $post_id );
		if ( $post instanceof WP_Post && 'publish' === $post->post_status && '' === $post->post_password ) {
			// A noindex change can add or remove the post; a featured image or a canonical changes what its
			// page prints (a canonical naming another address leaves it out, without moving any boundary).
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
	 * Notes a hierarchical term's address parts before its edit: its children's addresses hold its
	 * slug, so only a new slug or parent moves the group's entries.
	 *
	 * @param int|string $term_id
	 */
	public function term_editing( $term_id, string $taxonomy ): void {
		$term = is_taxonomy_hierarchical( $taxonomy ) ? get_term( (int) $term_id, $taxonomy ) : null;
		if ( $term instanceof \WP_Term ) {
			$this->terms_before[ $term->term_id ] = array( $term->slug, $term->parent );
		}
	}

	/**
	 * A term created or edited. A new term holds no post yet, so no sitemap lists it (it joins when a
	 * post gets it: object_terms_changed()); an edited one changes its own entry, or, in a hierarchical
	 * taxonomy, when its slug or parent changed, its descendants' too (their addresses hold its slug).
	 *
	 * @param int|string $term_id
	 * @param int|string $tt_id
	 * @param bool       $update Whether an existing term was edited (WordPress 5.5+).
	 */
	public function term_saved( $term_id, $tt_id, string $taxonomy, $update = true ): void {
		$before = $this->terms_before[ (int) $term_id ] ?? null;
		unset( $this->terms_before[ (int) $term_id ] );
		if ( ! $update ) {
			return;
		}
		if ( is_taxonomy_hierarchical( $taxonomy ) ) {
			$term = get_term( (int) $term_id, $taxonomy );
			if ( null === $before || ! $term instanceof \WP_Term || array( $term->slug, $term->parent ) !== $before ) {
				$this->stale->group( Taxonomy_Provider::PREFIX . $taxonomy );
				return;
			}
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
			$this->stale->group( Taxonomy_Provider::PREFIX . $taxonomy );
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
				$this->stale->group( Post_Type_Provider::PREFIX . $type );
			}
			return;
		}
		if ( '' !== $taxonomy && $taxonomy === $this->languages->term_group_taxonomy() ) {
			$term = get_term( $object_id );
			if ( $term instanceof \WP_Term ) {
				$this->stale->group( Taxonomy_Provider::PREFIX . $term->taxonomy );
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

	/**
	 * A user's profile saved: an author's archive address holds their nicename (nothing else of a user
	 * is in the sitemaps, so a shop's customers saving their details change nothing).
	 *
	 * @param int|string    $user_id
	 * @param \WP_User|null $old_user_data The user as they were.
	 */
	public function user_updated( $user_id, $old_user_data = null ): void {
		$user = get_userdata( (int) $user_id );
		if ( ! $old_user_data instanceof \WP_User || ! $user instanceof \WP_User || $old_user_data->user_nicename !== $user->user_nicename ) {
			$this->touch_authors( array( (int) $user_id ), false );
		}
	}

	/**
	 * An author noindexed on their profile leaves the authors' sitemap; indexed again, joins it.
	 *
	 * @param int|int[] $meta_id
	 */
	public function user_meta_changed( $meta_id, int $user_id, string $meta_key ): void {
		if ( Object_Meta::key( 'robots_noindex' ) === $meta_key ) {
			$this->touch_authors( array( $user_id ), true );
		}
	}

	/**
	 * A user deleted: they leave the authors' sitemap, and whoever got their posts may join it (the
	 * reassignment writes the posts table directly, without the posts' hooks).
	 *
	 * @param int|string      $user_id
	 * @param int|string|null $reassign
	 */
	public function user_deleted( $user_id, $reassign = null ): void {
		$this->touch_authors( array_values( array_filter( array( (int) $user_id, (int) $reassign ) ) ), true );
	}

	/**
	 * Activated, maybe again: what changed while the plugin was off (posts published, terms renamed,
	 * users removed) reached no listener of ours, so no stored copy nor page boundary can be trusted.
	 */
	public function activated(): void {
		$this->registry->reset();
		$this->state->bump_all();
		$this->server->forget( null );
	}

	public function everything_changed(): void {
		$this->registry->reset();
		// Settings changed: no stored copy can be served again. The page boundaries stay (unless the
		// sitemaps were turned off: then nothing of them is kept), and are computed again only where
		// a setting that decides what a group lists changed (their version holds Registry::listing_fingerprint()).
		$off = ! $this->registry->enabled();
		$this->state->bump_all( $off );
		$this->server->forget( null, null, $off );
		// A setting that decides what is listed moved every boundary: computed in the background.
		$this->boundaries->schedule_if_stale();
	}

	/**
	 * What Sitemaps::ENTRIES_FILTER leaves out changed (a redirect rule added, changed, turned off or
	 * removed): any page may list other entries now, so no stored copy is served again and every page's
	 * stamp moves (its Last-Modified tells a crawler). The page boundaries stay: the filter takes entries
	 * out of a page as it is built, it never moves them to another.
	 */
	public function entries_filter_changed(): void {
		$this->state->bump_all( false );
		$this->server->forget( null, null, false );
	}

	/**
	 * Bumps the page holding $post (and the pages after it when its membership changed), the home page,
	 * and the pages that hold its author and its terms, whose lastmod follows their posts.
	 */
	private function touch_post( WP_Post $post, bool $membership_changed ): void {
		// The pages of its translations too: they name it as a version while it is listed.
		$this->stale->entries(
			Post_Type_Provider::PREFIX . $post->post_type,
			array( $post->ID ),
			static fn(): bool => $membership_changed,
			fn( int $post_id ): array => array_map( 'intval', array_values( $this->languages->post_translations( $post_id ) ) )
		);
		$this->stale->group( Home_Provider::GROUP );
		// A post that stayed listed (an edit) moved no term's or author's count: their entries changed only.
		$this->touch_post_archives( $post, $membership_changed ? null : false );
	}

	/**
	 * Bumps the pages holding the archives that list the post: its type's archive, its terms in every
	 * taxonomy of its type, and its author (author archives list posts). See Stale_Pages::entries().
	 */
	private function touch_post_archives( WP_Post $post, ?bool $membership ): void {
		$type = get_post_type_object( $post->post_type );
		if ( $type && $type->has_archive ) {
			$this->stale->group( Archive_Provider::GROUP );
		}
		foreach ( get_object_taxonomies( $post->post_type ) as $taxonomy ) {
			$terms = get_the_terms( $post, $taxonomy );
			if ( is_array( $terms ) ) {
				$this->touch_terms( $taxonomy, array_map( static fn( \WP_Term $term ): int => $term->term_id, $terms ), $membership );
			}
		}
		if ( 'post' === $post->post_type ) {
			$this->touch_authors( array( (int) $post->post_author ), $membership );
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
		$this->stale->entries(
			Taxonomy_Provider::PREFIX . $taxonomy,
			$term_ids,
			static fn( int $term_id ): bool => $membership ?? self::holds_at_most_one_post( $term_id, $taxonomy ),
			fn( int $term_id ): array => array_map( 'intval', array_values( $this->languages->term_translations( $term_id ) ) )
		);
	}

	/**
	 * Bumps the pages of the authors' sitemap that hold these users, as touch_terms() does for terms:
	 * an author joins or leaves with their first or last published post.
	 *
	 * @param list<int> $user_ids
	 */
	private function touch_authors( array $user_ids, ?bool $membership ): void {
		$this->stale->entries(
			Author_Provider::GROUP,
			$user_ids,
			static fn( int $user_id ): bool => $membership ?? self::has_at_most_one_post( $user_id ),
			static fn(): array => array()
		);
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
	 * Whether a user has at most one published post that the authors' sitemap counts (at most two rows
	 * read, however many they wrote): listed only while they have one, such an author may just have
	 * joined or left.
	 */
	private static function has_at_most_one_post( int $user_id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- on a save only; stops at the second row on the post_author index.
		$rows = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM ( SELECT 1 FROM {$wpdb->posts} WHERE post_author = %d AND post_type = 'post' AND post_status = 'publish' AND post_password = '' LIMIT 2 ) t", $user_id ) );
		return $rows <= 1;
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
}
