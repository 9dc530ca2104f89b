<?php
/**
 * The YouTube and Vimeo videos a post embeds, as VideoObject nodes in the page's graph: built from the
 * oEmbed HTML WordPress cached for the post (cached here by WP_Embed itself, its answer given by
 * `pre_oembed_result`, so no network), never fetched, not printed twice when the author describes the
 * video, and nothing changed (not even a query) for a post without embeds.
 *
 * @package Sightline
 */

namespace Sightline\Tests\StructuredData;

use Sightline\Head\Context;
use Sightline\Plugin;
use Sightline\Structured_Data\Checker;
use Sightline\Structured_Data\Embedded_Videos;
use Sightline\Structured_Data\Own_Structured_Data;
use Sightline\Tests\Head\Head_TestCase;

require_once dirname( __DIR__ ) . '/Head/class-head-testcase.php';

final class EmbeddedVideosTest extends Head_TestCase {

	private const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

	private const YOUTUBE_HTML = '<iframe title="Lemon Cake, Step by Step" width="500" height="281" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>';

	private const VIMEO = 'https://vimeo.com/76979871';

	private const VIMEO_HTML = '<iframe title="The New Vimeo Player" src="https://player.vimeo.com/video/76979871?dnt=1&amp;app_id=122963" width="500" height="281" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; clipboard-write; encrypted-media"></iframe>';

	protected function setUp(): void {
		parent::setUp();
		// Any HTTP request fails the test: nothing may be fetched, neither here nor on the page.
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) {
				$this->fail( 'HTTP request to ' . $url );
			},
			10,
			3
		);
	}

	private static function embed_block( string $url, string $provider ): string {
		return '<!-- wp:embed {"url":"' . $url . '","type":"video","providerNameSlug":"' . $provider . '","responsive":true} -->'
			. "\n" . '<figure class="wp-block-embed is-type-video is-provider-' . $provider . ' wp-block-embed-' . $provider . '"><div class="wp-block-embed__wrapper">'
			. "\n" . $url . "\n" . '</div></figure>' . "\n" . '<!-- /wp:embed -->';
	}

	private function post( string $content ): int {
		return self::factory()->post->create(
			array(
				'post_title'   => 'Lemon Cake',
				'post_excerpt' => 'A light lemon sponge.',
				'post_content' => $content,
				'post_date'    => '2026-03-04 10:20:30',
			)
		);
	}

	/**
	 * Lets WP_Embed cache the post's embeds as it does when a post is saved, with $answers (URL => HTML)
	 * as the providers' answers.
	 *
	 * @param array<string, string> $answers
	 */
	private function cache_embeds( int $post, array $answers ): void {
		$answer = static fn( $pre, $url ) => $answers[ $url ] ?? false; // No answer: a failure, as WP_Embed caches one.
		add_filter( 'pre_oembed_result', $answer, 10, 2 );
		$GLOBALS['wp_embed']->cache_oembed( $post );
		remove_filter( 'pre_oembed_result', $answer, 10 );
	}

	/**
	 * Every node of the page's one JSON-LD graph.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function nodes( int $post ): array {
		$html = $this->head_of( get_permalink( $post ) );
		$this->graph( $html ); // One script, valid JSON-LD.
		$nodes = json_decode( self::script( $html ), true )['@graph'];
		$ids   = array_values( array_filter( array_column( $nodes, '@id' ) ) );
		$this->assertSame( $ids, array_values( array_unique( $ids ) ), 'every @id is unique' );
		return $nodes;
	}

	/**
	 * The JSON-LD script of a head, as printed.
	 */
	private static function script( string $html ): string {
		preg_match( '#<script type="application/ld\+json" class="sightline-schema-graph">(.*?)</script>#s', $html, $m );
		return $m[1] ?? '';
	}

	/**
	 * @param list<array<string, mixed>> $nodes
	 * @return list<array<string, mixed>>
	 */
	private static function videos( array $nodes ): array {
		return array_values( array_filter( $nodes, static fn( $node ) => 'VideoObject' === $node['@type'] ) );
	}

	public function test_a_cached_youtube_embed_block_becomes_a_video_object(): void {
		$post = $this->post( "<!-- wp:paragraph -->\n<p>Watch first.</p>\n<!-- /wp:paragraph -->\n\n" . self::embed_block( self::YOUTUBE, 'youtube' ) );
		$this->cache_embeds( $post, array( self::YOUTUBE => self::YOUTUBE_HTML ) );

		$nodes  = $this->nodes( $post );
		$videos = self::videos( $nodes );
		$url    = get_permalink( $post );
		$this->assertCount( 1, $videos );
		$video = $videos[0];
		$this->assertSame( $url . '#/schema/video-1', $video['@id'] );
		$this->assertSame( 'Lemon Cake, Step by Step', $video['name'] );
		$this->assertSame( 'A light lemon sponge.', $video['description'] );
		$this->assertSame( array( 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' ), $video['thumbnailUrl'] );
		$this->assertSame( 'https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed', $video['embedUrl'] );
		$this->assertSame( get_post_time( 'c', false, $post ), $video['uploadDate'] );
		$this->assertStringStartsWith( '2026-03-04T10:20:30', $video['uploadDate'] );
		$this->assertSame( array(), array_filter( Plugin::get( Checker::class )->check( $video ), static fn( $finding ) => 'error' === $finding['level'] ), 'the Checker finds no error' );

		$webpages = array_values( array_filter( $nodes, static fn( $node ) => 'WebPage' === $node['@type'] ) );
		$this->assertArrayNotHasKey( 'mainEntity', $webpages[0], 'the mainEntity stays as Page_Graph sets it' );
	}

	public function test_a_bare_vimeo_url_is_read_but_printed_only_with_a_thumbnail(): void {
		$post = $this->post( "Our trip:\n\n" . self::VIMEO . "\n\nMore soon." );
		$this->cache_embeds( $post, array( self::VIMEO => self::VIMEO_HTML ) );

		$this->assertSame( array( self::VIMEO ), Embedded_Videos::urls( get_post( $post )->post_content ) );
		$this->assertSame(
			array(
				'embedUrl' => 'https://player.vimeo.com/video/76979871?dnt=1&app_id=122963',
				'name'     => 'The New Vimeo Player',
			),
			Embedded_Videos::cached_values( $post, self::VIMEO )
		);
		// Vimeo's cached HTML names no thumbnail, which Google requires: no node Google would reject.
		$this->assertSame( array(), self::videos( $this->nodes( $post ) ) );
	}

	public function test_several_videos_are_several_nodes(): void {
		$short = 'https://youtu.be/aqz-KE-bpKQ';
		$post  = $this->post( self::embed_block( self::YOUTUBE, 'youtube' ) . "\n\n" . self::embed_block( $short, 'youtube' ) );
		$this->cache_embeds(
			$post,
			array(
				self::YOUTUBE => self::YOUTUBE_HTML,
				$short        => '<iframe title="Big Buck Bunny" width="500" height="281" src="https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed" allowfullscreen></iframe>',
			)
		);
		$videos = self::videos( $this->nodes( $post ) );
		$this->assertSame( array( 'Lemon Cake, Step by Step', 'Big Buck Bunny' ), array_column( $videos, 'name' ) );
		$url = get_permalink( $post );
		$this->assertSame( array( $url . '#/schema/video-1', $url . '#/schema/video-2' ), array_column( $videos, '@id' ) );
	}

	public function test_an_embed_with_nothing_cached_gives_no_node_and_fetches_nothing(): void {
		$post = $this->post( self::embed_block( self::YOUTUBE, 'youtube' ) );
		$this->assertSame( array(), self::videos( $this->nodes( $post ) ) );

		// A cached failure is no node either.
		$this->cache_embeds( $post, array() ); // No answer: WP_Embed stores `{{unknown}}` (the HTTP filter would fail a fetch).
		$this->assertSame( array(), self::videos( $this->nodes( $post ) ) );
	}

	public function test_a_password_protected_post_shows_no_video(): void {
		$post = $this->post( self::embed_block( self::YOUTUBE, 'youtube' ) );
		$this->cache_embeds( $post, array( self::YOUTUBE => self::YOUTUBE_HTML ) );
		wp_update_post(
			array(
				'ID'            => $post,
				'post_password' => 'secret',
			)
		);
		$this->assertSame( array(), self::videos( $this->nodes( $post ) ) );
	}

	public function test_a_video_the_author_describes_is_not_added_again(): void {
		$post = $this->post( self::embed_block( self::YOUTUBE, 'youtube' ) );
		$this->cache_embeds( $post, array( self::YOUTUBE => self::YOUTUBE_HTML ) );
		$saved = Plugin::get( Own_Structured_Data::class )->set(
			get_post( $post ),
			array(
				array(
					'type'   => 'VideoObject',
					'id'     => 'video-1',
					'values' => array(
						'name'         => 'My own words',
						'thumbnailUrl' => 'https://example.org/cake.jpg',
						'contentUrl'   => self::YOUTUBE,
					),
				),
			)
		);
		$this->assertIsArray( $saved );
		$videos = self::videos( $this->nodes( $post ) );
		$this->assertCount( 1, $videos );
		$this->assertSame( 'My own words', $videos[0]['name'] );
	}

	public function test_a_post_without_embeds_prints_the_same_graph_at_no_query(): void {
		$videos = Plugin::get( Embedded_Videos::class );
		$this->assertSame( 20, has_filter( 'sightline_schema_graph', array( $videos, 'filter' ) ) );
		foreach ( array( 'Plain words.', 'Words about youtube and vimeo, no embed.' ) as $content ) {
			$post = $this->post( $content );
			$url  = get_permalink( $post );
			$with = $this->head_of( $url );
			remove_filter( 'sightline_schema_graph', array( $videos, 'filter' ), 20 );
			$without = $this->head_of( $url );
			add_filter( 'sightline_schema_graph', array( $videos, 'filter' ), 20, 2 );
			$this->assertNotSame( '', self::script( $with ) );
			$this->assertSame( self::script( $without ), self::script( $with ), 'the same JSON-LD, byte for byte, as without the videos' );
		}
	}

	public function test_the_graph_filter_makes_no_query(): void {
		global $wpdb;
		$post = $this->post( self::embed_block( self::YOUTUBE, 'youtube' ) . "\n\n" . self::VIMEO );
		$this->cache_embeds( $post, array( self::YOUTUBE => self::YOUTUBE_HTML ) );
		$this->head_of( get_permalink( $post ) ); // As a page view: the services built, the post's meta primed by the main query.
		update_meta_cache( 'post', array( $post ) );
		$context = Context::for_post( get_post( $post ) );
		$nodes   = array( array( '@type' => 'WebPage' ) );
		$queries = $wpdb->num_queries;
		$graph   = apply_filters( 'sightline_schema_graph', $nodes, $context );
		$this->assertSame( $queries, $wpdb->num_queries, 'no query' );
		$this->assertCount( 1, self::videos( $graph ) );
	}
}
