<?php
/**
 * X (Twitter) card tags: card type, site and creator handles, and title/description/image that fall
 * back to the Open Graph values.
 *
 * @package Sightline
 */

namespace Sightline\Head\Generators;

use Sightline\Head\Context;
use Sightline\Head\Resolver;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class X_Card implements Generator_Interface {

	public function __construct( private Resolver $resolver, private Settings $settings ) {}

	public function generate( Context $context ): array {
		// Switched off (setting enable_x_cards) where a theme or another plugin prints these tags.
		if ( false === $this->settings->get( 'enable_x_cards' ) || ! Open_Graph::shared( $context, $this->settings ) ) {
			return array();
		}
		if ( Context::SEARCH === $context->type && false === $this->settings->get( 'x_tags_on_search' ) ) {
			// The SEO Framework prints no X tags on search results (5.1.4, Front\Meta\Head::print_tags()).
			return array();
		}
		if ( Context::NOT_FOUND === $context->type && 'title' === $this->settings->get( 'social_on_404' ) ) {
			// Yoast SEO prints no X tags on an error page, only og:title (see Open_Graph).
			return array();
		}
		$social  = $this->resolver->social( $context );
		$creator = '';
		if ( $context->post && Context::SINGULAR === $context->type ) {
			$creator = self::handle( (string) $context->author_meta( 'twitter' ) );
		}
		if ( '' === $creator ) {
			$creator = self::handle( (string) $this->settings->get( 'twitter_profile_fallback' ) );
		}
		$image = $social['twitter_image'];
		$tags  = array(
			$this->name( 'twitter:card', (string) $this->settings->get( 'twitter_card_type' ) ),
			$this->name( 'twitter:site', self::handle( (string) $this->settings->get( 'twitter_profile_username' ) ) ),
			$this->name( 'twitter:creator', $creator ),
			$this->name( 'twitter:title', $social['twitter_title'] ),
			$this->name( 'twitter:description', $social['twitter_description'] ),
			$this->name( 'twitter:image', $image['url'] ?? '' ),
			$this->name( 'twitter:image:alt', $image['alt'] ?? '' ),
		);
		return array_values( array_filter( $tags ) );
	}

	/**
	 * `@handle` from a handle, `@handle` or a profile URL (x.com/handle, twitter.com/handle); '' when
	 * the value is not a valid handle.
	 */
	public static function handle( string $value ): string {
		$value = trim( $value );
		if ( '' === $value ) {
			return '';
		}
		if ( preg_match( '#^(?:https?://)?(?:www\.|mobile\.)?(?:twitter|x)\.com/@?([^/?\#]+)#i', $value, $match ) ) {
			$value = $match[1];
		}
		$value = ltrim( $value, '@' );
		return preg_match( '/^[A-Za-z0-9_]{1,15}$/', $value ) ? '@' . $value : '';
	}

	/**
	 * @return array{0: 'meta', 1: array<string, string>}|null
	 */
	private function name( string $name, string $content ): ?array {
		$content = trim( $content );
		return '' === $content ? null : array(
			'meta',
			array(
				'name'    => $name,
				'content' => $content,
			),
		);
	}
}
