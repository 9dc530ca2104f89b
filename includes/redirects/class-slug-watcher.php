<?php
/**
 * When a published post, page or term changes its address (slug or parent), the addresses below it
 * change too: a page's published descendants (/about/team/ → /company/team/) and a category's child
 * categories. With "create redirects automatically" on (setting redirects_auto_create) every moved
 * address gets a 301 to its new one (Address_Moves: one exact rule per address, no chains, no loops).
 * With it off, the block editor offers the post's own redirect after the save (src/editor/redirect-offer.ts);
 * a term edit is offered, or reported as done, on the user's next term screen (Offers, Offer_Notices).
 *
 * Only an address the moved object really served gets a rule: the post's old permalink must have
 * resolved to that post just before the save (a post whose old slug is also a page's address, which the
 * page answers, gives none, so an author cannot make someone else's page redirect), and an old address
 * of a descendant or term that resolves to another post now gives none either.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Db\Descendants;
use Sightline\Db\Post_Ids;
use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Slug_Watcher implements Hookable_Interface {

	/** @var array<int, array<int, string>> Edited term id => [ term id => address before the edit ] (it and its descendants). */
	private array $term_links = array();

	/** @var array<int, bool> Post id => whether its permalink resolved to it just before this save. */
	private array $served = array();

	/**
	 * @param \Closure(): Address_Moves $moves Built when an address really moves.
	 */
	public function __construct( private Settings $settings, private \Closure $moves ) {}

	public function add_hooks(): void {
		add_action( 'pre_post_update', array( $this, 'before_post_update' ) );
		add_action( 'post_updated', array( $this, 'post_updated' ), 10, 3 );
		add_action( 'edit_terms', array( $this, 'before_term_edit' ), 10, 2 );
		add_action( 'edited_term', array( $this, 'term_edited' ), 10, 3 );
	}

	/**
	 * Notes whether the published post's address, before this save changes anything, is answered by it.
	 *
	 * @param int|string $post_id
	 */
	public function before_post_update( $post_id ): void {
		$post_id = (int) $post_id;
		if ( ! $this->enabled() || 'publish' !== get_post_status( $post_id ) ) {
			return;
		}
		$this->served[ $post_id ] = Post_Ids::of_url( (string) get_permalink( $post_id ) ) === $post_id;
	}

	public function post_updated( int $post_id, WP_Post $after, WP_Post $before ): void {
		$served = $this->served[ $post_id ] ?? false;
		unset( $this->served[ $post_id ] );
		if ( ! $this->enabled() || 'publish' !== $before->post_status || 'publish' !== $after->post_status || ! is_post_type_viewable( $after->post_type ) ) {
			return;
		}
		if ( $before->post_name === $after->post_name && $before->post_parent === $after->post_parent ) {
			return;
		}
		if ( ! $served ) {
			return;
		}
		$old   = (string) get_permalink( $before );
		$new   = (string) get_permalink( $post_id );
		$moves = array( array( $old, $new ) );
		// A descendant's address is its ancestor's address and its own path below it: only that head changed.
		foreach ( Descendants::published( $after ) as $descendant ) {
			$now    = (string) get_permalink( $descendant );
			$before = $old . substr( $now, strlen( $new ) );
			if ( str_starts_with( $now, $new ) && ! self::serves_another_post( $before, $descendant->ID ) ) {
				$moves[] = array( $before, $now );
			}
		}
		( $this->moves )()->create( Address_Moves::rules( $moves ) );
	}

	/** Whether a post other than $own answers $url now (its old address is someone else's page). */
	private static function serves_another_post( string $url, int $own = 0 ): bool {
		$id = Post_Ids::of_url( $url );
		return 0 !== $id && $own !== $id;
	}

	public function before_term_edit( int $term_id, string $taxonomy ): void {
		if ( ! is_taxonomy_viewable( $taxonomy ) ) {
			return;
		}
		$links = array();
		foreach ( array_merge( array( $term_id ), self::term_descendants( $term_id, $taxonomy ) ) as $id ) {
			$link = get_term_link( $id, $taxonomy );
			if ( is_string( $link ) ) {
				$links[ $id ] = $link;
			}
		}
		$this->term_links[ $term_id ] = $links;
	}

	public function term_edited( int $term_id, int $tt_id, string $taxonomy ): void {
		if ( ! isset( $this->term_links[ $term_id ] ) ) {
			return;
		}
		$before = $this->term_links[ $term_id ];
		unset( $this->term_links[ $term_id ] );
		$moves = array();
		foreach ( $before as $id => $old ) {
			clean_term_cache( $id, $taxonomy );
			$new = get_term_link( $id, $taxonomy );
			// An unchanged address is no move: asking who answers it would query the term's archive, every
			// post in it, on each save of its name or description (bench/README.md, "The saves an editor waits for").
			if ( is_string( $new ) && $new !== $old && ! self::serves_another_post( $old ) ) {
				$moves[] = array( $old, $new );
			}
		}
		$rules = Address_Moves::rules( $moves );
		if ( array() === $rules || ( ! $this->enabled() && ! current_user_can( 'manage_options' ) ) ) {
			return;
		}
		$created = $this->enabled() ? ( $this->moves )()->create( $rules ) : 0;
		Offers::put_term( get_current_user_id(), $term_id, $rules, $created );
	}

	/**
	 * @return list<int>
	 */
	private static function term_descendants( int $term_id, string $taxonomy ): array {
		if ( ! is_taxonomy_hierarchical( $taxonomy ) ) {
			return array();
		}
		$children = get_term_children( $term_id, $taxonomy );
		return is_array( $children ) ? array_map( 'intval', $children ) : array();
	}

	private function enabled(): bool {
		return true === $this->settings->get( 'redirects_auto_create' );
	}
}
