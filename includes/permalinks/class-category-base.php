<?php
/**
 * Category archives without the category base (setting strip_category_base): `/news/` instead of
 * `/category/news/`, as Yoast SEO and Rank Math make them, so a site moving from either keeps its
 * addresses. Category links lose the base; each category gets rewrite rules of its own (its page, its
 * pages, its feeds; a child under its parents' slugs); the old addresses redirect (301) to the new.
 * Rules are stored by WordPress on a flush: Category_Rules_Flush asks for one when a category or the
 * setting changes.
 *
 * @package Sightline
 */

namespace Sightline\Permalinks;

use Sightline\Hookable_Interface;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Category_Base implements Hookable_Interface {

	/** The query variable of an old address, which redirects to the new. */
	public const REDIRECT_VAR = 'sightline_category_redirect';

	public function add_hooks(): void {
		if ( ! self::is_on() ) {
			return;
		}
		add_filter( 'category_link', array( $this, 'link' ) );
		add_filter( 'category_rewrite_rules', array( $this, 'rules' ) );
		add_filter( 'query_vars', array( $this, 'query_vars' ) );
		// Before redirect_canonical (10), which would guess another address first.
		add_action( 'template_redirect', array( $this, 'redirect_old_address' ), 5 );
	}

	/**
	 * A category's address without the base (pretty permalinks only: plain ones have none).
	 */
	public function link( string $link ): string {
		$base = self::base();
		if ( '' === (string) get_option( 'permalink_structure' ) ) {
			return $link;
		}
		return (string) preg_replace( '`' . preg_quote( $base . '/', '`' ) . '`u', '', $link, 1 );
	}

	/**
	 * The category rules: one set per category, under its parents' slugs, and the old base's address
	 * taken to the redirect.
	 *
	 * @param array<string, string> $rules WordPress's category rules (replaced).
	 * @return array<string, string>
	 */
	public function rules( $rules = array() ): array {
		global $wp_rewrite;
		$ours       = array();
		$categories = get_categories( array( 'hide_empty' => false ) );
		$pagination = $wp_rewrite instanceof \WP_Rewrite ? $wp_rewrite->pagination_base : 'page';
		foreach ( $categories as $category ) {
			$path = $category->slug;
			if ( $category->parent > 0 && $category->parent !== $category->term_id ) {
				$parents = get_category_parents( $category->parent, false, '/', true );
				$path    = is_string( $parents ) ? $parents . $path : $path;
			}
			$path = preg_quote( $path, '#' );
			$ours[ '(' . $path . ')/(?:feed/)?(feed|rdf|rss|rss2|atom)/?$' ] = 'index.php?category_name=$matches[1]&feed=$matches[2]';
			$ours[ '(' . $path . ')/' . $pagination . '/?([0-9]{1,})/?$' ]   = 'index.php?category_name=$matches[1]&paged=$matches[2]';
			$ours[ '(' . $path . ')/?$' ]                                    = 'index.php?category_name=$matches[1]';
		}
		$ours[ self::base() . '/(.+)$' ] = 'index.php?' . self::REDIRECT_VAR . '=$matches[1]';
		return $ours;
	}

	/**
	 * @param list<string> $vars
	 * @return list<string>
	 */
	public function query_vars( $vars ): array {
		$vars   = (array) $vars;
		$vars[] = self::REDIRECT_VAR;
		return $vars;
	}

	/**
	 * An old address (`/category/news/page/2/`) answers a permanent redirect to the new (`/news/page/2/`).
	 */
	public function redirect_old_address(): void {
		$path = get_query_var( self::REDIRECT_VAR );
		$path = is_string( $path ) ? trim( $path, '/' ) : '';
		if ( '' !== $path && wp_safe_redirect( user_trailingslashit( home_url( '/' . $path ) ), 301, 'Sightline SEO' ) ) {
			exit;
		}
	}

	/**
	 * Whether the setting is on, read from the stored option itself: the hooks are added at boot, and
	 * Settings, once read, keeps its values for the request, before a multilingual plugin has chosen
	 * the language whose translated texts it must hold (a flag needs no translation; off by default).
	 */
	public static function is_on(): bool {
		$stored = get_option( Settings::OPTION, array() );
		return is_array( $stored ) && ! empty( $stored['strip_category_base'] );
	}

	/**
	 * The category base as an address part, without slashes ('category' when unset).
	 */
	private static function base(): string {
		$base = trim( (string) get_option( 'category_base' ), '/' );
		return '' === $base ? 'category' : $base;
	}
}
