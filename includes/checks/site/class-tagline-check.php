<?php
/**
 * The site has a tagline of its own (themes and feeds show it; WordPress's default says nothing).
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Tagline_Check extends Site_Check {

	public function id(): string {
		return 'tagline';
	}

	public function category(): string {
		return 'other';
	}

	public function run( Site_Context $context ): Check_Result {
		$tagline = trim( (string) get_option( 'blogdescription' ) );
		$link    = Fix_Link::admin( 'options-general.php', __( 'Open General Settings', 'sightline-seo' ) );
		// Core's default tagline, in English and in the site's language.
		$defaults = array( 'Just another WordPress site', __( 'Just another WordPress site' ) ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's own string.
		if ( '' === $tagline || in_array( $tagline, $defaults, true ) ) {
			return $this->result(
				Check_Result::WARNING,
				'' === $tagline ? __( 'The site has no tagline.', 'sightline-seo' ) : __( 'The site still uses WordPress\'s default tagline.', 'sightline-seo' ),
				__( 'The tagline sums up the site in a few words; themes, feeds and templates show it. Set one in Settings > General.', 'sightline-seo' ),
				$link
			);
		}
		/* translators: %s: the tagline. */
		return $this->result( Check_Result::SUCCESS, sprintf( __( 'The site has a tagline: %s', 'sightline-seo' ), $tagline ) );
	}
}
