<?php
/**
 * Plain-text helpers for meta values: turns post content into a clean excerpt (no shortcodes, scripts or
 * markup) and cuts text at a word boundary. Output is plain text; escaping happens in the renderer.
 *
 * @package Sightline
 */

namespace Sightline\Head;

defined( 'ABSPATH' ) || exit;

final class Text {

	/** Elements whose text content never belongs in a description. */
	private const DROP_ELEMENTS = 'script|style|noscript|iframe|svg|object|embed|template|figcaption|pre|code|table|select|textarea|button|form';

	/**
	 * Plain text from HTML: shortcodes, block comments, non-prose elements and tags removed, entities
	 * decoded, whitespace collapsed.
	 */
	public static function clean( string $html ): string {
		$text = html_entity_decode( self::stored( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = str_replace( array( '[&hellip;]', '[…]', '[...]' ), ' ', $text );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * The text of HTML as stored: clean() before its entities are decoded and its spaces collapsed
	 * (what a length counted on the stored content counts).
	 */
	public static function stored( string $html ): string {
		if ( '' === $html ) {
			return '';
		}
		$text = strip_shortcodes( $html );
		// Shortcodes that are not registered on this request still carry their brackets: drop them too.
		$text = (string) preg_replace( '/\[\/?[a-zA-Z][\w-]*(?:\s[^\]]*)?\]/', ' ', $text );
		$text = (string) preg_replace( '/<!--.*?-->/s', ' ', $text );
		$text = (string) preg_replace( '#<(' . self::DROP_ELEMENTS . ')\b[^>]*>.*?</\1\s*>#is', ' ', $text );
		// Block-level boundaries become spaces so words from two paragraphs never stick together.
		$text = (string) preg_replace( '#<(?:/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|section|article|header|footer|tr|td|th|dd|dt)\b)[^>]*>#i', ' ', $text );
		return wp_strip_all_tags( $text );
	}

	/**
	 * Text cut from HTML with its length counted on the stored form (entities written out, as Yoast SEO
	 * counts): whole when that fits in $limit characters; else, spaces collapsed as WordPress's
	 * wp_html_excerpt() collapses them, cut by cut() or, for $last_space, its first $limit characters
	 * without a partial entity at the end, trimmed, up to their last space. Decoded at the end, so a
	 * written no-break space stays one.
	 */
	public static function cut_stored( string $html, int $limit, bool $last_space ): string {
		$stored = self::stored( $html );
		$text   = trim( (string) preg_replace( '/[\r\n\t ]+/', ' ', $stored ) );
		if ( $limit > 0 && mb_strlen( $stored ) > $limit ) {
			$text = $last_space
				? self::cut_at_last_space( trim( (string) preg_replace( '/&[^;\s]{0,6}$/', '', mb_substr( $text, 0, $limit ) ) ) )
				: self::cut( $text, $limit );
		}
		return trim( html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), " \t\n\r\0\x0B" );
	}

	/**
	 * $text up to its last space (none: whole), whether or not it ended between two words: the cut of
	 * a text already at most the length (Yoast SEO's and Rank Math's).
	 */
	public static function cut_at_last_space( string $text ): string {
		$space = mb_strrpos( $text, ' ' );
		return false !== $space && $space > 0 ? rtrim( mb_substr( $text, 0, $space ) ) : $text;
	}

	/**
	 * Cuts $text to at most $limit characters at a word boundary, adding nothing (search engines add
	 * their own ellipsis).
	 */
	public static function cut( string $text, int $limit ): string {
		$text = trim( $text );
		if ( $limit <= 0 || mb_strlen( $text ) <= $limit ) {
			return $text;
		}
		$cut   = mb_substr( $text, 0, $limit + 1 );
		$space = mb_strrpos( $cut, ' ' );
		$cut   = false !== $space && $space > 0 ? mb_substr( $cut, 0, $space ) : mb_substr( $text, 0, $limit );
		return rtrim( $cut, " \t\n\r\0\x0B,;:-–—" );
	}

	/**
	 * The first $count words of text from clean() (words are what its single spaces separate, as
	 * wp_trim_words() counts them); the text itself when it has no more.
	 */
	public static function words( string $text, int $count ): string {
		$words = array_values( array_filter( explode( ' ', trim( $text ) ), static fn( string $word ): bool => '' !== $word ) );
		return $count > 0 && count( $words ) > $count ? implode( ' ', array_slice( $words, 0, $count ) ) : trim( $text );
	}

	/**
	 * A clean excerpt of HTML within $limit characters.
	 */
	public static function excerpt( string $html, int $limit ): string {
		return self::cut( self::clean( $html ), $limit );
	}

	/**
	 * Plain single-line text from a setting or meta value that may hold stray markup.
	 */
	public static function line( string $value ): string {
		$value = wp_strip_all_tags( $value );
		return trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
	}

	/**
	 * Text read from HTML as written, spaces untouched: scripts, styles and tags removed, entities decoded
	 * (the template text around variables; line() also collapses and trims spaces).
	 */
	public static function plain( string $html ): string {
		$html = (string) preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', $html );
		// Not wp_strip_all_tags(): it also trims, and this text keeps its spaces as written.
		return html_entity_decode( strip_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.strip_tags_strip_tags
	}

	/**
	 * A title as WordPress prints document titles: wptexturize()'s curly quotes, dashes and ellipses,
	 * and capital_P_dangit(). The separator the site chose is kept as chosen (a lone "-" would become
	 * "–"). Stays plain text (the entities wptexturize() writes are decoded): the renderer escapes once.
	 * Without $texturize (setting texturize_titles off) the title is printed as written.
	 */
	public static function title( string $title, string $separator = '', bool $texturize = true ): string {
		if ( '' === $title || ! $texturize ) {
			return $title;
		}
		// A page's title, og:title and twitter:title are mostly the same text, the latter two made of the
		// first: each is texturised once a request (a title is its own texturised form).
		static $done = array();
		$key         = $separator . "\0" . $title;
		if ( ! isset( $done[ $key ] ) ) {
			$parts = '' === $separator ? array( $title ) : explode( ' ' . $separator . ' ', $title );
			$parts = array_map( static fn( string $part ): string => html_entity_decode( capital_P_dangit( wptexturize( $part ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ), $parts );
			$made  = implode( ' ' . $separator . ' ', $parts );
			if ( count( $done ) > 64 ) {
				$done = array();
			}
			$done[ $key ]                      = $made;
			$done[ $separator . "\0" . $made ] = $made;
		}
		return $done[ $key ];
	}

	/**
	 * The first paragraph of post content that has text (paragraphs as wpautop() makes them), or the
	 * whole content when it has none.
	 */
	public static function first_paragraph( string $html ): string {
		$html = (string) preg_replace( '/<!--.*?-->/s', '', $html );
		if ( preg_match_all( '#<p\b[^>]*>(.*?)</p>#is', wpautop( $html ), $matches ) ) {
			foreach ( $matches[1] as $paragraph ) {
				if ( '' !== self::clean( $paragraph ) ) {
					return $paragraph;
				}
			}
		}
		return $html;
	}
}
