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
 * Its automatic redirection also keeps, in the post meta `_ss_old_permalink` (one row per address), the
 * earlier permalinks of a hierarchical post whose own or parent's slug changed (WordPress's old slugs
 * cover the other posts), and sends a request that answers 404 at one of them to the post's permalink.
 * Those are the group 'moved', item = the post.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Redirect_Sources;

use Sightline\Migration\Abstract_Redirect_Reader;
use Sightline\Migration\Mapped_Redirect;
use Sightline\Migration\Sources\Slim_Seo as Slim_Seo_Source;
use Sightline\Redirects\Paths;

defined( 'ABSPATH' ) || exit;

final class Slim_Seo extends Abstract_Redirect_Reader {

	private const OPTION = 'ss_redirects';

	private const OLD_PERMALINK = '_ss_old_permalink';

	public function groups(): array {
		return array(
			'redirects' => __( 'Redirects', 'sightline-seo' ),
			'moved'     => __( 'Earlier addresses of moved pages', 'sightline-seo' ),
		);
	}

	public function count( string $group ): int {
		global $wpdb;
		if ( 'moved' === $group ) {
			return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT post_id) FROM {$wpdb->postmeta} WHERE meta_key = %s", self::OLD_PERMALINK ) ); // phpcs:ignore WordPress.DB -- read only, prepared, on the meta key's index.
		}
		return count( $this->entries() );
	}

	public function ids( string $group, int $offset, int $limit ): array {
		global $wpdb;
		if ( 'moved' === $group ) {
			return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s ORDER BY post_id ASC LIMIT %d OFFSET %d", self::OLD_PERMALINK, $limit, $offset ) ) ); // phpcs:ignore WordPress.DB -- read only, prepared, on the meta key's index.
		}
		return array_slice( array_keys( $this->entries() ), $offset, $limit );
	}

	public function read( string $group, array $ids ): array {
		if ( 'moved' === $group ) {
			$auto = Slim_Seo_Source::auto_redirection_on( (array) get_option( Slim_Seo_Source::KEY, array() ) );
			$out  = array();
			foreach ( self::objects( $group, $ids ) as $id => $post ) {
				if ( $post instanceof \WP_Post ) {
					$out[ $id ] = self::moved_rules( $post, $auto );
				}
			}
			return $out;
		}
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
	 * A post's earlier addresses, each an exact rule to its permalink. Slim SEO sent one there only while
	 * it answered 404, so an address that now shows other content is left out, and so is every one
	 * while its automatic redirection is off (it sent none).
	 *
	 * @return list<Mapped_Redirect>
	 */
	private static function moved_rules( \WP_Post $post, bool $auto ): array {
		$permalink = (string) get_permalink( $post );
		$target    = self::target( $permalink );
		$title     = self::post_title( $post );
		$rules     = array();
		foreach ( array_unique( array_map( 'strval', (array) get_post_meta( $post->ID, self::OLD_PERMALINK ) ) ) as $old ) {
			$source = self::old_path( $old );
			if ( null === $source || Paths::exact_key( $source ) === Paths::exact_key( $target ) ) {
				continue;
			}
			$owner   = url_to_postid( home_url( $source ) );
			$rule    = new Mapped_Redirect( $source, 'exact', $target, 301, 'ignore' );
			$rules[] = $rule;
			if ( ! $auto ) {
				/* translators: %s: the title of a page. */
				$rule->skipped( sprintf( __( 'an earlier address of "%s", which Slim SEO no longer redirected (its automatic redirection is off)', 'sightline-seo' ), $title ) );
			} elseif ( 'publish' !== $post->post_status ) {
				/* translators: %s: the title of a page. */
				$rule->skipped( sprintf( __( 'an earlier address of "%s", which is not published (its address is not public)', 'sightline-seo' ), $title ) );
			} elseif ( 0 !== $owner && $owner !== $post->ID ) {
				/* translators: %s: the title of a page. */
				$rule->skipped( sprintf( __( 'an earlier address of "%s", which now shows other content (Slim SEO redirected it only while it answered 404)', 'sightline-seo' ), $title ) );
			}
		}
		return $rules;
	}

	/**
	 * An earlier address as Slim SEO keeps it (the URL without the home URL and its slashes, 4.9.9
	 * Helper::normalize_url()) made our source: its path from the home path, with the permalinks' own
	 * trailing slash; null for the home page itself or an address of another host.
	 */
	private static function old_path( string $old ): ?string {
		$old = trim( $old );
		if ( preg_match( '#^https?://#i', $old ) ) {
			$relative = Paths::relative( $old );
			$old      = null === $relative ? '' : $relative[0];
		}
		$old = trim( $old, '/' );
		return '' === $old ? null : user_trailingslashit( '/' . $old );
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
