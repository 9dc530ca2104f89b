<?php
/**
 * The page boundaries of a sitemap group (its "summary"): for each page, the key of its first entry,
 * its size and its newest lastmod. The index lists them and a page renders its entries from them.
 *
 * Computing them reads every listed entry of the group (seconds at a million posts), so they are
 * stored (Store, slot `summary-<group>`) under a version made of the settings that decide what the
 * group lists (Registry::listing_fingerprint()) and the group's stamp (State::summary_stamp()). A
 * change that only adds or removes entries leaves the stored ones to resume from: the pages that hold
 * those entries are counted again (Page_Recount), or the pages from the first one the change touched.
 * Requests that need a whole group's at once wait for the first one computing them (a database lock),
 * and none is ever left without them.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Db\Lock;

defined( 'ABSPATH' ) || exit;

final class Page_Boundaries {

	/** Stem of the stored page boundaries' slots (`summary-<group>`). */
	public const SLOT = 'summary-';

	/** Seconds a request waits for another one computing the same group's page boundaries. */
	private const WAIT = 20;

	public function __construct( private Registry $registry, private State $state, private Store $store ) {}

	/**
	 * The pages of a group (first key, lastmod, count), cached until entries join or leave it; an edited
	 * page's newer lastmod comes from its own stamp.
	 *
	 * @return list<array{start: int, lastmod: int, count: int}>
	 */
	public function get( string $group ): array {
		$provider = $this->registry->provider( $group );
		if ( ! $provider ) {
			return array();
		}
		$cached = $this->cached( $group );
		if ( null !== $cached ) {
			return $cached;
		}
		$version = $this->version( $group );
		$slot    = self::SLOT . $group;
		$pages   = $this->resumed( $group, $provider );
		if ( null !== $pages ) {
			$this->store->set( $slot, $version, (string) wp_json_encode( $pages ) );
			return $pages;
		}
		// The whole group's boundaries read every listed post: seconds at a million posts. Requests that
		// need them at once (a crawler fetching the index and its pages side by side, or one arriving
		// while Boundaries_Job computes them) wait for the first and take what it stored, instead of each
		// reading every post again. Past the wait, a request computes them itself: never left without.
		$lock = 'sitemap_summary:' . $group;
		$held = Lock::acquire( $lock, self::WAIT );
		try {
			$pages = $held ? $this->cached( $group ) : null;
			if ( null === $pages ) {
				$pages = $provider->pages( $group, $this->registry->per_page() );
				$this->store->set( $slot, $version, (string) wp_json_encode( $pages ) );
			}
		} finally {
			if ( $held ) {
				Lock::release( $lock );
			}
		}
		return $pages;
	}

	/**
	 * A group's summary built from its older stored one when only entries were added or removed since:
	 * in a big group, only the pages that hold them are counted again (Page_Recount); otherwise the pages
	 * before the first one a change touched are kept, the rest computed from that page's first key on.
	 * Publishing a post reads the last page's rows, not every listed post (seconds at a million). Null
	 * when the older summary cannot serve (another listing fingerprint, other changes).
	 *
	 * @return list<array{start: int, lastmod: int, count: int}>|null
	 */
	private function resumed( string $group, Provider_Interface $provider ): ?array {
		$stale = $this->stale( $group );
		if ( null !== $stale && null !== $stale['keys'] && Page_Recount::counts_page_alone( count( $stale['pages'] ), $stale['from'] ) ) {
			return Page_Recount::recount( $provider, $group, $stale['pages'], $stale['keys'], $this->registry->per_page(), $this->state->summary_stamp( $group ) );
		}
		if ( null === $stale || 1 === $stale['from'] ) {
			return null; // From the first page on: the whole computation.
		}
		$kept = array_slice( $stale['pages'], 0, $stale['from'] - 1 );
		$page = $stale['pages'][ $stale['from'] - 1 ];
		return array_merge( $kept, $provider->pages( $group, $this->registry->per_page(), $page['start'] ) );
	}

	/**
	 * The group's stored summary when its version is out of date only because entries were added or
	 * removed since, with the first page they touched ('from') and their keys when every change noted
	 * them ('keys'): the pages before 'from' are exact; from it on, boundaries may have moved.
	 *
	 * @return array{pages: non-empty-list<array{start: int, lastmod: int, count: int}>, from: int, keys: list<int>|null}|null
	 */
	private function stale( string $group ): ?array {
		$stored = $this->store->get_any( self::SLOT . $group );
		$parts  = null === $stored ? array() : explode( ':', $stored[0] );
		if ( null === $stored || 2 !== count( $parts ) || $parts[0] !== $this->registry->listing_fingerprint( $group ) ) {
			return null;
		}
		$from  = $this->state->boundaries_moved_from( $group, (int) $parts[1] );
		$pages = json_decode( $stored[1], true );
		if ( null === $from || ! is_array( $pages ) || ! $pages || ! array_is_list( $pages ) ) {
			return null;
		}
		foreach ( $pages as $page ) {
			if ( ! is_array( $page ) || ! isset( $page['start'], $page['lastmod'], $page['count'] ) ) {
				return null;
			}
		}
		return array(
			'pages' => $pages,
			'from'  => min( $from, count( $pages ) ),
			'keys'  => $this->state->moved_keys( $group, (int) $parts[1] ),
		);
	}

	/**
	 * The cached summary of a group without computing it: null when there is none (used by invalidation,
	 * which must not run the group's queries on every save).
	 *
	 * @return list<array{start: int, lastmod: int, count: int}>|null
	 */
	public function cached( string $group ): ?array {
		$cached = $this->store->get( self::SLOT . $group, $this->version( $group ) );
		$pages  = null === $cached ? null : json_decode( $cached, true );
		return is_array( $pages ) ? $pages : null;
	}

	/** Whether the group has stored boundaries, current or not (a file read; nothing is computed). */
	public function is_stored( string $group ): bool {
		return null !== $this->store->get_any( self::SLOT . $group );
	}

	/** What stored page boundaries are valid for: the settings that decide what is listed, and the group's stamp. */
	private function version( string $group ): string {
		return $this->registry->listing_fingerprint( $group ) . ':' . $this->state->summary_stamp( $group );
	}

	/**
	 * The pages to find a changed entry's page in, without computing anything: the cached summary, or
	 * the stored one that entries added or removed since made stale (its pages before the first one they
	 * touched are exact, and every page from there on re-renders already), so several saves between two
	 * sitemap requests keep resuming instead of recomputing the whole group.
	 *
	 * @return list<array{start: int, lastmod: int, count: int}>|null
	 */
	public function to_locate( string $group ): ?array {
		return $this->cached( $group ) ?? $this->stale( $group )['pages'] ?? null;
	}
}
