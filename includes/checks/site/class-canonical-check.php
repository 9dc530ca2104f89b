<?php
/**
 * The home page declares its canonical URL, pointing to this site.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Canonical_Check extends Home_Page_Check {

	public function id(): string {
		return 'home_canonical';
	}

	protected function check( Fetched_Page $home, Site_Context $context ): Check_Result {
		$canonicals = $home->values( "//link[translate(@rel, 'CANOICL', 'canoicl')='canonical']/@href" );
		$link       = Fix_Link::route( '/general/homepage/advanced', __( 'Open the home page settings', 'sightline-seo' ) );
		if ( ! $canonicals || '' === $canonicals[0] ) {
			return $this->result(
				Check_Result::WARNING,
				__( 'The home page has no canonical URL.', 'sightline-seo' ),
				__( 'A canonical link tells search engines which address is the original when the page is reachable under several. Sightline SEO prints it unless another plugin or the theme removes it; check that no other plugin turns it off.', 'sightline-seo' ),
				$link
			);
		}
		if ( count( $canonicals ) > 1 ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: %d: number of canonical links. */
				sprintf( __( 'The home page declares %d canonical URLs; it should declare one.', 'sightline-seo' ), count( $canonicals ) ),
				__( 'Several canonical links confuse search engines. Another plugin or the theme probably prints one too: switch theirs off.', 'sightline-seo' ),
				Fix_Link::admin( 'plugins.php', __( 'Open Plugins', 'sightline-seo' ) )
			);
		}
		$host = wp_parse_url( $canonicals[0], PHP_URL_HOST );
		if ( $host && strtolower( (string) $host ) !== strtolower( (string) wp_parse_url( $context->home_url(), PHP_URL_HOST ) ) ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: %s: the canonical URL. */
				sprintf( __( 'The home page\'s canonical URL points to another site: %s', 'sightline-seo' ), $canonicals[0] ),
				__( 'Search engines will credit the other address instead of this site. Correct the canonical URL.', 'sightline-seo' ),
				$link
			);
		}
		/* translators: %s: the canonical URL. */
		return $this->result( Check_Result::SUCCESS, sprintf( __( 'The home page declares its canonical URL: %s', 'sightline-seo' ), $canonicals[0] ) );
	}
}
