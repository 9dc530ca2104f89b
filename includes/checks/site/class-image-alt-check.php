<?php
/**
 * The home page's images carry alt text. An image without an alt attribute is reported; alt="" is a
 * deliberate choice for decorative images and is accepted.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Site;

use Sightline\Checks\Check_Result;

defined( 'ABSPATH' ) || exit;

final class Image_Alt_Check extends Home_Page_Check {

	public function id(): string {
		return 'home_image_alt';
	}

	protected function check( Fetched_Page $home, Site_Context $context ): Check_Result {
		$total = $home->count( '//body//img' );
		if ( 0 === $total ) {
			return $this->result(
				Check_Result::SUGGESTION,
				__( 'The home page has no images.', 'sightline-seo' ),
				__( 'Images with descriptive alt text help the page appear in image search. Consider adding some to the home page.', 'sightline-seo' ),
				Fix_Link::home_content()
			);
		}
		$missing = $home->values( '//body//img[not(@alt)]/@src' );
		if ( $missing ) {
			return $this->result(
				Check_Result::WARNING,
				/* translators: 1: images without alt text, 2: all images. */
				sprintf( __( '%1$d of %2$d images on the home page have no alt text.', 'sightline-seo' ), count( $missing ), $total ),
				/* translators: %s: list of image file URLs. */
				sprintf( __( 'Describe each image in its alt text (in the Media Library or the block\'s settings); use an empty alt only for decorative images. Images without alt text: %s', 'sightline-seo' ), implode( ', ', array_slice( $missing, 0, 5 ) ) ),
				Fix_Link::admin( 'upload.php', __( 'Open the Media Library', 'sightline-seo' ) )
			);
		}
		if ( 1 === $total ) {
			return $this->result( Check_Result::SUCCESS, __( 'The image on the home page has alt text.', 'sightline-seo' ) );
		}
		/* translators: %d: number of images (two or more; one image has a message of its own). */
		return $this->result( Check_Result::SUCCESS, sprintf( _n( 'All %d image on the home page has alt text.', 'All %d images on the home page have alt text.', $total, 'sightline-seo' ), $total ) );
	}
}
