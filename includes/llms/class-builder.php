<?php
/**
 * Writes /llms.txt as the llms.txt proposal (llmstxt.org) lays it out: `# Site name`, `> description`,
 * then sections of `- [Title](url): description` links: the home page, the pages the admin picked
 * (setting llms_txt_pages, in that order), and the most recent posts of each other public post type.
 * Titles are the posts' own; descriptions are the meta descriptions the pages print (Head\Resolver).
 * Noindexed content (our per-object setting or the site rule of its type, Settings\Indexing) is left
 * out, as are drafts, private and password-protected posts.
 *
 * On a multilingual site the one /llms.txt (the address the proposal defines, the only one a reader
 * looks for: files per language at /fr/llms.txt would be found by nobody) has the same sections for
 * each language in the site's order, their headings naming the language: the language's home page,
 * the picked pages' translations in it and its own recent posts. Each language's sections are resolved
 * with its texts as the multilingual plugin translates them (the site-wide templates, the home page's
 * description: Languages_Interface::in_language()), as that language's pages print them. Nothing of it
 * is a query a post: the translations are the language's strings, loaded once a section.
 *
 * @package Sightline
 */

namespace Sightline\Llms;

use Sightline\Head\Context;
use Sightline\Head\Resolver;
use Sightline\Multilingual\Language;
use Sightline\Multilingual\Languages_Interface;
use Sightline\Settings\Indexing;
use Sightline\Settings\Settings;
use WP_Post;

defined( 'ABSPATH' ) || exit;

final class Builder {

	/** Recent posts listed per post type (filter `sightline_llms_txt_posts_per_type`). */
	public const POSTS_PER_TYPE = 10;

	public function __construct( private Settings $settings, private Indexing $indexing, private Resolver $resolver, private Languages_Interface $languages ) {}

	public function build(): string {
		$lines = array( '# ' . Markdown::text( get_bloginfo( 'name' ) ) );
		$about = Markdown::text( get_bloginfo( 'description' ) );
		if ( '' !== $about ) {
			$lines[] = '';
			$lines[] = '> ' . $about;
		}
		foreach ( $this->each_language() as $language ) {
			$suffix = null !== $language ? ' (' . $language->name . ')' : '';
			foreach ( $this->in_language( $language, fn(): array => $this->sections( $language ) ) as $heading => $links ) {
				if ( $links ) {
					$lines[] = '';
					$lines[] = '## ' . Markdown::text( $heading . $suffix );
					$lines[] = '';
					array_push( $lines, ...$links );
				}
			}
		}
		return implode( "\n", $lines ) . "\n";
	}

	/**
	 * The posts /llms.txt links to, in its order, for /llms-full.txt: for each language, a static front
	 * page, the picked pages, then the recent posts of each other public post type. Password-protected
	 * posts are left out (their text is not public).
	 *
	 * @return list<WP_Post>
	 */
	public function posts(): array {
		$posts = array();
		foreach ( $this->each_language() as $language ) {
			$front = $this->front( $language );
			$page  = $front ? get_post( $front ) : null;
			if ( $page instanceof WP_Post && 'publish' === $page->post_status && ! $this->resolver->robots( Context::for_post( $page ) )['noindex'] ) {
				$posts[] = $page;
			}
			array_push( $posts, ...$this->picked_pages( $front, $language ) );
			foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $type ) {
				if ( ! in_array( $type->name, array( 'page', 'attachment' ), true ) ) {
					array_push( $posts, ...$this->recent( $type->name, $front, $language ) );
				}
			}
		}
		return array_values( array_filter( $posts, static fn( WP_Post $post ) => '' === $post->post_password ) );
	}

	/**
	 * The site's languages in its order, or one null (a single-language site: no language named).
	 *
	 * @return list<Language|null>
	 */
	private function each_language(): array {
		return $this->languages->is_multilingual() ? array_values( $this->languages->languages() ) : array( null );
	}

	/**
	 * $work with the language's translated texts, the settings and the values resolved in another
	 * language forgotten as it starts and once it ends (the home page's context is one key in every
	 * language).
	 *
	 * @template T
	 * @param callable(): T $work
	 * @return T
	 */
	private function in_language( ?Language $language, callable $work ) {
		if ( null === $language ) {
			return $work();
		}
		try {
			return $this->languages->in_language(
				$language->slug,
				function () use ( $work ) {
					$this->forget();
					return $work();
				}
			);
		} finally {
			$this->forget();
		}
	}

	private function forget(): void {
		$this->settings->flush();
		$this->resolver->flush();
	}

	/**
	 * The static front page in a language (the front page's translation), 0 without one.
	 */
	private function front( ?Language $language ): int {
		$front = 'page' === get_option( 'show_on_front' ) ? (int) get_option( 'page_on_front' ) : 0;
		if ( null === $language || 0 === $front ) {
			return $front;
		}
		return $this->languages->post_translations( $front )[ $language->slug ] ?? 0;
	}

	/**
	 * @return array<string, list<string>> Links by section heading.
	 */
	private function sections( ?Language $language ): array {
		$front    = $this->front( $language );
		$sections = array( __( 'Home page', 'sightline-seo' ) => $this->home( $front, $language ) );
		$pages    = get_post_type_object( 'page' );
		$picked   = array();
		foreach ( $this->picked_pages( $front, $language ) as $page ) {
			$picked[] = $this->post_link( $page );
		}
		$sections[ $pages ? (string) $pages->labels->name : __( 'Pages', 'sightline-seo' ) ] = $picked;
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $type ) {
			if ( in_array( $type->name, array( 'page', 'attachment' ), true ) ) {
				continue;
			}
			$links = array();
			foreach ( $this->recent( $type->name, $front, $language ) as $post ) {
				$links[] = $this->post_link( $post );
			}
			$sections[ (string) $type->labels->name ] = array_merge( $sections[ (string) $type->labels->name ] ?? array(), $links );
		}
		return $sections;
	}

	/** @return list<string> The home page's link (the language's), unless it is noindexed. */
	private function home( int $front, ?Language $language ): array {
		$page    = $front ? get_post( $front ) : null;
		$context = $page instanceof WP_Post && 'publish' === $page->post_status ? Context::for_post( $page ) : new Context( Context::HOME, null, null, null, 'post' );
		if ( $this->resolver->robots( $context )['noindex'] ) {
			return array();
		}
		$url = null !== $language ? $this->languages->home_url( $language->slug ) : home_url( '/' );
		return array( Markdown::link( get_bloginfo( 'name' ), $url, $this->resolver->description( $context ) ) );
	}

	/**
	 * The picked pages still published and indexable, in the admin's order (the front page is the home
	 * link); on a multilingual site, their versions in the language.
	 *
	 * @return list<WP_Post>
	 */
	private function picked_pages( int $front, ?Language $language ): array {
		$ids = array_map( 'intval', (array) $this->settings->get( 'llms_txt_pages' ) );
		if ( null !== $language ) {
			$ids = array_map( fn( int $id ) => $this->languages->post_translations( $id )[ $language->slug ] ?? 0, $ids );
		}
		$ids = array_values( array_unique( array_diff( array_filter( $ids ), array( $front ) ) ) );
		if ( ! $ids ) {
			return array();
		}
		$args = array(
			'post_type'        => 'page',
			'post_status'      => 'publish',
			'post__in'         => $ids,
			'orderby'          => 'post__in',
			'posts_per_page'   => count( $ids ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- the picked pages, 50 at most (the setting's maxItems).
			'suppress_filters' => false,
		);
		// The ids are already the language's versions; the language argument also tells the multilingual
		// plugin not to swap them for the current language's (Polylang does so on the front end).
		$pages = get_posts( null !== $language ? array_merge( $args, $this->languages->posts_query_args( $language->slug ) ) : $args );
		return array_values( array_filter( $pages, fn( $page ) => $page instanceof WP_Post && $this->indexing->is_post_indexable( $page ) ) );
	}

	/**
	 * The newest indexable posts of a type: the noindex rule is in the query (as the sitemaps do it), so
	 * noindexed posts never take a place.
	 *
	 * @return list<WP_Post>
	 */
	private function recent( string $post_type, int $front, ?Language $language ): array {
		/**
		 * How many recent posts of each public post type /llms.txt lists.
		 *
		 * @param int    $count     Default 10.
		 * @param string $post_type
		 */
		$count = max( 0, (int) apply_filters( 'sightline_llms_txt_posts_per_type', self::POSTS_PER_TYPE, $post_type ) );
		if ( 0 === $count ) {
			return array();
		}
		// The noindex rule as the sitemaps' subquery, added to this query alone (a meta_query would join and
		// group every post of the type: seconds at a million posts).
		global $wpdb;
		$indexable = $this->indexing->indexable_posts_sql( $post_type, "{$wpdb->posts}.ID" );
		$where     = static fn( string $where, \WP_Query $query ): string => $query->get( 'sightline_llms_recent' ) ? $where . ' AND ' . $indexable : $where;
		add_filter( 'posts_where', $where, 10, 2 );
		$posts     = get_posts(
			array(
				'post_type'             => $post_type,
				'post_status'           => 'publish',
				'has_password'          => false,
				'posts_per_page'        => $count,
				'orderby'               => 'date',
				'order'                 => 'DESC',
				'post__not_in'          => $front ? array( $front ) : array(),
				'sightline_llms_recent' => true,
				'suppress_filters'      => false,
			) + ( null !== $language ? $this->languages->posts_query_args( $language->slug ) : array() )
		);
		remove_filter( 'posts_where', $where );
		return array_values( array_filter( $posts, fn( $post ) => $post instanceof WP_Post && $this->indexing->is_post_indexable( $post ) ) );
	}

	private function post_link( WP_Post $post ): string {
		return Markdown::link( get_the_title( $post ), (string) get_permalink( $post ), $this->resolver->description( Context::for_post( $post ) ) );
	}
}
