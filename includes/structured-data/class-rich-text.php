<?php
/**
 * The text of a block's rich-text value for structured data: plain text (a question, a step, a name),
 * or an answer's HTML reduced to the tags Google reads in an FAQ answer. A value may be a string of
 * HTML or, in blocks saved by older editors (Yoast's before 2020), a list of text and element objects.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

defined( 'ABSPATH' ) || exit;

final class Rich_Text {

	/**
	 * The HTML Google's FAQ documentation allows in an answer's text; the rest of the markup is taken
	 * away, its text kept. Links keep their address only.
	 */
	private const ANSWER_TAGS = array(
		'h1'     => array(),
		'h2'     => array(),
		'h3'     => array(),
		'h4'     => array(),
		'h5'     => array(),
		'h6'     => array(),
		'br'     => array(),
		'ol'     => array(),
		'ul'     => array(),
		'li'     => array(),
		'a'      => array( 'href' => true ),
		'p'      => array(),
		'div'    => array(),
		'b'      => array(),
		'strong' => array(),
		'i'      => array(),
		'em'     => array(),
	);

	/**
	 * Plain text on one line: tags taken away (a line break becomes a space), entities decoded.
	 */
	public static function plain( mixed $value ): string {
		$html = self::without_code( self::html( $value ) );
		$html = (string) preg_replace( '#<br\s*/?>#i', ' ', $html );
		$text = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/[ \t\n\r\x{00A0}]+/u', ' ', $text ) );
	}

	/**
	 * An answer's HTML with only the tags Google allows, or '' when it holds no text.
	 */
	public static function answer( mixed $value ): string {
		$html = wp_kses( self::without_code( self::html( $value ) ), self::ANSWER_TAGS, array( 'http', 'https', 'mailto', 'tel' ) );
		$html = trim( (string) preg_replace( '/(?:\s|&nbsp;)+$/u', '', $html ) );
		return '' === self::plain( $html ) ? '' : $html;
	}

	/**
	 * A rich-text value as HTML. Old editors saved RichText as a list of strings and element objects
	 * (`{type, props: {children}}`); their text is kept, their markup too for the tags above.
	 */
	private static function html( mixed $value ): string {
		if ( is_string( $value ) ) {
			return $value;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return (string) $value;
		}
		if ( ! is_array( $value ) ) {
			return '';
		}
		if ( isset( $value['type'] ) && is_string( $value['type'] ) ) {
			$children = $value['props']['children'] ?? '';
			$tag      = strtolower( $value['type'] );
			return preg_match( '/^[a-z][a-z0-9]*$/', $tag ) ? '<' . $tag . '>' . self::html( $children ) . '</' . $tag . '>' : self::html( $children );
		}
		return implode( '', array_map( array( self::class, 'html' ), $value ) );
	}

	/** HTML without scripts and styles, whose text is no text of the page. */
	private static function without_code( string $html ): string {
		return (string) preg_replace( '#<(script|style)\b[^>]*>.*?</\1\s*>#is', '', $html );
	}
}
