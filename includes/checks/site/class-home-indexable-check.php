<?php
/**
 * The home page is not kept out of search results by a robots meta tag or an X-Robots-Tag header.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Home_Indexable_Check extends Home_Page_Check {

	public function id(): string {
		return 'home_indexable';
	}

	protected function check( Fetched_Page $home, Site_Context $context ): Check_Result {
		$directives = strtolower( implode( ',', array_filter( array( (string) $home->meta( 'robots' ), (string) $home->meta( 'googlebot' ), $home->header( 'x-robots-tag' ) ) ) ) );
		if ( preg_match( '/(^|[\s,:])(noindex|none)([\s,]|$)/', $directives ) ) {
			return $this->result(
				Check_Result::ERROR,
				__( 'The home page tells search engines not to index it.', 'sightline-seo' ),
				__( 'A noindex directive keeps the home page out of search results. Untick No Index in Home Page > Advanced, and check that the site is not hidden from search engines in Settings > Reading.', 'sightline-seo' ),
				Fix_Link::route( '/general/homepage/advanced', __( 'Open Home Page Advanced', 'sightline-seo' ) )
			);
		}
		return $this->result( Check_Result::SUCCESS, __( 'Search engines may index the home page.', 'sightline-seo' ) );
	}
}
