<?php
/**
 * Internal and outbound links of a post's content: an internal link points at the site's own host
 * (or is relative), an outbound one at another host. Anchors on the same page, empty addresses and
 * addresses that are not web pages (mailto:, tel:, javascript:) are neither. The PHP twin of
 * linkCounts() in src/checks/links/counts.ts; tests/fixtures/links/counts.json holds the results
 * both give. The suggestions read it to leave out the posts a post already links to.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Links;

use Sightline\Checks\Page\Content_Facts;
use Sightline\Checks\Page\Page_Text;

defined( 'ABSPATH' ) || exit;

final class Link_Counts {

	/**
	 * @param list<string> $internal_hrefs The href of each internal link, as written, in content order.
	 */
	private function __construct(
		public readonly int $internal,
		public readonly int $outbound,
		public readonly array $internal_hrefs,
	) {}

	public static function of( string $html, string $home_url ): self {
		$home_host = self::host_of( $home_url );
		// Block delimiters and script bodies are not content, as in Content_Facts.
		$html = (string) preg_replace( '/<!--.*?-->/s', ' ', $html );
		$html = (string) preg_replace( '/<(script|style)\b.*?<\/\1>/is', ' ', $html );
		preg_match_all( '/<a\b([^>]*)>/i', $html, $tags, PREG_SET_ORDER );
		$internal = 0;
		$outbound = 0;
		$hrefs    = array();
		foreach ( $tags as $tag ) {
			$href = Content_Facts::attribute( $tag[1], 'href' ) ?? '';
			$kind = self::kind( $href, $home_host );
			if ( 'internal' === $kind ) {
				++$internal;
				$hrefs[] = Page_Text::trim( $href );
			} elseif ( 'outbound' === $kind ) {
				++$outbound;
			}
		}
		return new self( $internal, $outbound, $hrefs );
	}

	/** Where a link goes: 'internal', 'outbound', or null when it is not a link to a page. */
	public static function kind( string $href, string $home_host ): ?string {
		$url = Page_Text::trim( $href );
		if ( '' === $url || str_starts_with( $url, '#' ) ) {
			return null;
		}
		if ( 1 === preg_match( '/^([a-z][a-z0-9+.-]*):/i', $url, $scheme ) && ! in_array( strtolower( $scheme[1] ), array( 'http', 'https' ), true ) ) {
			return null;
		}
		if ( ! isset( $scheme[1] ) && ! str_starts_with( $url, '//' ) ) {
			return 'internal'; // Relative to the page or the site.
		}
		return self::host_of( $url ) === $home_host ? 'internal' : 'outbound';
	}

	/** The host of an absolute or protocol-relative address, lower case, without user or port. */
	public static function host_of( string $url ): string {
		if ( 1 !== preg_match( '/^(?:[a-z][a-z0-9+.-]*:)?\/\/([^\/?#]*)/i', Page_Text::trim( $url ), $match ) ) {
			return '';
		}
		$authority = (string) preg_replace( '/^.*@/', '', $match[1] );
		return strtolower( (string) preg_replace( '/:\d*$/', '', $authority ) );
	}
}
