<?php
/**
 * The breadcrumb trail of a page. One builder feeds both the BreadcrumbList JSON-LD and the Breadcrumbs
 * block, so what visitors see and what search engines read never differ. On a multilingual site the
 * trail is in the page's language: its home crumb is that language's home page, named in its locale,
 * and the other crumbs are the page's own objects (a translation's parents and terms are translations).
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Breadcrumbs {

	/** @var array<string, list<array{name: string, url: string}>> */
	private array $memo = array();

	public function __construct( private Resolver $resolver, private Context_Language $language, private Settings $settings ) {}

	/**
	 * Home first, the current page last; each crumb has a plain-text name and a URL.
	 *
	 * @return list<array{name: string, url: string}>
	 */
	public function trail( Context $context ): array {
		$key = $context->key();
		if ( ! isset( $this->memo[ $key ] ) ) {
			$this->memo[ $key ] = $this->build( $context );
		}
		return $this->memo[ $key ];
	}

	public function flush(): void {
		$this->memo = array();
	}

	/**
	 * @return list<array{name: string, url: string}>
	 */
	private function build( Context $context ): array {
		$home  = $this->language->home_url( $context );
		$trail = array( $this->crumb( $this->home_name( $context ), '' !== $home ? $home : home_url( '/' ) ) );
		$here  = $this->resolver->canonical( $context );
		switch ( $context->type ) {
			case Context::SINGULAR:
			case Context::POSTS_PAGE:
				$trail   = array_merge( $trail, $this->post_parents( $context ) );
				$trail[] = $this->crumb( $this->post_name( $context->post ), $context->permalink() );
				break;
			case Context::TERM:
				foreach ( array_reverse( get_ancestors( $context->term->term_id, $context->term->taxonomy, 'taxonomy' ) ) as $ancestor_id ) {
					$ancestor = get_term( $ancestor_id, $context->term->taxonomy );
					if ( $ancestor instanceof WP_Term ) {
						$trail[] = $this->term_crumb( $ancestor );
					}
				}
				$trail[] = $this->term_crumb( $context->term );
				break;
			case Context::AUTHOR:
				$trail[] = $this->crumb( $context->user->display_name ?? '', $here );
				break;
			case Context::DATE:
				$trail = array_merge( $trail, $this->date_crumbs( $context ) );
				break;
			case Context::POST_TYPE_ARCHIVE:
				$type    = get_post_type_object( $context->post_type );
				$trail[] = $this->crumb( $type ? (string) $type->labels->name : $context->post_type, (string) get_post_type_archive_link( $context->post_type ) );
				break;
			case Context::SEARCH:
				// WordPress's own words, as its document title says them (see "Home" above); crumb() decodes
				// the curly quotes' entities.
				$trail[] = $this->crumb( sprintf( __( 'Search Results for &#8220;%s&#8221;' ), Text::line( $context->search ) ), $here ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain, WordPress.WP.I18n.MissingTranslatorsComment -- core's string on purpose.
				break;
			case Context::NOT_FOUND:
				$trail[] = $this->crumb( __( 'Page not found' ), '' ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's string on purpose, see "Home".
				break;
		}
		/**
		 * Filters the breadcrumb trail (used by the block and the BreadcrumbList alike).
		 *
		 * @param list<array{name: string, url: string}> $trail
		 * @param Context                                $context
		 */
		$trail = (array) apply_filters( 'sightline_breadcrumbs', $trail, $context );
		return array_values( array_filter( $trail, static fn( $crumb ) => is_array( $crumb ) && '' !== ( $crumb['name'] ?? '' ) ) );
	}

	/**
	 * The crumbs between Home and a post: its post type archive, its primary category with ancestors
	 * (posts), or its parent pages (hierarchical types).
	 *
	 * @return list<array{name: string, url: string}>
	 */
	private function post_parents( Context $context ): array {
		$post   = $context->post;
		$crumbs = array();
		$type   = get_post_type_object( $post->post_type );
		if ( $type && $type->has_archive ) {
			$crumbs[] = $this->crumb( (string) $type->labels->name, (string) get_post_type_archive_link( $post->post_type ) );
		}
		if ( 'post' === $post->post_type ) {
			$primary = Primary_Category::of( $post, $context->categories() );
			if ( $primary ) {
				foreach ( array_reverse( get_ancestors( $primary->term_id, 'category', 'taxonomy' ) ) as $ancestor_id ) {
					$ancestor = get_term( $ancestor_id, 'category' );
					if ( $ancestor instanceof WP_Term ) {
						$crumbs[] = $this->term_crumb( $ancestor );
					}
				}
				$crumbs[] = $this->term_crumb( $primary );
			}
		} elseif ( is_post_type_hierarchical( $post->post_type ) ) {
			foreach ( array_reverse( get_post_ancestors( $post ) ) as $ancestor_id ) {
				$ancestor = get_post( $ancestor_id );
				if ( $ancestor instanceof WP_Post && 'publish' === $ancestor->post_status ) {
					$crumbs[] = $this->crumb( $this->post_name( $ancestor ), (string) get_permalink( $ancestor ) );
				}
			}
		}
		return $crumbs;
	}

	private function post_name( WP_Post $post ): string {
		$own = trim( (string) get_post_meta( $post->ID, Object_Meta::key( 'breadcrumb_title' ), true ) );
		return '' !== $own ? $own : $post->post_title;
	}

	/**
	 * @return array{name: string, url: string}
	 */
	private function term_crumb( WP_Term $term ): array {
		$own  = trim( (string) Object_Meta::term_value( $term->term_id, 'breadcrumb_title' ) );
		$link = get_term_link( $term );
		return $this->crumb( '' !== $own ? $own : $term->name, is_wp_error( $link ) ? '' : $link );
	}

	/**
	 * @return list<array{name: string, url: string}>
	 */
	private function date_crumbs( Context $context ): array {
		$year   = (int) ( $context->date['year'] ?? 0 );
		$month  = (int) ( $context->date['monthnum'] ?? 0 );
		$day    = (int) ( $context->date['day'] ?? 0 );
		$crumbs = array();
		if ( $year ) {
			$crumbs[] = $this->crumb( (string) $year, get_year_link( $year ) );
		}
		if ( $year && $month ) {
			$crumbs[] = $this->crumb( date_i18n( 'F', (int) mktime( 0, 0, 0, $month, 1, $year ) ), get_month_link( $year, $month ) );
		}
		if ( $year && $month && $day ) {
			$crumbs[] = $this->crumb( (string) $day, get_day_link( $year, $month, $day ) );
		}
		return $crumbs;
	}

	/**
	 * The label the site chose (setting breadcrumb_home_label, translated per language like the other
	 * site-wide texts), else WordPress's own "Home" (its menus' word, translated in every locale with
	 * core: ours would load the plugin's translations on every page view for one word), in the page's
	 * language. On a page view the multilingual plugin has already set the locale to it; elsewhere (the
	 * head field of an editor in another language) the locale is switched for the word.
	 */
	private function home_name( Context $context ): string {
		$chosen = trim( (string) $this->settings->get( 'breadcrumb_home_label' ) );
		if ( '' !== $chosen ) {
			return $chosen;
		}
		$language = $this->language->of( $context );
		if ( null === $language || '' === $language->locale || determine_locale() === $language->locale ) {
			return __( 'Home' ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's string on purpose, see above.
		}
		$switched = switch_to_locale( $language->locale );
		$name     = __( 'Home' ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's string on purpose, see above.
		if ( $switched ) {
			restore_previous_locale();
		}
		return $name;
	}

	/**
	 * @return array{name: string, url: string}
	 */
	private function crumb( string $name, string $url ): array {
		return array(
			'name' => Text::line( $name ),
			'url'  => $url,
		);
	}
}
