<?php
/**
 * Markdown for /llms.txt and /llms-full.txt from WordPress text: titles and descriptions become one line
 * of plain text (tags stripped, entities decoded, whitespace folded) with every character Markdown would
 * read as syntax escaped, and URLs that cannot end a link early; a page's HTML becomes Markdown blocks
 * (headings, paragraphs, lists, quotes, code, links, emphasis, image descriptions) built from the same
 * escaped text, so no HTML of the page reaches the file.
 *
 * @package Sightline
 */

namespace Sightline\Llms;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOMNode's and DOMElement's own property names.

final class Markdown {

	/** Characters escaped with a backslash: emphasis, code, links, HTML and the escape itself. */
	private const SPECIAL = array( '\\', '`', '*', '_', '[', ']', '<', '>', '#', '|' );

	/** One line of text, safe inside a heading, a blockquote, link text or a description. */
	public static function text( string $text ): string {
		$text = html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		// Tags stripped again: decoding can reveal some ("&lt;b&gt;").
		return self::escape( wp_strip_all_tags( $text ) );
	}

	/** Plain text (already decoded, as a page's text nodes are) on one line with Markdown's syntax escaped. */
	private static function escape( string $text ): string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		$out  = '';
		foreach ( mb_str_split( $text ) as $char ) {
			$out .= in_array( $char, self::SPECIAL, true ) ? '\\' . $char : $char;
		}
		return $out;
	}

	/** A URL for a link target: no space, parenthesis or angle bracket can end it early. */
	public static function url( string $url ): string {
		return strtr(
			esc_url_raw( $url ),
			array(
				' ' => '%20',
				'(' => '%28',
				')' => '%29',
				'<' => '%3C',
				'>' => '%3E',
			)
		);
	}

	/** Block elements: their text starts and ends a Markdown block. */
	private const BLOCKS = array( 'p', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'figure', 'figcaption', 'table', 'tr', 'dl', 'dt', 'dd', 'details', 'summary', 'hr' );

	/** Elements whose content is never text of the page. */
	private const SKIPPED = array( 'script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'form', 'button', 'select', 'textarea', 'input', 'video', 'audio', 'canvas' );

	/**
	 * A page's HTML as Markdown blocks separated by blank lines.
	 */
	public static function from_html( string $html ): string {
		if ( '' === trim( $html ) ) {
			return '';
		}
		// Scripts and styles go with their content before parsing (libxml may move them out of the body).
		$html     = (string) preg_replace( '@<(script|style|template)[^>]*?>.*?</\\1>@si', '', $html );
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>', LIBXML_NONET | LIBXML_NOERROR | LIBXML_NOWARNING );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$body = $document->getElementsByTagName( 'body' )->item( 0 );
		if ( ! $body instanceof \DOMElement ) {
			return '';
		}
		$blocks = array();
		self::blocks( $body, $blocks );
		return implode( "\n\n", $blocks );
	}

	/**
	 * Walks block-level content, adding one Markdown block per paragraph-like run of text.
	 *
	 * @param list<string> $blocks
	 */
	private static function blocks( \DOMNode $node, array &$blocks, string $prefix = '' ): void {
		$inline = '';
		$flush  = static function () use ( &$inline, &$blocks, $prefix ): void {
			$text = trim( (string) preg_replace( '/[ \t\r\n]+/u', ' ', $inline ) );
			if ( '' !== $text ) {
				$blocks[] = $prefix . $text;
			}
			$inline = '';
		};
		foreach ( $node->childNodes as $child ) {
			$name = $child instanceof \DOMElement ? strtolower( $child->tagName ) : '';
			if ( in_array( $name, self::SKIPPED, true ) ) {
				continue;
			}
			if ( preg_match( '/^h([1-6])$/', $name, $level ) ) {
				$flush();
				$text = self::inline( $child );
				if ( '' !== $text ) {
					// Page headings sit below the file's own `##` per page.
					$blocks[] = $prefix . str_repeat( '#', min( 6, (int) $level[1] + 2 ) ) . ' ' . $text;
				}
			} elseif ( 'ul' === $name || 'ol' === $name ) {
				$flush();
				$items  = array();
				$number = 0;
				foreach ( $child->childNodes as $item ) {
					if ( $item instanceof \DOMElement && 'li' === strtolower( $item->tagName ) ) {
						$text = self::inline( $item );
						if ( '' !== $text ) {
							$items[] = $prefix . ( 'ol' === $name ? ( ++$number ) . '. ' : '- ' ) . $text;
						}
					}
				}
				if ( $items ) {
					$blocks[] = implode( "\n", $items );
				}
			} elseif ( 'blockquote' === $name ) {
				$flush();
				self::blocks( $child, $blocks, $prefix . '> ' );
			} elseif ( 'pre' === $name ) {
				$flush();
				$code  = rtrim( html_entity_decode( $child->textContent, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
				$fence = str_repeat( '`', max( 3, self::longest_run( $code, '`' ) + 1 ) );
				if ( '' !== $code ) {
					$blocks[] = $prefix . $fence . "\n" . $code . "\n" . $fence;
				}
			} elseif ( in_array( $name, self::BLOCKS, true ) || 'li' === $name ) {
				$flush();
				self::blocks( $child, $blocks, $prefix );
			} else {
				$inline .= self::inline_node( $child );
			}
		}
		$flush();
	}

	/** An element's content as one line of Markdown. */
	private static function inline( \DOMNode $node ): string {
		$text = '';
		foreach ( $node->childNodes as $child ) {
			$text .= self::inline_node( $child );
		}
		return trim( (string) preg_replace( '/[ \t\r\n]+/u', ' ', $text ) );
	}

	private static function inline_node( \DOMNode $node ): string {
		if ( $node instanceof \DOMText ) {
			// A space kept at each end, so words of neighbouring elements stay apart.
			$raw  = $node->textContent;
			$text = self::escape( $raw );
			if ( '' === $text ) {
				return '' === trim( $raw ) && '' !== $raw ? ' ' : '';
			}
			return ( preg_match( '/^\s/u', $raw ) ? ' ' : '' ) . $text . ( preg_match( '/\s$/u', $raw ) ? ' ' : '' );
		}
		if ( ! $node instanceof \DOMElement ) {
			return '';
		}
		$name = strtolower( $node->tagName );
		if ( in_array( $name, self::SKIPPED, true ) ) {
			return '';
		}
		$inner = self::inline( $node );
		switch ( $name ) {
			case 'br':
				return ' ';
			case 'strong':
			case 'b':
				return '' === $inner ? '' : ' **' . $inner . '** ';
			case 'em':
			case 'i':
				return '' === $inner ? '' : ' *' . $inner . '* ';
			case 'code':
				$code  = trim( html_entity_decode( $node->textContent, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
				$ticks = str_repeat( '`', self::longest_run( $code, '`' ) + 1 );
				return '' === $code ? '' : ' ' . $ticks . ( str_starts_with( $code, '`' ) ? ' ' : '' ) . $code . ( str_ends_with( $code, '`' ) ? ' ' : '' ) . $ticks . ' ';
			case 'a':
				$href = trim( $node->getAttribute( 'href' ) );
				if ( '' === $inner || ! preg_match( '#^(https?:)?//|^/#i', $href ) ) {
					return ' ' . $inner . ' ';
				}
				return ' [' . $inner . '](' . self::url( str_starts_with( $href, '/' ) && ! str_starts_with( $href, '//' ) ? home_url( $href ) : $href ) . ') ';
			case 'img':
				$alt = self::text( $node->getAttribute( 'alt' ) );
				/* translators: %s: an image's description (its alt text). */
				return '' === $alt ? '' : ' ' . sprintf( __( '(Image: %s)', 'sightline-seo' ), $alt ) . ' ';
			default:
				return ' ' . $inner . ' ';
		}
	}

	private static function longest_run( string $text, string $char ): int {
		$longest = 0;
		if ( preg_match_all( '/' . preg_quote( $char, '/' ) . '+/', $text, $runs ) ) {
			foreach ( $runs[0] as $run ) {
				$longest = max( $longest, strlen( $run ) );
			}
		}
		return $longest;
	}

	/** `- [Title](url): description`, the description left out when there is none. */
	public static function link( string $title, string $url, string $description ): string {
		$title       = self::text( $title );
		$description = self::text( $description );
		return '- [' . ( '' === $title ? self::text( $url ) : $title ) . '](' . self::url( $url ) . ')' . ( '' === $description ? '' : ': ' . $description );
	}
}
