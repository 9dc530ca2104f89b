<?php
/**
 * Marks what a content change made stale, and nothing more: a whole group, or the pages of a group that
 * hold some entries. New stamps (State) make the stored copies unreachable, the copies go (Server), and
 * the next request renders them again. The Invalidator decides which entries a change of WordPress's
 * content touched; this finds their pages in the stored page boundaries.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

defined( 'ABSPATH' ) || exit;

final class Stale_Pages {

	public function __construct( private Registry $registry, private State $state, private Server $server, private Page_Boundaries $boundaries ) {}

	/** A whole group changed: new stamps, and its stored copies and page boundaries go. */
	public function group( string $group ): void {
		$this->state->bump_group( $group );
		$this->server->forget( $group );
		if ( Boundaries_Job::grows_with_the_site( $group ) && $this->registry->enabled() ) {
			// On a big site its page boundaries take seconds to compute: done in the background.
			Boundaries_Job::schedule();
		}
	}

	/**
	 * Entries of a group changed: the pages that hold them. An entry that may have joined or left the
	 * group ($moves) changes the page boundaries from its page (see affected_pages()); those pages are
	 * bumped apart from the pages whose entries only changed, with the entries' keys, so the next summary
	 * counts again only what moved. The pages of the entries' other language versions ($versions), which
	 * name them, are bumped too. Without stored boundaries to find the pages in, the whole group.
	 * A group out of the sitemaps (no provider lists it now) keeps no stored boundaries.
	 *
	 * @param list<int>                $keys
	 * @param callable(int): bool      $moves
	 * @param callable(int): list<int> $versions
	 */
	public function entries( string $group, array $keys, callable $moves, callable $versions ): void {
		if ( ! $keys ) {
			return;
		}
		if ( ! $this->registry->provider( $group ) ) {
			// Out of the sitemaps for now (author archives switched off, a filter), so no page of it can
			// note the change: its stored boundaries go (once), and are computed afresh when it is back.
			if ( $this->boundaries->is_stored( $group ) ) {
				$this->server->forget( $group );
			}
			return;
		}
		$pages = $this->boundaries->to_locate( $group );
		if ( null === $pages ) {
			$this->group( $group );
			return;
		}
		$edited = array();
		$moved  = array();
		$movers = array();
		foreach ( $keys as $key ) {
			if ( $moves( $key ) ) {
				$moved    = array_merge( $moved, self::affected_pages( $pages, $key, true ) );
				$movers[] = $key;
			} else {
				$edited = array_merge( $edited, self::affected_pages( $pages, $key, false ) );
			}
			foreach ( $versions( $key ) as $version ) {
				$edited = array_merge( $edited, self::affected_pages( $pages, $version, false ) );
			}
		}
		$this->pages( $group, array_values( array_unique( array_diff( $edited, $moved ) ) ), false );
		$this->pages( $group, array_values( array_unique( $moved ) ), true, $movers );
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

	/**
	 * Some pages of a group changed: new stamps, and those pages' stored copies go. With $membership,
	 * the entries with $keys joined or left.
	 *
	 * @param list<int> $pages
	 * @param list<int> $keys
	 */
	private function pages( string $group, array $pages, bool $membership, array $keys = array() ): void {
		$this->state->bump_pages( $group, $pages, $membership, $membership ? $keys : array() );
		if ( $pages ) {
			$this->server->forget( $group, $pages, $membership );
		}
	}
}
