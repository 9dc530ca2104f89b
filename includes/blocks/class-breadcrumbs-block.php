<?php
/**
 * The Breadcrumbs block (block.json at the plugin root), rendered on the server from the same trail as
 * the BreadcrumbList JSON-LD. In the editor's live preview (ServerSideRender, a REST request) the post
 * being edited comes from the block context; on the site, from the main query.
 *
 * @package Sightline
 */

namespace Sightline\Blocks;

use Sightline\Head\Breadcrumbs;
use Sightline\Head\Context;
use Sightline\Head\Tag_Renderer;
use Sightline\Hookable_Interface;
use Sightline\Request_Kind;
use WP_Block;

defined( 'ABSPATH' ) || exit;

final class Breadcrumbs_Block implements Hookable_Interface {

	public const NAME = 'sightline/breadcrumbs';

	/** The front-end style's handle: the one WordPress names block.json's `style` field. */
	public const STYLE = 'sightline-breadcrumbs-style';

	/**
	 * The breadcrumb shortcodes of the SEO plugins a site moves from (Yoast SEO, Rank Math, All in One
	 * SEO, SEOPress Pro, Slim SEO): left in the content after the move, they print this block's trail
	 * (Breadcrumb_Shortcodes) instead of their own text.
	 */
	public const PEER_SHORTCODES = array( 'wpseo_breadcrumb', 'rank_math_breadcrumb', 'aioseo_breadcrumbs', 'seopress_breadcrumbs', 'slim_seo_breadcrumbs' );

	/** @var array<string, mixed>|null The fields of block.json as generated to PHP, read once a request. */
	private static ?array $fields = null;

	public function __construct( private Breadcrumbs $breadcrumbs, private Tag_Renderer $renderer ) {}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		// Last on init: the plugins register their shortcodes at load, on plugins_loaded or on init (Rank
		// Math at 10, Slim SEO at 5), and a tag one of them holds stays theirs.
		add_action( 'init', array( $this, 'register_shortcodes' ), PHP_INT_MAX );
	}

	/**
	 * The peers' breadcrumb shortcodes that no plugin registered. The callback names the class and a
	 * static method, so Breadcrumb_Shortcodes loads only where one of them is in the page.
	 */
	public function register_shortcodes(): void {
		foreach ( self::PEER_SHORTCODES as $tag ) {
			if ( ! shortcode_exists( $tag ) ) {
				add_shortcode( $tag, array( Breadcrumb_Shortcodes::class, 'render' ) );
			}
		}
	}

	/**
	 * @param bool|null $page_view Whether this is a front-end page view (null: ask the request; `init`
	 *                             passes nothing).
	 */
	public function register( $page_view = null ): void {
		if ( \WP_Block_Type_Registry::get_instance()->is_registered( self::NAME ) ) {
			return;
		}
		$page_view = is_bool( $page_view ) ? $page_view : Request_Kind::is_page_view();
		if ( $page_view ) {
			$this->register_for_page_view();
			return;
		}
		$metadata = fn( $metadata ) => $this->metadata( $metadata, false );
		add_filter( 'block_type_metadata', $metadata );
		register_block_type( SIGHTLINE_DIR, array( 'render_callback' => array( $this, 'render' ) ) );
		remove_filter( 'block_type_metadata', $metadata );
	}

	/**
	 * A page view needs only how the block renders: the fields block.json gives for that, generated into
	 * a PHP file (`npm run types`), so it reads no JSON, translates no label and registers the style
	 * only when the block is on the page (render() does, before WordPress enqueues it). Registering from
	 * block.json showed in the profiler as a cost on every page view, for a block most pages do not show.
	 */
	private function register_for_page_view(): void {
		$args = self::generated_fields();
		unset( $args['name'], $args['version'], $args['style'] );
		register_block_type(
			self::NAME,
			$args + array(
				'render_callback' => array( $this, 'render' ),
				'style_handles'   => array( self::STYLE ),
			)
		);
	}

	/**
	 * The fields of block.json as `npm run types` wrote them to PHP (read once a request).
	 *
	 * @return array<string, mixed>
	 */
	private static function generated_fields(): array {
		return self::$fields ??= (array) require SIGHTLINE_DIR . 'includes/generated/breadcrumbs-block.php';
	}

	/**
	 * The front-end style, registered as WordPress registers a block.json style (address, version, RTL,
	 * the path that lets a block theme inline it), unless a metadata registration already did. Left out
	 * without a build, as metadata() does.
	 */
	private function register_style(): void {
		if ( wp_style_is( self::STYLE, 'registered' ) ) {
			return;
		}
		$metadata = self::generated_fields();
		if ( is_readable( SIGHTLINE_DIR . substr( $metadata['style'], strlen( 'file:./' ) ) ) ) {
			register_block_style_handle( array( 'file' => SIGHTLINE_DIR . 'block.json' ) + $metadata, 'style' );
		}
	}

	/**
	 * What this request needs of block.json:
	 * - the editor script only where an editor loads (wp-admin): a page view or a REST request (the
	 *   editor's live preview included) never enqueues it, so it skips reading and registering it;
	 * - translated labels only where they can be read (not on a front-end page view);
	 * - without a build (a checkout before `npm run build`) the block still renders on the site; the
	 *   editor script and style it cannot find are left out instead of failing registration.
	 *
	 * @param array<string, mixed> $metadata
	 * @param bool|null            $page_view Whether this is a front-end page view (null: ask the request;
	 *                                        the filter passes only $metadata).
	 * @return array<string, mixed>
	 */
	public function metadata( $metadata, ?bool $page_view = null ) {
		if ( self::NAME !== ( $metadata['name'] ?? '' ) ) {
			return $metadata;
		}
		if ( ! is_admin() ) {
			unset( $metadata['editorScript'] );
		}
		if ( $page_view ?? Request_Kind::is_page_view() ) {
			// The title, description and keywords show only in the editor and the REST block types:
			// translating them on a page view loads our translations for nothing (a fifth of the cost).
			unset( $metadata['textdomain'] );
		}
		foreach ( array( 'editorScript', 'style' ) as $field ) {
			$file = is_string( $metadata[ $field ] ?? null ) ? substr( $metadata[ $field ], strlen( 'file:./' ) ) : '';
			$base = SIGHTLINE_DIR . preg_replace( '/\.(js|css)$/', '', $file );
			$need = 'editorScript' === $field ? $base . '.asset.php' : $base . '.css';
			if ( '' === $file || ! is_readable( $need ) ) {
				unset( $metadata[ $field ] );
			}
		}
		return $metadata;
	}

	/**
	 * @param array<string, mixed> $attributes
	 * @param string               $content    The block's inner HTML (none: it is dynamic).
	 * @param WP_Block|null        $block      The block instance (null when rendered outside the editor's tree).
	 */
	public function render( $attributes, $content = '', $block = null ): string {
		$this->register_style();
		$trail = $this->breadcrumbs->trail( $this->context( $block ) );
		if ( count( $trail ) < 1 ) {
			return '';
		}
		$separator = trim( (string) ( $attributes['separator'] ?? '' ) );
		$wrapper   = function_exists( 'get_block_wrapper_attributes' ) && \WP_Block_Supports::$block_to_render
			? get_block_wrapper_attributes( array( 'class' => 'sightline-breadcrumbs' ) )
			: 'class="wp-block-sightline-breadcrumbs sightline-breadcrumbs"';
		return $this->renderer->breadcrumbs( $trail, '' !== $separator ? $separator : '/', $wrapper );
	}

	/**
	 * @param WP_Block|null $block
	 */
	private function context( $block ): Context {
		$context = Context::from_query();
		$post_id = $block instanceof WP_Block ? (int) ( $block->context['postId'] ?? 0 ) : 0;
		// The editor's preview (a REST request) has no page of its own: the edited post comes from the
		// block context. On the site the page itself decides, even inside a Query Loop.
		if ( Context::OTHER === $context->type && $post_id ) {
			$post = get_post( $post_id );
			if ( $post instanceof \WP_Post ) {
				return Context::for_post( $post );
			}
		}
		return $context;
	}
}
