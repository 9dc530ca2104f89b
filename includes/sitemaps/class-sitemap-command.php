<?php
/**
 * `wp sightline sitemap regenerate`: rebuilds the sitemap cache.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

defined( 'ABSPATH' ) || exit;

final class Sitemap_Command {

	public function __construct( private Server $server ) {}

	/**
	 * Drops every cached sitemap and builds the index and every sitemap page again.
	 *
	 * ## OPTIONS
	 *
	 * [--index-only]
	 * : Build only the index; pages are built on their next request.
	 *
	 * ## EXAMPLES
	 *
	 *     wp sightline sitemap regenerate
	 *
	 * @param list<string>          $args
	 * @param array<string, string> $assoc_args
	 */
	public function regenerate( array $args, array $assoc_args ): void {
		$pages = empty( $assoc_args['index-only'] );
		try {
			$totals = $this->server->regenerate(
				$pages,
				static function ( string $group, int $page ): void {
					\WP_CLI::debug( sprintf( 'Built sitemap %s page %d.', $group, $page ), 'sightline' );
				}
			);
		} catch ( \Throwable $error ) {
			\WP_CLI::error( sprintf( 'Error generating sitemap cache: %s', $error->getMessage() ) );
			return;
		}
		\WP_CLI::success( sprintf( 'Sitemap cache regenerated: %d sitemaps, %d URLs%s.', $totals['sitemaps'], $totals['urls'], $pages ? '' : ' (index only)' ) );
	}
}
