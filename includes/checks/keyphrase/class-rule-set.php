<?php
/**
 * The keyphrase rule set shared with TypeScript (keyphrase.json beside this file): the Snowball
 * algorithm per language, how many related keyphrases are analysed, the thresholds, and the text
 * length wanted per content type. Read once per request.
 *
 * @package Sightline
 */

namespace Sightline\Checks\Keyphrase;

defined( 'ABSPATH' ) || exit;

final class Rule_Set {

	/** @var array{stemmers: array<string, string>, fold: array<string, array<string, string>>, related_max: int, thresholds: array<string, int|float>, text_length: array<string, array{success: int, warning: int}>}|null */
	private static ?array $data = null;

	/** @return array{stemmers: array<string, string>, fold: array<string, array<string, string>>, related_max: int, thresholds: array<string, int|float>, text_length: array<string, array{success: int, warning: int}>} */
	public static function get(): array {
		if ( null === self::$data ) {
			$json = (string) file_get_contents( __DIR__ . '/keyphrase.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin, not a URL.
			/** @var array{stemmers: array<string, string>, fold: array<string, array<string, string>>, related_max: int, thresholds: array<string, int|float>, text_length: array<string, array{success: int, warning: int}>} $data */
			$data       = json_decode( $json, true, 16, JSON_THROW_ON_ERROR );
			self::$data = $data;
		}
		return self::$data;
	}

	/**
	 * Letters replaced after lower-casing and before stemming in a language.
	 *
	 * @return array<string, string>
	 */
	public static function fold( string $language ): array {
		return self::get()['fold'][ $language ] ?? array();
	}

	public static function threshold( string $name ): int|float {
		return self::get()['thresholds'][ $name ];
	}

	/** The Snowball algorithm of a language ("de" → "german"), or null when none is used. */
	public static function algorithm( string $language ): ?string {
		return self::get()['stemmers'][ $language ] ?? null;
	}

	/** @return array{success: int, warning: int} */
	public static function text_length( string $content_type ): array {
		$table = self::get()['text_length'];
		return $table[ $content_type ] ?? $table['default'];
	}
}
