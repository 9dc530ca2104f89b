<?php
/**
 * The only place that turns head data into markup. Generators hand over plain values; this class
 * escapes them: URLs with esc_url (only http/https), text with esc_attr/esc_html, JSON-LD with every
 * `<`, `>` and `&` hex-encoded so no value can close the script element. Event-handler attributes and
 * attribute names outside [a-z:-] are dropped.
 *
 * @package Sightline
 */

namespace Sightline\Head;

defined( 'ABSPATH' ) || exit;

final class Tag_Renderer {

	/** Meta properties/names whose content is a URL. */
	private const URL_VALUES = array(
		'og:url',
		'og:image',
		'og:image:secure_url',
		'article:publisher',
		'article:author',
		'twitter:image',
	);

	/** Attributes that always hold a URL. */
	private const URL_ATTRIBUTES = array( 'href', 'src' );

	private const ELEMENTS = array( 'meta', 'link' );

	/**
	 * @param list<array{0: string, 1: array<string, string|int>}> $tags Element name and attributes.
	 */
	public function tags( array $tags ): string {
		$html = '';
		foreach ( $tags as $tag ) {
			$html .= $this->tag( (string) ( $tag[0] ?? '' ), (array) ( $tag[1] ?? array() ) );
		}
		return $html;
	}

	/**
	 * One void element; '' when it is not allowed or a URL turned out unsafe.
	 *
	 * @param array<string, string|int> $attributes
	 */
	public function tag( string $element, array $attributes ): string {
		if ( ! in_array( $element, self::ELEMENTS, true ) ) {
			return '';
		}
		$key    = (string) ( $attributes['property'] ?? $attributes['name'] ?? '' );
		$output = '';
		// The same few attribute names come back on every tag: each is checked once a request.
		static $allowed = array();
		foreach ( $attributes as $name => $value ) {
			$name               = strtolower( (string) $name );
			$allowed[ $name ] ??= 1 === preg_match( '/^[a-z][a-z:-]*$/', $name ) && ! str_starts_with( $name, 'on' );
			if ( ! $allowed[ $name ] ) {
				continue;
			}
			$is_url = in_array( $name, self::URL_ATTRIBUTES, true ) || ( 'content' === $name && in_array( $key, self::URL_VALUES, true ) );
			if ( $is_url ) {
				$value = $this->url( (string) $value );
				if ( '' === $value ) {
					return '';
				}
			} else {
				$value = esc_attr( (string) $value );
			}
			$output .= sprintf( ' %s="%s"', $name, $value );
		}
		return '' === $output ? '' : '<' . $element . $output . " />\n";
	}

	/**
	 * An escaped absolute http(s) URL, or '' for anything else (javascript:, data:, junk).
	 */
	public function url( string $url ): string {
		$url = trim( $url );
		if ( '' === $url ) {
			return '';
		}
		return esc_url( $url, array( 'http', 'https' ) );
	}

	/**
	 * Text for the <title> element (WordPress prints what pre_get_document_title returns as is).
	 */
	public function title_text( string $title ): string {
		return esc_html( $title );
	}

	/**
	 * The JSON-LD script element for a graph.
	 *
	 * @param array<string, mixed> $data
	 */
	public function json_ld( array $data ): string {
		$json = wp_json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
		if ( ! is_string( $json ) ) {
			return '';
		}
		return '<script type="application/ld+json" class="sightline-schema-graph">' . $json . "</script>\n";
	}

	/**
	 * The visible breadcrumb trail: a nav landmark with an ordered list; the current page is not a link.
	 *
	 * @param list<array{name: string, url: string}> $trail
	 * @param string                                 $wrapper_attributes Already-escaped attributes from get_block_wrapper_attributes().
	 */
	public function breadcrumbs( array $trail, string $separator, string $wrapper_attributes = '' ): string {
		if ( ! $trail ) {
			return '';
		}
		$items = array();
		$last  = count( $trail ) - 1;
		foreach ( array_values( $trail ) as $index => $crumb ) {
			$name = esc_html( (string) $crumb['name'] );
			$url  = $this->url( (string) $crumb['url'] );
			if ( $index === $last ) {
				$items[] = '<li class="sightline-breadcrumbs__item"><span aria-current="page">' . $name . '</span></li>';
			} else {
				$items[] = '<li class="sightline-breadcrumbs__item">' . ( '' !== $url ? '<a href="' . $url . '">' . $name . '</a>' : $name )
					. '<span class="sightline-breadcrumbs__separator" aria-hidden="true">' . esc_html( $separator ) . '</span></li>';
			}
		}
		return sprintf(
			'<nav %s aria-label="%s"><ol class="sightline-breadcrumbs__list">%s</ol></nav>',
			$wrapper_attributes,
			esc_attr__( 'Breadcrumbs', 'sightline-seo' ),
			implode( '', $items )
		);
	}
}
