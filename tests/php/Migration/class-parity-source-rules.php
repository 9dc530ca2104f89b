<?php
/**
 * Differences kept on purpose that belong to one source, each a narrow rule: it names one thing ours
 * does differently from what that source printed and accepts nothing else. Rules run right after the
 * URL was rendered, so WordPress's conditionals (is_date(), is_paged() …) describe the page compared.
 * Each is also named in the migration summary (Kept_Differences) and in the fixture's README.
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Migration;


final class Parity_Source_Rules {


	public const NOINDEX_SELF_CANONICAL = 'a page marked noindex without a canonical written for it prints none, as Yoast SEO, Rank Math and SEOPress do: a canonical asks search engines to index the address that noindex keeps out; All in One SEO printed the page\'s own address';

	public const RELATIVE_OG_URL = 'og:url is an absolute address, as the Open Graph protocol requires: where Slim SEO has no canonical (date archives, search results) it printed the page number alone as a relative og:url ("/page/2/") on later pages, which names no page of the site; Sightline SEO shares no og:url there';

	/**
	 * The rules of a source: each gets (field, what the source printed, what we print, the source's
	 * whole head) and answers the reason, or null.
	 *
	 * @return list<callable(string, ?string, ?string, array<string, mixed>): ?string>
	 */
	public static function for_source( string $slug ): array {
		if ( 'slim-seo' === $slug ) {
			return self::slim_seo();
		}
		if ( 'all-in-one-seo-pack' !== $slug ) {
			return array();
		}
		return array(
			static function ( string $field, ?string $source, ?string $ours, array $head ): ?string {
				$noindex = str_contains( (string) ( $head['robots'] ?? '' ), 'noindex' );
				return 'canonical' === $field && is_singular() && $noindex && null === $ours && get_permalink( get_queried_object() ) === $source ? self::NOINDEX_SELF_CANONICAL : null;
			},
		);
	}

	/**
	 * @return list<callable(string, ?string, ?string, array<string, mixed>): ?string>
	 */
	private static function slim_seo(): array {
		return array(
			static function ( string $field, ?string $source, ?string $ours ): ?string {
				return 'og:url' === $field && null === $ours && ( is_date() || is_search() || is_404() ) && null !== $source && preg_match( '#^/page/\d+/$#', $source ) ? self::RELATIVE_OG_URL : null;
			},
		);
	}
}
