<?php
/**
 * The other SEO plugins' breadcrumb shortcodes ([wpseo_breadcrumb], [rank_math_breadcrumb],
 * [aioseo_breadcrumbs], [seopress_breadcrumbs], [slim_seo_breadcrumbs]) rendered as the Breadcrumbs
 * block: the block's markup, wrapper and style, from the same trail as the BreadcrumbList.
 *
 * Of their attributes only `separator` (Rank Math's and Slim SEO's) is one the block has; the others
 * (Rank Math's wrappers, Slim SEO's labels, taxonomy and current-page switch) are ignored. Yoast SEO,
 * All in One SEO and SEOPress take none.
 *
 * @package Sightline
 */

namespace Sightline\Blocks;

use Sightline\Head\Text;

defined( 'ABSPATH' ) || exit;

final class Breadcrumb_Shortcodes {

	/**
	 * The shortcode callback (Breadcrumbs_Block::register_shortcodes()).
	 *
	 * @param array<string, string>|string $atts The attributes (an empty string when there are none).
	 */
	public static function render( $atts = array() ): string {
		// A description that runs shortcodes reads the page's text, not its navigation: the block, whose
		// comment the description drops, gives it nothing either.
		if ( Text::rendering_shortcodes() ) {
			return '';
		}
		// Rank Math lets the separator be HTML (it runs it through wp_kses_post()); the block's is text.
		$separator = is_array( $atts ) ? trim( wp_strip_all_tags( (string) ( $atts['separator'] ?? '' ) ) ) : '';
		// Rendered as a parsed block, so WordPress gives it the block's wrapper attributes and the block
		// its context (the global post), exactly as the block in the content would.
		return render_block(
			array(
				'blockName'    => Breadcrumbs_Block::NAME,
				'attrs'        => '' !== $separator ? array( 'separator' => $separator ) : array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
}
