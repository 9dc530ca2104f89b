<?php
/**
 * What the sitemaps list and where: the providers and their groups, the page size, the URLs, and the
 * settings fingerprint every cached copy depends on.
 *
 * URLs: /sitemap_index.xml, /sitemap-<group>-<n>.xml (groups: home, archives, post-<type>,
 * tax-<taxonomy>, author), /sitemap.xsl; with plain permalinks the same through ?sightline_sitemap=… query strings.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Registry {

	public const QUERY_VAR = 'sightline_sitemap';

	public const PAGE_VAR = 'sightline_sitemap_page';

	public const INDEX = 'index';

	public const STYLESHEET = 'xsl';

	public const REDIRECT = 'redirect';

	public const DEFAULT_PAGE_SIZE = 1000;

	/**
	 * The rewrite rules of the sitemap addresses (pattern relative to the home path → query), read by
	 * WordPress's rewrite and by the early answer, which matches requests before rewrite rules exist.
	 */
	public const ROUTES = array(
		'^sitemap_index\\.xml$'   => 'index.php?' . self::QUERY_VAR . '=' . self::INDEX,
		'^sitemap\\.xsl$'         => 'index.php?' . self::QUERY_VAR . '=' . self::STYLESHEET,
		'^(?:wp-)?sitemap\\.xml$' => 'index.php?' . self::QUERY_VAR . '=' . self::REDIRECT,
		// The other SEO plugins' sitemap addresses, which a site that moved from one has submitted: Yoast
		// SEO's, Rank Math's, All in One SEO's and SEOPress's per type (post-sitemap.xml, page-sitemap2.xml),
		// SEOPress's index (sitemaps.xml), Slim SEO's per post type and taxonomy, All in One SEO's RSS sitemap.
		'^(?:sitemaps|[a-z0-9_-]+-sitemap[0-9]*|sitemap-(?:post-type|taxonomy)-[a-z0-9_-]+)\\.xml$|^sitemap\\.rss$' => 'index.php?' . self::QUERY_VAR . '=' . self::REDIRECT,
		'^sitemap-((?:post|tax)-[a-z0-9_-]+|author|home|archives)-([0-9]+)\\.xml$' => 'index.php?' . self::QUERY_VAR . '=$matches[1]&' . self::PAGE_VAR . '=$matches[2]',
	);

	/** @var array<string, Provider_Interface>|null */
	private ?array $groups = null;

	public function __construct( private Settings $settings, private Indexing $indexing, private Alternates $alternates ) {}

	public function enabled(): bool {
		return (bool) $this->settings->get( 'enable_xml_sitemap' );
	}

	public function with_images(): bool {
		return $this->enabled() && (bool) $this->settings->get( 'enable_xml_image_sitemap' );
	}

	/** URLs per sitemap page (filter `sightline_sitemap_page_size`, 1 to the protocol's 50,000). */
	public function per_page(): int {
		$size = (int) apply_filters( 'sightline_sitemap_page_size', self::DEFAULT_PAGE_SIZE );
		return max( 1, min( 50000, $size ) );
	}

	/**
	 * Every group that may be listed, in index order, with its provider.
	 *
	 * @return array<string, Provider_Interface>
	 */
	public function groups(): array {
		if ( null === $this->groups ) {
			$this->groups = array();
			$providers    = array(
				new Home_Provider( $this->settings, $this->indexing, $this->alternates ),
				new Archive_Provider( $this->indexing, $this->alternates ),
				new Post_Type_Provider( $this->indexing, $this->alternates ),
				new Taxonomy_Provider( $this->indexing, $this->alternates ),
				new Author_Provider( $this->indexing ),
			);
			foreach ( $providers as $provider ) {
				foreach ( $provider->groups() as $group ) {
					$this->groups[ $group ] = $provider;
				}
			}
		}
		return $this->groups;
	}

	public function provider( string $group ): ?Provider_Interface {
		return $this->groups()[ $group ] ?? null;
	}

	/** Forgets the group list (post types, taxonomies or settings changed). */
	public function reset(): void {
		$this->groups = null;
	}

	/**
	 * @param string $sitemap self::INDEX, self::STYLESHEET or a group.
	 */
	public function url( string $sitemap, int $page = 1 ): string {
		global $wp_rewrite;
		if ( ! $wp_rewrite->using_permalinks() ) {
			$args = array( self::QUERY_VAR => $sitemap );
			if ( self::INDEX !== $sitemap && self::STYLESHEET !== $sitemap ) {
				$args[ self::PAGE_VAR ] = $page;
			}
			return add_query_arg( $args, home_url( '/' ) );
		}
		if ( self::INDEX === $sitemap ) {
			return home_url( '/sitemap_index.xml' );
		}
		if ( self::STYLESHEET === $sitemap ) {
			return home_url( '/sitemap.xsl' );
		}
		return home_url( sprintf( '/sitemap-%s-%d.xml', $sitemap, $page ) );
	}

	/**
	 * Everything outside the content that changes what a sitemap says. Part of every cache version, so a
	 * settings change needs no invalidation hook to take effect.
	 */
	public function fingerprint(): string {
		return md5(
			(string) wp_json_encode(
				array(
					SIGHTLINE_VERSION,
					$this->with_images(),
					$this->per_page(),
					home_url( '/' ),
					get_option( 'permalink_structure' ),
					get_option( 'show_on_front' ),
					get_option( 'page_on_front' ),
					$this->settings->get( 'no_index' ),
					$this->settings->get( 'author_archive' ),
					$this->settings->get( 'home_page_robots' ),
					array_keys( $this->groups() ),
				)
			)
		);
	}

	/**
	 * What decides which entries a group lists and how they fall into pages: the version of its stored
	 * page boundaries (Page_Boundaries), whose computation reads every listed entry. Only the group's own
	 * inputs (Provider_Interface::listing_inputs()): the addresses, the images or another group's
	 * setting change what pages print or which groups there are, not this group's entries.
	 */
	public function listing_fingerprint( string $group ): string {
		$provider = $this->provider( $group );
		return md5( (string) wp_json_encode( array( SIGHTLINE_VERSION, $this->per_page(), $group, $provider ? $provider->listing_inputs( $group ) : null ) ) );
	}
}
