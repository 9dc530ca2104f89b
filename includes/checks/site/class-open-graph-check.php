<?php
/**
 * The home page has an Open Graph title and description, used when it is shared on social networks. With
 * our Open Graph tags switched off (setting enable_open_graph) they must come from the theme or another
 * plugin, and the fix is there or in that switch, not in the home page's social texts.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Open_Graph_Check extends Home_Page_Check {

	public function id(): string {
		return 'home_open_graph';
	}

	protected function check( Fetched_Page $home, Site_Context $context ): Check_Result {
		$missing = array();
		foreach ( array( 'og:title', 'og:description' ) as $property ) {
			if ( '' === trim( (string) $home->meta( $property ) ) ) {
				$missing[] = $property;
			}
		}
		if ( ! $missing ) {
			return $this->result( Check_Result::SUCCESS, __( 'The home page has an Open Graph title and description.', 'sightline-seo' ) );
		}
		if ( false === $context->settings()->get( 'enable_open_graph' ) ) {
			// Switched off for a theme or another plugin to print them, which does not (or not these).
			return $this->result(
				Check_Result::WARNING,
				/* translators: %s: the missing tags, e.g. "og:title, og:description". */
				sprintf( __( 'The home page is missing Open Graph tags: %s.', 'sightline-seo' ), implode( ', ', $missing ) ),
				__( 'Social networks use these tags for the title and text of a shared link. Sightline SEO\'s Open Graph tags are switched off, and nothing else on the site prints these: switch them on again (Social > Facebook), or have your theme or sharing plugin print them.', 'sightline-seo' ),
				Fix_Link::route( '/general/social/facebook', __( 'Open Facebook settings', 'sightline-seo' ) )
			);
		}
		return $this->result(
			Check_Result::WARNING,
			/* translators: %s: the missing tags, e.g. "og:title, og:description". */
			sprintf( __( 'The home page is missing Open Graph tags: %s.', 'sightline-seo' ), implode( ', ', $missing ) ),
			__( 'Social networks use these tags for the title and text of a shared link. Set the home page social title and description in Sightline SEO (Home Page > Social).', 'sightline-seo' ),
			Fix_Link::route( '/general/homepage/social', __( 'Open Home Page Social', 'sightline-seo' ) )
		);
	}
}
