<?php
/**
 * Our sitemap index is reachable at its real URL and is a valid XML <sitemapindex>.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Sitemap_Check extends Site_Check {

	public function id(): string {
		return 'sitemap';
	}

	/**
	 * The sitemap index URL. Filterable, because the sitemap module may serve it elsewhere.
	 */
	public static function url(): string {
		/**
		 * Filters the URL the sitemap site check requests.
		 *
		 * @param string $url Default: /sitemap_index.xml on the home URL.
		 */
		return (string) apply_filters( 'sightline_sitemap_index_url', home_url( '/sitemap_index.xml' ) );
	}

	public function run( Site_Context $context ): Check_Result {
		$link = Fix_Link::route( '/advanced/sitemaps', __( 'Open Sitemaps', 'sightline-seo' ) );
		if ( ! $context->settings()->get( 'enable_xml_sitemap' ) ) {
			return $this->result(
				Check_Result::WARNING,
				__( 'XML sitemaps are switched off.', 'sightline-seo' ),
				__( 'A sitemap lists your pages for search engines so they find new content sooner. Switch on the XML sitemap.', 'sightline-seo' ),
				$link
			);
		}
		$url     = self::url();
		$sitemap = $context->fetch( $url );
		if ( ! $sitemap->ok() ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: %s: why the sitemap could not be read. */
				sprintf( __( 'The sitemap index could not be read: %s.', 'sightline-seo' ), $sitemap->problem() ),
				__( 'Search engines need to reach the sitemap index. Open it in a browser; if it is not found, save the Permalinks settings once to refresh the rewrite rules, then regenerate the sitemap cache.', 'sightline-seo' ),
				$link
			);
		}
		$count = self::sitemap_count( $sitemap->body );
		if ( null === $count ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: %s: sitemap URL. */
				sprintf( __( 'The sitemap index at %s is not a valid XML sitemap index.', 'sightline-seo' ), $url ),
				__( 'The file must be XML with a <sitemapindex> root element. Another plugin or a cache may be answering at this address; regenerate the sitemap cache and check for other sitemap plugins.', 'sightline-seo' ),
				$link
			);
		}
		return $this->result(
			Check_Result::SUCCESS,
			/* translators: 1: sitemap URL, 2: number of sitemaps. */
			sprintf( _n( 'The sitemap index at %1$s is valid and lists %2$d sitemap.', 'The sitemap index at %1$s is valid and lists %2$d sitemaps.', $count, 'sightline-seo' ), $url, $count ),
			'',
			$link
		);
	}

	/**
	 * Number of <sitemap> entries of a valid sitemap index; null when the XML is invalid or not an index.
	 */
	public static function sitemap_count( string $xml ): ?int {
		if ( '' === trim( $xml ) ) {
			return null;
		}
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		// LIBXML_NONET: never fetch a DTD or entity from the network while validating.
		$loaded = $document->loadXML( ltrim( $xml ), LIBXML_NONET );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$root = $document->documentElement; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOMDocument's own property.
		if ( ! $loaded || ! $root || 'sitemapindex' !== $root->localName ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOMElement's own property.
			return null;
		}
		return $document->getElementsByTagNameNS( '*', 'sitemap' )->length;
	}
}
