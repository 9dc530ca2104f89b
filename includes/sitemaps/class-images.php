<?php
/**
 * Image entries of the image sitemap extension: the featured image and the images in the content.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Images {

	/** Google reads at most 1,000 images per URL. */
	public const MAX_PER_URL = 1000;

	/**
	 * @param array<WP_Post> $posts Posts whose meta is already primed.
	 * @return array<int, list<string>> Image URLs by post ID.
	 */
	public static function for_posts( array $posts ): array {
		$thumbnails = array();
		foreach ( $posts as $post ) {
			$thumbnail = (int) get_post_meta( $post->ID, '_thumbnail_id', true );
			if ( $thumbnail > 0 ) {
				$thumbnails[ $post->ID ] = $thumbnail;
			}
		}
		if ( $thumbnails ) {
			// Attachment rows and their _wp_attached_file meta in two queries instead of two per image.
			_prime_post_caches( array_values( array_unique( $thumbnails ) ), false, true );
		}
		$images = array();
		foreach ( $posts as $post ) {
			$urls = array();
			if ( isset( $thumbnails[ $post->ID ] ) ) {
				$urls[] = (string) wp_get_attachment_url( $thumbnails[ $post->ID ] );
			}
			$urls = array_merge( $urls, self::in_content( $post->post_content ) );
			$urls = array_slice( array_values( array_unique( array_filter( $urls ) ) ), 0, self::MAX_PER_URL );
			if ( $urls ) {
				$images[ $post->ID ] = $urls;
			}
		}
		return $images;
	}

	/**
	 * Absolute URLs of the <img> elements in HTML.
	 *
	 * @return list<string>
	 */
	public static function in_content( string $html ): array {
		if ( false === stripos( $html, '<img' ) || ! preg_match_all( '/<img\s[^>]*?\bsrc\s*=\s*(["\'])(.*?)\1/is', $html, $matches ) ) {
			return array();
		}
		$urls = array();
		foreach ( $matches[2] as $src ) {
			$src = trim( html_entity_decode( $src, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
			if ( '' === $src || str_starts_with( $src, 'data:' ) ) {
				continue;
			}
			if ( str_starts_with( $src, '//' ) ) {
				$src = set_url_scheme( $src );
			} elseif ( str_starts_with( $src, '/' ) ) {
				$src = home_url( $src );
			}
			if ( preg_match( '#^https?://#i', $src ) ) {
				$urls[] = $src;
			}
		}
		return $urls;
	}
}
