<?php
/**
 * The built-in generator and the default provider: writes titles and descriptions from the page itself
 * by key-sentence extraction (word-frequency scoring with a bonus for the focus keyword, the title's
 * words and an early position). No network, no account. "Try again" moves to the next-best candidate.
 *
 * @package Sightline
 */

namespace Sightline\Ai\Providers;

use Sightline\Ai\Prompt;
use Sightline\Ai\Provider_Interface;
use Sightline\Ai\Text_Fit;
use WP_Error;

defined( 'ABSPATH' ) || exit;

final class Offline_Provider implements Provider_Interface {

	/** Short function words that say nothing about the topic (English; other languages rely on frequency). */
	private const STOP_WORDS = array( 'the', 'and', 'for', 'are', 'but', 'not', 'you', 'your', 'with', 'this', 'that', 'from', 'they', 'have', 'has', 'was', 'were', 'will', 'can', 'all', 'any', 'our', 'its', 'into', 'than', 'then', 'them', 'there', 'their', 'what', 'when', 'which', 'who', 'how', 'why', 'about', 'more', 'most', 'also', 'just', 'only', 'some', 'such', 'very', 'been', 'being', 'would', 'could', 'should' );

	public function id(): string {
		return 'offline';
	}

	public function label(): string {
		return __( 'Built-in generator (offline)', 'sightline-seo' );
	}

	public function is_available(): bool {
		return true;
	}

	public function generate( Prompt $prompt ) {
		$candidates = $prompt->is_title() ? $this->titles( $prompt ) : $this->descriptions( $prompt );
		if ( ! $candidates ) {
			return new WP_Error( 'sightline_ai_no_content', __( 'There is no title or content to write from yet. Add some content first.', 'sightline-seo' ), array( 'status' => 422 ) );
		}
		return $candidates[ $prompt->attempt % count( $candidates ) ];
	}

	/**
	 * @return list<string>
	 */
	private function titles( Prompt $prompt ): array {
		$title      = Text_Fit::clean( $prompt->title );
		$candidates = array();
		if ( '' !== $title ) {
			$candidates[] = $title;
			if ( '' !== $prompt->keyword && false === mb_stripos( remove_accents( $title ), remove_accents( $prompt->keyword ) ) ) {
				$candidates[] = $this->upper_first( $prompt->keyword ) . ': ' . $title;
			}
		}
		foreach ( array_slice( $this->ranked_sentences( $prompt ), 0, 3 ) as $sentence ) {
			$candidates[] = rtrim( $sentence, '.!?;:' );
		}
		$fitted = array_map( static fn( string $text ): string => Text_Fit::fit( $text, $prompt->limit ), $candidates );
		return array_values( array_unique( array_filter( $fitted ) ) );
	}

	/**
	 * Each candidate starts from a key sentence and adds the sentences after it while they fit.
	 *
	 * @return list<string>
	 */
	private function descriptions( Prompt $prompt ): array {
		$sentences = $this->sentences( $prompt->content );
		$ranked    = $this->ranked_sentences( $prompt );
		$out       = array();
		foreach ( array_slice( $ranked, 0, 5 ) as $start ) {
			$text = $start;
			$next = array_search( $start, $sentences, true );
			$last = count( $sentences );
			for ( $i = false === $next ? $last : $next + 1; $i < $last; $i++ ) {
				if ( mb_strlen( $text . ' ' . $sentences[ $i ] ) > $prompt->limit ) {
					break;
				}
				$text .= ' ' . $sentences[ $i ];
			}
			$out[] = Text_Fit::fit( $text, $prompt->limit );
		}
		if ( ! $out && '' !== trim( $prompt->title ) ) {
			$out[] = Text_Fit::fit( Text_Fit::clean( $prompt->title ), $prompt->limit );
		}
		return array_values( array_unique( array_filter( $out ) ) );
	}

	/**
	 * @return list<string> Sentences of the content, best first.
	 */
	private function ranked_sentences( Prompt $prompt ): array {
		$sentences = $this->sentences( $prompt->content );
		if ( ! $sentences ) {
			return array();
		}
		$frequency   = array_count_values( $this->words( $prompt->content ) );
		$title_words = array_flip( $this->words( $prompt->title ) );
		$keyword     = $this->words( $prompt->keyword );
		$scores      = array();
		foreach ( $sentences as $index => $sentence ) {
			$words = $this->words( $sentence );
			if ( ! $words ) {
				$scores[ $index ] = 0.0;
				continue;
			}
			$score = 0.0;
			foreach ( $words as $word ) {
				$score += ( $frequency[ $word ] ?? 0 ) + ( isset( $title_words[ $word ] ) ? 2 : 0 );
			}
			$score /= sqrt( count( $words ) );
			if ( $keyword && array_intersect( $keyword, $words ) === $keyword ) {
				$score *= 1.5;
			}
			// Openings usually say what the page is about.
			$score           *= 1 + 0.5 / ( 1 + $index );
			$scores[ $index ] = $score;
		}
		arsort( $scores );
		return array_map( static fn( int $index ): string => $sentences[ $index ], array_keys( $scores ) );
	}

	/**
	 * @return list<string>
	 */
	private function sentences( string $text ): array {
		$parts = preg_split( '/(?<=[.!?。！？])\s+|\n+/u', trim( $text ) );
		$parts = $parts ? $parts : array();
		$parts = array_map( static fn( string $part ): string => trim( (string) preg_replace( '/\s+/u', ' ', $part ) ), $parts );
		// Fragments (menu labels, captions) are not sentences a reader would want as a description.
		return array_values( array_filter( $parts, static fn( string $part ): bool => count( explode( ' ', $part ) ) >= 4 ) );
	}

	/**
	 * @return list<string> Lower-case topic words, accents removed.
	 */
	private function words( string $text ): array {
		preg_match_all( '/[\p{L}\p{N}]+/u', mb_strtolower( remove_accents( $text ) ), $matches );
		return array_values( array_filter( $matches[0], static fn( string $word ): bool => mb_strlen( $word ) > 2 && ! in_array( $word, self::STOP_WORDS, true ) ) );
	}

	private function upper_first( string $text ): string {
		$text = trim( $text );
		return mb_strtoupper( mb_substr( $text, 0, 1 ) ) . mb_substr( $text, 1 );
	}
}
