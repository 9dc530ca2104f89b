<?php
/**
 * The home page has a meta description, within the description length limit.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;
use Sightline\Settings\Limits;

defined( 'ABSPATH' ) || exit;

final class Meta_Description_Check extends Home_Page_Check {

	public function id(): string {
		return 'home_description';
	}

	protected function check( Fetched_Page $home, Site_Context $context ): Check_Result {
		$description = html_entity_decode( trim( (string) $home->meta( 'description' ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$limit       = Limits::get( 'description' );
		$link        = Fix_Link::route( '/general/homepage', __( 'Edit the home page description', 'sightline-seo' ) );
		if ( '' === $description ) {
			return $this->result(
				Check_Result::WARNING,
				__( 'The home page has no meta description.', 'sightline-seo' ),
				__( 'Search engines often show the meta description under the title. Write one that sums up the site in Sightline SEO (Home Page > General).', 'sightline-seo' ),
				$link
			);
		}
		$length = mb_strlen( $description );
		if ( $length > $limit ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: 1: description length, 2: limit. */
				sprintf( __( 'The home page meta description is %1$d characters long; search engines cut it after about %2$d.', 'sightline-seo' ), $length, $limit ),
				__( 'Shorten the description so it is not cut off in search results.', 'sightline-seo' ),
				$link
			);
		}
		return $this->result(
			Check_Result::SUCCESS,
			/* translators: %d: description length. */
			sprintf( __( 'The home page has a meta description of %d characters.', 'sightline-seo' ), $length ),
			'',
			$link
		);
	}
}
