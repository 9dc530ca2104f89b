<?php
/**
 * Resolves the SEO values of a page from its Context: title, description, canonical, robots and the
 * social title/description/image. Plain data, unescaped; the Tag_Renderer escapes.
 *
 * Every title (search, Open Graph, X) gets WordPress's own title texturising, as core's document title.
 *
 * Order for titles and descriptions: the object's own override → the template of its post type /
 * taxonomy / archive → the global template → `global_default` → a sensible fallback (core's title; a
 * clean excerpt, the term description or the tagline).
 *
 * @package Sightline
 */

namespace Sightline\Head;

use Sightline\Settings\Indexing;
use Sightline\Settings\Object_Meta;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Resolver {

	/** @var array<string, array<string, mixed>> */
	private array $memo = array();

	public function __construct(
		private Settings $settings,
		private Indexing $indexing,
		private Variables $variables,
		private Images $images,
		private Context_Language $language,
	) {}

	public function variables(): Variables {
		return $this->variables;
	}

	/**
	 * The search title; '' lets WordPress build its own.
	 */
	public function title( Context $context ): string {
		return $this->remember( $context, 'title', fn() => Text::title( $this->first( $this->title_templates( $context ), $context ), $this->variables->separator(), $this->texturize() ) );
	}

	/** Whether titles get WordPress's title texturising (setting texturize_titles). */
	private function texturize(): bool {
		return false !== $this->settings->get( 'texturize_titles' );
	}

	public function description( Context $context ): string {
		return $this->remember( $context, 'description', fn(): string => $this->describe( $context, $this->variables ) );
	}

	/**
	 * The description og:description and X fall back to: the search description, with content cut at
	 * the social length when the site sets one (auto_description.social_length).
	 */
	private function social_description( Context $context ): string {
		$social = $this->variables->for_social();
		return null === $social ? $this->description( $context ) : $this->describe( $context, $social );
	}

	private function describe( Context $context, Variables $variables ): string {
		$written = $context->has_post() ? $variables->for_written() : null;
		if ( null !== $written ) {
			return $this->describe_cut( $context, $variables, $written );
		}
		$text = $this->first( $this->description_templates( $context ), $context, $variables );
		if ( '' === $text ) {
			// One token each: values() would compute every token of the catalogue.
			$text = match ( true ) {
				$context->has_post() => $variables->value( 'excerpt', $context ),
				null !== $context->term => $variables->value( 'term_description', $context ),
				$context->is_home_page() => $variables->value( 'tagline', $context ),
				default => '',
			};
		}
		// Written descriptions are kept whole: length limits are shown to the user, never enforced.
		return $text;
	}

	/**
	 * The description of a post on a site that cuts the description its template makes as a whole
	 * (auto_description.scope "template", as Rank Math does): its own description, else its hand-written
	 * excerpt where the site describes posts by it first (excerpt_description), whole; else the first
	 * template that gives a text, resolved as written and cut at the length counted on that form.
	 */
	private function describe_cut( Context $context, Variables $variables, Variables $written ): string {
		$own = array( $this->own( $context, 'description' ) );
		if ( $this->settings->get( 'excerpt_description' ) ) {
			$own[] = '%excerpt_only%';
		}
		$text = $this->first( $own, $context, $variables );
		if ( '' !== $text ) {
			return $text;
		}
		$templates = array_values( array_diff( $this->fallback_templates( $context, 'description' ), array( '%excerpt_only%' ) ) );
		$text      = $this->first( $templates, $context, $written );
		if ( '' === $text ) {
			$text = $written->value( 'excerpt', $context );
		}
		return Text::cut_written( $text, Variables::auto_description_rule( $this->settings )['length'] );
	}

	/**
	 * The templates to try for the title, best first.
	 *
	 * @return list<string>
	 */
	public function title_templates( Context $context ): array {
		return $this->templates( $context, 'title', 'page_title' );
	}

	/**
	 * @return list<string>
	 */
	public function description_templates( Context $context ): array {
		return $this->templates( $context, 'description', 'page_description' );
	}

	/**
	 * The template a post or term gets when it has no override of its own: what the editor shows as the
	 * placeholder.
	 *
	 * @param 'title'|'description' $field
	 */
	public function default_template( Context $context, string $field ): string {
		return $this->fallback_templates( $context, $field )[0] ?? '';
	}

	/**
	 * Every template tried after the object's own, best first: what the editor's previews resolve in
	 * the same order (src/resolution).
	 *
	 * @param 'title'|'description' $field
	 * @return list<string>
	 */
	public function fallback_templates( Context $context, string $field ): array {
		return $this->templates( $context, $field, 'page_' . $field, false );
	}

	/**
	 * @return list<string>
	 */
	private function templates( Context $context, string $field, string $global, bool $with_own = true ): array {
		$list = array();
		if ( $with_own ) {
			$list[] = $this->own( $context, $field );
		}
		// A site that describes posts by their hand-written excerpt first (excerpt_description) tries it
		// before the templates; the editor's previews get the same list (fallback_templates()).
		if ( 'description' === $field && $context->has_post() && $this->settings->get( 'excerpt_description' ) ) {
			$list[] = '%excerpt_only%';
		}
		$archive = array(
			Context::AUTHOR    => 'author',
			Context::DATE      => 'date',
			Context::SEARCH    => 'search',
			Context::NOT_FOUND => 'not_found',
		);
		if ( $context->is_home_page() ) {
			$list[] = (string) $this->settings->get( 'home_page_' . $field );
		}
		if ( $context->has_post() ) {
			$list[] = (string) $this->settings->get( 'post_type_templates.' . $context->post->post_type . '.' . $field );
		} elseif ( null !== $context->term ) {
			$list[] = (string) $this->settings->get( 'taxonomy_templates.' . $context->term->taxonomy . '.' . $field );
		} elseif ( Context::POST_TYPE_ARCHIVE === $context->type && '' !== $context->post_type ) {
			$list[] = (string) $this->settings->get( 'post_type_templates.' . $context->post_type . '.archive_' . $field );
		} elseif ( isset( $archive[ $context->type ] ) ) {
			$list[] = (string) $this->settings->get( 'archive_templates.' . $archive[ $context->type ] . '.' . $field );
		}
		if ( Context::OTHER === $context->type ) {
			return array();
		}
		// Archive templates say what those pages need; the content template is only their fallback.
		$list[] = (string) $this->settings->get( $global );
		$list[] = (string) $this->settings->get( 'global_default.' . $global );
		return array_values( array_filter( array_map( 'trim', $list ), static fn( string $t ) => '' !== $t ) );
	}

	/**
	 * When the page's post was published and last modified (W3C, UTC): Open Graph and the JSON-LD graph
	 * print both, and each WordPress call parses the dates again.
	 *
	 * @return array{published: string, modified: string}
	 */
	public function post_dates( Context $context ): array {
		return $this->remember(
			$context,
			'post_dates',
			static fn(): array => array(
				'published' => $context->post ? self::w3c_utc( $context->post->post_date_gmt ) ?? (string) get_post_time( DATE_W3C, true, $context->post ) : '',
				'modified'  => $context->post ? self::w3c_utc( $context->post->post_modified_gmt ) ?? (string) get_post_modified_time( DATE_W3C, true, $context->post ) : '',
			)
		);
	}

	/**
	 * A stored UTC date ("Y-m-d H:i:s") in W3C form, as get_post_time( DATE_W3C, true ) gives it, without
	 * its DateTimeZone( 'UTC' ): where PHP reads the system's time zone files (Debian's and Ubuntu's
	 * packages), the first one of a request costs a few hundred microseconds, on a page that may need no
	 * other. Null for a date WordPress has not set (a draft's zeros), which WordPress works out itself.
	 */
	public static function w3c_utc( string $gmt ): ?string {
		if ( ! preg_match( '/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/', $gmt, $parts ) || str_starts_with( $gmt, '0000' ) ) {
			return null;
		}
		return $parts[1] . 'T' . $parts[2] . '+00:00';
	}

	public function canonical( Context $context ): string {
		return $this->remember( $context, 'canonical', fn() => ( new Canonical( $this->language->home_url( $context ) ) )->url( $context, $this->own( $context, 'canonical' ) ) );
	}

	/**
	 * Whether the page prints its canonical link and shares it as og:url: not on the kinds of page listed
	 * in the setting no_canonical (Slim SEO prints neither on date archives and search results).
	 */
	public function prints_canonical( Context $context ): bool {
		return ! in_array( $context->type, (array) $this->settings->get( 'no_canonical' ), true );
	}

	/**
	 * @return array{noindex: bool, nofollow: bool, noarchive: bool}
	 */
	public function robots( Context $context ): array {
		return $this->remember(
			$context,
			'robots',
			function () use ( $context ): array {
				$robots = array();
				foreach ( array_keys( Indexing::ROBOTS ) as $directive ) {
					$robots[ $directive ] = $this->directive( $context, $directive );
				}
				return $robots;
			}
		);
	}

	/**
	 * Whether page 2 or later of a page is noindex by the setting paged_robots alone (its first page
	 * indexable): All in One SEO prints the page's own canonical there, so Meta_Tags keeps it.
	 */
	public function is_noindexed_for_paging_only( Context $context ): bool {
		return $this->is_paged_directive( $context, 'noindex' ) && ! $this->directive( $context, 'noindex', false );
	}

	/**
	 * Whether the setting paged_robots adds the directive to this page: page 2 and later of any page
	 * (All in One SEO's "paginated" robots rules, applied where its getPageNumber() passes 1).
	 */
	private function is_paged_directive( Context $context, string $directive ): bool {
		return $context->paged > 1 && in_array( $directive, (array) $this->settings->get( 'paged_robots' ), true );
	}

	private function directive( Context $context, string $directive, bool $paged = true ): bool {
		if ( 'noindex' === $directive && $this->is_empty_archive_noindexed( $context ) ) {
			return true;
		}
		if ( $paged && $this->is_paged_directive( $context, $directive ) ) {
			return true;
		}
		switch ( $context->type ) {
			case Context::HOME:
				return in_array( $directive, (array) $this->settings->get( 'home_page_robots.general' ), true );
			case Context::FRONT_PAGE:
				$own = (string) get_post_meta( $context->post->ID, Object_Meta::key( 'robots_' . $directive ), true );
				return in_array( $own, array( 'on', 'off' ), true ) ? 'on' === $own : in_array( $directive, (array) $this->settings->get( 'home_page_robots.general' ), true );
			case Context::SINGULAR:
			case Context::POSTS_PAGE:
				return $this->indexing->object_has( $directive, $context->post );
			case Context::TERM:
				return $this->indexing->object_has( $directive, $context->term );
			case Context::AUTHOR:
			case Context::DATE:
				if ( 'noindex' === $directive && ! $this->indexing->is_archive_enabled( $context->type ) ) {
					return true;
				}
				// An author's own noindex (their profile) wins over the rule of author archives.
				$own = 'noindex' === $directive ? $this->own( $context, 'robots_noindex' ) : '';
				return in_array( $own, array( 'on', 'off' ), true ) ? 'on' === $own : $this->indexing->type_has( $directive, $context->type );
			case Context::SEARCH:
				return $this->indexing->type_has( $directive, 'search' );
			case Context::POST_TYPE_ARCHIVE:
				return 'noindex' === $directive ? $this->indexing->is_post_type_archive_noindex( $context->post_type ) : $this->indexing->type_has( $directive, $context->post_type );
			case Context::NOT_FOUND:
				// A missing page has nothing to index; every source plugin says so too.
				return 'noindex' === $directive;
			default:
				return false;
		}
	}

	/**
	 * Whether an archive that lists no post is noindex by the setting noindex_empty_archives (Yoast SEO
	 * noindexes authors without posts, The SEO Framework every empty archive). Public for og:url, which
	 * Yoast SEO leaves out on such an author archive (see Open_Graph::url()).
	 */
	public function is_empty_archive_noindexed( Context $context ): bool {
		$kinds = array(
			Context::AUTHOR            => 'author',
			Context::TERM              => 'term',
			Context::DATE              => 'date',
			Context::POST_TYPE_ARCHIVE => 'post_type_archive',
		);
		return $context->empty && isset( $kinds[ $context->type ] ) && in_array( $kinds[ $context->type ], (array) $this->settings->get( 'noindex_empty_archives' ), true );
	}

	/**
	 * Open Graph and X values with their fallbacks: own → home page settings → search values.
	 *
	 * @return array{og_title: string, og_description: string, og_image: array<string, mixed>|null, twitter_title: string, twitter_description: string, twitter_image: array<string, mixed>|null}
	 */
	public function social( Context $context ): array {
		return $this->remember(
			$context,
			'social',
			function () use ( $context ): array {
				$og_title = $this->first( array( $this->own( $context, 'facebook_title' ), $this->home( $context, 'home_page_facebook_title' ) ), $context );
				if ( ! $og_title ) {
					$og_title = $this->social_fallback_title( $context );
				}
				$og_desc = $this->first( array( $this->own( $context, 'facebook_description' ), $this->home( $context, 'home_page_facebook_description' ) ), $context );
				if ( ! $og_desc ) {
					$og_desc = $this->social_description( $context );
				}
				if ( '' === $og_desc ) {
					$og_desc = $this->first_listed_excerpt( $context );
				}
				if ( '' === $og_title ) {
					$og_title = $this->variables->value( 'title', $context );
					if ( ! $og_title ) {
						$og_title = Text::line( (string) get_bloginfo( 'name' ) );
					}
				}
				$og_image      = $this->images->for_context( $context, 'facebook' );
				$twitter_title = $this->first( array( $this->own( $context, 'twitter_title' ), $this->home( $context, 'home_page_twitter_title' ) ), $context );
				$twitter_desc  = $this->first( array( $this->own( $context, 'twitter_description' ), $this->home( $context, 'home_page_twitter_description' ) ), $context );
				return array(
					'og_title'            => Text::title( $og_title, $this->variables->separator(), $this->texturize() ),
					'og_description'      => $og_desc,
					'og_image'            => $og_image,
					'twitter_title'       => Text::title( $twitter_title ? $twitter_title : $og_title, $this->variables->separator(), $this->texturize() ),
					'twitter_description' => $twitter_desc ? $twitter_desc : $og_desc,
					'twitter_image'       => $this->images->for_context( $context, 'twitter' ),
				);
			}
		);
	}

	/**
	 * The social description of a date, author or post type archive that has none, by the setting
	 * archive_description_from_first_post: the hand-written excerpt of the first post the page lists,
	 * as SEOPress shares it (its og:description falls back to the loop's global $post: wp_trim_words() of
	 * wp_filter_nohtml_kses() of the excerpt, at its excerpt length, auto_description.words here). Read
	 * from the main query, which WordPress ran: no query. '' elsewhere.
	 */
	private function first_listed_excerpt( Context $context ): string {
		if ( ! in_array( $context->type, array( Context::DATE, Context::AUTHOR, Context::POST_TYPE_ARCHIVE ), true ) || ! $this->settings->get( 'archive_description_from_first_post' ) ) {
			return '';
		}
		global $wp_query;
		$post = $wp_query instanceof \WP_Query ? ( $wp_query->posts[0] ?? null ) : null;
		if ( ! $post instanceof \WP_Post || '' === $post->post_excerpt ) {
			return '';
		}
		$words = Variables::auto_description_rule( $this->settings )['words'];
		$text  = wp_trim_words( wp_kses( stripslashes( $post->post_excerpt ), 'strip' ), $words > 0 ? $words : 55 );
		return trim( html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}

	/**
	 * The social title of a page without one of its own: its search title, or (setting
	 * social_title_site_name off) the same title without the site name and the separator next to it.
	 */
	private function social_fallback_title( Context $context ): string {
		if ( false !== $this->settings->get( 'social_title_site_name' ) ) {
			return $this->title( $context );
		}
		$unbranded = array_map( static fn( string $template ): string => str_replace( '%site_name%', '', $template ), $this->title_templates( $context ) );
		return $this->first( $unbranded, $context );
	}

	/**
	 * The object's own stored value of a field ('' when it has none).
	 */
	public function own( Context $context, string $field ): string {
		if ( $context->has_post() ) {
			return trim( (string) get_post_meta( $context->post->ID, Object_Meta::key( $field ), true ) );
		}
		if ( null !== $context->term ) {
			return trim( (string) Object_Meta::term_value( $context->term->term_id, $field ) );
		}
		if ( Context::AUTHOR === $context->type && null !== $context->user && in_array( $field, Object_Meta::USER_FIELDS, true ) ) {
			return trim( (string) get_user_meta( $context->user->ID, Object_Meta::key( $field ), true ) );
		}
		return '';
	}

	private function home( Context $context, string $setting ): string {
		return $context->is_home_page() ? trim( (string) $this->settings->get( $setting ) ) : '';
	}

	/**
	 * The first template that gives a non-empty text.
	 *
	 * @param list<string> $templates
	 */
	private function first( array $templates, Context $context, ?Variables $variables = null ): string {
		$variables ??= $this->variables;
		foreach ( $templates as $template ) {
			if ( '' === trim( $template ) ) {
				continue;
			}
			$text = $variables->replace( $template, $context );
			if ( '' !== $text ) {
				return $text;
			}
		}
		return '';
	}

	/**
	 * @template T
	 * @param callable(): T $compute
	 * @return T
	 */
	private function remember( Context $context, string $what, callable $compute ) {
		$key = $context->key();
		if ( ! array_key_exists( $what, $this->memo[ $key ] ?? array() ) ) {
			$this->memo[ $key ][ $what ] = $compute();
		}
		return $this->memo[ $key ][ $what ];
	}

	/**
	 * Forgets resolved values (tests and long-running processes that change settings between pages).
	 */
	public function flush(): void {
		$this->memo = array();
		$this->variables->flush();
		$this->images->flush();
	}
}
