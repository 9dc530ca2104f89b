<?php
/**
 * Markdown for /llms.txt from WordPress text: titles and descriptions become one line of plain text
 * (tags stripped, entities decoded, whitespace folded) with every character Markdown would read as
 * syntax escaped, and URLs that cannot end a link early.
 *
 * @package Sightline
 */

namespace Sightline\Llms;

defined( 'ABSPATH' ) || exit;

final class Markdown {

	/** Characters escaped with a backslash: emphasis, code, links, HTML and the escape itself. */
	private const SPECIAL = array( '\\', '`', '*', '_', '[', ']', '<', '>', '#', '|' );

	/** One line of text, safe inside a heading, a blockquote, link text or a description. */
	public static function text( string $text ): string {
		$text = html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		// Tags stripped again: decoding can reveal some ("&lt;b&gt;").
		$text = trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( $text ) ) );
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

	/** `- [Title](url): description`, the description left out when there is none. */
	public static function link( string $title, string $url, string $description ): string {
		$title       = self::text( $title );
		$description = self::text( $description );
		return '- [' . ( '' === $title ? self::text( $url ) : $title ) . '](' . self::url( $url ) . ')' . ( '' === $description ? '' : ': ' . $description );
	}
}
