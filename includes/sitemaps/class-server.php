<?php
/**
 * Answers sitemap requests from the cache, rendering on a miss: the index, one page of one group, or
 * the stylesheet. Each answer carries its Last-Modified time; a conditional GET that is still current
 * gets a 304 without a body. No database writes happen here (the cache is the object cache or files).
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Db\Lock;

defined( 'ABSPATH' ) || exit;

final class Server {

	/** Seconds a request waits for another one computing the same group's page boundaries. */
	private const SUMMARY_WAIT = 20;

	/** Stem of the stored page boundaries' slots (`summary-<group>`). */
	private const SUMMARY_SLOT = 'summary-';

	public function __construct( private Registry $registry, private State $state, private Store $store ) {}

	/**
	 * @param string      $sitemap           Registry::INDEX, Registry::STYLESHEET or a group.
	 * @param string|null $if_modified_since The request's If-Modified-Since header.
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	public function respond( string $sitemap, int $page, ?string $if_modified_since = null ): array {
		return self::answer( $this->document( $sitemap, $page ), $if_modified_since );
	}

	/**
	 * What a sitemap URL holds (from the cache, rendered on a miss), or null when it is not served.
	 *
	 * @param string $sitemap Registry::INDEX, Registry::STYLESHEET or a group.
	 * @return array{body: string, lastmod: int, type: string}|null
	 */
	public function document( string $sitemap, int $page ): ?array {
		if ( ! $this->registry->enabled() ) {
			return null;
		}
		if ( Registry::STYLESHEET === $sitemap ) {
			$file = SIGHTLINE_DIR . 'includes/sitemaps/views/sitemap.xsl';
			return array(
				// phpcs:ignore WordPress.WP.AlternativeFunctions -- a file shipped inside the plugin, never a URL.
				'body'    => (string) file_get_contents( $file ),
				'lastmod' => (int) filemtime( $file ),
				'type'    => 'text/xsl; charset=UTF-8',
			);
		}
		$document = Registry::INDEX === $sitemap ? $this->index() : $this->page( $sitemap, $page );
		return null === $document ? null : $document + array( 'type' => 'application/xml; charset=UTF-8' );
	}

	/**
	 * The HTTP answer for a document: 404 without one, 304 when the client's copy is current, else 200.
	 *
	 * @param array{body: string, lastmod: int, type: string}|null $document
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	public static function answer( ?array $document, ?string $if_modified_since = null ): array {
		if ( null === $document ) {
			return array(
				'status'  => 404,
				'headers' => array(),
				'body'    => '',
			);
		}
		$since = null === $if_modified_since ? false : strtotime( $if_modified_since );
		$fresh = false !== $since && $document['lastmod'] <= $since;
		return array(
			'status'  => $fresh ? 304 : 200,
			'headers' => self::headers( $document['type'], $document['lastmod'] ),
			'body'    => $fresh ? '' : $document['body'],
		);
	}

	/**
	 * The headers of a sitemap answer (the full path and the early one send the same).
	 *
	 * @return array<string, string>
	 */
	public static function headers( string $type, int $lastmod ): array {
		return array(
			'Content-Type'  => $type,
			'Last-Modified' => gmdate( 'D, d M Y H:i:s', $lastmod ) . ' GMT',
			'X-Robots-Tag'  => 'noindex, follow',
			// Caches may keep a copy but must ask again (cheap 304s), so changes show on the next request.
			'Cache-Control' => 'no-cache',
		);
	}

	/**
	 * The index: one entry per page of every group that has content.
	 *
	 * @return array{body: string, lastmod: int}
	 */
	public function index(): array {
		$version = $this->registry->fingerprint() . ':' . $this->state->latest();
		$cached  = $this->cached( 'index', $version );
		if ( $cached ) {
			return $cached;
		}
		$sitemaps = array();
		foreach ( array_keys( $this->registry->groups() ) as $group ) {
			foreach ( $this->summary( $group ) as $number => $page ) {
				$sitemaps[] = array(
					'loc'     => $this->registry->url( $group, $number + 1 ),
					'lastmod' => max( $page['lastmod'], $this->state->page_stamp( $group, $number + 1 ) ),
				);
			}
		}
		$lastmod = max( array( $this->state->latest(), ...array_column( $sitemaps, 'lastmod' ) ) );
		return $this->keep( 'index', $version, $this->renderer()->index( $sitemaps ), $lastmod );
	}

	/**
	 * One page of one group, or null when the group or page does not exist.
	 *
	 * @return array{body: string, lastmod: int}|null
	 */
	public function page( string $group, int $page ): ?array {
		$provider = $this->registry->provider( $group );
		$pages    = $provider ? $this->summary( $group ) : array();
		if ( ! $provider || $page < 1 || ! isset( $pages[ $page - 1 ] ) ) {
			return null;
		}
		$start = $pages[ $page - 1 ]['start'];
		$count = $pages[ $page - 1 ]['count'];
		$stamp = $this->state->page_stamp( $group, $page );
		// A page is its first key, its size and its lastmod, which Page_Recount raises for a page counted
		// again or renumbered (its number's stamp may be older than the change that moved its entries).
		$version = $this->registry->fingerprint() . ':' . $stamp . ':' . $start . ':' . $count . ':' . $pages[ $page - 1 ]['lastmod'];
		$slot    = $group . '-' . $page;
		$cached  = $this->cached( $slot, $version );
		if ( $cached ) {
			return $cached;
		}
		$images  = $this->registry->with_images();
		$entries = $provider->entries( $group, $start, $count, $images );
		$lastmod = max( array( $stamp, $pages[ $page - 1 ]['lastmod'], ...array_column( $entries, 'lastmod' ) ) );
		return $this->keep( $slot, $version, $this->renderer()->urlset( $entries, $images ), $lastmod );
	}

	/**
	 * The pages of a group (first key, lastmod, count), cached until entries join or leave it; an edited
	 * page's newer lastmod comes from its own stamp.
	 *
	 * @return list<array{start: int, lastmod: int, count: int}>
	 */
	public function summary( string $group ): array {
		$provider = $this->registry->provider( $group );
		if ( ! $provider ) {
			return array();
		}
		$cached = $this->cached_summary( $group );
		if ( null !== $cached ) {
			return $cached;
		}
		$version = $this->summary_version( $group );
		$slot    = self::SUMMARY_SLOT . $group;
		$pages   = $this->resumed_summary( $group, $provider );
		if ( null !== $pages ) {
			$this->store->set( $slot, $version, (string) wp_json_encode( $pages ) );
			return $pages;
		}
		// The whole group's boundaries read every listed post: seconds at a million posts. Requests that
		// need them at once (a crawler fetching the index and its pages side by side, or one arriving
		// while Boundaries_Job computes them) wait for the first and take what it stored, instead of each
		// reading every post again. Past the wait, a request computes them itself: never left without.
		$lock = 'sitemap_summary:' . $group;
		$held = Lock::acquire( $lock, self::SUMMARY_WAIT );
		try {
			$pages = $held ? $this->cached_summary( $group ) : null;
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
	 * when the older summary cannot serve (another fingerprint, other changes).
	 *
	 * @return list<array{start: int, lastmod: int, count: int}>|null
	 */
	private function resumed_summary( string $group, Provider_Interface $provider ): ?array {
		$stale = $this->stale_summary( $group );
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
	private function stale_summary( string $group ): ?array {
		$stored = $this->store->get_any( self::SUMMARY_SLOT . $group );
		$parts  = null === $stored ? array() : explode( ':', $stored[0] );
		if ( null === $stored || 2 !== count( $parts ) || $parts[0] !== $this->registry->fingerprint() ) {
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
	public function cached_summary( string $group ): ?array {
		$cached = $this->store->get( self::SUMMARY_SLOT . $group, $this->summary_version( $group ) );
		$pages  = null === $cached ? null : json_decode( $cached, true );
		return is_array( $pages ) ? $pages : null;
	}

	/** What stored page boundaries are valid for: the settings that decide what is listed, and the group's stamp. */
	private function summary_version( string $group ): string {
		return $this->registry->fingerprint() . ':' . $this->state->summary_stamp( $group );
	}

	/**
	 * The pages to find a changed entry's page in, without computing anything: the cached summary, or
	 * the stored one that entries added or removed since made stale (its pages before the first one they
	 * touched are exact, and every page from there on re-renders already), so several saves between two
	 * sitemap requests keep resuming instead of recomputing the whole group.
	 *
	 * @return list<array{start: int, lastmod: int, count: int}>|null
	 */
	public function summary_to_locate( string $group ): ?array {
		return $this->cached_summary( $group ) ?? $this->stale_summary( $group )['pages'] ?? null;
	}

	/**
	 * Drops the stored copies a change made stale: the index, the named pages (every page of the group
	 * when $pages is null) and the group's page boundaries, or, with $group null, every copy (and,
	 * with $membership, every group's page boundaries too).
	 *
	 * An edit keeps the group's page boundaries (the summary), which later changes read to find the
	 * page an item is on; a change of membership ($membership) keeps them too, stale, for summary() to
	 * resume from; only a change of the whole group drops them.
	 *
	 * @param list<int>|null $pages
	 */
	public function forget( ?string $group, ?array $pages = null, bool $membership = true ): void {
		if ( null === $group ) {
			$this->store->flush( $membership ? '' : self::SUMMARY_SLOT );
			return;
		}
		$slots = array( 'index', Early_Answer::slot( Registry::INDEX, 1 ) );
		// Entries added or removed on some pages: the group's summary stays stored, under a version the
		// new stamps no longer match, for summary() to resume from.
		if ( null === $pages ) {
			$slots[] = self::SUMMARY_SLOT . $group;
		}
		foreach ( (array) $pages as $page ) {
			$slots[] = $group . '-' . (int) $page;
			$slots[] = Early_Answer::slot( $group, (int) $page );
		}
		$this->store->forget( $slots, null === $pages ? $group . '-' : '' );
		if ( null === $pages ) {
			$this->store->forget( array(), Early_Answer::PREFIX . $group . '-' );
		}
	}

	/**
	 * Drops every cached copy and builds the index again (and every page when $pages).
	 *
	 * @return array{sitemaps: int, urls: int}
	 */
	public function regenerate( bool $pages = false, ?callable $progress = null ): array {
		$this->state->bump_all();
		$this->registry->reset();
		if ( ! $this->store->flush() ) {
			throw new \RuntimeException( 'The sitemap cache folder could not be emptied.' );
		}
		$this->index();
		$totals = array(
			'sitemaps' => 0,
			'urls'     => 0,
		);
		foreach ( array_keys( $this->registry->groups() ) as $group ) {
			foreach ( $this->summary( $group ) as $number => $page ) {
				++$totals['sitemaps'];
				$totals['urls'] += $page['count'];
				if ( $pages ) {
					$this->page( $group, $number + 1 );
					if ( $progress ) {
						$progress( $group, $number + 1 );
					}
				}
			}
		}
		return $totals;
	}

	/**
	 * @return array{body: string, lastmod: int}|null
	 */
	private function cached( string $slot, string $version ): ?array {
		$cached = $this->store->get( $slot, $version );
		if ( null === $cached ) {
			return null;
		}
		$newline = strpos( $cached, "\n" );
		return false === $newline ? null : array(
			'lastmod' => (int) substr( $cached, 0, $newline ),
			'body'    => substr( $cached, $newline + 1 ),
		);
	}

	/**
	 * @return array{body: string, lastmod: int}
	 */
	private function keep( string $slot, string $version, string $body, int $lastmod ): array {
		$this->store->set( $slot, $version, $lastmod . "\n" . $body );
		return array(
			'body'    => $body,
			'lastmod' => $lastmod,
		);
	}

	private function renderer(): Renderer {
		return new Renderer( $this->registry->url( Registry::STYLESHEET ) );
	}
}
