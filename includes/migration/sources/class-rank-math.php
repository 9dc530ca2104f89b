<?php
/**
 * Rank Math: options `rank-math-options-titles` / `-sitemap` / `rank_math_modules`; post and term meta
 * `rank_math_*` (no leading underscore); toggles are 'on'/'off' (booleans once saved by its React settings
 * screen, 1.0.2xx), robots are arrays of directives.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Sources;

use Sightline\Migration\Abstract_Source;
use Sightline\Migration\Mapped;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Rank_Math extends Abstract_Source {

	protected const SYNTAX = 'percent';

	protected const META_PREFIX = 'rank_math_';

	/** Rank Math's title and description of a post type archive whose own templates are empty. */
	private const ARCHIVE_DEFAULT = '%pt_plural% Archive %page% %sep% %sitename%';

	protected const NOISE_KEYS = array( 'rank_math_seo_score', 'rank_math_internal_links_processed', 'rank_math_analytic_object_id', 'rank_math_contentai_score', 'rank_math_pillar_content' );

	protected function known_tokens(): array {
		return array( 'tag', 'primary_taxonomy_terms', 'seo_title', 'seo_description', 'keywords', 'currenttime', 'org_name', 'org_url', 'org_logo', 'filename', 'post_thumbnail', 'customfield', 'customterm', 'customterm_desc', 'count', 'time', 'modified_time', 'userid', 'author_description' );
	}

	/**
	 * A Rank Math toggle: 'on'/'off' from its older forms and importers, true/false once its settings
	 * screen (rankmath/v1/updateSettings) saved it.
	 *
	 * @param mixed $value Stored toggle.
	 */
	private static function is_on( $value ): bool {
		return true === $value || 'on' === $value || 1 === $value || '1' === $value;
	}

	/**
	 * @param mixed $list
	 * @return array{noindex: ?bool, nofollow: ?bool, noarchive: ?bool}
	 */
	private static function directives( $list ): array {
		$list = is_array( $list ) ? array_map( 'strval', $list ) : array();
		$flag = static fn( string $on, string $off ) => in_array( $on, $list, true ) ? true : ( in_array( $off, $list, true ) ? false : null );
		return array(
			'noindex'   => $flag( 'noindex', 'index' ),
			'nofollow'  => $flag( 'nofollow', 'follow' ),
			'noarchive' => $flag( 'noarchive', 'archive' ),
		);
	}

	public function global_settings( array $current ): Mapped {
		$mapped  = new Mapped();
		$titles  = $this->option_array( 'rank-math-options-titles' );
		$sitemap = $this->option_array( 'rank-math-options-sitemap' );
		$sep     = self::pick( $titles, 'title_separator' );
		if ( is_string( $sep ) && '' !== trim( $sep ) ) {
			$mapped->set( 'separator', html_entity_decode( trim( $sep ), ENT_QUOTES, 'UTF-8' ), __( 'Title separator', 'sightline-seo' ) );
		}
		$general = $this->option_array( 'rank-math-options-general' );
		$this->site_names( $mapped, self::pick( $titles, 'website_name' ), self::pick( $titles, 'website_alternate_name' ), self::pick( $general, 'breadcrumbs_home_label' ) );
		// Its robots.txt editor's text (General › Edit robots.txt), which it serves in place of WordPress's.
		$robots = self::pick( $general, 'robots_txt_content' );
		if ( is_string( $robots ) && '' !== trim( $robots ) ) {
			$mapped->robots_txt = $robots;
		}
		if ( $general ) {
			// "Redirect attachments" to their parent post (on by default; 1.0.218, frontend/class-redirection.php).
			$redirect = $general['attachment_redirect_urls'] ?? 'on';
			$mapped->set( 'attachment_redirect', in_array( $redirect, array( 'off', 'false', '0', 0, false, '' ), true ) ? 'off' : 'parent', __( 'Attachment pages', 'sightline-seo' ) );
			$orphans = self::pick( $general, 'attachment_redirect_default' );
			if ( 'off' !== $redirect && is_string( $orphans ) && '' !== trim( $orphans ) ) {
				// It sent an attachment without a parent to that address; ours sends it to its file.
				$mapped->note( 'attachment_redirect', __( 'Attachment pages without a parent post now redirect to their file, not to the address Rank Math named for them.', 'sightline-seo' ), 'kept_difference' );
			}
		}
		if ( null !== self::pick( $general, 'strip_category_base' ) ) {
			$mapped->set( 'strip_category_base', self::is_on( $general['strip_category_base'] ), __( 'Category addresses', 'sightline-seo' ) );
		}
		$home = __( 'Home page title and description', 'sightline-seo' );
		$this->text( $mapped, 'home_page_title', self::pick( $titles, 'homepage_title' ), true, $home );
		$this->text( $mapped, 'home_page_description', self::pick( $titles, 'homepage_description' ), true, $home );
		$this->text( $mapped, 'home_page_facebook_title', self::pick( $titles, 'homepage_facebook_title' ), true, $home );
		$this->text( $mapped, 'home_page_facebook_description', self::pick( $titles, 'homepage_facebook_description' ), true, $home );
		$this->url( $mapped, 'home_page_facebook_image_url', self::pick( $titles, 'homepage_facebook_image' ), $home );
		if ( self::is_on( self::pick( $titles, 'homepage_custom_robots' ) ) ) {
			$robots = array_keys( array_filter( self::directives( $titles['homepage_robots'] ?? array() ) ) );
			$mapped->set( 'home_page_robots', array( 'general' => $robots ), __( 'Home page robots', 'sightline-seo' ) );
		}

		// Posts and terms it left out of its sitemaps (ids, comma separated): we have no such list.
		foreach ( array( 'exclude_posts', 'exclude_terms' ) as $key ) {
			$excluded = self::pick( $sitemap, $key );
			if ( is_string( $excluded ) && '' !== trim( $excluded ) ) {
				$mapped->note( 'sitemap.' . $key, $excluded, 'unsupported' );
			}
		}

		$global = self::directives( $titles['robots_global'] ?? array() );
		$lists  = array(
			'no_index'   => $current['no_index'] ?? array(),
			'no_follow'  => $current['no_follow'] ?? array(),
			'no_archive' => $current['no_archive'] ?? array(),
		);
		$types  = array(
			'post_type_templates' => array(),
			'taxonomy_templates'  => array(),
		);
		foreach ( $titles as $key => $value ) {
			if ( preg_match( '/^pt_([a-z0-9_-]+)_archive_(title|description)$/', (string) $key, $m ) ) {
				$types['post_type_templates'][ $m[1] ][ 'archive_' . $m[2] ] = $value;
				continue;
			}
			if ( ! preg_match( '/^(pt|tax)_([a-z0-9_-]+)_(title|description|custom_robots)$/', (string) $key, $m ) || str_ends_with( $m[2], '_archive' ) ) {
				continue;
			}
			$setting = 'pt' === $m[1] ? 'post_type_templates' : 'taxonomy_templates';
			if ( 'custom_robots' === $m[3] ) {
				$own = self::is_on( $value ) ? self::directives( $titles[ $m[1] . '_' . $m[2] . '_robots' ] ?? array() ) : $global;
				foreach ( array(
					'noindex'   => 'no_index',
					'nofollow'  => 'no_follow',
					'noarchive' => 'no_archive',
				) as $directive => $list ) {
					self::list_flag( $lists, $list, $m[2], true === $own[ $directive ] );
				}
				continue;
			}
			$types[ $setting ][ $m[2] ][ $m[3] ] = $value;
		}
		foreach ( array(
			'author' => 'author',
			'date'   => 'date_archive',
		) as $ours => $theirs ) {
			$own = 'author' === $ours && self::is_on( self::pick( $titles, 'author_custom_robots' ) ) ? self::directives( $titles['author_robots'] ?? array() ) : ( 'date' === $ours ? self::directives( $titles['date_archive_robots'] ?? array() ) : $global );
			// Every directive of the archive's rule, not only noindex: "noindex, nofollow" on date archives is common.
			foreach ( array(
				'noindex'   => 'no_index',
				'nofollow'  => 'no_follow',
				'noarchive' => 'no_archive',
			) as $directive => $list ) {
				self::list_flag( $lists, $list, $ours, ( true === $own[ $directive ] ) );
			}
		}
		self::list_flag( $lists, 'no_index', 'search', ( self::is_on( self::pick( $titles, 'noindex_search' ) ) || ! array_key_exists( 'noindex_search', $titles ) ) );
		// "Noindex paginated pages" (page 2 and later of archives, the posts page and search results; each
		// keeps its own canonical, as ours do).
		if ( null !== self::pick( $titles, 'noindex_archive_subpages' ) ) {
			$mapped->set( 'paged_robots', self::is_on( $titles['noindex_archive_subpages'] ) ? array( 'noindex' ) : array(), __( 'Robots rules per content type', 'sightline-seo' ) );
		}
		$advanced = $titles['advanced_robots_global'] ?? null;
		foreach ( is_array( $advanced ) ? $advanced : array() as $directive => $value ) {
			$mapped->note( 'advanced_robots_global', $directive . ':' . ( is_scalar( $value ) ? (string) $value : '' ), 'unsupported' );
		}
		foreach ( $lists as $list => $values ) {
			$mapped->set( $list, $values, __( 'Robots rules per content type', 'sightline-seo' ) );
		}
		// Rank Math prints its own default title and description on a post type archive whose templates
		// are empty (Paper\Archive, 1.0.273), so an archive without them still says "Books Archive".
		foreach ( get_post_types( array( 'has_archive' => true ), 'names' ) as $type ) {
			foreach ( array( 'archive_title', 'archive_description' ) as $field ) {
				if ( '' === (string) ( $types['post_type_templates'][ $type ][ $field ] ?? '' ) ) {
					$types['post_type_templates'][ $type ][ $field ] = self::ARCHIVE_DEFAULT;
				}
			}
		}
		foreach ( $types as $setting => $entries ) {
			$out = array();
			foreach ( $entries as $type => $pair ) {
				$entry = new Mapped();
				foreach ( array( 'title', 'description', 'archive_title', 'archive_description' ) as $field ) {
					$this->text( $entry, $field, $pair[ $field ] ?? null );
				}
				$out[ $type ] = $entry->fields;
				foreach ( $entry->report as $note ) {
					$mapped->note( $setting . '.' . $type . '.' . $note['field'], $note['value'], $note['reason'] );
				}
			}
			if ( array_filter( $out ) ) {
				$mapped->set( $setting, array_filter( $out ), __( 'Title and description templates', 'sightline-seo' ) );
			}
		}
		// Rank Math prints titles as written, without WordPress's texturising (adversarial parity fixture).
		$mapped->set( 'texturize_titles', false, __( 'Titles', 'sightline-seo' ) );
		// Rank Math's %excerpt% is the content's first paragraph as kses leaves it (shortcodes and "<…>"
		// spans gone, entities as written), uncut; the description the post type's template makes is then
		// cut whole at 160 characters counted as written, back to its last space (1.0.273,
		// Singular::get_post_description() with Str::truncate(); adversarial parity fixture).
		$mapped->set(
			'auto_description',
			array(
				'length'          => 160,
				'first_paragraph' => true,
				// A hand-written excerpt prints whole (adversarial parity fixture: 324 characters).
				'whole_excerpt'   => true,
				'scope'           => 'template',
				'read'            => 'kses',
			),
			__( 'Automatic descriptions', 'sightline-seo' )
		);
		// Rank Math describes a post by its hand-written excerpt before the post type's template
		// (Singular::get_post_description(), 1.0.273, adversarial parity fixture).
		$mapped->set( 'excerpt_description', true, __( 'Automatic descriptions', 'sightline-seo' ) );
		// Rank Math shares the default image, not the content's, on the parity fixtures' capture site (1.0.273,
		// OpenGraph\Image::set_content_image()): served from an IP address, where Helpers\Url::is_external()
		// finds every image external, so the content's image is printed only by the first view's Open Graph
		// tag and never cached; X and every later view print the default image (adversarial README).
		$mapped->set( 'social_image_from_content', false, __( 'Default social image', 'sightline-seo' ) );
		// Rank Math shares archives and search results as og:type "article" (1.0.273, parity fixture).
		$mapped->set( 'archive_og_type', array( 'term', 'date', 'search', 'post_type_archive' ), __( 'Social sharing of archives', 'sightline-seo' ) );
		// Rank Math prints its Open Graph and X tags on 404 pages too, og:type "article" as everywhere but the
		// front page and authors, with its 404 title and the default image (1.0.273, OpenGraph\Facebook::type()).
		$mapped->set( 'social_on_404', 'article', __( 'Social sharing', 'sightline-seo' ) );
		$archives = array();
		foreach ( array(
			'author' => 'author_archive_',
			'date'   => 'date_archive_',
		) as $ours => $prefix ) {
			$entry = new Mapped();
			$this->text( $entry, 'title', self::pick( $titles, $prefix . 'title' ) );
			$this->text( $entry, 'description', self::pick( $titles, $prefix . 'description' ) );
			if ( $entry->fields ) {
				$archives[ $ours ] = 'date' === $ours ? str_replace( '%published%', '%archive_date%', $entry->fields ) : $entry->fields;
			}
			foreach ( $entry->report as $note ) {
				$mapped->note( 'archive_templates.' . $ours . '.' . $note['field'], $note['value'], $note['reason'] );
			}
		}
		foreach ( array(
			'search'    => 'search_title',
			'not_found' => '404_title',
		) as $ours => $key ) {
			$entry = new Mapped();
			$this->text( $entry, 'title', self::pick( $titles, $key ) );
			if ( $entry->fields ) {
				$archives[ $ours ] = $entry->fields;
			}
		}
		if ( $archives ) {
			$mapped->set( 'archive_templates', $archives, __( 'Author, date, search and 404 templates', 'sightline-seo' ) );
		}
		foreach ( array(
			'author_archive' => 'disable_author_archives',
			'date_archive'   => 'disable_date_archives',
		) as $ours => $theirs ) {
			if ( null !== self::pick( $titles, $theirs ) ) {
				$mapped->set( $ours, ! self::is_on( $titles[ $theirs ] ), __( 'Author and date archives', 'sightline-seo' ) );
			}
		}
		$this->url( $mapped, 'fallback_image', self::pick( $titles, 'open_graph_image' ), __( 'Default social image', 'sightline-seo' ) );
		$this->attachment_id( $mapped, 'fallback_image_id', self::pick( $titles, 'open_graph_image_id' ) );
		$card = self::pick( $titles, 'twitter_card_type' );
		if ( null !== $card ) {
			$mapped->set( 'twitter_card_type', 'summary_card' === $card ? 'summary' : 'summary_large_image', __( 'X card type', 'sightline-seo' ) );
		}
		$profiles = new Mapped();
		$this->url( $profiles, 'facebook', self::pick( $titles, 'social_url_facebook' ) );
		if ( isset( $profiles->fields['facebook'] ) ) {
			$mapped->set( 'facebook_page_url', $profiles->fields['facebook'], __( 'Social profiles', 'sightline-seo' ) );
		}
		$this->url( $mapped, 'facebook_author_fallback', self::pick( $titles, 'facebook_author_urls' ) );
		$handle      = self::pick( $titles, 'twitter_author_names' );
		$handle_name = self::x_handle( $handle );
		if ( null !== $handle_name ) {
			$mapped->set( 'twitter_profile_username', $handle_name, __( 'Social profiles', 'sightline-seo' ) );
			$profiles->set( 'twitter', 'https://x.com/' . $handle_name );
		}
		$urls = preg_split( '/\R/', (string) self::pick( $titles, 'social_additional_profiles' ) );
		foreach ( $urls ? $urls : array() as $url ) {
			if ( '' !== trim( $url ) ) {
				$this->match_profile( $profiles, trim( $url ) );
			}
		}
		foreach ( $profiles->report as $note ) {
			$mapped->note( 'social_profiles.' . $note['field'], $note['value'], $note['reason'] );
		}
		if ( $profiles->fields ) {
			$mapped->set( 'social_profiles', $profiles->fields, __( 'Social profiles', 'sightline-seo' ) );
		}
		$modules = get_option( 'rank_math_modules', null );
		if ( is_array( $modules ) ) {
			$mapped->set( 'enable_xml_sitemap', in_array( 'sitemap', $modules, true ), __( 'XML sitemap', 'sightline-seo' ) );
		}
		if ( null !== self::pick( $sitemap, 'include_images' ) ) {
			$mapped->set( 'enable_xml_image_sitemap', self::is_on( $sitemap['include_images'] ), __( 'XML sitemap', 'sightline-seo' ) );
		}
		$kind = self::pick( $titles, 'knowledgegraph_type' );
		if ( 'person' === $kind || 'company' === $kind ) {
			$site = new Mapped();
			$site->set( 'type', 'company' === $kind ? 'organization' : 'personal' );
			$this->text( $site, 'company' === $kind ? 'name' : 'owner_name', self::pick( $titles, 'knowledgegraph_name' ), false );
			$this->url( $site, 'logo', self::pick( $titles, 'knowledgegraph_logo' ) );
			$this->attachment_id( $site, 'logo_id', self::pick( $titles, 'knowledgegraph_logo_id' ) );
			$mapped->set( 'website', $site->fields, __( 'Website details', 'sightline-seo' ) );
		}
		// Rank Math's General Settings › Webmaster Tools (Head::webmaster_tools_authentication()).
		$general = $this->option_array( 'rank-math-options-general' );
		$this->verification_codes(
			$mapped,
			array(
				'google'    => self::pick( $general, 'google_verify' ),
				'bing'      => self::pick( $general, 'bing_verify' ),
				'baidu'     => self::pick( $general, 'baidu_verify' ),
				'yandex'    => self::pick( $general, 'yandex_verify' ),
				'pinterest' => self::pick( $general, 'pinterest_verify' ),
			),
			array(
				'norton_verify'         => self::pick( $general, 'norton_verify' ),
				'custom_webmaster_tags' => self::pick( $general, 'custom_webmaster_tags' ),
			)
		);
		$this->schema_defaults( $mapped, $titles );
		return $mapped;
	}

	/**
	 * The schema Rank Math prints on the posts of a post type that have none of their own
	 * (`pt_<post type>_default_rich_snippet`, 1.0.273 Helper::get_default_schema_type()): only "article",
	 * as the type `pt_<post type>_default_article_type` (Article, BlogPosting, NewsArticle). A post with a
	 * schema of its own (`rank_math_schema_<Type>`, or a `rank_math_rich_snippet` of before 1.0.48) prints
	 * its own instead, and so do the about and contact pages of its local SEO: those are left out of the
	 * set by `post:<id>` rules, as many as a set may have. Any other default (Book, Recipe, …) only starts
	 * a new post's schema in Rank Math's editor (the post then stores it as its own): no page printed it.
	 * "off" on posts prints no Article, which our head cannot leave out of posts.
	 *
	 * @param array<string|int, mixed> $titles
	 */
	private function schema_defaults( Mapped $mapped, array $titles ): void {
		foreach ( $titles as $key => $value ) {
			if ( ! preg_match( '/^pt_([a-z0-9_-]+)_default_rich_snippet$/', (string) $key, $m ) || ! post_type_exists( $m[1] ) ) {
				continue;
			}
			$post_type = $m[1];
			$snippet   = is_string( $value ) ? $value : '';
			$type      = (string) self::pick( $titles, 'pt_' . $post_type . '_default_article_type' );
			if ( 'article' === $snippet && in_array( $type, array( 'Article', 'BlogPosting', 'NewsArticle' ), true ) ) {
				$mapped->schema_default( $post_type, $type, $this->own_schema_rules( $mapped, $post_type, $type, $titles ) );
			} elseif ( '' === $snippet || 'off' === $snippet || 'article' === $snippet ) {
				if ( 'post' === $post_type ) {
					$mapped->note( 'schema_sets.post', __( 'no schema for posts (every post prints an Article)', 'sightline-seo' ), 'unsupported' );
				}
			} elseif ( 'product' !== $snippet ) {
				// A WooCommerce product prints its Product from the product's data (Structured_Data\WooCommerce_Graph).
				/* translators: %s: Rank Math's name of a schema type ("book", "recipe"). */
				$mapped->note( 'schema_sets.' . $post_type, sprintf( __( 'the schema "%s" that new posts start with in Rank Math\'s editor (no page printed it)', 'sightline-seo' ), $snippet ), 'unsupported' );
			}
		}
	}

	/**
	 * `post:<id>` rules for the posts of a post type that print their own schema instead of the default,
	 * up to the number of rules a set may have; the posts beyond are reported.
	 *
	 * @param array<string|int, mixed> $titles
	 * @return list<string>
	 */
	private function own_schema_rules( Mapped $mapped, string $post_type, string $type, array $titles ): array {
		global $wpdb;
		$limit = 50;
		$ids   = array();
		foreach ( array( 'local_seo_about_page', 'local_seo_contact_page' ) as $page ) {
			$id = (int) self::pick( $titles, $page );
			if ( $id > 0 && get_post_type( $id ) === $post_type ) {
				$ids[] = $id;
			}
		}
		$from = $wpdb->prepare( "FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID WHERE p.post_type = %s AND p.post_status <> 'auto-draft' AND ( m.meta_key LIKE %s OR m.meta_key = 'rank_math_rich_snippet' )", $post_type, $wpdb->esc_like( 'rank_math_schema_' ) . '%' );
		$own  = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT p.ID {$from} ORDER BY p.ID LIMIT %d", $limit + 1 ) ); // phpcs:ignore WordPress.DB -- $from is prepared; Rank Math's meta, read once per migration.
		$ids  = array_values( array_unique( array_merge( $ids, array_map( 'intval', $own ) ) ) );
		if ( count( $ids ) > $limit ) {
			$all = (int) $wpdb->get_var( "SELECT COUNT(DISTINCT p.ID) {$from}" ) + count( $ids ) - count( $own ); // phpcs:ignore WordPress.DB -- $from is prepared; read once per migration.
			$mapped->note(
				'schema_sets.' . $post_type . '.' . $type,
				/* translators: 1: a number of posts, 2: a schema.org type name. */
				sprintf( __( '%1$d posts with a schema of their own print the %2$s of their post type too', 'sightline-seo' ), $all - $limit, $type ),
				'unsupported'
			);
		}
		return array_map( static fn( int $id ): string => 'post:' . $id, array_slice( $ids, 0, $limit ) );
	}

	private function object( Mapped $mapped, callable $meta ): Mapped {
		$this->text( $mapped, 'title', $meta( 'title' ) );
		$this->text( $mapped, 'description', $meta( 'description' ) );
		$this->url( $mapped, 'canonical', $meta( 'canonical_url' ) );
		// A non-empty robots array replaces every rule in Rank Math: a directive it lacks is forced off.
		$robots = $meta( 'robots' );
		if ( is_array( $robots ) && $robots ) {
			foreach ( self::directives( $robots ) as $directive => $forced ) {
				$this->robots( $mapped, $directive, true === $forced );
			}
			foreach ( array_diff( array_map( 'strval', $robots ), array( 'index', 'noindex', 'follow', 'nofollow', 'archive', 'noarchive' ) ) as $directive ) {
				$mapped->note( 'robots', $directive, 'unsupported' );
			}
		}
		// Rank Math's advanced robots of the object (max-snippet, max-video-preview, max-image-preview).
		$advanced = $meta( 'advanced_robots' );
		foreach ( is_array( $advanced ) ? $advanced : array() as $directive => $value ) {
			$mapped->note( 'robots', $directive . ':' . ( is_scalar( $value ) ? (string) $value : '' ), 'unsupported' );
		}
		$this->text( $mapped, 'facebook_title', $meta( 'facebook_title' ) );
		$this->text( $mapped, 'facebook_description', $meta( 'facebook_description' ) );
		$this->image( $mapped, 'facebook_image', $meta( 'facebook_image' ), $meta( 'facebook_image_id' ) );
		// 'on' (the default) means X reuses the Facebook values, which is what our empty X fields do.
		if ( 'off' === $meta( 'twitter_use_facebook' ) ) {
			$this->text( $mapped, 'twitter_title', $meta( 'twitter_title' ) );
			$this->text( $mapped, 'twitter_description', $meta( 'twitter_description' ) );
			$this->image( $mapped, 'twitter_image', $meta( 'twitter_image' ), $meta( 'twitter_image_id' ) );
		}
		$keywords = $meta( 'focus_keyword' );
		$this->text( $mapped, 'focus_keyword', is_string( $keywords ) ? trim( explode( ',', $keywords )[0] ) : $keywords, false );
		$this->text( $mapped, 'breadcrumb_title', $meta( 'breadcrumb_title' ), false );
		return $mapped;
	}

	/**
	 * A social image of a post or term. Rank Math prints one only from its library id (1.0.273,
	 * OpenGraph\Image::set_image_post_meta() reads `rank_math_{network}_image_id` alone): an address
	 * saved without an id was never printed (the page shared its featured image), so it is reported,
	 * not migrated (adversarial parity fixture).
	 *
	 * @param mixed $url
	 * @param mixed $id
	 */
	private function image( Mapped $mapped, string $field, $url, $id ): void {
		if ( is_numeric( $id ) && (int) $id > 0 ) {
			$this->url( $mapped, $field, $url );
			$this->attachment_id( $mapped, $field . '_id', $id );
		} elseif ( is_string( $url ) && '' !== trim( $url ) ) {
			$mapped->note( $field, substr( trim( $url ), 0, 200 ), 'unsupported' );
		}
	}

	/**
	 * Rank Math's fields on a user's profile: `rank_math_title`, `rank_math_description` (its variables)
	 * and `rank_math_robots` (an array of directives; noindex or index is this archive's own rule).
	 *
	 * @return array<int, Mapped>
	 */
	public function authors(): array {
		return $this->authors_from_meta( 'rank_math_title', 'rank_math_description', 'rank_math_robots', static fn( $value ): ?bool => is_array( $value ) && $value ? self::directives( $value )['noindex'] : null );
	}

	public function post( WP_Post $post ): Mapped {
		$meta   = static fn( string $key ) => get_post_meta( $post->ID, 'rank_math_' . $key, true );
		$mapped = $this->object( new Mapped(), $meta );
		$this->primary_category( $mapped, $post, $meta( 'primary_category' ) );
		$this->schemas( $mapped, $post );
		return $mapped;
	}

	/**
	 * The schemas of Rank Math's schema editor (one post meta `rank_math_schema_<Type>` each: the node's
	 * properties as printed, with Rank Math's variables, and its editor's `metadata`) as instances of the
	 * same type. Its date variables take a format (`%date(Y-m-dTH:i:sP)%`): ours print the ISO date a
	 * date property needs. Properties, types and variables we lack are reported (Instance_Fitter, Tokens).
	 */
	private function schemas( Mapped $mapped, WP_Post $post ): void {
		foreach ( get_post_meta( $post->ID ) as $key => $rows ) {
			if ( ! str_starts_with( (string) $key, 'rank_math_schema_' ) ) {
				continue;
			}
			foreach ( $rows as $row ) {
				$schema = maybe_unserialize( $row );
				if ( ! is_array( $schema ) || ! isset( $schema['@type'] ) ) {
					continue;
				}
				$type = is_array( $schema['@type'] ) ? (string) reset( $schema['@type'] ) : (string) $schema['@type'];
				unset( $schema['@type'], $schema['@id'], $schema['@context'], $schema['metadata'] );
				$schema = json_decode( (string) preg_replace( '/%(date|modified)\([^)%]*\)%/', '%$1%', (string) wp_json_encode( $schema ) ), true );
				$values = $this->schema_values( $mapped, 'structured_data.' . $type, is_array( $schema ) ? $schema : array() );
				$mapped->instance( $type, self::instance_id( $type, $mapped->instances ), $values );
			}
		}
	}

	public function term( WP_Term $term ): Mapped {
		return $this->object( new Mapped(), static fn( string $key ) => get_term_meta( $term->term_id, 'rank_math_' . $key, true ) );
	}
}
