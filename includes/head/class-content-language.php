<?php
/**
 * The language a post is written in, as a locale ("de_DE"): the post's own language where a
 * multilingual plugin keeps one (Polylang, WPML), else the site's. The readability checks pick
 * their language's rules by it, in the editor (page data) and on the server alike.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Content_Language {

	public static function of_post( WP_Post $post ): string {
		if ( function_exists( 'pll_get_post_language' ) ) {
			$locale = pll_get_post_language( $post->ID, 'locale' );
			if ( is_string( $locale ) && '' !== $locale ) {
				return $locale;
			}
		}
		/** WPML's documented filter: the language details of a post, or the value passed in. */
		$details = apply_filters( 'wpml_post_language_details', null, $post->ID ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WPML's own filter, asked, not offered.
		if ( is_array( $details ) && isset( $details['locale'] ) && is_string( $details['locale'] ) && '' !== $details['locale'] ) {
			return $details['locale'];
		}
		return (string) get_locale();
	}
}
