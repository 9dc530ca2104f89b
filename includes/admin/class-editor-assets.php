<?php
/**
 * Loads the Sightline SEO sidebar in the block editor (only when the page-level SEO feature is on, only
 * for posts the user may edit) with what it needs before its first render: limits, the templates an
 * empty title/description falls back to, whether Open Graph tags are printed, and for admins the
 * preloaded AI connection.
 *
 * @package Sightline
 */

namespace Sightline\Admin;

use Sightline\Db\Descendants;
use Sightline\Multilingual\Content_Language;
use Sightline\Head\Context;
use Sightline\Head\Head_Output;
use Sightline\Head\Variables;
use Sightline\Hookable_Interface;
use Sightline\Settings\Limits;
use Sightline\Settings\Settings;

defined( 'ABSPATH' ) || exit;

final class Editor_Assets implements Hookable_Interface {

	/** Descendants of a page the editor's redirect offer names at most. */
	public const SUBPAGES = 100;

	/**
	 * @param \Closure(): Head_Output $head_output The head, built when a screen's preview needs it.
	 */
	public function __construct( private Settings $settings, private \Closure $head_output, private Content_Language $content_language ) {}

	public function add_hooks(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	public function is_enabled(): bool {
		return (bool) $this->settings->get( 'enable_page_level_seo' );
	}

	/**
	 * Whether the site prints structured data, so posts, terms and authors offer their own (the Schema panel).
	 */
	public function schemas_enabled(): bool {
		return (bool) $this->settings->get( 'enable_schemas' );
	}

	public function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$post   = get_post();
		// The site editor and widget screens fire this hook too; the sidebar is for posts only.
		if ( ! $this->is_enabled() || ! $screen || 'post' !== $screen->base || ! $post instanceof \WP_Post ) {
			return;
		}
		if ( ! is_post_type_viewable( $post->post_type ) || ! current_user_can( 'edit_post', $post->ID ) ) {
			return;
		}
		if ( ! Assets::enqueue( 'editor' ) ) {
			return;
		}
		// The Schema panel's code is a chunk fetched when the sidebar opens; its words come now.
		Assets::add_chunk_translations( 'editor', 'editor-schema' );
		self::enqueue_shared_styles();
		// Nothing is preloaded: the AI connection is read by a panel closed by default, and WordPress
		// 7.0+ warns in the console about every preloaded answer the page load left unread.
		Assets::add_page_data( 'editor', $this->post_data( $post ) );
	}

	/**
	 * What the block editor receives for a post (includes/contracts/page-data-editor.json).
	 *
	 * @return array<string, mixed>
	 */
	public function post_data( \WP_Post $post ): array {
		return $this->page_data( Context::for_post( $post ) ) + array(
			'objectType'        => 'post',
			'objectLabel'       => (string) ( get_post_type_object( $post->post_type )->labels->singular_name ?? $post->post_type ),
			'authorName'        => (string) get_the_author_meta( 'display_name', (int) $post->post_author ),
			// The Schema panel: the post's own structured data, where the site prints structured data.
			'schemas'           => $this->schemas_enabled(),
			// The readability checks use the rules of the language the post is written in.
			'contentLanguage'   => $this->content_language->of_post( $post ),
			// The readability checks measure the text in a worker, off the editor's main thread.
			'readabilityWorker' => self::worker_url( 'readability-worker' ),
			// The keyphrase checks stem every word in a worker too (the stemming library stays out of the page).
			'keyphraseWorker'   => self::worker_url( 'keyphrase-worker' ),
			// The page checks and the previews read the content there too, once per pause in typing.
			'pageContentWorker' => self::worker_url( 'page-content-worker' ),
		);
	}

	/** The address of a worker bundle with its build's version, or '' when it is not built. */
	private static function worker_url( string $entry ): string {
		$asset_file = SIGHTLINE_DIR . 'build/' . $entry . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return '';
		}
		$asset = require $asset_file;
		return add_query_arg( 'ver', (string) ( $asset['version'] ?? SIGHTLINE_VERSION ), plugins_url( 'build/' . $entry . '.js', SIGHTLINE_FILE ) );
	}

	/**
	 * The CSS of the shared components (previews, counters, check list). wp-scripts extracts every file
	 * named style.scss into one chunk named after the first entry importing it, the settings app's
	 * build/style-admin.css, so other screens that show those components load it from there.
	 */
	public static function enqueue_shared_styles(): void {
		$handle = Assets::HANDLE_PREFIX . 'admin-style';
		if ( ! wp_style_is( $handle, 'registered' ) ) {
			( new Assets() )->register( 'admin' );
		}
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
	}

	/**
	 * Page data shared by the block editor and the term screen.
	 *
	 * @return array<string, mixed>
	 */
	public function page_data( Context $context ): array {
		$data = array(
			'version'             => SIGHTLINE_VERSION,
			'page'                => 'editor',
			'adminUrl'            => admin_url(),
			'pluginUrl'           => admin_url( 'admin.php?page=sightline' ),
			'homeUrl'             => home_url( '/' ),
			'siteName'            => get_bloginfo( 'name' ),
			'tagline'             => get_bloginfo( 'description' ),
			'faviconUrl'          => get_site_icon_url( 32 ),
			'limits'              => Limits::all(),
			'separator'           => (string) $this->settings->get( 'separator' ),
			'templates'           => $this->templates( $context ),
			'templateChain'       => $this->template_chain( $context ),
			'variableValues'      => $this->variable_values( $context ),
			// How the head cuts a description from content, so the previews cut unsaved content alike.
			'autoDescription'     => Variables::auto_description_rule( $this->settings ),
			'shortcodes'          => $this->shortcodes(),
			'socialTitleSiteName' => false !== $this->settings->get( 'social_title_site_name' ),
			'openGraph'           => $this->prints_open_graph( $context ),
			'fallbackImage'       => (string) $this->settings->get( 'fallback_image' ),
			// Setting social_image_from_content: whether a post without images of its own shares its content's first.
			'socialContentImage'  => false !== $this->settings->get( 'social_image_from_content' ),
			// Settings social_image_from_gallery and og_image_request_scheme: a gallery's image before the content's, og:image's scheme.
			'socialGalleryImage'  => true === $this->settings->get( 'social_image_from_gallery' ),
			'ogImageScheme'       => true === $this->settings->get( 'og_image_request_scheme' ),
			'texturizeTitles'     => false !== $this->settings->get( 'texturize_titles' ),
			// Settings template_spaces and texturize_post_title: how templates keep spaces, how a post's %title% reads.
			'templateSpaces'      => (string) $this->settings->get( 'template_spaces' ),
			'texturizePostTitle'  => true === $this->settings->get( 'texturize_post_title' ),
			// Setting social_image_from_featured: whether a post without its own social image shares its featured image.
			'socialFeaturedImage' => false !== $this->settings->get( 'social_image_from_featured' ),
			// Setting twitter_image_from_og: whether X takes a post's own Open Graph image before its featured image.
			'twitterImageFromOg'  => false !== $this->settings->get( 'twitter_image_from_og' ),
			'twitterCardType'     => (string) $this->settings->get( 'twitter_card_type' ),
			'canManageOptions'    => current_user_can( 'manage_options' ),
			// Redirects: whether a changed address gets its redirect on the server (else the editor offers one).
			'redirectsAutoCreate' => true === $this->settings->get( 'redirects_auto_create' ),
			'subpagePaths'        => self::subpage_paths( $context ),
		);
		/** This filter is documented in includes/admin/class-admin-menu.php */
		return apply_filters( 'sightline_admin_page_data', $data );
	}

	/**
	 * Where a published page's published descendants live below its own address ('team/', 'team/lead/'):
	 * when the page moves they move with it, and the editor's redirect offer covers them (the server
	 * adds theirs itself when redirects are automatic). At most SUBPAGES, nearest first.
	 *
	 * @return list<string>
	 */
	private static function subpage_paths( Context $context ): array {
		$post = $context->post;
		if ( 'term' === $context->type || null === $post || 'publish' !== $post->post_status || ! is_post_type_hierarchical( $post->post_type ) ) {
			return array();
		}
		$link  = (string) get_permalink( $post );
		$paths = array();
		foreach ( Descendants::published( $post, self::SUBPAGES ) as $page ) {
			$url = (string) get_permalink( $page );
			if ( str_starts_with( $url, $link ) && strlen( $url ) > strlen( $link ) ) {
				$paths[] = substr( $url, strlen( $link ) );
			}
		}
		usort( $paths, static fn( $a, $b ) => array( substr_count( $a, '/' ), $a ) <=> array( substr_count( $b, '/' ), $b ) );
		return array_slice( $paths, 0, self::SUBPAGES );
	}

	/**
	 * The templates an empty title and description fall back to for this object, from the head resolver
	 * (post type / taxonomy template, then the global one, then the factory default).
	 *
	 * @return array{title: string, description: string}
	 */
	private function templates( Context $context ): array {
		$resolver = ( $this->head_output )()->resolver();
		return array(
			'title'       => $resolver->default_template( $context, 'title' ),
			'description' => $resolver->default_template( $context, 'description' ),
		);
	}

	/**
	 * Every template the object's title and description fall back to, best first, so the previews try
	 * them in the server's order.
	 *
	 * @return array{title: list<string>, description: list<string>}
	 */
	private function template_chain( Context $context ): array {
		$resolver = ( $this->head_output )()->resolver();
		return array(
			'title'       => $resolver->fallback_templates( $context, 'title' ),
			'description' => $resolver->fallback_templates( $context, 'description' ),
		);
	}

	/**
	 * Every template variable's value for the saved object, so previews show its real categories,
	 * parent, dates and address rather than sample text (the editor replaces what it changes live).
	 *
	 * @return array<string, string>
	 */
	private function variable_values( Context $context ): array {
		return ( $this->head_output )()->resolver()->variables()->values( $context );
	}

	/**
	 * The shortcode tags strip_shortcodes() removes with what they enclose when the head cleans content.
	 *
	 * @return list<string>
	 */
	private function shortcodes(): array {
		global $shortcode_tags;
		$tags = is_array( $shortcode_tags ) ? array_keys( $shortcode_tags ) : array();
		/** This filter is documented in wp-includes/shortcodes.php */
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, applied as strip_shortcodes() applies it.
		return array_values( array_map( 'strval', (array) apply_filters( 'strip_shortcodes_tagnames', $tags, '' ) ) );
	}

	/** Whether the page's head will carry og:title (see Head_Output::prints_open_graph()). */
	private function prints_open_graph( Context $context ): bool {
		return ( $this->head_output )()->prints_open_graph( $context );
	}
}
