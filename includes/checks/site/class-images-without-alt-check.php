<?php
/**
 * The media library's images have alt text: counts those whose alt text is missing or empty (one COUNT
 * query) and links to the Images mode of the Bulk AI screen, which writes it for review.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Ai\Image_Candidates;
use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Images_Without_Alt_Check extends Site_Check {

	public function id(): string {
		return 'images_without_alt';
	}

	public function category(): string {
		return 'other';
	}

	public function run( Site_Context $context ): Check_Result {
		$missing = Image_Candidates::count_without_alt();
		if ( 0 === $missing ) {
			return $this->result( Check_Result::SUCCESS, __( 'Every image in the Media Library has alt text.', 'sightline-seo' ) );
		}
		return $this->result(
			Check_Result::WARNING,
			/* translators: %d: number of images without alt text. */
			sprintf( _n( '%d image in the Media Library has no alt text.', '%d images in the Media Library have no alt text.', $missing, 'sightline-seo' ), $missing ),
			__( 'Alt text describes an image to people who cannot see it and to image search. Write it for each image, or let AI suggest it for review (Bulk AI > Images); use an empty alt only for decorative images.', 'sightline-seo' ),
			Fix_Link::route( '/tools/bulk-ai/images', __( 'Write alt text with AI', 'sightline-seo' ) )
		);
	}
}
