<?php
/**
 * Cuts an ordered stream of rows into sitemap pages of $per_page: each page's first key, row count and
 * newest modification. The newest modification is kept as the GMT 'Y-m-d H:i:s' string (such strings
 * order as the times they name) and turned into a Unix time once per page, not once per row: on a site
 * of 100,000 posts that is 100 date parses instead of 100,000.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

defined( 'ABSPATH' ) || exit;

final class Page_Builder {

	/** @var list<array{start: int, newest: string, count: int}> */
	private array $pages = array();

	private int $count = 0;

	public function __construct( private int $per_page ) {}

	public function add( int $key, ?string $modified_gmt ): void {
		$modified = (string) $modified_gmt;
		if ( 0 === $this->count % $this->per_page ) {
			$this->pages[] = array(
				'start'  => $key,
				'newest' => $modified,
				'count'  => 1,
			);
		} else {
			$last = count( $this->pages ) - 1;
			if ( $modified > $this->pages[ $last ]['newest'] ) {
				$this->pages[ $last ]['newest'] = $modified;
			}
			++$this->pages[ $last ]['count'];
		}
		++$this->count;
	}

	/**
	 * @return list<array{start: int, lastmod: int, count: int}>
	 */
	public function pages(): array {
		return array_map(
			static fn( array $page ): array => array(
				'start'   => $page['start'],
				'lastmod' => Paginator::timestamp( $page['newest'] ),
				'count'   => $page['count'],
			),
			$this->pages
		);
	}
}
