<?php
/**
 * Slim SEO's redirects: the option `ss_redirects`, a map of Slim SEO's id (uniqid()) => { type (301,
 * 302, 307 or 410; a CSV import may bring any number), condition (exact-match, contain, start-with,
 * end-with, regex), from, to, note, enable (1|0), ignoreParameters (1|0) }, kept in the order Slim SEO
 * tries them, the newest first; the redirect a post's editor sets is one of them (an exact match of its
 * permalink). `from` is kept relative to the home URL without its leading and trailing slashes ('/' for
 * the home page), `to` a URL or, for an address of the site, the same kind of relative path. Slim SEO
 * compares `from` with the requested address made the same way (home URL and slashes trimmed, letter
 * case ignored), with its query string unless ignoreParameters is set, and redirects to `to` without the
 * request's query string; a regular expression's match in the address is replaced by `to`, so its
 * groups are the target's $1… Items are numbered by their rank in the option, which nothing but Slim SEO
 * changes.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Redirect_Sources;

use Sightline\Migration\Abstract_Redirect_Reader;
use Sightline\Migration\Mapped_Redirect;

defined( 'ABSPATH' ) || exit;

final class Slim_Seo extends Abstract_Redirect_Reader {

	private const OPTION = 'ss_redirects';

	public function count( string $group ): int {
		return count( $this->entries() );
	}

	public function ids( string $group, int $offset, int $limit ): array {
		return array_slice( array_keys( $this->entries() ), $offset, $limit );
	}

	public function read( string $group, array $ids ): array {
		$entries = $this->entries();
		$out     = array();
		foreach ( $ids as $id ) {
			if ( isset( $entries[ $id ] ) ) {
				$out[ $id ] = array( self::map( $entries[ $id ][0], $entries[ $id ][1] ) );
			}
		}
		return $out;
	}

	/**
	 * The option's entries by rank (from 1): [ Slim SEO's id, the entry ]. An option that is not a list
	 * is one entry, so the summary names it rather than the redirects vanishing without a word.
	 *
	 * @return array<int, array{0: string, 1: mixed}>
	 */
	private function entries(): array {
		$option = get_option( self::OPTION, null );
		if ( null === $option || false === $option || '' === $option ) {
			return array();
		}
		if ( ! is_array( $option ) ) {
			return array( 1 => array( '', $option ) );
		}
		$out  = array();
		$rank = 0;
		foreach ( $option as $key => $entry ) {
			$out[ ++$rank ] = array( (string) $key, $entry );
		}
		return $out;
	}

	/**
	 * @param mixed $entry
	 */
	private static function map( string $key, $entry ): Mapped_Redirect {
		if ( ! is_array( $entry ) ) {
			$rule = new Mapped_Redirect( '', 'exact', '', 301 );
			$rule->skipped(
				'' === $key
					/* translators: %s: the name of Slim SEO's option. */
					? sprintf( __( 'the option %s, which holds no list of redirects', 'sightline-seo' ), self::OPTION )
					/* translators: %s: Slim SEO's id of a redirect. */
					: sprintf( __( 'the entry "%s" of Slim SEO\'s redirects, which is not a redirect', 'sightline-seo' ), $key )
			);
			return $rule;
		}
		$from      = trim( wp_specialchars_decode( (string) ( $entry['from'] ?? '' ), ENT_QUOTES ) );
		$condition = (string) ( $entry['condition'] ?? 'exact-match' );
		$ignore    = ! empty( $entry['ignoreParameters'] );
		$code      = (int) ( $entry['type'] ?? 0 );
		// Slim SEO answers a 410 itself and hands every other code to wp_redirect(), which refuses all but 3xx.
		$status = 451 === $code ? null : self::status( $code );
		$rule   = self::rule( $from, $condition, $ignore, self::target( self::slim_target( (string) ( $entry['to'] ?? '' ) ) ), null === $status ? 301 : $status[0], ! empty( $entry['enable'] ) );
		if ( '' === $from ) {
			/* translators: %s: Slim SEO's id of a redirect. */
			$rule->skipped( sprintf( __( 'the redirect "%s" of Slim SEO, which has no address to redirect ("from")', 'sightline-seo' ), $key ) );
		}
		if ( null === $status ) {
			$rule->skipped( 0 === $code ? __( 'a redirect without a redirect type (Slim SEO did not answer it)', 'sightline-seo' ) : self::status_note( $code ) );
		} elseif ( '' !== $status[1] ) {
			$rule->converted( $status[1] );
		}
		// A regular expression's "?" is a quantifier; only an escaped one is the query string's.
		$on_query = 'regex' === $condition ? str_contains( $from, '\\?' ) : str_contains( $from, '?' );
		if ( ! $ignore && in_array( $condition, array( 'contain', 'end-with', 'regex' ), true ) && $on_query ) {
			$rule->skipped( __( 'a match on the query string (Sightline SEO matches contains, ends-with and regular-expression sources against the path)', 'sightline-seo' ) );
		}
		return $rule;
	}

	private static function rule( string $from, string $condition, bool $ignore, string $target, int $status, bool $enabled ): Mapped_Redirect {
		switch ( $condition ) {
			case 'start-with':
				return new Mapped_Redirect( self::path( self::without_query( $from ) ), 'prefix', $target, $status, 'ignore', $enabled );
			case 'contain':
				$rule = new Mapped_Redirect( self::contains_regex( $ignore ? self::without_query( $from ) : $from, true ), 'regex', $target, $status, 'ignore', $enabled );
				/* translators: %s: the text Slim SEO looked for in the address. */
				$rule->converted( sprintf( __( 'the "contains %s" match became a regular expression matching the same addresses.', 'sightline-seo' ), $from ) );
				return $rule;
			case 'end-with':
				$rule = new Mapped_Redirect( self::ends_regex( $ignore ? self::without_query( $from ) : $from, true ), 'regex', $target, $status, 'ignore', $enabled );
				/* translators: %s: the text Slim SEO looked for at the end of the address. */
				$rule->converted( sprintf( __( 'the "ends with %s" match became a regular expression matching the same addresses.', 'sightline-seo' ), $from ) );
				return $rule;
			case 'regex':
				// Slim SEO escapes the slashes itself (its delimiter); ours needs none.
				return new Mapped_Redirect( '(?i)' . self::trimmed_path_regex( str_replace( '\\/', '/', $from ) ), 'regex', $target, $status, 'ignore', $enabled );
			case 'exact-match':
				return new Mapped_Redirect( self::path( $ignore ? self::without_query( $from ) : $from ), 'exact', $target, $status, 'ignore', $enabled );
			default:
				$rule = new Mapped_Redirect( self::path( $from ), 'exact', $target, $status, 'ignore', $enabled );
				/* translators: %s: Slim SEO's match condition. */
				$rule->skipped( sprintf( __( 'the match condition "%s"', 'sightline-seo' ), $condition ) );
				return $rule;
		}
	}

	/**
	 * Where Slim SEO sends the visitor: `to` itself when it is a URL, else that path of the home URL (the
	 * home page when empty).
	 */
	private static function slim_target( string $to ): string {
		$to = trim( html_entity_decode( $to, ENT_QUOTES, 'UTF-8' ) );
		if ( false !== filter_var( $to, FILTER_VALIDATE_URL ) || preg_match( '#^https?://#i', $to ) ) {
			return $to;
		}
		return '/' . ltrim( $to, '/' );
	}
}
