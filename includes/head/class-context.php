<?php
/**
 * What a page is about: the kind of request (home, singular, term archive, …) and the object behind it.
 *
 * Built once from the main query for the front end, or from a single post or term for REST, so every
 * generator, the breadcrumbs and the REST routes resolve values from the same description and never read
 * query globals themselves.
 *
 * @package Sightline
 */

namespace Sightline\Head;

use WP_Post;
use WP_Query;
use WP_Term;
use WP_User;

defined( 'ABSPATH' ) || exit;

final class Context {

	/** Latest posts on the front page. */
	public const HOME = 'home';
	/** A static page set as the front page. */
	public const FRONT_PAGE = 'front_page';
	/** The page set as the posts page. */
	public const POSTS_PAGE        = 'posts_page';
	public const SINGULAR          = 'singular';
	public const TERM              = 'term';
	public const AUTHOR            = 'author';
	public const DATE              = 'date';
	public const POST_TYPE_ARCHIVE = 'post_type_archive';
	public const SEARCH            = 'search';
	public const NOT_FOUND         = 'not_found';
	/** Anything else (feeds, embeds, REST without an object): nothing object-specific to say. */
	public const OTHER = 'other';

	private ?string $key = null;

	/** The post's author, read once (false: none); WordPress builds a new WP_User on every get_userdata(). */
	private WP_User|false|null $author = null;

	/** The post's permalink, read once. */
	private ?string $permalink = null;

	/** @var list<WP_Term>|null The post's categories, read once. */
	private ?array $categories = null;

	/**
	 * @param string             $type     One of the constants above.
	 * @param WP_Post|null       $post     The post of singular, front page and posts page contexts.
	 * @param WP_Term|null       $term     The term of term archives.
	 * @param WP_User|null       $user     The author of author archives.
	 * @param string             $post_type Post type of singular and post type archive contexts.
	 * @param int                $paged    Current page number (1 on the first page).
	 * @param int                $max_pages Number of pages of the archive or of a paginated post.
	 * @param string             $search   The search query (raw, unescaped).
	 * @param array<string, int> $date     year / monthnum / day of date archives.
	 */
	public function __construct(
		public readonly string $type,
		public readonly ?WP_Post $post = null,
		public readonly ?WP_Term $term = null,
		public readonly ?WP_User $user = null,
		public readonly string $post_type = '',
		public readonly int $paged = 1,
		public readonly int $max_pages = 1,
		public readonly string $search = '',
		public readonly array $date = array(),
		public readonly bool $empty = false,
	) {}

	public static function for_post( WP_Post $post ): self {
		$type = self::SINGULAR;
		if ( 'page' === get_option( 'show_on_front' ) ) {
			if ( (int) get_option( 'page_on_front' ) === $post->ID ) {
				$type = self::FRONT_PAGE;
			} elseif ( (int) get_option( 'page_for_posts' ) === $post->ID ) {
				$type = self::POSTS_PAGE;
			}
		}
		return new self( $type, $post, null, null, $post->post_type );
	}

	public static function for_term( WP_Term $term ): self {
		return new self( self::TERM, null, $term );
	}

	/**
	 * The context of an author's archive (its first page), as the profile screen previews it.
	 */
	public static function for_author( WP_User $user ): self {
		return new self( self::AUTHOR, null, null, $user );
	}

	/**
	 * The context of a front-end request from its main query.
	 */
	public static function from_query( ?WP_Query $query = null ): self {
		$query = $query ?? $GLOBALS['wp_query'] ?? null;
		if ( ! $query instanceof WP_Query ) {
			return new self( self::OTHER );
		}
		$paged     = max( 1, (int) $query->get( 'paged' ), (int) $query->get( 'page' ) );
		$max_pages = max( 1, (int) $query->max_num_pages );
		$object    = $query->get_queried_object();
		// An archive listing no post (the main query already counted them: no query of our own).
		$empty = 0 === (int) $query->post_count;

		if ( $query->is_404() ) {
			return new self( self::NOT_FOUND );
		}
		if ( $query->is_search() ) {
			return new self( self::SEARCH, null, null, null, '', $paged, $max_pages, (string) $query->get( 's' ) );
		}
		if ( $query->is_front_page() && $query->is_home() ) {
			return new self( self::HOME, null, null, null, 'post', $paged, $max_pages );
		}
		if ( $query->is_home() && $object instanceof WP_Post ) {
			return new self( self::POSTS_PAGE, $object, null, null, 'post', $paged, $max_pages );
		}
		if ( $query->is_singular() && $object instanceof WP_Post ) {
			$type = $query->is_front_page() ? self::FRONT_PAGE : self::SINGULAR;
			// A post split with <!--nextpage--> counts its pages for %page% and the canonical.
			$pages = max( 1, substr_count( $object->post_content, '<!--nextpage-->' ) + 1 );
			return new self( $type, $object, null, null, $object->post_type, $paged, $pages );
		}
		if ( ( $query->is_category() || $query->is_tag() || $query->is_tax() ) && $object instanceof WP_Term ) {
			return new self( self::TERM, null, $object, null, '', $paged, $max_pages, '', array(), $empty );
		}
		if ( $query->is_author() && $object instanceof WP_User ) {
			return new self( self::AUTHOR, null, null, $object, '', $paged, $max_pages, '', array(), $empty );
		}
		if ( $query->is_date() ) {
			$date = array(
				'year'     => (int) $query->get( 'year' ),
				'monthnum' => (int) $query->get( 'monthnum' ),
				'day'      => (int) $query->get( 'day' ),
			);
			if ( ! $date['year'] && $query->get( 'm' ) ) {
				$m    = (string) $query->get( 'm' );
				$date = array(
					'year'     => (int) substr( $m, 0, 4 ),
					'monthnum' => (int) substr( $m, 4, 2 ),
					'day'      => (int) substr( $m, 6, 2 ),
				);
			}
			return new self( self::DATE, null, null, null, '', $paged, $max_pages, '', $date, $empty );
		}
		if ( $query->is_post_type_archive() ) {
			$post_type = $query->get( 'post_type' );
			$post_type = is_array( $post_type ) ? (string) reset( $post_type ) : (string) $post_type;
			return new self( self::POST_TYPE_ARCHIVE, null, null, null, $post_type, $paged, $max_pages, '', array(), $empty );
		}
		return new self( self::OTHER );
	}

	/**
	 * Whether the page is about one post (its overrides and images apply).
	 */
	public function has_post(): bool {
		return $this->post instanceof WP_Post;
	}

	/**
	 * The site's home page, whichever way it is set up.
	 */
	public function is_home_page(): bool {
		return self::HOME === $this->type || self::FRONT_PAGE === $this->type;
	}

	/**
	 * Whose page it is: the post's author, or the author of an author archive; null for others. Read
	 * once for every tag and node that names the author (get_userdata() makes a new WP_User each time).
	 */
	public function author(): ?WP_User {
		if ( null !== $this->user || ! $this->post instanceof WP_Post ) {
			return $this->user;
		}
		$this->author ??= get_userdata( (int) $this->post->post_author );
		return $this->author ? $this->author : null;
	}

	/**
	 * The post's permalink (get_permalink()), '' without a post: the canonical, the trail and the graph
	 * each asked WordPress for it, and on a singular page every call costs time, so it is asked once.
	 */
	public function permalink(): string {
		return $this->permalink ??= null !== $this->post ? (string) get_permalink( $this->post ) : '';
	}

	/**
	 * The post's categories as get_the_category() gives them (none without a post): the trail's primary
	 * category and the article's sections each asked for them.
	 *
	 * @return list<WP_Term>
	 */
	public function categories(): array {
		return $this->categories ??= null !== $this->post ? array_values( get_the_category( $this->post->ID ) ) : array();
	}

	/**
	 * A field of the author's profile as get_the_author_meta() gives it (its get_the_author_{$field}
	 * filter included), from the author read once.
	 */
	public function author_meta( string $field ): string {
		$author = $this->author();
		$value  = null !== $author && isset( $author->$field ) ? $author->$field : '';
		/** This filter is documented in wp-includes/author-template.php */
		return (string) apply_filters( "get_the_author_{$field}", $value, null !== $author ? $author->ID : 0, false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, as get_the_author_meta() applies it.
	}

	/**
	 * A cache key: two contexts with the same key resolve to the same values.
	 */
	public function key(): string {
		// Asked for by every memoised value of a page: built once (the properties never change).
		return $this->key ??= implode(
			'|',
			array(
				$this->type,
				$this->post->ID ?? 0,
				$this->term->term_id ?? 0,
				$this->user->ID ?? 0,
				$this->post_type,
				$this->paged,
				$this->max_pages,
				md5( $this->search ),
				implode( '-', $this->date ),
			)
		);
	}
}
