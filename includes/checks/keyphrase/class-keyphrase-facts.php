<?php
/**
 * What the keyphrase checks measure in a post: where the focus and related keyphrases appear (SEO
 * title and its start, first paragraph, meta description, slug, subheadings, image alt text) and in
 * how many sentences, with the words of body text. Words match in any form the language's stemmer
 * gives. The PHP twin of src/checks/keyphrase/facts.ts; tests/fixtures/keyphrase/cases.json holds both
 * to the same results.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Keyphrase;

use Sightline\Checks\Readability\Reading_Ease;
use Sightline\Checks\Readability\Text_Structure;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-type Phrase array{keyphrase: string, words: int, title: array{found: bool, start: bool}, introduction: bool, description: bool, slug: bool, subheadings: array{count: int, with: int}, images: array{count: int, with: int}, occurrences: int}
 * @phpstan-type Facts array{language: string, stemmed: bool, content_type: string, text_words: int, focus: Phrase|null, related: list<Phrase>}
 */
final class Keyphrase_Facts {

	private const TOKEN = '/[\p{L}\p{M}\p{N}]+/u';
	private const IMG   = '/<img\b[^>]*>/i';
	private const ALT   = '/\balt\s*=\s*(?:"([^"]*)"|\'([^\']*)\')/i';

	/**
	 * The stems of the words of a text, hyphenated and elided words split into their parts.
	 *
	 * @return list<string>
	 */
	public static function stems_of( string $text, string $language ): array {
		preg_match_all( self::TOKEN, $text, $matches );
		return array_values( array_map( static fn( string $word ): string => Stemmer::stem( $word, $language ), $matches[0] ) );
	}

	/**
	 * Keyphrases as entered: trimmed, empty ones and repeats dropped, at most related_max related.
	 *
	 * @param list<string> $related
	 * @return array{focus: string, related: list<string>}
	 */
	public static function keyphrases_of( string $keyphrase, array $related ): array {
		$focus  = self::clean( $keyphrase );
		$seen   = array( mb_strtolower( $focus, 'UTF-8' ) => true );
		$others = array();
		foreach ( $related as $entry ) {
			$clean = self::clean( $entry );
			$key   = mb_strtolower( $clean, 'UTF-8' );
			if ( '' !== $clean && ! isset( $seen[ $key ] ) ) {
				$seen[ $key ] = true;
				$others[]     = $clean;
			}
		}
		return array(
			'focus'   => $focus,
			'related' => array_slice( $others, 0, (int) Rule_Set::get()['related_max'] ),
		);
	}

	/**
	 * @param list<string> $related
	 * @return Facts
	 */
	public static function of( string $content, string $title, string $description, string $slug, string $content_type, string $locale, string $keyphrase, array $related ): array {
		$language   = Reading_Ease::language_of( $locale );
		$blocks     = Text_Structure::blocks( $content );
		$headings   = array();
		$paragraphs = array();
		foreach ( $blocks as $block ) {
			if ( $block['heading'] ) {
				$headings[] = self::stems_of( $block['text'], $language );
			} else {
				$paragraphs[] = $block;
			}
		}
		$sentences  = array();
		$text_words = 0;
		foreach ( $paragraphs as $paragraph ) {
			foreach ( $paragraph['sentences'] as $words ) {
				$sentences[] = self::stems_of( implode( ' ', $words ), $language );
				$text_words += count( $words );
			}
		}
		$intro = $paragraphs ? self::stems_of( $paragraphs[0]['text'], $language ) : array();
		preg_match_all( self::IMG, $content, $tags );
		$alts = array();
		foreach ( $tags[0] as $tag ) {
			$alt    = preg_match( self::ALT, $tag, $found ) ? ( '' !== ( $found[2] ?? '' ) ? $found[2] : $found[1] ) : '';
			$alts[] = self::stems_of( $alt, $language );
		}
		$texts   = array(
			'title'       => self::stems_of( $title, $language ),
			'description' => self::stems_of( $description, $language ),
			'slug'        => self::stems_of( $slug, $language ),
			'intro'       => $intro,
		);
		$measure = static function ( string $phrase_text ) use ( $language, $texts, $headings, $alts, $sentences ): array {
			$phrase = self::stems_of( $phrase_text, $language );
			$holds  = static fn( array $text ): bool => self::holds( $text, $phrase );
			return array(
				'keyphrase'    => $phrase_text,
				'words'        => count( $phrase ),
				'title'        => array(
					'found' => $holds( $texts['title'] ),
					'start' => $holds( array_slice( $texts['title'], 0, count( $phrase ) ) ),
				),
				'introduction' => $holds( $texts['intro'] ),
				'description'  => $holds( $texts['description'] ),
				'slug'         => $holds( $texts['slug'] ),
				'subheadings'  => array(
					'count' => count( $headings ),
					'with'  => count( array_filter( $headings, $holds ) ),
				),
				'images'       => array(
					'count' => count( $alts ),
					'with'  => count( array_filter( $alts, $holds ) ),
				),
				'occurrences'  => count( array_filter( $sentences, $holds ) ),
			);
		};
		$phrases = self::keyphrases_of( $keyphrase, $related );
		return array(
			'language'     => $language,
			'stemmed'      => null !== Rule_Set::algorithm( $language ),
			'content_type' => $content_type,
			'text_words'   => $text_words,
			'focus'        => '' === $phrases['focus'] ? null : $measure( $phrases['focus'] ),
			'related'      => array_map( $measure, $phrases['related'] ),
		);
	}

	/**
	 * Whether every stem of the keyphrase is among the stems of a text.
	 *
	 * @param list<string> $text
	 * @param list<string> $phrase
	 */
	private static function holds( array $text, array $phrase ): bool {
		if ( ! $phrase ) {
			return false;
		}
		$present = array_flip( $text );
		foreach ( $phrase as $stem ) {
			if ( ! isset( $present[ $stem ] ) ) {
				return false;
			}
		}
		return true;
	}

	/** What JavaScript's \s matches, collapsed to one space, trimmed. */
	private static function clean( string $text ): string {
		return trim( (string) preg_replace( '/[\s\p{Z}\x{FEFF}]+/u', ' ', $text ), ' ' );
	}
}
