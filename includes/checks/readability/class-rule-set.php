<?php
/**
 * The readability rule set shared with TypeScript (languages.json beside this file): per language
 * the reading-ease formula and the letters syllables are counted from, and the thresholds of the
 * results. Read once per request.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Readability;

defined( 'ABSPATH' ) || exit;

final class Rule_Set {

	/** @var array{thresholds: array<string, int|float>, formulas: array<string, array<string, mixed>>, languages: array<string, array{formula: string|null, vowels: string, hiatus: string, silent: list<string>, sentence_words: int}>}|null */
	private static ?array $data = null;

	/** @return array{thresholds: array<string, int|float>, formulas: array<string, array<string, mixed>>, languages: array<string, array{formula: string|null, vowels: string, hiatus: string, silent: list<string>, sentence_words: int}>} */
	public static function get(): array {
		if ( null === self::$data ) {
			$json = (string) file_get_contents( __DIR__ . '/languages.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin, not a URL.
			/** @var array{thresholds: array<string, int|float>, formulas: array<string, array<string, mixed>>, languages: array<string, array{formula: string|null, vowels: string, hiatus: string, silent: list<string>, sentence_words: int}>} $data */
			$data       = json_decode( $json, true, 16, JSON_THROW_ON_ERROR );
			self::$data = $data;
		}
		return self::$data;
	}

	/**
	 * The rules of a language, or null when the rule set does not know it.
	 *
	 * @return array{formula: string|null, vowels: string, hiatus: string, silent: list<string>, sentence_words: int}|null
	 */
	public static function language( string $language ): ?array {
		return self::get()['languages'][ $language ] ?? null;
	}

	public static function threshold( string $name ): int|float {
		return self::get()['thresholds'][ $name ];
	}
}
