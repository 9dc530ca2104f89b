<?php
/**
 * The home page has exactly one H1 heading.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class H1_Check extends Home_Page_Check {

	public function id(): string {
		return 'home_h1';
	}

	protected function check( Fetched_Page $home, Site_Context $context ): Check_Result {
		$count = $home->count( '//body//h1' );
		if ( 1 === $count ) {
			return $this->result( Check_Result::SUCCESS, __( 'The home page has exactly one H1 heading.', 'sightline-seo' ) );
		}
		$message = 0 === $count
			? __( 'The home page has no H1 heading.', 'sightline-seo' )
			/* translators: %d: number of H1 headings. */
			: sprintf( __( 'The home page has %d H1 headings; it should have exactly one.', 'sightline-seo' ), $count );
		return $this->result(
			Check_Result::WARNING,
			$message,
			__( 'One H1 tells search engines and screen-reader users what the page is about. Make the main heading of the home page an H1 and turn other H1s into H2s.', 'sightline-seo' ),
			Fix_Link::home_content()
		);
	}
}
