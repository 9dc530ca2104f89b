<?php
/**
 * Picks the social image of a page: the object's own image → its featured image → the first image of its
 * first gallery (when `social_image_from_gallery` is on) → the first image in its content (unless
 * `social_image_from_content` is off) → the default social image (`fallback_image`). The home page uses its own images first.
 *
 * Reads only what the main query already primed (post meta, the featured image the theme prints); the
 * first content image is taken from the markup (its width/height attributes) without a database lookup. The
 * gallery step (on a post without images of its own whose content holds "[gallery") runs WordPress's query
 * of that gallery's images, the one the theme's rendering of the same gallery makes after it (WP_Query keeps
 * the result for the request).
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Images {

	/** @var array<int, array{url: string, width: int, height: int, alt: string}|null> Attachments read in this request. */
	private array $attachments = array();

	public function __construct( private Settings $settings, private Settings_Images $settings_images ) {}

	public function flush(): void {
		$this->attachments = array();
	}

	/**
	 * @param 'facebook'|'twitter' $network
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	public function for_context( Context $context, string $network = 'facebook' ): ?array {
		foreach ( $this->candidates( $context, $network ) as $candidate ) {
			$image = $candidate();
			if ( null !== $image && '' !== $image['url'] ) {
				return $image;
			}
		}
		return null;
	}

	/** Whether X falls back to the page's own Open Graph image (setting twitter_image_from_og). */
	private function twitter_from_og(): bool {
		return false !== $this->settings->get( 'twitter_image_from_og' );
	}

	/**
	 * Lazily evaluated sources in order of preference.
	 *
	 * @return list<callable(): (array{url: string, width: int, height: int, alt: string}|null)>
	 */
	private function candidates( Context $context, string $network ): array {
		$list = array();
		$post = $context->post;
		$term = $context->term;
		if ( $context->is_home_page() ) {
			$own    = 'twitter' === $network ? 'home_page_twitter_image_url' : 'home_page_facebook_image_url';
			$list[] = fn() => $this->from_url( (string) $this->settings->get( $own ) );
			if ( 'twitter' === $network ) {
				// X shows the home page's Facebook image when it has none of its own, as it does for posts.
				$list[] = fn() => $this->from_url( (string) $this->settings->get( 'home_page_facebook_image_url' ) );
			}
			$list[] = fn() => $this->from_url( (string) $this->settings->get( 'home_page_featured_image' ) );
		}
		if ( $post ) {
			$list[] = fn() => $this->own( 'post', $post->ID, $network );
			// X shows the post's own Open Graph image before its featured image, or after the featured and
			// content images when the site says so (twitter_image_from_og off), before the default image.
			$og_first = 'twitter' === $network && $this->twitter_from_og();
			if ( $og_first ) {
				$list[] = fn() => $this->own( 'post', $post->ID, 'facebook' );
			}
			if ( false !== $this->settings->get( 'social_image_from_featured' ) ) {
				$list[] = fn() => $this->attachment( self::featured_id( $post ) );
			}
			if ( true === $this->settings->get( 'social_image_from_gallery' ) ) {
				$list[] = fn() => post_password_required( $post ) ? null : $this->first_gallery_image( $post );
			}
			if ( false !== $this->settings->get( 'social_image_from_content' ) ) {
				$list[] = fn() => post_password_required( $post ) ? null : $this->first_content_image( (string) $post->post_content );
			}
			if ( 'twitter' === $network && ! $og_first ) {
				$list[] = fn() => $this->own( 'post', $post->ID, 'facebook' );
			}
		} elseif ( $term ) {
			$list[] = fn() => $this->own( 'term', $term->term_id, $network );
			if ( 'twitter' === $network ) {
				$list[] = fn() => $this->own( 'term', $term->term_id, 'facebook' );
			}
		} elseif ( Context::AUTHOR === $context->type && null !== $context->user && true === $this->settings->get( 'author_archive_avatar' ) ) {
			$user   = $context->user;
			$list[] = static function () use ( $user ): ?array {
				// An author without posts has nothing to share: the default image stays (as Yoast SEO does).
				if ( ! self::author_has_posts( $user->ID ) ) {
					return null;
				}
				$url = get_avatar_url(
					$user->ID,
					array(
						'size'   => 500,
						'scheme' => 'https',
					)
				);
				return $url ? array(
					'url'    => $url,
					'width'  => 500,
					'height' => 500,
					'alt'    => Text::line( (string) $user->display_name ),
				) : null;
			};
		}
		$list[] = fn() => $this->settings_attachment( (int) $this->settings->get( 'fallback_image_id' ) ) ?? $this->from_url( (string) $this->settings->get( 'fallback_image' ) );
		return $list;
	}

	/** A post's featured image; an image's own attachment page shares the image itself (as Yoast SEO does). */
	private static function featured_id( \WP_Post $post ): int {
		return 'attachment' === $post->post_type && wp_attachment_is_image( $post ) ? $post->ID : (int) get_post_thumbnail_id( $post );
	}

	/**
	 * Whether the author has published posts. On the author's own archive the main query already counted
	 * them (no query of ours); elsewhere WordPress is asked.
	 */
	private static function author_has_posts( int $user_id ): bool {
		global $wp_query;
		if ( $wp_query instanceof \WP_Query && $wp_query->is_author() && (int) $wp_query->get_queried_object_id() === $user_id && ! $wp_query->get( 'no_found_rows' ) ) {
			return $wp_query->found_posts > 0;
		}
		return (bool) count_user_posts( $user_id );
	}

	/**
	 * The image set on a post or term for a network (attachment id first, then URL).
	 *
	 * @param 'post'|'term' $type
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	private function own( string $type, int $id, string $network ): ?array {
		$get = static fn( string $field ) => 'term' === $type ? Object_Meta::term_value( $id, $field ) : get_post_meta( $id, Object_Meta::key( $field ), true );
		return $this->attachment( (int) $get( $network . '_image_id' ) ) ?? $this->from_url( (string) $get( $network . '_image' ) );
	}

	/**
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	public function attachment( int $id ): ?array {
		if ( $id <= 0 ) {
			return null;
		}
		if ( ! array_key_exists( $id, $this->attachments ) ) {
			$this->attachments[ $id ] = $this->load_attachment( $id );
		}
		return $this->attachments[ $id ];
	}

	/**
	 * An attachment the global settings point at (default image, logo): from the index kept when the
	 * settings were saved, so no query asks for it; the ordinary way when the index does not know it.
	 *
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	public function settings_attachment( int $id ): ?array {
		$known = $this->settings_images->get( $id );
		if ( null === $known ) {
			return $this->attachment( $id );
		}
		return false === $known ? null : $known;
	}

	/**
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	private function load_attachment( int $id ): ?array {
		return Settings_Images::resolve( $id );
	}

	/**
	 * An image known only by its URL (dimensions unknown).
	 *
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	public function from_url( string $url ): ?array {
		$url = trim( $url );
		// Only web addresses; no DNS look-up here (wp_http_validate_url() would resolve the host).
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		if ( '' === $url || ! in_array( $scheme, array( 'http', 'https' ), true ) ) {
			return null;
		}
		return array(
			'url'    => $url,
			'width'  => 0,
			'height' => 0,
			'alt'    => '',
		);
	}

	/**
	 * The first image of the post's first [gallery] shortcode, at the size the gallery shows it (its `size`,
	 * thumbnail by default): WordPress's get_post_gallery_images(), asked only when the content holds
	 * "[gallery" (Yoast SEO 28.3, Image_Helper::get_gallery_image(), its social image before the content's
	 * first; twin of galleryImageUrl() in src/resolution/fallbacks.ts). Printed at that address with no
	 * size of its own, as Yoast SEO prints it.
	 *
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	private function first_gallery_image( \WP_Post $post ): ?array {
		if ( ! str_contains( (string) $post->post_content, '[gallery' ) ) {
			return null;
		}
		$images = get_post_gallery_images( $post );
		return $images ? $this->from_url( (string) reset( $images ) ) : null;
	}

	/**
	 * The first <img> of the content with its declared size; tiny images (icons, spacers) are skipped.
	 *
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	public function first_content_image( string $content ): ?array {
		if ( ! str_contains( $content, '<img' ) || ! preg_match_all( '/<img\s[^>]*>/i', $content, $tags ) ) {
			return null;
		}
		foreach ( $tags[0] as $tag ) {
			$attributes = array();
			foreach ( array( 'src', 'width', 'height', 'alt' ) as $name ) {
				if ( preg_match( '/\s' . $name . '\s*=\s*("|\')(.*?)\1/is', $tag, $value ) ) {
					$attributes[ $name ] = html_entity_decode( $value[2], ENT_QUOTES | ENT_HTML5, 'UTF-8' );
				}
			}
			$width  = (int) ( $attributes['width'] ?? 0 );
			$height = (int) ( $attributes['height'] ?? 0 );
			if ( empty( $attributes['src'] ) || str_starts_with( $attributes['src'], 'data:' ) || ( $width && $width < 200 ) || ( $height && $height < 200 ) ) {
				continue;
			}
			return array(
				'url'    => $attributes['src'],
				'width'  => $width,
				'height' => $height,
				'alt'    => Text::line( $attributes['alt'] ?? '' ),
			);
		}
		return null;
	}
}
