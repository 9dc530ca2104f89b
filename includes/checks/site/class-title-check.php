<?php
/**
 * The home page has a <title>, within the title length limit.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;
use Sightline\Settings\Limits;

defined( 'ABSPATH' ) || exit;

final class Title_Check extends Home_Page_Check {

	public function id(): string {
		return 'home_title';
	}

	protected function check( Fetched_Page $home, Site_Context $context ): Check_Result {
		$titles = $home->values( '//head/title | //title[not(ancestor::svg)]' );
		$title  = html_entity_decode( $titles[0] ?? '', ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$limit  = Limits::get( 'title' );
		$link   = Fix_Link::route( '/general/homepage', __( 'Edit the home page title', 'sightline-seo' ) );
		if ( '' === $title ) {
			return $this->result(
				Check_Result::ERROR,
				__( 'The home page has no title.', 'sightline-seo' ),
				__( 'Search engines show the title as the headline of your result. Set a home page title in Sightline SEO (Home Page > General).', 'sightline-seo' ),
				$link
			);
		}
		$length = mb_strlen( $title );
		if ( $length > $limit ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: 1: title length, 2: limit. */
				sprintf( __( 'The home page title is %1$d characters long; search engines cut it after about %2$d.', 'sightline-seo' ), $length, $limit ),
				__( 'Shorten the home page title so its important words show in search results.', 'sightline-seo' ),
				$link
			);
		}
		return $this->result(
			Check_Result::SUCCESS,
			/* translators: %d: title length. */
			sprintf( __( 'The home page has a title of %d characters.', 'sightline-seo' ), $length ),
			__( 'Keep it descriptive and within the limit.', 'sightline-seo' ),
			$link
		);
	}
}
