<?php
/**
 * The home page links to other pages of the site (internal links spread ranking signals and help
 * crawlers find content).
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Internal_Links_Check extends Home_Page_Check {

	public function id(): string {
		return 'home_internal_links';
	}

	protected function check( Fetched_Page $home, Site_Context $context ): Check_Result {
		$home_url = $context->home_url();
		$internal = array();
		foreach ( $home->values( '//body//a/@href' ) as $href ) {
			$target = self::internal_target( $href, $home_url );
			if ( null !== $target ) {
				$internal[ $target ] = true;
			}
		}
		$count = count( $internal );
		if ( $count > 0 ) {
			/* translators: %d: number of distinct internal links. */
			return $this->result( Check_Result::SUCCESS, sprintf( _n( 'The home page links to %d other page of the site.', 'The home page links to %d other pages of the site.', $count, 'sightline-seo' ), $count ) );
		}
		return $this->result(
			Check_Result::WARNING,
			__( 'The home page has no links to other pages of the site.', 'sightline-seo' ),
			__( 'Link from the home page to your important pages and posts (a menu, a list of recent posts) so visitors and search engines find them.', 'sightline-seo' ),
			Fix_Link::admin( 'nav-menus.php', __( 'Edit menus', 'sightline-seo' ) )
		);
	}

	/**
	 * The normalised internal URL a link points to, or null for external links, fragments, mailto: and
	 * the like, and links back to the home page itself.
	 */
	public static function internal_target( string $href, string $home_url ): ?string {
		$href = trim( $href );
		if ( '' === $href || str_starts_with( $href, '#' ) || preg_match( '/^(mailto|tel|sms|javascript|data):/i', $href ) ) {
			return null;
		}
		$home = wp_parse_url( $home_url );
		$link = wp_parse_url( $href );
		if ( false === $link || false === $home ) {
			return null;
		}
		if ( isset( $link['host'] ) && strtolower( $link['host'] ) !== strtolower( $home['host'] ?? '' ) ) {
			return null;
		}
		$path = $link['path'] ?? '/';
		if ( ! str_starts_with( $path, '/' ) ) {
			$path = '/' . $path; // Relative to the home page, which sits at the site root path.
		}
		$target = untrailingslashit( $path ) . ( isset( $link['query'] ) ? '?' . $link['query'] : '' );
		return untrailingslashit( $home['path'] ?? '' ) === $target || '' === $target ? null : $target;
	}
}
