<?php
/**
 * Slim SEO: one option `slim_seo` (per context — `home`, a post type, a taxonomy, `author` — an array
 * of title, description, facebook_image, twitter_image, noindex; plus site-wide keys) and one array
 * meta `slim_seo` per post or term (title, description, canonical, facebook_image, twitter_image,
 * noindex). Variables use Twig style `{{ post.title }}`.
 *
 * @package Sightline
 */

namespace Sightline\Migration\Sources;

use Sightline\Migration\Abstract_Source;
use Sightline\Migration\Mapped;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

final class Slim_Seo extends Abstract_Source {

	protected const SYNTAX = 'twig';

	public const KEY = 'slim_seo';

	public function global_settings( array $current ): Mapped {
		$mapped = new Mapped();
		$option = $this->option_array( self::KEY );
		// Slim SEO 4.x has no separator setting: {{ sep }} prints WordPress's document title separator ("-").
		$sep = self::pick( $option, 'separator' );
		$mapped->set( 'separator', is_string( $sep ) && '' !== trim( $sep ) ? trim( $sep ) : '-', __( 'Title separator', 'sightline-seo' ) );
		// Slim SEO prints titles as written, without WordPress's texturising (parity fixtures).
		$mapped->set( 'texturize_titles', false, __( 'Titles', 'sightline-seo' ) );
		$home  = is_array( $option['home'] ?? null ) ? $option['home'] : array();
		$label = __( 'Home page title and description', 'sightline-seo' );
		$this->text( $mapped, 'home_page_title', $home['title'] ?? null, true, $label );
		$this->text( $mapped, 'home_page_description', $home['description'] ?? null, true, $label );
		$this->url( $mapped, 'home_page_facebook_image_url', $home['facebook_image'] ?? null, $label );
		$this->url( $mapped, 'home_page_twitter_image_url', $home['twitter_image'] ?? null, $label );

		$lists = array( 'no_index' => $current['no_index'] ?? array() );
		$types = array(
			'post_type_templates' => array(),
			'taxonomy_templates'  => array(),
			'archive_templates'   => array(),
		);
		foreach ( $option as $context => $entry ) {
			if ( ! is_array( $entry ) || 'home' === $context || ! preg_match( '/^[a-z0-9_-]+$/', (string) $context ) ) {
				continue;
			}
			$context = (string) $context;
			// "{type}_archive" holds a post type archive's title and description (Slim SEO 4.x).
			$archive = ! post_type_exists( $context ) && str_ends_with( $context, '_archive' ) && post_type_exists( substr( $context, 0, -8 ) );
			$type    = $archive ? substr( $context, 0, -8 ) : $context;
			$setting = taxonomy_exists( $type ) ? 'taxonomy_templates' : ( 'author' === $type ? 'archive_templates' : 'post_type_templates' );
			$fields  = new Mapped();
			$this->text( $fields, $archive ? 'archive_title' : 'title', $entry['title'] ?? null );
			$this->text( $fields, $archive ? 'archive_description' : 'description', $entry['description'] ?? null );
			foreach ( $fields->report as $note ) {
				$mapped->note( $setting . '.' . $type . '.' . $note['field'], $note['value'], $note['reason'] );
			}
			if ( $fields->fields ) {
				$types[ $setting ][ $type ] = $fields->fields + ( $types[ $setting ][ $type ] ?? array() );
			}
			if ( ! $archive && array_key_exists( 'noindex', $entry ) ) {
				self::list_flag( $lists, 'no_index', $type, ! empty( $entry['noindex'] ) );
			}
		}
		// Content, terms and post type archives without a template of Slim SEO's print WordPress's own title
		// (4.9.9, MetaTags\Title: an empty value leaves wp_get_document_title()), which names page 2 and later.
		$mapped->set( 'page_title', '%title% – %paged% – %site_name%', __( 'Title and description templates', 'sightline-seo' ) );
		// Slim SEO leaves date, search and 404 titles to WordPress, whose separator is a dash ("-"
		// texturised to "–"), whatever {{ sep }} prints; with the hyphen separator an empty %paged%
		// leaves no "– –" (Variables tidies the printed dash too).
		$types['archive_templates'] += array(
			'date'      => array( 'title' => '%archive_title% – %paged% – %site_name%' ),
			/* translators: %s: the search terms in quotes, as WordPress's own search title has them. */
			'search'    => array( 'title' => sprintf( __( 'Search Results for %s', 'sightline-seo' ), '“%search_query%”' ) . ' – %paged% – %site_name%' ),
			'not_found' => array( 'title' => __( 'Page not found', 'sightline-seo' ) . ' – %site_name%' ),
		);
		foreach ( $types as $setting => $values ) {
			if ( $values ) {
				$mapped->set( $setting, $values, __( 'Title and description templates', 'sightline-seo' ) );
			}
		}
		$mapped->set( 'no_index', $lists['no_index'], __( 'Robots rules per content type', 'sightline-seo' ) );
		$this->url( $mapped, 'fallback_image', self::pick( $option, 'default_facebook_image' ), __( 'Default social image', 'sightline-seo' ) );
		// Slim SEO goes from the post's own image to the featured image, then to the default image; it never
		// shares an image of the content (4.9.9, MetaTags/Image.php and OpenGraph.php).
		$mapped->set( 'social_image_from_content', false, __( 'Default social image', 'sightline-seo' ) );
		// Slim SEO's X image has its own chain (the post's X image, the featured image, the default X image):
		// X shows the post's Open Graph image only when that chain prints no tag (4.9.9,
		// MetaTags/TwitterCards.php, Image.php).
		$mapped->set( 'twitter_image_from_og', false, __( 'Default social image', 'sightline-seo' ) );
		// Slim SEO noindexes every page but the front page whose query lists no post (4.9.9,
		// MetaTags/Robots.php: "Do not index pages with no content"), and then prints no canonical.
		$mapped->set( 'noindex_empty_archives', array( 'author', 'term', 'date', 'post_type_archive' ), __( 'Robots rules per content type', 'sightline-seo' ) );
		// Slim SEO prints its Open Graph and X tags on 404 pages too (og:type "website" on every page but
		// content, authors included), and no canonical, nor og:url, on date archives and search results: its
		// CanonicalUrl knows the home page, content, terms, post type archives and authors only (4.9.9,
		// MetaTags/OpenGraph.php get_type(), MetaTags/CanonicalUrl.php).
		$mapped->set( 'social_on_404', 'website', __( 'Social sharing', 'sightline-seo' ) );
		$mapped->set( 'author_og_type', 'website', __( 'Social sharing', 'sightline-seo' ) );
		$mapped->set( 'no_canonical', array( 'date', 'search' ), __( 'Social sharing of archives', 'sightline-seo' ) );
		// Slim SEO's automatic description is the hand-written excerpt or else the content, read with its
		// registered shortcodes run, the others kept as written, every tag a space and entities as written,
		// cut after its first 160 characters wherever they end (4.9.9, MetaTags/Helper.php normalize() and
		// truncate(); adversarial parity fixture).
		$mapped->set(
			'auto_description',
			array(
				'length'     => 160,
				'count'      => 'stored',
				'cut'        => 'chars',
				'shortcodes' => 'render',
				'read'       => 'markup',
			),
			__( 'Automatic descriptions', 'sightline-seo' )
		);
		$handle      = self::pick( $option, 'twitter_site' );
		$handle_name = self::x_handle( $handle );
		if ( null !== $handle_name ) {
			$mapped->set( 'twitter_profile_username', $handle_name, __( 'Social profiles', 'sightline-seo' ) );
			$mapped->set( 'social_profiles', array( 'twitter' => 'https://x.com/' . $handle_name ) );
		}
		$features = $option['features'] ?? null;
		if ( is_array( $features ) ) {
			$mapped->set( 'enable_xml_sitemap', in_array( 'sitemaps', $features, true ), __( 'XML sitemap', 'sightline-seo' ) );
			// "No category base" (a feature, off until the features are saved; 4.9.9, Settings::is_feature_active()).
			$mapped->set( 'strip_category_base', in_array( 'no_category_base', $features, true ), __( 'Category addresses', 'sightline-seo' ) );
			// Its Open Graph and Twitter cards features (on until the features are saved without them).
			$mapped->set( 'enable_open_graph', in_array( 'open_graph', $features, true ), __( 'Social sharing', 'sightline-seo' ) );
			$mapped->set( 'enable_x_cards', in_array( 'twitter_cards', $features, true ), __( 'Social sharing', 'sightline-seo' ) );
		}
		// Its redirection module (a feature, on by default): "auto redirection" sent attachment pages to their
		// file and kept a redirect when a page's address changed; its 404 log (4.9.9, Redirection\Settings::list(),
		// where a box saved unticked is -1).
		if ( self::redirection_on( $option ) ) {
			$auto = self::auto_redirection_on( $option );
			$mapped->set( 'attachment_redirect', $auto ? 'file' : 'off', __( 'Attachment pages', 'sightline-seo' ) );
			$mapped->set( 'redirects_auto_create', $auto, __( 'Redirects', 'sightline-seo' ) );
			// Its automatic redirection also sends the author archives of a site with one user home.
			$users = get_users(
				array(
					'number' => 2,
					'fields' => 'ID',
				)
			);
			if ( $auto && 1 === count( $users ) ) {
				$mapped->set( 'author_archive', false, __( 'Author and date archives', 'sightline-seo' ) );
			}
			$mapped->set( 'enable_404_monitor', -1 !== ( $option['enable_404_logs'] ?? 0 ) && ! empty( $option['enable_404_logs'] ?? 0 ), __( '404 monitor', 'sightline-seo' ) );
			if ( is_string( $option['redirect_404_to'] ?? null ) && '' !== $option['redirect_404_to'] ) {
				// Sending every missing page elsewhere hides real 404s from search engines: we answer 404.
				$mapped->note( 'redirect_404_to', $option['redirect_404_to'], 'unsupported' );
			}
		}
		// Its robots.txt editor's text, which it serves in place of WordPress's while editable (4.9.9, RobotsTxt\Loader).
		$robots = self::pick( $option, 'robots_txt_content' );
		if ( ! empty( $option['robots_txt_editable'] ) && is_string( $robots ) && '' !== trim( $robots ) ) {
			$mapped->robots_txt = $robots;
		}
		// Code it printed in the head, after <body> and in the footer: no SEO setting of ours holds scripts.
		foreach ( array( 'header_code', 'body_code', 'footer_code' ) as $code ) {
			if ( is_string( $option[ $code ] ?? null ) && '' !== trim( $option[ $code ] ) ) {
				$mapped->note( $code, __( 'Code added to every page (such as analytics)', 'sightline-seo' ), 'unsupported' );
			}
		}
		return $mapped;
	}

	/**
	 * Whether Slim SEO's redirection module is on (a feature, on until the features are saved without it).
	 *
	 * @param array<string, mixed> $option Slim SEO's option.
	 */
	public static function redirection_on( array $option ): bool {
		$features = $option['features'] ?? null;
		return ! is_array( $features ) || in_array( 'redirection', $features, true );
	}

	/**
	 * Whether its "auto redirection" is on (on by default; a box saved unticked is -1).
	 *
	 * @param array<string, mixed> $option Slim SEO's option.
	 */
	public static function auto_redirection_on( array $option ): bool {
		$auto = $option['auto_redirection'] ?? 1;
		return self::redirection_on( $option ) && -1 !== $auto && ! empty( $auto );
	}

	protected function post_data(): array {
		global $wpdb;
		return array( $wpdb->postmeta, "meta_key = 'slim_seo'" );
	}

	public function is_post_data_key( string $meta_key ): bool {
		return 'slim_seo' === strtolower( $meta_key );
	}

	protected function term_where(): string {
		global $wpdb;
		return "t.term_id IN (SELECT term_id FROM {$wpdb->termmeta} WHERE meta_key = 'slim_seo')";
	}

	/**
	 * @param mixed $data
	 */
	private function object( $data ): Mapped {
		$mapped = new Mapped();
		if ( ! is_array( $data ) ) {
			if ( null !== $data && '' !== $data ) {
				$mapped->note( 'slim_seo', gettype( $data ), 'invalid_value' );
			}
			return $mapped;
		}
		$this->text( $mapped, 'title', $data['title'] ?? null );
		$this->text( $mapped, 'description', $data['description'] ?? null );
		$this->url( $mapped, 'canonical', $data['canonical'] ?? null );
		$this->url( $mapped, 'facebook_image', $data['facebook_image'] ?? null );
		$this->url( $mapped, 'twitter_image', $data['twitter_image'] ?? null );
		// Slim SEO's checkbox is on or unset; unset follows the type's rule.
		$this->robots( $mapped, 'noindex', ! empty( $data['noindex'] ) ? true : null );
		return $mapped;
	}

	public function post( WP_Post $post ): Mapped {
		return $this->object( get_post_meta( $post->ID, self::KEY, true ) );
	}

	public function term( WP_Term $term ): Mapped {
		return $this->object( get_term_meta( $term->term_id, self::KEY, true ) );
	}
}
