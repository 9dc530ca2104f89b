<?php
/**
 * Search engines are not discouraged from indexing the site (Settings > Reading).
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Search_Visibility_Check extends Site_Check {

	public function id(): string {
		return 'search_engine_visibility';
	}

	public function run( Site_Context $context ): Check_Result {
		if ( '0' === (string) get_option( 'blog_public' ) ) {
			return $this->result(
				Check_Result::ERROR,
				__( 'Search engines are discouraged from indexing this site.', 'sightline-seo' ),
				__( 'The "Discourage search engines from indexing this site" box in Settings > Reading is ticked, so the whole site is asked to stay out of search results. Untick it when the site is ready to be found.', 'sightline-seo' ),
				Fix_Link::admin( 'options-reading.php', __( 'Open Reading Settings', 'sightline-seo' ) )
			);
		}
		return $this->result( Check_Result::SUCCESS, __( 'Search engines may index the site.', 'sightline-seo' ) );
	}
}
