<?php
/**
 * The home page carries structured data (JSON-LD) that parses.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Structured_Data_Check extends Home_Page_Check {

	public function id(): string {
		return 'home_structured_data';
	}

	protected function check( Fetched_Page $home, Site_Context $context ): Check_Result {
		$link   = $context->settings()->get( 'enable_schemas' )
			? Fix_Link::route( '/advanced/schema', __( 'Open Schema settings', 'sightline-seo' ) )
			: Fix_Link::route( '/tools/manage-features', __( 'Turn on Schema in Manage Features', 'sightline-seo' ) );
		$blocks = $home->values( "//script[translate(@type, 'APLICTONJSD', 'aplictonjsd')='application/ld+json']" );
		if ( ! $blocks ) {
			return $this->result(
				Check_Result::SUGGESTION,
				__( 'The home page has no structured data.', 'sightline-seo' ),
				__( 'Structured data (JSON-LD) describes your site and organisation to search engines and can earn rich results. Turn on Sightline SEO\'s schema output.', 'sightline-seo' ),
				$link
			);
		}
		foreach ( $blocks as $json ) {
			json_decode( $json );
			if ( JSON_ERROR_NONE !== json_last_error() ) {
				return $this->result(
					Check_Result::WARNING,
					__( 'The home page has structured data that is not valid JSON.', 'sightline-seo' ),
					/* translators: %s: the JSON error. */
					sprintf( __( 'Search engines ignore a JSON-LD block they cannot parse (%s). Find the plugin or theme that prints it.', 'sightline-seo' ), json_last_error_msg() ),
					$link
				);
			}
		}
		/* translators: %d: number of JSON-LD blocks. */
		return $this->result( Check_Result::SUCCESS, sprintf( _n( 'The home page has %d structured data block.', 'The home page has %d structured data blocks.', count( $blocks ), 'sightline-seo' ), count( $blocks ) ) );
	}
}
