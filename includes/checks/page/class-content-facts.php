<?php
/**
 * What the content checks need from a post's HTML, found in one scan of its tags: subheadings,
 * images (and those without alt text), videos, links and the plain text. The PHP twin of
 * analyzeContent() in src/checks/text.ts; plain string work, no DOM, like it.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Page;

defined( 'ABSPATH' ) || exit;

final class Content_Facts {

	/**
	 * @param list<string> $images_without_alt The src of each image with no alt text ('' when none).
	 */
	private function __construct(
		public readonly string $text,
		public readonly int $subheadings,
		public readonly int $images,
		public readonly array $images_without_alt,
		public readonly int $videos,
		public readonly int $links,
	) {}

	public static function of( string $html ): self {
		// Comments (block delimiters) and script/style bodies are not content: drop them before scanning.
		$html = (string) preg_replace( '/<!--.*?-->/s', ' ', $html );
		$html = (string) preg_replace( '/<(script|style)\b.*?<\/\1>/is', ' ', $html );

		$subheadings = 0;
		$images      = 0;
		$without_alt = array();
		$videos      = 0;
		$links       = 0;
		preg_match_all( '/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b([^>]*)>/', $html, $tags, PREG_SET_ORDER );
		foreach ( $tags as $tag ) {
			if ( '' !== $tag[1] ) {
				continue; // Closing tag.
			}
			$name       = strtolower( $tag[2] );
			$attributes = $tag[3];
			if ( 1 === preg_match( '/^h[2-6]$/', $name ) ) {
				++$subheadings;
			} elseif ( 'img' === $name ) {
				++$images;
				$alt = self::attribute( $attributes, 'alt' );
				if ( null === $alt || '' === Page_Text::trim( $alt ) ) {
					$without_alt[] = self::attribute( $attributes, 'src' ) ?? '';
				}
			} elseif ( in_array( $name, array( 'video', 'iframe', 'embed' ), true ) ) {
				++$videos;
			} elseif ( 'a' === $name ) {
				$href = Page_Text::trim( self::attribute( $attributes, 'href' ) ?? '' );
				if ( '' !== $href && ! str_starts_with( $href, '#' ) ) {
					++$links;
				}
			}
		}
		$text = (string) preg_replace( '/<[^>]+>/', ' ', $html );
		$text = str_replace( array( '&nbsp;', '&#160;' ), ' ', $text );
		$text = Page_Text::trim( (string) preg_replace( '/[\s\p{Z}\x{FEFF}]+/u', ' ', $text ) );
		return new self( $text, $subheadings, $images, $without_alt, $videos, $links );
	}

	/** An attribute's value; '' for a bare attribute, null when absent (the link counts read href with it). */
	public static function attribute( string $attributes, string $name ): ?string {
		$quoted = preg_quote( $name, '/' );
		if ( 1 === preg_match( '/(?:^|\s)' . $quoted . '\s*=\s*(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'>]+))/i', $attributes, $match ) ) {
			foreach ( array( 1, 2, 3 ) as $group ) {
				if ( isset( $match[ $group ] ) && '' !== $match[ $group ] ) {
					return $match[ $group ];
				}
			}
			return '';
		}
		return 1 === preg_match( '/(?:^|\s)' . $quoted . '(?=\s|\/|$)/i', $attributes ) ? '' : null;
	}
}
