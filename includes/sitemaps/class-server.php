<?php
/**
 * Answers sitemap requests from the cache, rendering on a miss: the index, one page of one group, or
 * the stylesheet. Each answer carries its Last-Modified time; a conditional GET that is still current
 * gets a 304 without a body. No database writes happen here (the cache is the object cache or files).
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

defined( 'ABSPATH' ) || exit;

final class Server {

	public function __construct( private Registry $registry, private State $state, private Store $store, private Page_Boundaries $boundaries ) {}

	/**
	 * @param string      $sitemap           Registry::INDEX, Registry::STYLESHEET or a group.
	 * @param string|null $if_modified_since The request's If-Modified-Since header.
	 * @param string|null $if_none_match     The request's If-None-Match header.
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	public function respond( string $sitemap, int $page, ?string $if_modified_since = null, ?string $if_none_match = null ): array {
		return self::answer( $this->document( $sitemap, $page ), $if_modified_since, $if_none_match );
	}

	/**
	 * The request's validators: its If-Modified-Since and If-None-Match headers (null when absent).
	 *
	 * @return array{0: string|null, 1: string|null}
	 */
	public static function request_validators(): array {
		$header = static fn( string $key ): ?string => isset( $_SERVER[ $key ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) : null;
		return array( $header( 'HTTP_IF_MODIFIED_SINCE' ), $header( 'HTTP_IF_NONE_MATCH' ) );
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
	 * The document's stamp is its version (it moves with every change, State) and its ETag, which
	 * If-None-Match compares exactly. Last-Modified prints the stamp as a date, never later than now
	 * (State::as_date()), and If-Modified-Since is compared with that date, as HTTP defines it: a
	 * change made within the second of the client's copy shows from the next second on. A date later
	 * than now was never printed by us (an older version printed stamps that ran ahead): such a date
	 * is ignored, as HTTP asks.
	 *
	 * @param array{body: string, lastmod: int, type: string}|null $document
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	public static function answer( ?array $document, ?string $if_modified_since = null, ?string $if_none_match = null ): array {
		if ( null === $document ) {
			return array(
				'status'  => 404,
				'headers' => array(),
				'body'    => '',
			);
		}
		$etag = '"' . $document['lastmod'] . '"';
		$date = State::as_date( $document['lastmod'] );
		if ( null !== $if_none_match ) {
			$fresh = self::matches( $if_none_match, $etag );
		} else {
			$since = null === $if_modified_since ? false : strtotime( $if_modified_since );
			$fresh = false !== $since && $since <= time() && $date <= $since;
		}
		return array(
			'status'  => $fresh ? 304 : 200,
			'headers' => self::headers( $document['type'], $date ) + array( 'ETag' => $etag ),
			'body'    => $fresh ? '' : $document['body'],
		);
	}

	/** Whether an If-None-Match list names this ETag (weak comparison, as HTTP asks for it) or is `*`. */
	private static function matches( string $if_none_match, string $etag ): bool {
		foreach ( explode( ',', $if_none_match ) as $tag ) {
			$tag = trim( $tag );
			if ( '*' === $tag || ( str_starts_with( $tag, 'W/' ) ? substr( $tag, 2 ) : $tag ) === $etag ) {
				return true;
			}
		}
		return false;
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
		$lastmod  = $this->state->latest();
		foreach ( array_keys( $this->registry->groups() ) as $group ) {
			foreach ( $this->boundaries->get( $group ) as $number => $page ) {
				$changed    = max( $page['lastmod'], $this->state->page_stamp( $group, $number + 1 ) );
				$lastmod    = max( $lastmod, $changed );
				$sitemaps[] = array(
					'loc'     => $this->registry->url( $group, $number + 1 ),
					'lastmod' => State::as_date( $changed ),
				);
			}
		}
		return $this->keep( 'index', $version, $this->renderer()->index( $sitemaps ), $lastmod );
	}

	/**
	 * One page of one group, or null when the group or page does not exist.
	 *
	 * @return array{body: string, lastmod: int}|null
	 */
	public function page( string $group, int $page ): ?array {
		$provider = $this->registry->provider( $group );
		$pages    = $provider ? $this->boundaries->get( $group ) : array();
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
		$entries = $this->listed( $group, $provider->entries( $group, $start, $count, $images ) );
		$lastmod = max( array( $stamp, $pages[ $page - 1 ]['lastmod'], ...array_column( $entries, 'lastmod' ) ) );
		if ( array() === $entries ) {
			// Every entry was left out: a urlset holds at least one url (the protocol's XSD), so the page
			// lists the home page as the home group does (any sitemap may list any address of the site).
			$entries = $this->home_entry( $images );
		}
		return $this->keep( $slot, $version, $this->renderer()->urlset( $entries, $images ), $lastmod );
	}

	/**
	 * A page's entries less those Sitemaps::ENTRIES_FILTER leaves out: one call for the whole page.
	 *
	 * @param list<array{loc: string, lastmod: int, images: list<string>, alternates?: list<array{hreflang: string, href: string}>}> $entries
	 * @return list<array{loc: string, lastmod: int, images: list<string>, alternates?: list<array{hreflang: string, href: string}>}>
	 */
	private function listed( string $group, array $entries ): array {
		if ( array() === $entries ) {
			return $entries;
		}
		/**
		 * Filters the entries of one sitemap page as it is built, the whole page at once: return those
		 * to list (each as given). A change of what it leaves out must fire Sitemaps::ENTRIES_CHANGED.
		 *
		 * @param list<array{loc: string, lastmod: int, images: list<string>, alternates?: list<array{hreflang: string, href: string}>}> $entries
		 * @param string                                                                                                              $group
		 */
		$kept = apply_filters( 'sightline_sitemap_entries', $entries, $group ); // Sitemaps::ENTRIES_FILTER.
		return is_array( $kept ) ? array_values( array_filter( $kept, static fn( $entry ): bool => is_array( $entry ) && isset( $entry['loc'] ) ) ) : $entries;
	}

	/**
	 * The home page's entry, for a page whose entries were all left out: the home group's first, or,
	 * where the home group lists none (its page left out or noindexed), the home address alone.
	 *
	 * @return list<array{loc: string, lastmod: int, images: list<string>, alternates?: list<array{hreflang: string, href: string}>}>
	 */
	private function home_entry( bool $images ): array {
		$home    = $this->registry->provider( Home_Provider::GROUP );
		$entries = $home ? $this->listed( Home_Provider::GROUP, $home->entries( Home_Provider::GROUP, 0, 1, $images ) ) : array();
		return array() !== $entries ? array_slice( $entries, 0, 1 ) : array(
			array(
				'loc'     => home_url( '/' ),
				'lastmod' => 0,
				'images'  => array(),
			),
		);
	}

	/**
	 * Drops the stored copies a change made stale: the index, the named pages (every page of the group
	 * when $pages is null) and the group's page boundaries, or, with $group null, every copy (and,
	 * with $membership, every group's page boundaries too).
	 *
	 * An edit keeps the group's page boundaries (the summary), which later changes read to find the
	 * page an item is on; a change of membership ($membership) keeps them too, stale, for Page_Boundaries::get() to
	 * resume from; only a change of the whole group drops them.
	 *
	 * @param list<int>|null $pages
	 */
	public function forget( ?string $group, ?array $pages = null, bool $membership = true ): void {
		if ( null === $group ) {
			$this->store->flush( $membership ? '' : Page_Boundaries::SLOT );
			return;
		}
		$slots = array( 'index', Early_Answer::slot( Registry::INDEX, 1 ) );
		// Entries added or removed on some pages: the group's summary stays stored, under a version the
		// new stamps no longer match, for Page_Boundaries::get() to resume from.
		if ( null === $pages ) {
			$slots[] = Page_Boundaries::SLOT . $group;
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
			foreach ( $this->boundaries->get( $group ) as $number => $page ) {
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
