<?php
/**
 * The home page has at least one H2 subheading.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class H2_Check extends Home_Page_Check {

	public function id(): string {
		return 'home_h2';
	}

	protected function check( Fetched_Page $home, Site_Context $context ): Check_Result {
		$count = $home->count( '//body//h2' );
		if ( $count > 0 ) {
			/* translators: %d: number of H2 headings. */
			return $this->result( Check_Result::SUCCESS, sprintf( _n( 'The home page has %d H2 subheading.', 'The home page has %d H2 subheadings.', $count, 'sightline-seo' ), $count ) );
		}
		return $this->result(
			Check_Result::WARNING,
			__( 'The home page has no H2 subheadings.', 'sightline-seo' ),
			__( 'Subheadings structure the page for readers and search engines. Add H2 headings to the sections of the home page.', 'sightline-seo' ),
			Fix_Link::home_content()
		);
	}
}
