<?php
/**
 * Yoast SEO: options `wpseo`, `wpseo_titles`, `wpseo_social`; post meta `_yoast_wpseo_*`; term data in the
 * single option `wpseo_taxonomy_meta[taxonomy][term_id]`.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Sources;

use Sightline\Migration\Abstract_Source;
use Sightline\Migration\Mapped;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Yoast extends Abstract_Source {

	protected const SYNTAX = 'double_percent';

	protected const META_PREFIX = '_yoast_wpseo_';

	protected const NOISE_KEYS = array(
		'_yoast_wpseo_linkdex',
		'_yoast_wpseo_content_score',
		'_yoast_wpseo_inclusive_language_score',
		'_yoast_wpseo_estimated-reading-time-minutes',
		'_yoast_wpseo_wordproof_timestamp',
		'_yoast_wpseo_is_cornerstone',
	);

	/**
	 * Separator codes => the glyph Yoast prints. `sc-lt` really prints '>' and `sc-gt` '<' (a Yoast quirk
	 * kept so titles render as before).
	 */
	public const SEPARATORS = array(
		'sc-dash'   => '-',
		'sc-ndash'  => '–',
		'sc-mdash'  => '—',
		'sc-colon'  => ':',
		'sc-middot' => '·',
		'sc-bull'   => '•',
		'sc-star'   => '*',
		'sc-smstar' => '⋆',
		'sc-pipe'   => '|',
		'sc-tilde'  => '~',
		'sc-laquo'  => '«',
		'sc-raquo'  => '»',
		'sc-lt'     => '>',
		'sc-gt'     => '<',
	);

	/** Social option key => our social_profiles id. */
	private const PROFILES = array(
		'instagram_url' => 'instagram',
		'linkedin_url'  => 'linkedin',
		'pinterest_url' => 'pinterest',
		'youtube_url'   => 'youtube',
	);

	/**
	 * Yoast SEO's fields on a user's profile: `wpseo_title`, `wpseo_metadesc` (its variables) and
	 * `wpseo_noindex_author` ('on').
	 *
	 * @return array<int, Mapped>
	 */
	public function authors(): array {
		return $this->authors_from_meta( 'wpseo_title', 'wpseo_metadesc', 'wpseo_noindex_author', static fn( $value ): ?bool => 'on' === $value ? true : null );
	}

	public function global_settings( array $current ): Mapped {
		$mapped = new Mapped();
		$titles = $this->option_array( 'wpseo_titles' );
		$social = $this->option_array( 'wpseo_social' );
		$main   = $this->option_array( 'wpseo' );

		$code = self::pick( $titles, 'separator' );
		if ( is_string( $code ) && isset( self::SEPARATORS[ $code ] ) ) {
			$mapped->set( 'separator', self::SEPARATORS[ $code ], __( 'Title separator', 'sightline-seo' ) );
		}
		$this->site_names( $mapped, self::pick( $titles, 'website_name' ), self::pick( $titles, 'alternate_website_name' ), self::pick( $titles, 'breadcrumbs-home' ) );
		if ( $titles ) {
			// "Redirect attachment pages to the attachment itself" (disable-attachment, on by default; 28.3).
			$mapped->set( 'attachment_redirect', empty( $titles['disable-attachment'] ?? true ) ? 'off' : 'file', __( 'Attachment pages', 'sightline-seo' ) );
		}
		$home_label = __( 'Home page title and description', 'sightline-seo' );
		$this->text( $mapped, 'home_page_title', self::pick( $titles, 'title-home-wpseo' ), true, $home_label );
		$this->text( $mapped, 'home_page_description', self::pick( $titles, 'metadesc-home-wpseo' ), true, $home_label );
		// Its Open Graph and X card tags, each switched off apart (wpseo_social opengraph, twitter; on by
		// default; 28.3, Front_End_Integration::get_all_presenters()).
		foreach ( array(
			'opengraph' => 'enable_open_graph',
			'twitter'   => 'enable_x_cards',
		) as $theirs => $ours ) {
			if ( array_key_exists( $theirs, $social ) ) {
				$mapped->set( $ours, filter_var( $social[ $theirs ], FILTER_VALIDATE_BOOLEAN ), __( 'Social sharing', 'sightline-seo' ) );
			}
		}
		$og_label = __( 'Home page social sharing', 'sightline-seo' );
		$this->text( $mapped, 'home_page_facebook_title', self::pick( $titles, 'open_graph_frontpage_title' ), true, $og_label );
		$this->text( $mapped, 'home_page_facebook_description', self::pick( $titles, 'open_graph_frontpage_desc' ), true, $og_label );
		$this->url( $mapped, 'home_page_facebook_image_url', self::pick( $titles, 'open_graph_frontpage_image' ), $og_label );

		$post_types = array();
		$taxonomies = array();
		$lists      = array(
			'no_index' => $current['no_index'] ?? array(),
		);
		foreach ( $titles as $key => $value ) {
			$key = (string) $key;
			if ( preg_match( '/^(title|metadesc)-ptarchive-([a-z0-9_-]+)$/', $key, $m ) ) {
				$post_types[ $m[2] ][ 'title' === $m[1] ? 'archive_title' : 'archive_description' ] = $value;
			} elseif ( preg_match( '/^(title|metadesc)-tax-([a-z0-9_-]+)$/', $key, $m ) ) {
				$taxonomies[ $m[2] ][ 'title' === $m[1] ? 'title' : 'description' ] = $value;
			} elseif ( preg_match( '/^(title|metadesc)-(?!ptarchive-|tax-)([a-z0-9_-]+)$/', $key, $m ) && ! str_ends_with( $m[2], '-wpseo' ) ) {
				$post_types[ $m[2] ][ 'title' === $m[1] ? 'title' : 'description' ] = $value;
			} elseif ( preg_match( '/^noindex-tax-([a-z0-9_-]+)$/', $key, $m ) ) {
				self::list_flag( $lists, 'no_index', $m[1], (bool) $value );
			} elseif ( preg_match( '/^noindex-(?!ptarchive-|tax-|author-|archive-)([a-z0-9_-]+)$/', $key, $m ) ) {
				self::list_flag( $lists, 'no_index', $m[1], (bool) $value );
			}
		}
		if ( array_key_exists( 'noindex-author-wpseo', $titles ) ) {
			self::list_flag( $lists, 'no_index', 'author', (bool) $titles['noindex-author-wpseo'] );
		}
		if ( array_key_exists( 'noindex-archive-wpseo', $titles ) ) {
			self::list_flag( $lists, 'no_index', 'date', (bool) $titles['noindex-archive-wpseo'] );
		}
		// Yoast always noindexes search results.
		self::list_flag( $lists, 'no_index', 'search', true );
		$mapped->set( 'no_index', $lists['no_index'], __( 'Robots rules per content type', 'sightline-seo' ) );
		// Yoast's post type archives have a rule of their own ("noindex-ptarchive-book", off when unset), apart from their posts'.
		$this->archives_apart( $mapped, static fn( string $type ): bool => ! empty( $titles[ 'noindex-ptarchive-' . $type ] ), $lists['no_index'] );
		// Yoast noindexes the archive of an author without posts ("noindex-author-noposts-wpseo", on by default).
		$empty_authors = ! array_key_exists( 'noindex-author-noposts-wpseo', $titles ) || (bool) $titles['noindex-author-noposts-wpseo'];
		$mapped->set( 'noindex_empty_archives', $empty_authors ? array( 'author' ) : array(), __( 'Robots rules per content type', 'sightline-seo' ) );

		$this->templates( $mapped, 'post_type_templates', $post_types, __( 'Title and description templates per post type', 'sightline-seo' ) );
		// Yoast shares the author's avatar on author archives (28.3, parity fixture).
		$mapped->set( 'author_archive_avatar', true, __( 'Social sharing of archives', 'sightline-seo' ) );
		// Yoast cuts automatic descriptions at 156 characters (28.3, parity fixture).
		// Yoast SEO cuts content at 156 characters and prints a hand-written excerpt whole (adversarial
		// parity fixture: 324 characters). It counts the content as stored, entities written out, keeps
		// it whole when that fits, else takes the first 156 characters, trimmed, up to their last space
		// (WPSEO_Replace_Vars::retrieve_excerpt() through wp_html_excerpt(), 28.3).
		// Yoast SEO prints titles as written, without WordPress's texturising (adversarial parity fixture).
		$mapped->set( 'texturize_titles', false, __( 'Titles', 'sightline-seo' ) );
		$mapped->set(
			'auto_description',
			array(
				'length'        => 156,
				'whole_excerpt' => true,
				'count'         => 'stored',
				'cut'           => 'last_space',
				// wp_html_excerpt()'s wp_strip_all_tags() leaves nothing where it removes a tag: paragraphs glued.
				'join'          => 'none',
			),
			__( 'Automatic descriptions', 'sightline-seo' )
		);
		// Yoast tidies spaces in replace_vars() and removes tags after, in its presenters (28.3: WPSEO_Replace_Vars::replace(),
		// String_Helper::standardize_whitespace(), Title_Presenter): a tag in a title leaves its spaces.
		$mapped->set( 'template_spaces', 'tags_after', __( 'Titles', 'sightline-seo' ) );
		// Yoast shares term archives and search results as og:type "article", dates and post type archives as "website" (28.3, parity fixture).
		$mapped->set( 'archive_og_type', array( 'term', 'search' ), __( 'Social sharing of archives', 'sightline-seo' ) );
		// Yoast shares an archive's first page as the og:url of its later pages (28.3, parity fixture).
		$mapped->set( 'og_url', 'first_page', __( 'Social sharing of archives', 'sightline-seo' ) );
		// Yoast SEO prints og:locale, og:title and og:site_name on an error page, no other social tag, when
		// Open Graph is on (28.3, Front_End_Integration::get_presenters_for_page_type()).
		$mapped->set( 'social_on_404', false === ( $social['opengraph'] ?? true ) ? 'none' : 'title', __( 'Social sharing', 'sightline-seo' ) );
		// Yoast SEO shares a post's first gallery's first image, at the size the gallery shows it, before the
		// content's first image (28.3, Indexable_Post_Builder::find_alternative_image() with
		// Image_Helper::get_gallery_image(); adversarial parity fixture, /book/adv-2034/: 150×150).
		$mapped->set( 'social_image_from_gallery', true, __( 'Default social image', 'sightline-seo' ) );
		$this->templates( $mapped, 'taxonomy_templates', $taxonomies, __( 'Title and description templates per taxonomy', 'sightline-seo' ) );

		$archives = array();
		foreach ( array(
			'author'    => 'author-wpseo',
			'date'      => 'archive-wpseo',
			'search'    => 'search-wpseo',
			'not_found' => '404-wpseo',
		) as $ours => $theirs ) {
			$entry = new Mapped();
			$this->text( $entry, 'title', self::pick( $titles, 'title-' . $theirs ) );
			$this->text( $entry, 'description', self::pick( $titles, 'metadesc-' . $theirs ) );
			foreach ( $entry->fields as $field => $text ) {
				// On a date archive Yoast's %%date%% is the archive's date.
				$archives[ $ours ][ $field ] = 'date' === $ours ? str_replace( '%published%', '%archive_date%', $text ) : $text;
			}
			foreach ( $entry->report as $note ) {
				$mapped->note( 'archive_templates.' . $ours . '.' . $note['field'], $note['value'], $note['reason'] );
			}
		}
		if ( $archives ) {
			$mapped->set( 'archive_templates', $archives, __( 'Author, date, search and 404 templates', 'sightline-seo' ) );
		}
		foreach ( array(
			'author_archive' => 'disable-author',
			'date_archive'   => 'disable-date',
		) as $ours => $theirs ) {
			if ( array_key_exists( $theirs, $titles ) ) {
				$mapped->set( $ours, ! $titles[ $theirs ], __( 'Author and date archives', 'sightline-seo' ) );
			}
		}
		if ( array_key_exists( 'stripcategorybase', $titles ) ) {
			$mapped->set( 'strip_category_base', (bool) $titles['stripcategorybase'], __( 'Category addresses', 'sightline-seo' ) );
		}

		$social_label = __( 'Social profiles', 'sightline-seo' );
		$this->url( $mapped, 'fallback_image', self::pick( $social, 'og_default_image' ), __( 'Default social image', 'sightline-seo' ) );
		$this->attachment_id( $mapped, 'fallback_image_id', self::pick( $social, 'og_default_image_id' ) );
		$profiles = new Mapped();
		$this->url( $profiles, 'facebook', self::pick( $social, 'facebook_site' ) );
		if ( isset( $profiles->fields['facebook'] ) ) {
			$mapped->set( 'facebook_page_url', $profiles->fields['facebook'], $social_label );
		}
		$handle      = self::pick( $social, 'twitter_site' );
		$handle_name = self::x_handle( $handle );
		if ( null !== $handle_name ) {
			$mapped->set( 'twitter_profile_username', $handle_name, $social_label );
			$profiles->set( 'twitter', 'https://x.com/' . $handle_name );
		}
		foreach ( self::PROFILES as $key => $id ) {
			$this->url( $profiles, $id, self::pick( $social, $key ) );
		}
		foreach ( (array) ( $social['other_social_urls'] ?? array() ) as $other ) {
			$this->match_profile( $profiles, $other );
		}
		foreach ( $profiles->report as $note ) {
			$mapped->note( 'social_profiles.' . $note['field'], $note['value'], $note['reason'] );
		}
		if ( $profiles->fields ) {
			$mapped->set( 'social_profiles', $profiles->fields, $social_label );
		}
		$card = self::pick( $social, 'twitter_card_type' );
		if ( in_array( $card, array( 'summary', 'summary_large_image' ), true ) ) {
			$mapped->set( 'twitter_card_type', $card, __( 'X card type', 'sightline-seo' ) );
		}
		if ( array_key_exists( 'enable_xml_sitemap', $main ) ) {
			$mapped->set( 'enable_xml_sitemap', (bool) $main['enable_xml_sitemap'], __( 'XML sitemap', 'sightline-seo' ) );
		}
		// Yoast SEO keeps the search engines' codes in wpseo, Pinterest's in wpseo_social (28.3, WPSEO_Option_Wpseo, WPSEO_Option_Social).
		$this->verification_codes(
			$mapped,
			array(
				'google'    => self::pick( $main, 'googleverify' ),
				'bing'      => self::pick( $main, 'msverify' ),
				'baidu'     => self::pick( $main, 'baiduverify' ),
				'yandex'    => self::pick( $main, 'yandexverify' ),
				'pinterest' => self::pick( $social, 'pinterestverify' ),
			),
			array( 'ahrefsverify' => self::pick( $main, 'ahrefsverify' ) )
		);
		$this->website( $mapped, $titles );
		$this->schema_defaults( $mapped, $titles );
		return $mapped;
	}

	/**
	 * @param array<string, array<string, mixed>> $templates
	 */
	private function templates( Mapped $mapped, string $setting, array $templates, string $label ): void {
		$out = array();
		foreach ( $templates as $type => $pair ) {
			$entry = new Mapped();
			foreach ( array( 'title', 'description', 'archive_title', 'archive_description' ) as $field ) {
				$this->text( $entry, $field, $pair[ $field ] ?? null );
			}
			if ( $entry->fields ) {
				$out[ $type ] = $entry->fields;
			}
			foreach ( $entry->report as $note ) {
				$mapped->note( $setting . '.' . $type . '.' . $note['field'], $note['value'], $note['reason'] );
			}
		}
		if ( $out ) {
			$mapped->set( $setting, $out, $label );
		}
	}

	/**
	 * @param array<string, mixed> $titles
	 */
	private function website( Mapped $mapped, array $titles ): void {
		$kind = self::pick( $titles, 'company_or_person' );
		if ( 'company' !== $kind && 'person' !== $kind ) {
			return;
		}
		$site = new Mapped();
		$site->set( 'type', 'company' === $kind ? 'organization' : 'personal' );
		$this->text( $site, 'name', self::pick( $titles, 'company' === $kind ? 'company_name' : 'website_name' ), false );
		if ( 'person' === $kind ) {
			$user = get_userdata( (int) self::pick( $titles, 'company_or_person_user_id' ) );
			if ( $user ) {
				$site->set( 'owner_name', $user->display_name );
			}
		}
		$prefix = 'company' === $kind ? 'company_logo' : 'person_logo';
		$this->url( $site, 'logo', self::pick( $titles, $prefix ) );
		$this->attachment_id( $site, 'logo_id', self::pick( $titles, $prefix . '_id' ) );
		$this->text( $site, 'owner_phone', self::pick( $titles, 'org-phone' ), false );
		$mapped->set( 'website', $site->fields, __( 'Website details', 'sightline-seo' ) );
	}

	public function post( WP_Post $post ): Mapped {
		$mapped = new Mapped();
		$meta   = static fn( string $key ) => get_post_meta( $post->ID, self::META_PREFIX . $key, true );
		$this->text( $mapped, 'title', $meta( 'title' ) );
		$this->text( $mapped, 'description', $meta( 'metadesc' ) );
		$this->url( $mapped, 'canonical', $meta( 'canonical' ) );
		$noindex = (string) $meta( 'meta-robots-noindex' );
		$this->robots( $mapped, 'noindex', '1' === $noindex ? true : ( '2' === $noindex ? false : null ) );
		$this->robots( $mapped, 'nofollow', '1' === (string) $meta( 'meta-robots-nofollow' ) ? true : null );
		$adv = is_string( $meta( 'meta-robots-adv' ) ) ? array_filter( array_map( 'trim', explode( ',', $meta( 'meta-robots-adv' ) ) ) ) : array();
		$this->robots( $mapped, 'noarchive', in_array( 'noarchive', $adv, true ) ? true : null );
		foreach ( array_diff( $adv, array( 'noarchive', 'none', '-' ) ) as $directive ) {
			$mapped->note( 'robots', $directive, 'unsupported' );
		}
		$this->social( $mapped, $meta( 'opengraph-title' ), $meta( 'opengraph-description' ), $meta( 'opengraph-image' ), $meta( 'opengraph-image-id' ), 'facebook' );
		$this->social( $mapped, $meta( 'twitter-title' ), $meta( 'twitter-description' ), $meta( 'twitter-image' ), $meta( 'twitter-image-id' ), 'twitter' );
		$this->text( $mapped, 'focus_keyword', $meta( 'focuskw' ), false );
		$this->text( $mapped, 'breadcrumb_title', $meta( 'bctitle' ), false );
		$this->primary_category( $mapped, $post, $meta( 'primary_category' ) );
		$this->schema_types( $mapped, $post, (string) $meta( 'schema_page_type' ), (string) $meta( 'schema_article_type' ) );
		return $mapped;
	}

	/**
	 * Yoast's page type and article type of a post, its own (the site's default for its post type is a
	 * site-wide set, schema_defaults()), as instances: a WebPage subtype Yoast adds to the page's WebPage
	 * ("AboutPage"), and an Article type where Yoast prints an Article that our graph would not print the
	 * same: any Article type on other post types than posts, or another type than Article on posts (our
	 * head prints an Article for posts), or Article on a post whose post type's set is another Article
	 * type. Types our catalogue lacks are reported by Instance_Fitter; a post that chose no page type or
	 * no article type where its post type has one is reported: the set shows on every post of its type.
	 */
	private function schema_types( Mapped $mapped, WP_Post $post, string $page_type, string $article_type ): void {
		$titles       = $this->option_array( 'wpseo_titles' );
		$site_page    = (string) self::pick( $titles, 'schema-page-type-' . $post->post_type );
		$site_article = (string) self::pick( $titles, 'schema-article-type-' . $post->post_type );
		$site_article = '' !== $site_article ? $site_article : self::default_article_type( $post->post_type );
		if ( 'WebPage' === $page_type && '' !== $site_page && 'WebPage' !== $site_page ) {
			/* translators: %s: a schema.org type name (the page type of every post of this post type). */
			$mapped->note( 'structured_data.WebPage', sprintf( __( 'the page type "WebPage" on a post whose post type\'s pages are %s', 'sightline-seo' ), $site_page ), 'unsupported' );
		} elseif ( '' !== $page_type && 'WebPage' !== $page_type ) {
			$mapped->instance( $page_type, 'webpage', array() );
		}
		if ( '' === $article_type ) {
			return;
		}
		if ( 'None' === $article_type ) {
			if ( 'None' !== $site_article ) {
				/* translators: Yoast SEO's article type "None". */
				$mapped->note( 'structured_data.Article', __( 'the article type "None" (no Article on a post)', 'sightline-seo' ), 'unsupported' );
			}
			return;
		}
		if ( 'post' !== $post->post_type || 'Article' !== $article_type || 'Article' !== $site_article ) {
			$mapped->instance( $article_type, 'article', array() );
		}
	}

	/**
	 * The page type and article type Yoast prints on the posts of a post type that chose none of their
	 * own (`schema-page-type-<post type>`, `schema-article-type-<post type>` in wpseo_titles), as site-wide
	 * sets (Default_Sets): "None" prints no Article, which our head cannot leave out of posts.
	 *
	 * @param array<string|int, mixed> $titles
	 */
	private function schema_defaults( Mapped $mapped, array $titles ): void {
		foreach ( $titles as $key => $value ) {
			if ( ! preg_match( '/^schema-(page|article)-type-([a-z0-9_-]+)$/', (string) $key, $m ) || ! is_string( $value ) || '' === $value ) {
				continue;
			}
			if ( 'None' !== $value ) {
				$mapped->schema_default( $m[2], $value );
			} elseif ( 'post' === $m[2] ) {
				/* translators: Yoast SEO's article type "None". */
				$mapped->note( 'schema_sets.post', __( 'the article type "None" for posts (every post prints an Article)', 'sightline-seo' ), 'unsupported' );
			}
		}
	}

	/** Yoast's own default article type of a post type: Article for posts, none for the others. */
	private static function default_article_type( string $post_type ): string {
		return 'post' === $post_type ? 'Article' : 'None';
	}

	/**
	 * @param mixed $title
	 * @param mixed $description
	 * @param mixed $image
	 * @param mixed $image_id
	 */
	private function social( Mapped $mapped, $title, $description, $image, $image_id, string $network ): void {
		$this->text( $mapped, $network . '_title', $title );
		$this->text( $mapped, $network . '_description', $description );
		$this->url( $mapped, $network . '_image', $image );
		$this->attachment_id( $mapped, $network . '_image_id', $image_id );
	}

	/**
	 * @return array<int, array<string, mixed>> term id => Yoast's keys, for terms that still exist.
	 */
	private function term_data(): array {
		$all = array();
		foreach ( $this->option_array( 'wpseo_taxonomy_meta' ) as $taxonomy => $terms ) {
			foreach ( is_array( $terms ) ? $terms : array() as $term_id => $data ) {
				if ( is_array( $data ) && is_numeric( $term_id ) && $data ) {
					$all[ (int) $term_id ] = array( '_taxonomy' => (string) $taxonomy ) + $data;
				}
			}
		}
		ksort( $all );
		return $all;
	}

	public function term_ids( int $offset, int $limit ): array {
		$ids = array();
		foreach ( array_slice( $this->term_data(), $offset, $limit, true ) as $term_id => $data ) {
			$ids[] = array(
				'id'   => $term_id,
				'type' => $data['_taxonomy'],
			);
		}
		return $ids;
	}

	public function count_terms(): int {
		return count( $this->term_data() );
	}

	public function term( WP_Term $term ): Mapped {
		$mapped = new Mapped();
		$option = $this->option_array( 'wpseo_taxonomy_meta' );
		$data   = $option[ $term->taxonomy ][ $term->term_id ] ?? array();
		$data   = is_array( $data ) ? $data : array();
		$get    = static fn( string $key ) => $data[ $key ] ?? null;
		$this->text( $mapped, 'title', $get( 'wpseo_title' ) );
		$this->text( $mapped, 'description', $get( 'wpseo_desc' ) ?? $get( 'wpseo_metadesc' ) );
		$this->url( $mapped, 'canonical', $get( 'wpseo_canonical' ) );
		$noindex = $get( 'wpseo_noindex' );
		$this->robots( $mapped, 'noindex', 'noindex' === $noindex ? true : ( 'index' === $noindex ? false : null ) );
		$this->social( $mapped, $get( 'wpseo_opengraph-title' ), $get( 'wpseo_opengraph-description' ), $get( 'wpseo_opengraph-image' ), $get( 'wpseo_opengraph-image-id' ), 'facebook' );
		$this->social( $mapped, $get( 'wpseo_twitter-title' ), $get( 'wpseo_twitter-description' ), $get( 'wpseo_twitter-image' ), $get( 'wpseo_twitter-image-id' ), 'twitter' );
		$this->text( $mapped, 'focus_keyword', $get( 'wpseo_focuskw' ), false );
		$this->text( $mapped, 'breadcrumb_title', $get( 'wpseo_bctitle' ), false );
		return $mapped;
	}
}
