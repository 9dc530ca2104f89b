<?php
/**
 * The canonical URL of a page: the object's own canonical when set, else its permalink; paginated
 * archives are canonical to themselves (page 2 is not a copy of page 1). Not-found pages have none.
 *
 * @package Sightline
 */

namespace Sightline\Head;

defined( 'ABSPATH' ) || exit;

final class Canonical {

	/**
	 * @param string $home The home page of the page's language on a multilingual site ('' for home_url()).
	 */
	public function __construct( private string $home = '' ) {}

	public function url( Context $context, string $own = '' ): string {
		$own = self::written( $own );
		if ( '' !== $own ) {
			return $own;
		}
		$base = $this->base( $context );
		if ( '' === $base ) {
			return '';
		}
		if ( $context->paged > 1 && Context::SINGULAR !== $context->type && Context::FRONT_PAGE !== $context->type ) {
			return self::paged( $base, $context->paged );
		}
		return $base;
	}

	/**
	 * A canonical written for one object, as the head prints it: an http(s) address, or '' (none, or
	 * one the head ignores: a relative path, javascript:). The sitemaps leave out a post whose written
	 * canonical names another address.
	 */
	public static function written( string $own ): string {
		$own = trim( $own );
		return '' !== $own && in_array( strtolower( (string) wp_parse_url( $own, PHP_URL_SCHEME ) ), array( 'http', 'https' ), true ) ? $own : '';
	}

	/**
	 * Whether a written canonical names another address than the object's own ($own): such a page is
	 * no one's version, in the sitemaps or in hreflang sets (Google: alternates are canonical pages).
	 */
	public static function names_another( string $written, string $own ): bool {
		$written = self::written( $written );
		return '' !== $written && untrailingslashit( $written ) !== untrailingslashit( $own );
	}

	private function base( Context $context ): string {
		$url = match ( $context->type ) {
			Context::HOME => $this->home(),
			Context::FRONT_PAGE => $this->front_page( $context ),
			Context::SINGULAR => $this->singular( $context ),
			Context::POSTS_PAGE => $context->permalink(),
			Context::TERM => $this->term( $context ),
			Context::AUTHOR => null !== $context->user ? get_author_posts_url( $context->user->ID, $context->user->user_nicename ) : '',
			Context::DATE => $this->date( $context ),
			Context::POST_TYPE_ARCHIVE => (string) get_post_type_archive_link( $context->post_type ),
			Context::SEARCH => get_search_link( $context->search ),
			default => '',
		};
		return is_string( $url ) ? $url : '';
	}

	private function home(): string {
		return '' !== $this->home ? $this->home : home_url( '/' );
	}

	/**
	 * A static front page split with <!--nextpage--> has its page N at /page/N/, as WordPress links it
	 * (core's canonical function gives /N/, which is not found). A page number past its last shows
	 * the front page again, whose address is the home page.
	 */
	private function front_page( Context $context ): string {
		global $wp_rewrite;
		$home = $this->home();
		if ( $context->paged <= 1 || $context->paged > $context->max_pages ) {
			return $home;
		}
		if ( $wp_rewrite instanceof \WP_Rewrite && $wp_rewrite->using_permalinks() && ! str_contains( $home, '?' ) ) {
			return user_trailingslashit( trailingslashit( $home ) . $wp_rewrite->pagination_base . '/' . $context->paged, 'single_paged' );
		}
		return add_query_arg( 'page', $context->paged, $home );
	}

	private function singular( Context $context ): string {
		// Core's canonical knows about <!--nextpage--> pages. It reads the page number of the main query,
		// which a context built for another post (REST, headless) must not inherit: asked only of a page
		// past the first.
		if ( $context->paged > 1 && in_array( $context->post->post_status, array( 'publish', 'inherit' ), true ) ) {
			$url = wp_get_canonical_url( $context->post );
			if ( $url ) {
				return $url;
			}
		}
		return $context->permalink();
	}

	private function term( Context $context ): string {
		$link = get_term_link( $context->term );
		return is_wp_error( $link ) ? '' : $link;
	}

	private function date( Context $context ): string {
		$year  = (int) ( $context->date['year'] ?? 0 );
		$month = (int) ( $context->date['monthnum'] ?? 0 );
		$day   = (int) ( $context->date['day'] ?? 0 );
		if ( ! $year ) {
			return '';
		}
		if ( $day && $month ) {
			return get_day_link( $year, $month, $day );
		}
		return $month ? get_month_link( $year, $month ) : get_year_link( $year );
	}

	/**
	 * Page $page of an archive whose first page is $base.
	 */
	public static function paged( string $base, int $page ): string {
		global $wp_rewrite;
		if ( $page <= 1 ) {
			return $base;
		}
		if ( $wp_rewrite instanceof \WP_Rewrite && $wp_rewrite->using_permalinks() && ! str_contains( $base, '?' ) ) {
			return user_trailingslashit( trailingslashit( $base ) . $wp_rewrite->pagination_base . '/' . $page, 'paged' );
		}
		return add_query_arg( 'paged', $page, $base );
	}
}
