<?php
/**
 * SEOPress: options `seopress_titles_option_name`, `seopress_social_option_name`,
 * `seopress_xml_sitemap_option_name`; post and term meta `_seopress_*` (same keys). Checkboxes are '1'
 * when on and absent when off; per-object robots flags are 'yes'. SEOPress
 * cannot force "index", so its per-object robots are on or inherited, never off.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Sources;

use Sightline\Migration\Abstract_Source;
use Sightline\Migration\Mapped;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Seopress extends Abstract_Source {

	protected const SYNTAX = 'double_percent';

	/** SEOPress prints its own titles and descriptions as saved, markup as text (adversarial parity fixture). */
	protected const MARKUP_AS_TEXT = true;

	protected const META_PREFIX = '_seopress_';

	protected const NOISE_KEYS = array( '_seopress_analysis_data', '_seopress_content_analysis_api' );

	private const PROFILES = array(
		'facebook'  => 'facebook',
		'pinterest' => 'pinterest',
		'instagram' => 'instagram',
		'youtube'   => 'youtube',
		'linkedin'  => 'linkedin',
	);

	/**
	 * Whether one of its modules is on (`seopress_toggle`, '1' while on). Its install writes every module
	 * on; a site without the option has never had it installed that way, and its settings are read as set.
	 *
	 * @param array<string, mixed> $toggles
	 */
	private static function toggle_on( array $toggles, string $module ): bool {
		return ! $toggles || '1' === (string) ( $toggles[ 'toggle-' . $module ] ?? '' );
	}

	public function global_settings( array $current ): Mapped {
		$mapped  = new Mapped();
		$titles  = $this->option_array( 'seopress_titles_option_name' );
		$social  = $this->option_array( 'seopress_social_option_name' );
		$sitemap = $this->option_array( 'seopress_xml_sitemap_option_name' );
		$sep     = self::pick( $titles, 'seopress_titles_sep' );
		if ( is_string( $sep ) && '' !== trim( $sep ) ) {
			$mapped->set( 'separator', html_entity_decode( trim( $sep ), ENT_QUOTES, 'UTF-8' ), __( 'Title separator', 'sightline-seo' ) );
		}
		$toggles = $this->option_array( 'seopress_toggle' );
		// Its Advanced module's settings apply only while the module is on (9.7.4, inc/functions/options.php).
		$advanced = self::toggle_on( $toggles, 'advanced' ) ? $this->option_array( 'seopress_advanced_option_name' ) : array();
		// "Remove /category/ in URL" (Advanced › Advanced): '1' while on, absent while off.
		$mapped->set( 'strip_category_base', '1' === (string) self::pick( $advanced, 'seopress_advanced_advanced_category_url' ), __( 'Category addresses', 'sightline-seo' ) );
		// Attachment pages sent to their file (which wins) or to their parent post (written on at its install;
		// 9.7.4, options-advanced.php). Without a parent it sent them to the home page (302); ours, to their file.
		$attachments = 'off';
		if ( '1' === (string) self::pick( $advanced, 'seopress_advanced_advanced_attachments_file' ) ) {
			$attachments = 'file';
		} elseif ( '1' === (string) self::pick( $advanced, 'seopress_advanced_advanced_attachments' ) ) {
			$attachments = 'parent';
		}
		$mapped->set( 'attachment_redirect', $attachments, __( 'Attachment pages', 'sightline-seo' ) );
		// Its WebSite node's alternateName (Titles › Home › "Alternative site title"; 9.7.4, options-social.php).
		$this->text( $mapped, 'site_alternate_name', self::pick( $titles, 'seopress_titles_home_site_title_alt' ), true, __( 'Site name and breadcrumbs', 'sightline-seo' ) );
		// Page 2 and later of archives noindex (Titles › Advanced › "noindex on paged archives").
		if ( $titles ) {
			$mapped->set( 'paged_robots', ! empty( $titles['seopress_titles_paged_noindex'] ) ? array( 'noindex' ) : array(), __( 'Robots rules per content type', 'sightline-seo' ) );
		}
		// IndexNow: its Instant Indexing feature switched on with automatic submission (on by default once
		// the feature is on). Its key is not carried: ours is made when IndexNow starts, and engines accept it.
		$indexing = $this->option_array( 'seopress_instant_indexing_option_name' );
		if ( self::toggle_on( $toggles, 'instant-indexing' ) && ! empty( $indexing['seopress_instant_indexing_automate_submission'] ) ) {
			$mapped->set( 'enable_indexnow', true, __( 'IndexNow', 'sightline-seo' ) );
		}
		// Its Analytics tracking (Google Analytics, Matomo, other code): no SEO setting of ours holds scripts.
		$analytics = $this->option_array( 'seopress_google_analytics_option_name' );
		if ( self::toggle_on( $toggles, 'google-analytics' ) && ! empty( $analytics['seopress_google_analytics_enable'] ) ) {
			$mapped->note( 'seopress_google_analytics_enable', __( 'Analytics tracking code added to every page', 'sightline-seo' ), 'unsupported' );
		}
		$home = __( 'Home page title and description', 'sightline-seo' );
		$this->text( $mapped, 'home_page_title', self::pick( $titles, 'seopress_titles_home_site_title' ), true, $home );
		$this->text( $mapped, 'home_page_description', self::pick( $titles, 'seopress_titles_home_site_desc' ), true, $home );

		$lists = array(
			'no_index'  => $current['no_index'] ?? array(),
			'no_follow' => $current['no_follow'] ?? array(),
		);
		foreach ( array(
			'seopress_titles_single_titles' => 'post_type_templates',
			'seopress_titles_tax_titles'    => 'taxonomy_templates',
		) as $key => $setting ) {
			$out = array();
			foreach ( (array) ( $titles[ $key ] ?? array() ) as $type => $entry ) {
				if ( ! is_array( $entry ) ) {
					continue;
				}
				$fields = new Mapped();
				$this->text( $fields, 'title', $entry['title'] ?? null );
				$this->text( $fields, 'description', $entry['description'] ?? null );
				if ( $fields->fields ) {
					$out[ (string) $type ] = $fields->fields;
				}
				foreach ( $fields->report as $note ) {
					$mapped->note( $setting . '.' . $type . '.' . $note['field'], $note['value'], $note['reason'] );
				}
				self::list_flag( $lists, 'no_index', (string) $type, ! empty( $entry['noindex'] ) );
				self::list_flag( $lists, 'no_follow', (string) $type, ! empty( $entry['nofollow'] ) );
			}
			if ( 'post_type_templates' === $setting ) {
				$out = $this->with_archive_templates( $mapped, $out, (array) ( $titles['seopress_titles_archive_titles'] ?? array() ) );
			}
			if ( $out ) {
				$mapped->set( $setting, $out, __( 'Title and description templates', 'sightline-seo' ) );
			}
		}
		$archives = array();
		foreach ( array(
			'author'    => 'author',
			'date'      => 'date',
			'search'    => 'search',
			'not_found' => '404',
		) as $ours => $theirs ) {
			$fields = new Mapped();
			$this->text( $fields, 'title', self::pick( $titles, 'seopress_titles_archives_' . $theirs . '_title' ) );
			$this->text( $fields, 'description', self::pick( $titles, 'seopress_titles_archives_' . $theirs . '_desc' ) );
			if ( $fields->fields ) {
				$archives[ $ours ] = $fields->fields;
			}
			if ( 'author' === $ours || 'date' === $ours ) {
				self::list_flag( $lists, 'no_index', $ours, ! empty( $titles[ 'seopress_titles_archives_' . $theirs . '_noindex' ] ) );
				$mapped->set( $ours . '_archive', empty( $titles[ 'seopress_titles_archives_' . $theirs . '_disable' ] ), __( 'Author and date archives', 'sightline-seo' ) );
			}
		}
		self::list_flag( $lists, 'no_index', 'search', true );
		if ( $archives ) {
			$mapped->set( 'archive_templates', $archives, __( 'Author, date, search and 404 templates', 'sightline-seo' ) );
		}
		foreach ( $lists as $list => $values ) {
			$mapped->set( $list, $values, __( 'Robots rules per content type', 'sightline-seo' ) );
		}
		// SEOPress's post type archives have a noindex of their own (its archive_titles' noindex), apart from their posts'.
		$this->archives_apart( $mapped, static fn( string $type ): bool => ! empty( $titles['seopress_titles_archive_titles'][ $type ]['noindex'] ), $lists['no_index'] );
		$this->url( $mapped, 'fallback_image', self::pick( $social, 'seopress_social_facebook_img' ), __( 'Default social image', 'sightline-seo' ) );
		// Its Open Graph and X card tags ("Enable Open Graph data", "Enable X card": '1' while on, absent once
		// saved off), none of either while its Social module is off (9.7.4, inc/functions/options.php loads
		// options-social.php only then).
		$social_on = self::toggle_on( $toggles, 'social' );
		if ( ! $social_on || $social ) {
			$mapped->set( 'enable_open_graph', $social_on && '1' === (string) self::pick( $social, 'seopress_social_facebook_og' ), __( 'Social sharing', 'sightline-seo' ) );
			$mapped->set( 'enable_x_cards', $social_on && '1' === (string) self::pick( $social, 'seopress_social_twitter_card' ), __( 'Social sharing', 'sightline-seo' ) );
		}
		// SEOPress's og:url is the page's own address, whatever canonical was written (9.7.4, options-social.php).
		$mapped->set( 'og_url', 'address', __( 'Social sharing', 'sightline-seo' ) );
		// SEOPress goes from the featured image to the default image, never to an image of the content (9.7.4).
		$mapped->set( 'social_image_from_content', false, __( 'Default social image', 'sightline-seo' ) );
		// SEOPress's %%post_excerpt%% of a post without excerpt: the content's first 50 words and an ellipsis (9.7.4).
		// SEOPress prints titles as written, without WordPress's texturising (adversarial parity fixture).
		$mapped->set( 'texturize_titles', false, __( 'Titles', 'sightline-seo' ) );
		// SEOPress replaces its variables with str_replace() and prints the result: an empty variable leaves
		// its spaces, and %%post_title%% is wp_strip_all_tags() of the title (9.7.4, options-titles-metas.php,
		// variables/dynamic-variables.php).
		$mapped->set( 'template_spaces', 'as_written', __( 'Titles', 'sightline-seo' ) );
		// SEOPress's %%archive_date%% is get_query_var( 'monthnum' ) . ' - ' . get_query_var( 'year' ) ("3 - 2026",
		// "0 - 2026" on a year archive); it prints og:type "object" on every archive and search results page
		// (options-social.php, seopress_social_facebook_og_type_hook()); and an archive other than a term's
		// without a description shares the excerpt of the loop's first post (seopress_social_fb_desc_hook()).
		$mapped->set( 'archive_date_format', 'month_number', __( 'Titles', 'sightline-seo' ) );
		$mapped->set( 'archive_og_object', array( 'term', 'author', 'date', 'search', 'post_type_archive' ), __( 'Social sharing of archives', 'sightline-seo' ) );
		$mapped->set( 'archive_description_from_first_post', true, __( 'Social sharing of archives', 'sightline-seo' ) );
		$mapped->set(
			'auto_description',
			array(
				'length'     => 320,
				'words'      => 50,
				'ellipsis'   => true,
				// SEOPress strips registered shortcodes only and reads the text through kses (9.7.4,
				// strip_shortcodes() and wp_filter_nohtml_kses() in inc/functions/options-*.php).
				'shortcodes' => 'keep_unknown',
				'read'       => 'kses',
				// wp_strip_all_tags() leaves nothing where it removes a tag: paragraphs glued (9.7.4).
				'join'       => 'none',
			),
			__( 'Automatic descriptions', 'sightline-seo' )
		);
		$this->attachment_id( $mapped, 'fallback_image_id', self::pick( $social, 'seopress_social_facebook_img_attachment_id' ) );
		$size = self::pick( $social, 'seopress_social_twitter_card_img_size' );
		if ( null !== $size ) {
			$mapped->set( 'twitter_card_type', 'large' === $size ? 'summary_large_image' : 'summary', __( 'X card type', 'sightline-seo' ) );
		}
		$profiles = new Mapped();
		foreach ( self::PROFILES as $key => $id ) {
			$this->url( $profiles, $id, self::pick( $social, 'seopress_social_accounts_' . $key ) );
		}
		if ( isset( $profiles->fields['facebook'] ) ) {
			$mapped->set( 'facebook_page_url', $profiles->fields['facebook'] );
		}
		$handle      = self::pick( $social, 'seopress_social_accounts_twitter' );
		$handle_name = self::x_handle( $handle );
		if ( null !== $handle_name ) {
			$mapped->set( 'twitter_profile_username', $handle_name );
			$profiles->set( 'twitter', 'https://x.com/' . $handle_name );
		}
		foreach ( $profiles->report as $note ) {
			$mapped->note( 'social_profiles.' . $note['field'], $note['value'], $note['reason'] );
		}
		if ( $profiles->fields ) {
			$mapped->set( 'social_profiles', $profiles->fields, __( 'Social profiles', 'sightline-seo' ) );
		}
		if ( $sitemap ) {
			$mapped->set( 'enable_xml_sitemap', ! empty( $sitemap['seopress_xml_sitemap_general_enable'] ), __( 'XML sitemap', 'sightline-seo' ) );
			$mapped->set( 'enable_xml_image_sitemap', ! empty( $sitemap['seopress_xml_sitemap_img_enable'] ) );
		}
		// Advanced › Advanced › Site verification (printed by seopress_advanced_advanced_*_hook()).
		$advanced = $this->option_array( 'seopress_advanced_option_name' );
		$this->verification_codes(
			$mapped,
			array(
				'google'    => self::pick( $advanced, 'seopress_advanced_advanced_google' ),
				'bing'      => self::pick( $advanced, 'seopress_advanced_advanced_bing' ),
				'baidu'     => self::pick( $advanced, 'seopress_advanced_advanced_baidu' ),
				'yandex'    => self::pick( $advanced, 'seopress_advanced_advanced_yandex' ),
				'pinterest' => self::pick( $advanced, 'seopress_advanced_advanced_pinterest' ),
			),
			array(
				'seopress_advanced_advanced_facebook' => self::pick( $advanced, 'seopress_advanced_advanced_facebook' ),
				'seopress_advanced_advanced_seznam'   => self::pick( $advanced, 'seopress_advanced_advanced_seznam' ),
			)
		);
		$kind = self::pick( $social, 'seopress_social_knowledge_type' );
		if ( 'Organization' === $kind || 'Person' === $kind ) {
			$site = new Mapped();
			$site->set( 'type', 'Organization' === $kind ? 'organization' : 'personal' );
			$this->text( $site, 'Organization' === $kind ? 'name' : 'owner_name', self::pick( $social, 'seopress_social_knowledge_name' ), false );
			$this->url( $site, 'logo', self::pick( $social, 'seopress_social_knowledge_img' ) );
			$this->text( $site, 'owner_phone', self::pick( $social, 'seopress_social_knowledge_phone' ), false );
			$mapped->set( 'website', $site->fields, __( 'Website details', 'sightline-seo' ) );
		}
		return $mapped;
	}

	/**
	 * Adds SEOPress's post type archive templates (`seopress_titles_archive_titles`, one title and
	 * description per post type) to the post type templates as their archive_title/archive_description.
	 *
	 * @param array<string, array<string, string>> $out     Post type templates mapped so far.
	 * @param array<mixed>                         $entries SEOPress's archive templates by post type.
	 * @return array<string, array<string, string>>
	 */
	private function with_archive_templates( Mapped $mapped, array $out, array $entries ): array {
		foreach ( $entries as $type => $entry ) {
			if ( ! is_array( $entry ) ) {
				continue;
			}
			$fields = new Mapped();
			$this->text( $fields, 'archive_title', $entry['title'] ?? null );
			$this->text( $fields, 'archive_description', $entry['description'] ?? null );
			if ( $fields->fields ) {
				$out[ (string) $type ] = array_merge( $out[ (string) $type ] ?? array(), $fields->fields );
			}
			foreach ( $fields->report as $note ) {
				$mapped->note( 'post_type_templates.' . $type . '.' . $note['field'], $note['value'], $note['reason'] );
			}
		}
		return $out;
	}

	private function object( callable $meta ): Mapped {
		$mapped = new Mapped();
		$this->text( $mapped, 'title', $meta( 'titles_title' ) );
		$this->text( $mapped, 'description', $meta( 'titles_desc' ) );
		$this->url( $mapped, 'canonical', $meta( 'robots_canonical' ) );
		$this->robots( $mapped, 'noindex', 'yes' === $meta( 'robots_index' ) ? true : null );
		$this->robots( $mapped, 'nofollow', 'yes' === $meta( 'robots_follow' ) ? true : null );
		$this->robots( $mapped, 'noarchive', 'yes' === $meta( 'robots_archive' ) ? true : null );
		foreach ( array(
			'robots_snippet'    => 'nosnippet',
			'robots_imageindex' => 'noimageindex',
		) as $key => $directive ) {
			if ( 'yes' === $meta( $key ) ) {
				$mapped->note( 'robots', $directive, 'unsupported' );
			}
		}
		foreach ( array(
			'fb'      => 'facebook',
			'twitter' => 'twitter',
		) as $theirs => $ours ) {
			$this->text( $mapped, $ours . '_title', $meta( 'social_' . $theirs . '_title' ) );
			$this->text( $mapped, $ours . '_description', $meta( 'social_' . $theirs . '_desc' ) );
			$this->url( $mapped, $ours . '_image', $meta( 'social_' . $theirs . '_img' ) );
			$this->attachment_id( $mapped, $ours . '_image_id', $meta( 'social_' . $theirs . '_img_attachment_id' ) );
		}
		$keywords = $meta( 'analysis_target_kw' );
		$this->text( $mapped, 'focus_keyword', is_string( $keywords ) ? trim( explode( ',', $keywords )[0] ) : $keywords, false );
		$this->text( $mapped, 'breadcrumb_title', $meta( 'robots_breadcrumbs' ), false );
		return $mapped;
	}

	public function post( WP_Post $post ): Mapped {
		$meta   = static fn( string $key ) => get_post_meta( $post->ID, '_seopress_' . $key, true );
		$mapped = $this->object( $meta );
		$this->primary_category( $mapped, $post, $meta( 'robots_primary_cat' ) );
		return $mapped;
	}

	public function term( WP_Term $term ): Mapped {
		return $this->object( static fn( string $key ) => get_term_meta( $term->term_id, '_seopress_' . $key, true ) );
	}
}
