<?php
/**
 * Leaves out of the sitemaps the addresses our own rules answer with a redirect (301, 302, 307) or as
 * gone (410, 451): a crawler sent there finds "Page with redirect" instead of the page. Hooked on the
 * sitemaps' filter over a whole page (Sitemaps::ENTRIES_FILTER) only where sitemaps are built: REST and
 * WP-CLI, and on a page view by Responder, for a sitemap's address only.
 *
 * An address is matched as a request for it would be (Paths, Lookup::answered(): the home path taken
 * off, the path decoded and in lower case, the trailing slash ignored, the query's own rule first) against
 * the enabled exact rules (one hash lookup in a shard, each shard read once a page) and prefix rules (the
 * longest first, three small buckets at most), all addresses of the page in one call. Regular expressions are not tried: one preg_match per combined
 * pattern of 50 rules per address is too much for a page of 50,000 addresses, so an address only a regex
 * rule answers stays listed.
 *
 * @package Sightline
 */

namespace Sightline\Redirects;

use Sightline\Hookable_Interface;
use Sightline\Sitemaps\Sitemaps;

defined( 'ABSPATH' ) || exit;

final class Sitemap_Exclusions implements Hookable_Interface {

	/**
	 * @param \Closure(): Compiler $compiler
	 */
	public function __construct( private \Closure $compiler ) {}

	public function add_hooks(): void {
		add_filter( Sitemaps::ENTRIES_FILTER, array( $this, 'leave_out' ) );
	}

	/**
	 * The entries whose address no enabled exact or prefix rule answers.
	 *
	 * @param mixed $entries One sitemap page's entries (each with its loc).
	 * @return mixed
	 */
	public function leave_out( $entries ) {
		if ( ! is_array( $entries ) || array() === $entries ) {
			return $entries;
		}
		// The build page views answer from (the last one stored, should the newest not be), so a sitemap
		// leaves out exactly what the site redirects; null without any enabled rule.
		$lookup = ( $this->compiler )()->lookup();
		if ( null === $lookup ) {
			return $entries;
		}
		$home      = untrailingslashit( home_url() );
		$length    = strlen( $home );
		$addresses = array();
		foreach ( $entries as $index => $entry ) {
			$loc = is_array( $entry ) ? (string) ( $entry['loc'] ?? '' ) : '';
			// Nearly every address starts with the home URL: its path and query are what follows (no URL
			// parsing, no home_url() per address); any other goes through Paths as a request would.
			$next     = $loc[ $length ] ?? '';
			$relative = str_starts_with( $loc, $home ) && ( '' === $next || '/' === $next || '?' === $next ) ? self::split( substr( $loc, $length ) ) : Paths::relative( $loc );
			if ( null !== $relative ) {
				$addresses[ $index ] = $relative;
			}
		}
		$answered = $lookup->answered( $addresses );
		if ( array() === $answered ) {
			return $entries;
		}
		$kept = array();
		foreach ( $entries as $index => $entry ) {
			// The admin's own addresses are never answered by a rule (Responder).
			if ( ! isset( $answered[ $index ] ) || Responder::never( $addresses[ $index ][0] ) ) {
				$kept[] = $entry;
			}
		}
		return $kept;
	}

	/**
	 * The path (starting with /) and query of what follows the home URL in an address.
	 *
	 * @return array{0: string, 1: string}
	 */
	private static function split( string $rest ): array {
		if ( false === strpbrk( $rest, '?#' ) ) {
			return array( '' === $rest ? '/' : $rest, '' );
		}
		$hash = strpos( $rest, '#' );
		if ( false !== $hash ) {
			$rest = substr( $rest, 0, $hash );
		}
		$query = strpos( $rest, '?' );
		$path  = false === $query ? $rest : substr( $rest, 0, $query );
		return array( '' === $path ? '/' : $path, false === $query ? '' : substr( $rest, $query + 1 ) );
	}
}
