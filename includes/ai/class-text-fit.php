<?php
/**
 * Cleans a generated text and fits it in a length limit, cutting at a word boundary with an ellipsis.
 * Used for every provider's answer, so a chatty model cannot exceed the limits the checks apply.
 *
 * @package Sightline
 */

namespace Sightline\Ai;

defined( 'ABSPATH' ) || exit;

final class Text_Fit {

	/**
	 * One line of plain text: tags, markdown emphasis, labels and wrapping quotes removed.
	 */
	public static function clean( string $text ): string {
		$text = wp_strip_all_tags( html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		$text = (string) preg_replace( '/\s+/u', ' ', $text );
		// Multibyte quotes: trim() works on bytes and would cut into other UTF-8 characters.
		$unquote = static fn( string $value ): string => (string) preg_replace( '/^[\s"\'`“”‘’«»]+|[\s"\'`“”‘’«»]+$/u', '', $value );
		$text    = (string) preg_replace( '/^(?:(?:seo |meta |page |social )?(?:title|description)\s*:\s*)/iu', '', $unquote( $text ) );
		$text    = str_replace( array( '**', '__' ), '', $text );
		return $unquote( $text );
	}

	/**
	 * The text within `$limit` characters: unchanged when it fits, else cut after the last whole word
	 * that leaves room for '…'.
	 */
	public static function fit( string $text, int $limit ): string {
		$text = trim( $text );
		if ( $limit < 2 || mb_strlen( $text ) <= $limit ) {
			return $text;
		}
		$cut       = mb_substr( $text, 0, $limit - 1 );
		$space     = mb_strrpos( $cut, ' ' );
		$ends_word = '' === trim( mb_substr( $text, $limit - 1, 1 ) );
		if ( ! $ends_word && false !== $space && $space > $limit / 2 ) {
			$cut = mb_substr( $cut, 0, $space );
		}
		return rtrim( $cut, " \t,;:.-–—" ) . '…';
	}
}
