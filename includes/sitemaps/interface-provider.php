<?php
/**
 * One kind of sitemap content (post types, taxonomies, authors, the home page). A provider answers for
 * one or more groups; a group is paginated by key (post ID, term ID, user ID) so a page is read with one
 * indexed range query whatever its number, and pages before it never have to be counted again.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

defined( 'ABSPATH' ) || exit;

interface Provider_Interface {

	/**
	 * The groups this provider may list, e.g. post-page, tax-category, author, home.
	 *
	 * @return list<string>
	 */
	public function groups(): array;

	/**
	 * The pages of a group: the first key of each page, the newest modification in it (Unix time) and
	 * its number of entries. An empty list leaves the group out of the index.
	 *
	 * @param int $from_key   Only the entries from this key on: a summary resumed from a page whose first
	 *                        key it is, the pages before it kept (0: the whole group).
	 * @param int $before_key Only the entries below this key (0: no bound): one page's range counted
	 *                        again, the next page's first key its bound.
	 * @return list<array{start: int, lastmod: int, count: int}>
	 */
	public function pages( string $group, int $per_page, int $from_key = 0, int $before_key = 0 ): array;

	/**
	 * What decides the group's pages besides its content: every setting or option pages() reads. It is
	 * part of the version of the group's stored page boundaries (Registry::listing_fingerprint()), so a
	 * change of anything else (another group's setting, the addresses) keeps them.
	 *
	 * @return array<mixed>
	 */
	public function listing_inputs( string $group ): array;

	/**
	 * The entries of one page: $per_page entries (the page's count in the summary) from key $start on, each with its language versions on a multilingual
	 * site (alternates: none on others).
	 *
	 * @return list<array{loc: string, lastmod: int, images: list<string>, alternates?: list<array{hreflang: string, href: string}>}>
	 */
	public function entries( string $group, int $start, int $per_page, bool $with_images ): array;
}
