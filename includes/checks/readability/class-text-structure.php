<?php
/**
 * The text of a post as readers meet it: blocks (paragraphs, list items, headings...) split into
 * sentences and words. The PHP twin of src/checks/readability/structure.ts; the shared fixtures
 * (tests/fixtures/readability/cases.json) hold both to the same counts.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Readability;

defined( 'ABSPATH' ) || exit;

final class Text_Structure {

	/** What JavaScript's \s matches. */
	private const SPACE = '[\s\p{Z}\x{FEFF}]';

	/** Tags that end one block of text and start another. */
	private const BLOCK_TAGS = array( 'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'td', 'th', 'tr', 'ul' );

	/** The entities an editor writes; any other stays as written (the same short list in TypeScript). */
	private const NAMED_ENTITIES = array(
		'amp'    => '&',
		'apos'   => "'",
		'gt'     => '>',
		'hellip' => '…',
		'laquo'  => '«',
		'ldquo'  => '“',
		'lsquo'  => '‘',
		'lt'     => '<',
		'mdash'  => '—',
		'nbsp'   => "\u{00A0}",
		'ndash'  => '–',
		'quot'   => '"',
		'raquo'  => '»',
		'rdquo'  => '”',
		'rsquo'  => '’',
	);

	private const WORD = '/[\p{L}\p{M}\p{N}]+(?:[\'’-][\p{L}\p{M}\p{N}]+)*/u';

	/**
	 * A sentence ends after . ! ? or … (and a closing quote or bracket) before white space and a
	 * letter that is not lower case: "e.g. the" stays one sentence.
	 */
	private const SENTENCE_END = '/(?<=[.!?…]|[.!?…]["\'”’»)\]])' . self::SPACE . '+(?=[^\p{Ll}])/u';

	/**
	 * The words of a piece of text: letters and digits, joined by an apostrophe or a hyphen.
	 *
	 * @return list<string>
	 */
	public static function words_of( string $text ): array {
		preg_match_all( self::WORD, $text, $matches );
		return array_values( $matches[0] );
	}

	/**
	 * The sentences of a block, each as its words; pieces without a word are dropped.
	 *
	 * @return list<list<string>>
	 */
	public static function sentences_of( string $text ): array {
		$pieces    = preg_split( self::SENTENCE_END, $text );
		$sentences = array();
		foreach ( is_array( $pieces ) ? $pieces : array( $text ) as $piece ) {
			$words = self::words_of( $piece );
			if ( $words ) {
				$sentences[] = $words;
			}
		}
		return $sentences;
	}

	/**
	 * The blocks of text of the content HTML, in order.
	 *
	 * @return list<array{heading: bool, text: string, sentences: list<list<string>>}>
	 */
	public static function blocks( string $html ): array {
		$source  = (string) preg_replace( '/<!--[\s\S]*?-->/', ' ', $html );
		$source  = (string) preg_replace( '/<(script|style)\b[\s\S]*?<\/\1>/i', ' ', $source );
		$blocks  = array();
		$heading = false;
		$buffer  = '';
		$last    = 0;
		preg_match_all( '/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/', $source, $tags, PREG_SET_ORDER | PREG_OFFSET_CAPTURE );
		foreach ( $tags as $tag ) {
			$buffer .= substr( $source, $last, $tag[0][1] - $last );
			$last    = $tag[0][1] + strlen( $tag[0][0] );
			$name    = strtolower( $tag[2][0] );
			if ( ! in_array( $name, self::BLOCK_TAGS, true ) ) {
				continue; // Inline markup (strong, a, span...) is part of the text around it.
			}
			self::flush( $blocks, $heading, $buffer );
			$buffer = '';
			if ( 1 === preg_match( '/^h[1-6]$/', $name ) ) {
				$heading = '' === $tag[1][0];
			}
		}
		$buffer .= substr( $source, $last );
		self::flush( $blocks, $heading, $buffer );
		return $blocks;
	}

	/**
	 * Adds the block of the text gathered so far, if it holds any text.
	 *
	 * @param list<array{heading: bool, text: string, sentences: list<list<string>>}> $blocks
	 */
	private static function flush( array &$blocks, bool $heading, string $raw ): void {
		$text = self::decode_entities( $raw );
		if ( class_exists( \Normalizer::class ) ) {
			$normal = \Normalizer::normalize( $text, \Normalizer::FORM_C );
			$text   = false === $normal ? $text : $normal;
		}
		$text = (string) preg_replace( '/' . self::SPACE . '+/u', ' ', $text );
		$text = (string) preg_replace( '/^ | $/', '', $text );
		if ( '' === $text ) {
			return;
		}
		$blocks[] = array(
			'heading'   => $heading,
			'text'      => $text,
			'sentences' => self::sentences_of( $text ),
		);
	}

	private static function decode_entities( string $text ): string {
		return (string) preg_replace_callback(
			'/&(#[0-9]+|#x[0-9a-fA-F]+|[a-zA-Z]+);/',
			static function ( array $match ): string {
				$name = $match[1];
				if ( '#' === $name[0] ) {
					$code = ( 'x' === $name[1] || 'X' === $name[1] ) ? (int) hexdec( substr( $name, 2 ) ) : (int) substr( $name, 1 );
					$char = $code > 0 && $code <= 0x10FFFF ? mb_chr( $code, 'UTF-8' ) : false;
					return false === $char ? $match[0] : $char;
				}
				return self::NAMED_ENTITIES[ $name ] ?? $match[0];
			},
			$text
		);
	}
}
