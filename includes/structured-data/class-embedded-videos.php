<?php
/**
 * The YouTube and Vimeo videos a post embeds, as VideoObject nodes in the page's one JSON-LD graph
 * (the head's `sightline_schema_graph` filter, after Page_Graph has added the page's own nodes).
 *
 * A video is found where WordPress embeds it: an embed block of the YouTube or Vimeo provider, or a
 * bare URL on its own line (or alone in a paragraph) of classic content. Its node is built only from
 * what WordPress already stored when it embedded the URL: the oEmbed HTML WP_Embed::shortcode() keeps in
 * the post meta `_oembed_<md5 of the URL and the embed's default size>` (meta WordPress has primed for
 * the page, so reading it costs no query), and what Oembed_Capture kept of the provider's answer when
 * WordPress fetched it (the thumbnail, upload date and duration; Vimeo's HTML names no thumbnail, so a
 * Vimeo video has a node only with it). Nothing is ever fetched: a URL with nothing cached, or with a
 * cached failure, gives no node. The node is an instance of the catalogue's VideoObject built by
 * Node_Builder like every other node (`name` from the iframe's title, `embedUrl` from its source, the
 * YouTube thumbnail from the video's id, `uploadDate` and `description` from the type's defaults where
 * the answer gave none), and
 * is printed only when the Checker finds no error in it, so a node Google would reject is never printed.
 * A video the author already describes with a VideoObject instance (same embedUrl or contentUrl) is not
 * added twice; the WebPage's `mainEntity` is left as Page_Graph set it.
 *
 * @package Sightline
 */

namespace Sightline\Structured_Data;

use Sightline\Head\Context;
use Sightline\Head\Resolver;
use Sightline\Hookable_Interface;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

final class Embedded_Videos implements Hookable_Interface {

	/** What the instance ids of the videos start with (`video-1`, `video-2`, …). */
	private const ID_PREFIX = 'video-';

	/** The embed block's providers we describe. */
	private const PROVIDERS = array( 'youtube', 'vimeo' );

	/** The hosts of a video page of those providers. */
	private const HOSTS = '#^(?:www\.|m\.|player\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com)$#i';

	/**
	 * @param \Closure(): Own_Structured_Data $data    Builds nodes with the page's variables, built when a post embeds a video.
	 * @param \Closure(): Checker             $checker The check rule, built when a post embeds a video.
	 */
	public function __construct( private Resolver $resolver, private \Closure $data, private \Closure $checker ) {}

	public function add_hooks(): void {
		// After Page_Graph (10), so the author's own VideoObject nodes are already in the graph.
		add_filter( 'sightline_schema_graph', array( $this, 'filter' ), 20, 2 );
	}

	/**
	 * @param mixed $graph   The graph's nodes.
	 * @param mixed $context The head's context of the page.
	 * @return mixed
	 */
	public function filter( $graph, $context ) {
		if ( ! is_array( $graph ) || ! $context instanceof Context || ! $context->post || ! in_array( $context->type, array( Context::SINGULAR, Context::FRONT_PAGE ), true ) ) {
			return $graph;
		}
		if ( post_password_required( $context->post ) ) {
			return $graph; // The videos are part of what the password hides.
		}
		$content = $context->post->post_content;
		if ( false === stripos( $content, 'youtu' ) && false === stripos( $content, 'vimeo' ) ) {
			return $graph;
		}
		$instances = $this->instances( $context, array_values( $graph ) );
		if ( array() === $instances ) {
			return $graph;
		}
		$checker = ( $this->checker )();
		$nodes   = array();
		foreach ( ( $this->data )()->nodes( $context, $instances ) as $node ) {
			$errors = array_filter( $checker->check( $node ), static fn( $finding ) => 'error' === $finding['level'] );
			if ( array() === $errors ) {
				$nodes[] = $node;
			}
		}
		return array_merge( array_values( $graph ), $nodes );
	}

	/**
	 * A VideoObject instance for each embedded video WordPress holds an oEmbed answer for, in the
	 * order of the content, without the videos the graph's VideoObject nodes already describe.
	 *
	 * @param list<mixed> $graph
	 * @return list<array{type: string, id: string, values: array<string, mixed>}>
	 */
	private function instances( Context $context, array $graph ): array {
		$post = $context->post;
		if ( ! $post ) {
			return array();
		}
		$described = array();
		$ids       = array();
		foreach ( $graph as $node ) {
			if ( ! is_array( $node ) ) {
				continue;
			}
			if ( isset( $node['@id'] ) && is_string( $node['@id'] ) ) {
				$ids[ $node['@id'] ] = true;
			}
			if ( 'VideoObject' === ( $node['@type'] ?? null ) ) {
				foreach ( array( 'embedUrl', 'contentUrl' ) as $property ) {
					if ( isset( $node[ $property ] ) && is_string( $node[ $property ] ) ) {
						$described[ self::same_video( $node[ $property ] ) ] = true;
					}
				}
			}
		}
		$base      = explode( '#', Own_Structured_Data::page_url( $this->resolver, $context ) )[0];
		$instances = array();
		$number    = 0;
		foreach ( self::urls( $post->post_content ) as $url ) {
			$values = self::cached_values( $post->ID, $url );
			if ( null === $values || isset( $described[ self::same_video( $values['embedUrl'] ) ] ) || isset( $described[ self::same_video( $url ) ] ) ) {
				continue;
			}
			$described[ self::same_video( $values['embedUrl'] ) ] = true;
			do {
				$id = self::ID_PREFIX . ( ++$number );
			} while ( isset( $ids[ $base . '#/schema/' . $id ] ) );
			$instances[] = array(
				'type'   => 'VideoObject',
				'id'     => $id,
				'values' => $values,
			);
		}
		return $instances;
	}

	/**
	 * The video URLs of the content, each once, where WordPress embeds them: the URL of a YouTube or
	 * Vimeo embed block, or a bare URL of those providers on its own line or alone in a paragraph of
	 * classic content (WP_Embed::autoembed()'s two patterns).
	 *
	 * @return list<string>
	 */
	public static function urls( string $content ): array {
		$urls = array();
		self::walk( parse_blocks( $content ), $urls );
		$urls = array_map( static fn( $url ) => str_replace( '&amp;', '&', $url ), $urls );
		return array_values( array_unique( array_filter( $urls, array( self::class, 'is_video_url' ) ) ) );
	}

	/**
	 * @param array<mixed> $blocks
	 * @param list<string> $urls
	 */
	private static function walk( array $blocks, array &$urls ): void {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$name  = $block['blockName'] ?? null;
			$attrs = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
			if ( 'core/embed' === $name ) {
				if ( in_array( $attrs['providerNameSlug'] ?? '', self::PROVIDERS, true ) && isset( $attrs['url'] ) && is_string( $attrs['url'] ) ) {
					$urls[] = $attrs['url'];
				}
				continue;
			}
			if ( null === $name && isset( $block['innerHTML'] ) && is_string( $block['innerHTML'] ) ) {
				// Classic content (or the HTML between blocks), which WP_Embed::autoembed() reads.
				$html = wp_replace_in_html_tags( $block['innerHTML'], array( "\n" => ' ' ) );
				preg_match_all( '|^\s*(https?://[^\s<>"]+)\s*$|im', $html, $lines );
				preg_match_all( '|<p(?: [^>]*)?>\s*(https?://[^\s<>"]+)\s*</p>|i', $html, $paragraphs );
				array_push( $urls, ...$lines[1], ...$paragraphs[1] );
			}
			if ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) ) {
				self::walk( $block['innerBlocks'], $urls );
			}
		}
	}

	public static function is_video_url( string $url ): bool {
		$host = wp_parse_url( $url, PHP_URL_HOST );
		return is_string( $host ) && 1 === preg_match( self::HOSTS, $host );
	}

	/**
	 * The values WordPress's stored oEmbed answer for $url on the post gives, or null when it holds
	 * none (never fetched, a cached failure, or HTML without an iframe). The meta key is the one
	 * WP_Embed::shortcode() uses for a URL embedded without attributes, as blocks and bare URLs are.
	 *
	 * @return array{embedUrl: string, name?: string, thumbnailUrl?: string, uploadDate?: string, duration?: string}|null
	 */
	public static function cached_values( int $post_id, string $url ): ?array {
		$key  = Oembed_Capture::cache_key( $url, wp_embed_defaults( $url ) );
		$html = get_post_meta( $post_id, '_oembed_' . $key, true );
		if ( ! is_string( $html ) || '' === $html || '{{unknown}}' === $html ) {
			return null;
		}
		$tags = new WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag( array( 'tag_name' => 'iframe' ) ) ) {
			return null;
		}
		$src = $tags->get_attribute( 'src' );
		if ( ! is_string( $src ) || ! self::is_video_url( $src ) ) {
			return null;
		}
		$values = array( 'embedUrl' => $src );
		$title  = $tags->get_attribute( 'title' );
		if ( is_string( $title ) && '' !== trim( $title ) ) {
			$values['name'] = trim( $title );
		}
		$thumbnail = self::youtube_thumbnail( $src );
		if ( null !== $thumbnail ) {
			$values['thumbnailUrl'] = $thumbnail;
		}
		// What the provider's answer said when WordPress fetched it (Vimeo's thumbnail lives only there).
		return $values + Oembed_Capture::stored( $post_id, $key );
	}

	/**
	 * The thumbnail YouTube's oEmbed answer names for a video (its address is fixed by the video's id),
	 * read from the player's address; Vimeo's thumbnails have no such address, and its cached HTML
	 * holds none.
	 */
	private static function youtube_thumbnail( string $embed_url ): ?string {
		if ( 1 !== preg_match( '#^https://www\.youtube(?:-nocookie)?\.com/embed/([A-Za-z0-9_-]{11})(?:[?&/]|$)#', $embed_url, $m ) ) {
			return null;
		}
		return 'https://i.ytimg.com/vi/' . $m[1] . '/hqdefault.jpg';
	}

	/**
	 * One key for the addresses of one video: `youtube:<id>` or `vimeo:<id>` for a player, watch or
	 * short address of those providers, else the address without scheme, `www.` and fragment.
	 */
	private static function same_video( string $url ): string {
		$patterns = array(
			'youtube' => '#^https?://(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com/(?:embed/|shorts/|watch\?(?:.*&)?v=)|youtu\.be/)([A-Za-z0-9_-]{11})#i',
			'vimeo'   => '#^https?://(?:www\.|player\.)?vimeo\.com/(?:video/)?(\d+)#i',
		);
		foreach ( $patterns as $provider => $pattern ) {
			if ( 1 === preg_match( $pattern, $url, $m ) ) {
				return $provider . ':' . $m[1];
			}
		}
		$url = preg_replace( '#^https?://(?:www\.)?#i', '', $url ) ?? $url;
		return rtrim( explode( '#', $url )[0], '/' );
	}
}
