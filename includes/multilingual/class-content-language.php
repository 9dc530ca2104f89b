<?php
/**
 * The language a post is written in, as a locale ("de_DE"): the post's own language where a
 * multilingual plugin keeps one (Polylang through Languages_Interface, WPML through its documented
 * filter), else the site's. The readability checks pick their language's rules by it, in the editor
 * (page data) and on the server alike.
 *
 * @package Sightline
 */

namespace Sightline\Multilingual;

use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Content_Language {

	public function __construct( private Languages_Interface $languages ) {}

	public function of_post( WP_Post $post ): string {
		$language = $this->languages->post_language( $post->ID );
		if ( null !== $language && '' !== $language->locale ) {
			return $language->locale;
		}
		/** WPML's documented filter: the language details of a post, or the value passed in. */
		$details = apply_filters( 'wpml_post_language_details', null, $post->ID ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WPML's own filter, asked, not offered.
		if ( is_array( $details ) && isset( $details['locale'] ) && is_string( $details['locale'] ) && '' !== $details['locale'] ) {
			return $details['locale'];
		}
		return (string) get_locale();
	}
}
