<?php
/**
 * Base of the checks that read the home page's HTML. When the loopback request fails, the check gives a
 * warning that says why instead of judging an empty page.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

abstract class Home_Page_Check extends Site_Check {

	public function category(): string {
		return 'general';
	}

	final public function run( Site_Context $context ): Check_Result {
		$home = $context->home();
		if ( ! $home->ok() ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: %s: why the home page could not be fetched. */
				sprintf( __( 'This could not be checked: %s.', 'sightline-seo' ), $home->problem() ),
				__( 'The site checks read the home page the way a visitor gets it, through a request from the site to itself. Make sure the home page loads and that the server allows requests to its own address, then run the checks again.', 'sightline-seo' ),
				Fix_Link::admin( 'site-health.php', __( 'Open Site Health', 'sightline-seo' ) )
			);
		}
		return $this->check( $home, $context );
	}

	abstract protected function check( Fetched_Page $home, Site_Context $context ): Check_Result;
}
