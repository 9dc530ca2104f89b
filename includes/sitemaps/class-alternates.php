<?php
/**
 * The hreflang alternates of sitemap entries (xhtml:link, the form Google documents for sitemaps):
 * for each listed post or term, its translations that are listed too (published, indexable), itself
 * included, and the x-default (Multilingual\X_Default, the head's rule). Only groups of two or more versions
 * get links. The translations of a whole page are read in one round: their rows, meta and terms.
 *
 * @package Sightline
 */

namespace Sightline\Sitemaps;

use Sightline\Head\Canonical;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Multilingual\X_Default;
use Sightline\Settings\Indexing;
use Sightline\Settings\Object_Meta;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Alternates {

	public function __construct( private Languages_Interface $languages, private Indexing $indexing, private X_Default $x_default ) {}

	/**
	 * @param list<int> $ids Listed posts (their caches primed, terms included).
	 * @return array<int, list<array{hreflang: string, href: string}>> By post id; posts without a translation left out.
	 */
	public function for_posts( array $ids ): array {
		if ( ! $ids || ! $this->languages->is_multilingual() ) {
			return array();
		}
		$groups = array();
		$all    = array();
		foreach ( $ids as $id ) {
			$groups[ $id ] = $this->languages->post_translations( $id );
			array_push( $all, ...array_values( $groups[ $id ] ) );
		}
		_prime_post_caches( array_values( array_unique( $all ) ), true, true );
		$urls = array();
		foreach ( array_unique( $all ) as $id ) {
			$post = get_post( $id );
			if ( $post instanceof WP_Post && $this->indexing->is_post_indexable( $post ) ) {
				$url = (string) get_permalink( $post );
				// A translation whose canonical names another address is listed by no sitemap either.
				if ( ! Canonical::names_another( (string) get_post_meta( $id, Object_Meta::key( 'canonical' ), true ), $url ) ) {
					$urls[ $id ] = $url;
				}
			}
		}
		return $this->links( $groups, $urls );
	}

	/**
	 * @param list<int> $ids Listed terms.
	 * @return array<int, list<array{hreflang: string, href: string}>> By term id.
	 */
	public function for_terms( array $ids, string $taxonomy ): array {
		if ( ! $ids || ! $this->languages->is_multilingual() ) {
			return array();
		}
		$groups = array();
		$all    = array();
		foreach ( $ids as $id ) {
			$groups[ $id ] = $this->languages->term_translations( $id );
			array_push( $all, ...array_values( $groups[ $id ] ) );
		}
		_prime_term_caches( array_values( array_unique( $all ) ) );
		$urls = array();
		foreach ( array_unique( $all ) as $id ) {
			$term = get_term( $id, $taxonomy );
			if ( $term instanceof WP_Term && $term->count > 0 && $this->indexing->is_term_indexable( $term ) ) {
				$link = get_term_link( $term );
				if ( is_string( $link ) ) {
					$urls[ $id ] = $link;
				}
			}
		}
		return $this->links( $groups, $urls );
	}

	/**
	 * Every language's home page, each with the others as alternates. With a static front page, only
	 * the languages whose translation of it is listable: another language's home would show an empty
	 * list of posts, and a noindexed translation is in no sitemap.
	 *
	 * @return array<string, list<array{hreflang: string, href: string}>> By home address.
	 */
	public function for_homes(): array {
		if ( ! $this->languages->is_multilingual() ) {
			return array();
		}
		$fronts = 'page' === get_option( 'show_on_front' ) ? $this->front_pages() : null;
		if ( $fronts ) {
			_prime_post_caches( array_values( $fronts ), true, true );
		}
		$homes = array();
		$ids   = array();
		foreach ( array_keys( $this->languages->languages() ) as $index => $slug ) {
			if ( null !== $fronts ) {
				$front = isset( $fronts[ $slug ] ) ? get_post( $fronts[ $slug ] ) : null;
				if ( ! $front instanceof WP_Post || ! $this->indexing->is_post_indexable( $front ) ) {
					continue;
				}
			}
			$homes[ $index ] = $this->languages->home_url( (string) $slug );
			$ids[ $slug ]    = $index;
		}
		$links = $this->links( array( 0 => $ids ), $homes );
		$out   = array();
		foreach ( $homes as $url ) {
			$out[ $url ] = $links[0] ?? array();
		}
		return $out;
	}

	/**
	 * The static front page and its translations, by language slug (the page alone on a site with one
	 * language): each is listed as its language's home page, not as a page.
	 *
	 * @return array<string, int>
	 */
	public function front_pages(): array {
		$front = (int) get_option( 'page_on_front' );
		if ( $front <= 0 ) {
			return array();
		}
		$versions = $this->languages->is_multilingual() ? $this->languages->post_translations( $front ) : array();
		return $versions ? $versions : array( '' => $front );
	}

	/**
	 * A post type's archive in every language it is translated into, each with the others as
	 * alternates; empty when the type is not translated.
	 *
	 * @return array<string, list<array{hreflang: string, href: string}>> By archive address.
	 */
	public function for_post_type_archive( string $type ): array {
		if ( ! $this->languages->is_multilingual() ) {
			return array();
		}
		$archives = array();
		$ids      = array();
		foreach ( array_keys( $this->languages->languages() ) as $index => $slug ) {
			$url = $this->languages->post_type_archive_url( $type, (string) $slug );
			if ( '' !== $url && ! in_array( $url, $archives, true ) ) {
				$archives[ $index ] = $url;
				$ids[ $slug ]       = $index;
			}
		}
		if ( count( $archives ) < 2 ) {
			return array();
		}
		$links = $this->links( array( 0 => $ids ), $archives );
		$out   = array();
		foreach ( $archives as $url ) {
			$out[ $url ] = $links[0] ?? array();
		}
		return $out;
	}

	/**
	 * @param array<int, array<string, int>> $groups Each listed object's translations (language slug => id).
	 * @param array<int, string>             $urls   The address of every listable version, by id.
	 * @return array<int, list<array{hreflang: string, href: string}>>
	 */
	private function links( array $groups, array $urls ): array {
		$languages = $this->languages->languages();
		$out       = array();
		foreach ( $groups as $id => $translations ) {
			$links = array();
			foreach ( $translations as $slug => $version ) {
				if ( isset( $urls[ $version ], $languages[ $slug ] ) ) {
					$links[ $slug ] = array(
						'hreflang' => $languages[ $slug ]->hreflang,
						'href'     => $urls[ $version ],
					);
				}
			}
			if ( count( $links ) < 2 ) {
				continue;
			}
			$x     = $this->x_default->among( array_map( 'strval', array_keys( $links ) ) );
			$links = array_values( $links );
			if ( null !== $x ) {
				$links[] = array(
					'hreflang' => 'x-default',
					'href'     => $urls[ $translations[ $x ] ],
				);
			}
			$out[ $id ] = $links;
		}
		return $out;
	}
}
