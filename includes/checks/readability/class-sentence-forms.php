<?php
/**
 * Passive sentences and sentences with a transition word, by the language's forms in
 * sentence-forms.json beside this file (read the same way by src/checks/readability/
 * sentence-forms.ts). A sentence is the list of its words.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Readability;

defined( 'ABSPATH' ) || exit;

/**
 * @phpstan-type Passive_Forms array{auxiliaries: list<string>, participle: string, participles: list<string>, not_participles: list<string>, window: int|null}
 */
final class Sentence_Forms {

	/** @var array<string, array{passive?: array{auxiliaries: list<string>, participle: string, participles: list<string>, not_participles: list<string>, window: int|null}, transitions?: list<string>}>|null */
	private static ?array $languages = null;

	/** @return array<string, array{passive?: array{auxiliaries: list<string>, participle: string, participles: list<string>, not_participles: list<string>, window: int|null}, transitions?: list<string>}> */
	private static function languages(): array {
		if ( null === self::$languages ) {
			$json = (string) file_get_contents( __DIR__ . '/sentence-forms.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin, not a URL.
			/** @var array{languages: array<string, array{passive?: array{auxiliaries: list<string>, participle: string, participles: list<string>, not_participles: list<string>, window: int|null}, transitions?: list<string>}>} $data */
			$data            = json_decode( $json, true, 16, JSON_THROW_ON_ERROR );
			self::$languages = $data['languages'];
		}
		return self::$languages;
	}

	/**
	 * The passive forms of a language, null when none are built in.
	 *
	 * @return Passive_Forms|null
	 */
	public static function passive( string $language ): ?array {
		return self::languages()[ $language ]['passive'] ?? null;
	}

	/**
	 * The transition words and phrases of a language, null when none are built in.
	 *
	 * @return list<string>|null
	 */
	public static function transitions( string $language ): ?array {
		return self::languages()[ $language ]['transitions'] ?? null;
	}

	/**
	 * Whether an auxiliary of the passive is followed (or, without a window, accompanied) by a
	 * participle.
	 *
	 * @param list<string>  $sentence
	 * @param Passive_Forms $rule
	 */
	public static function is_passive( array $sentence, array $rule ): bool {
		$words = array_map( array( self::class, 'normal' ), $sentence );
		foreach ( $words as $index => $word ) {
			if ( ! in_array( $word, $rule['auxiliaries'], true ) ) {
				continue;
			}
			if ( null === $rule['window'] ) {
				$others = $words;
				unset( $others[ $index ] );
			} else {
				$others = array_slice( $words, $index + 1, $rule['window'] );
			}
			foreach ( $others as $other ) {
				if ( self::is_participle( $other, $rule ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Whether a word of the sentence, or a run of its words, is a transition.
	 *
	 * @param list<string> $sentence
	 * @param list<string> $transitions
	 */
	public static function has_transition( array $sentence, array $transitions ): bool {
		$words = array_map( array( self::class, 'normal' ), $sentence );
		$total = count( $words );
		foreach ( $transitions as $transition ) {
			$parts = explode( ' ', $transition );
			$count = count( $parts );
			for ( $start = 0; $start + $count <= $total; $start++ ) {
				if ( array_slice( $words, $start, $count ) === $parts ) {
					return true;
				}
			}
		}
		return false;
	}

	/** @param Passive_Forms $rule */
	private static function is_participle( string $word, array $rule ): bool {
		if ( in_array( $word, $rule['participles'], true ) ) {
			return true;
		}
		return 1 === preg_match( '~' . $rule['participle'] . '~u', $word ) && ! in_array( $word, $rule['not_participles'], true );
	}

	/** Words as the lists hold them: lower case, ’ read as '. */
	private static function normal( string $word ): string {
		return str_replace( '’', "'", mb_strtolower( $word, 'UTF-8' ) );
	}
}
