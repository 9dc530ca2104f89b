<?php
/**
 * Translates a source plugin's template variables into ours (includes/settings/variables.json).
 *
 * The text is tokenized with the source's own syntax and each token looked up in the source's table,
 * never rewritten with blind string replacement, so prefix tags (`#post_excerpt` / `#post_excerpt_only`)
 * and literal `%` signs ("50% off") survive. A token with no equivalent is left out of the text and
 * recorded, so the admin sees it in the migration report instead of losing it silently.
 *
 * Syntaxes: `double_percent` (%%var%%: Yoast, SEOPress), `percent` (%var% and %var(args)%: Rank Math),
 * `hash` (#tag: AIOSEO), `twig` ({{ a.b }}: Slim SEO).
 *
 * @package Sightline
 */

namespace Sightline\Migration;

defined( 'ABSPATH' ) || exit;

final class Tokens {

	/**
	 * @param array<string, string> $table   Source variable name => our token (e.g. 'sitename' => '%site_name%').
	 * @param list<string>          $known   Source variable names that exist but have no equivalent. For the
	 *                                       `percent` and `hash` syntaxes only these (and table keys) count as
	 *                                       variables: any other `%word%` / `#word` is literal text.
	 * @param list<string>          $dropped Receives each source token left out.
	 */
	public static function translate( string $text, string $syntax, array $table, array $known, array &$dropped ): string {
		if ( '' === $text ) {
			return '';
		}
		$pattern = self::pattern( $syntax, array_merge( array_keys( $table ), $known ) );
		$lost    = false;
		$result  = preg_replace_callback(
			$pattern,
			static function ( array $match ) use ( $syntax, $table, $known, &$dropped, &$lost ): string {
				$name = $match[1];
				$args = $match[2] ?? '';
				if ( '' === $args && isset( $table[ $name ] ) ) {
					return $table[ $name ];
				}
				// A variable with arguments the table knows as written (Rank Math's `%date(Y)%`).
				if ( '' !== $args && isset( $table[ $name . $args ] ) ) {
					return $table[ $name . $args ];
				}
				$is_variable = 'double_percent' === $syntax || 'twig' === $syntax || '' !== $args
					|| in_array( $name, $known, true ) || self::is_pattern_variable( $name );
				if ( ! $is_variable ) {
					return $match[0];
				}
				$dropped[] = $match[0];
				$lost      = true;
				return '';
			},
			$text
		);
		if ( null === $result ) {
			return $text;
		}
		// Only tidy the spaces a dropped token leaves behind; untouched text keeps its exact spacing.
		return $lost ? trim( (string) preg_replace( '/ {2,}/', ' ', $result ) ) : $result;
	}

	/**
	 * Variables built from a prefix and a name: custom fields and custom taxonomies in every source.
	 */
	private static function is_pattern_variable( string $name ): bool {
		return (bool) preg_match( '/^(cf_|ct_|ct_desc_|_cf_|_ct_|custom_field-|tax_name-)/', $name );
	}

	/**
	 * @param list<string> $names
	 */
	private static function pattern( string $syntax, array $names ): string {
		switch ( $syntax ) {
			case 'double_percent':
				return '/%%([A-Za-z0-9_\-]+)%%/';
			case 'percent':
				// `%name%` or `%name(args)%`; a space can never be inside, so "50% off 20%" stays text.
				return '/%([a-z_][a-z0-9_]*)(\([^()%]*\))?%/';
			case 'hash':
				// Longest name first, and a tag ends where AIOSEO's own regex ends it (no word character).
				usort( $names, static fn( $a, $b ) => strlen( $b ) <=> strlen( $a ) );
				$alternation = implode( '|', array_map( static fn( $name ) => preg_quote( $name, '/' ), $names ) );
				return '/#((?:custom_field-|tax_name-)[A-Za-z0-9_\-]+|' . $alternation . ')(?![A-Za-z0-9_])/';
			case 'twig':
				return '/\{\{\s*([A-Za-z0-9_.]+)\s*(?:\|[^}]*)?\}\}/';
		}
		throw new \InvalidArgumentException( 'Unknown token syntax ' . $syntax ); // phpcs:ignore WordPress.Security.EscapeOutput -- developer error.
	}
}
